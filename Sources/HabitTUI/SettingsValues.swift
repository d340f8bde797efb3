import HabitCore

/// What the settings panel holds besides its selected row: the values to keep in the cycles and
/// the value being typed.
public struct SettingsEdit: Hashable, Sendable {
  /// By row, values a numeric row held while the panel was open that are not among its usual
  /// ones (set from the command line, or typed): the row's cycle keeps them, in their order.
  public var kept: [Int: Set<Int>] = [:]
  /// The value being typed in the selected row, after Enter.
  public var typing: TextField?
  /// Whether the last Enter was refused because the text is not a value of the row.
  public var invalid = false

  /// Nothing kept, nothing typed.
  public init(kept: [Int: Set<Int>] = [:]) {
    self.kept = kept
  }

  /// The panel as it opens on `settings`: each numeric row keeps a value of its own.
  init(keeping settings: Settings) {
    for (index, row) in SettingsPanel.rows.enumerated() {
      guard let numeric = row.numeric else { continue }
      let value = numeric.get(settings)
      if !numeric.choices.contains(value) { kept[index] = [value] }
    }
  }
}

extension SettingsPanel {
  /// A setting that is a number of minutes or a time of day: its usual values to cycle through,
  /// and how it is typed. Times are minutes after midnight.
  struct Numeric: Sendable {
    /// The usual values, in order.
    let choices: [Int]
    /// The whole minutes allowed; nil for a time of day.
    let range: ClosedRange<Int>?
    let get: @Sendable (Settings) -> Int
    let set: @Sendable (inout Settings, Int) -> Void

    /// The whole minutes a setting of `kind` allows; nil for a time of day.
    static func range(of kind: Setting.Kind) -> ClosedRange<Int>? {
      switch kind {
      case .minutes(let range): return range
      case .time, .choice, .onOff: return nil
      }
    }

    /// The value as it is typed: `45`, `22:15`.
    func text(_ value: Int) -> String {
      range == nil ? TimeOfDay(minutes: value)!.description : String(value)
    }

    /// What follows the typed number: ` min` / `분`, nothing after a time.
    func unit(_ words: Words) -> String {
      range == nil ? "" : words.pick(" min", "분")
    }

    /// A typed value, when it is one of this setting's.
    func parse(_ text: String) -> Int? {
      let text = text.trimmingCharacters(in: .whitespaces)
      guard let range else { return TimeOfDay(parsing: text)?.minutes }
      return Int(text).flatMap { range.contains($0) ? $0 : nil }
    }

    /// Why a typed value was refused, naming the setting.
    func refusal(_ label: String, _ words: Words) -> String {
      guard let range else {
        return words.pick(
          "A time is HH:MM, from 00:00 to 23:59.", "시각은 00:00부터 23:59까지 HH:MM으로 적어요.")
      }
      return words.pick(
        "\(label) takes whole minutes from \(range.lowerBound) to \(range.upperBound).",
        "\(Korean.with(label, .topic)) \(range.lowerBound)분부터 \(range.upperBound)분까지 정수로 적어요.")
    }

    /// The next value either way, round the usual ones and those kept, wrapping at the ends.
    func next(after current: Int, keeping kept: Set<Int>, _ direction: Int) -> Int {
      let all = Set(choices).union(kept).union([current]).sorted()
      if direction > 0 { return all.first { $0 > current } ?? all[0] }
      return all.last { $0 < current } ?? all[all.count - 1]
    }
  }
}
