import HabitCore

/// A habit's days as one of Loop's checkmark files holds them, before the habit's kind is known:
/// Loop's stored value of each day it lists (see `LoopMapping`), and the notes.
struct LoopDays: Hashable {
  /// Loop's value by day: 2 done by hand, 1 done by its own rule, 0 not done, -1 nothing,
  /// 3 skipped; a measurable habit's amount in thousandths.
  var values: [Day: Int64] = [:]
  /// The notes by day (Loop 2.3 on, in a habit's own file).
  var notes: [Day: String] = [:]
  /// Whether a value was written as a decimal (`1.25`): only an amount is.
  var hasDecimals = false

  /// Whether the values can only be amounts: a decimal, or a number Loop never stores for a
  /// yes/no day.
  var looksMeasured: Bool {
    hasDecimals || values.values.contains { !(Int64(LoopMapping.unknown)...3).contains($0) }
  }

  /// The first day Loop knows the habit on: the oldest value that is not "nothing".
  var firstKnown: Day? {
    values.filter { $0.value != Int64(LoopMapping.unknown) }.keys.min()
  }
}

/// The cells of Loop's checkmark files, in every form its versions wrote them.
enum LoopCSVCell {
  /// A cell read: Loop's value, whether it was a decimal, and the day a Loop 2.0 cell names.
  struct Read: Equatable {
    var value: Int64
    var isDecimal = false
    var timestamp: Day?
  }

  /// The words Loop 2.3 and later write for its values (any other value as a number).
  static let words: [String: Int64] = [
    "YES_MANUAL": Int64(LoopMapping.yesManual), "YES_AUTO": Int64(LoopMapping.yesAuto),
    "NO": Int64(LoopMapping.no), "UNKNOWN": Int64(LoopMapping.unknown),
    "SKIP": Int64(LoopMapping.skip), "": Int64(LoopMapping.unknown),
  ]

  /// A value as Loop 2.3 and later print it: its word, or the number.
  static func text(of value: Int64) -> String {
    words.first { $0.value == value && !$0.key.isEmpty }?.key ?? String(value)
  }

  /// A row's cells: Loop 2.0 wrote each cell as `Entry(timestamp=2023-04-04, value=2)`,
  /// unquoted, so reading the row as CSV cut it at its comma; the halves are joined back.
  static func cells(_ fields: [String]) -> [String] {
    var cells: [String] = []
    var index = 0
    while index < fields.count {
      let field = fields[index]
      if field.hasPrefix("Entry("), !field.hasSuffix(")"), index + 1 < fields.count {
        cells.append(field + "," + fields[index + 1])
        index += 2
      } else {
        cells.append(field)
        index += 1
      }
    }
    return cells
  }

  /// The value of a cell, or nil when it is none Loop writes: a word (or empty: nothing), a
  /// whole number (Loop 2.1 and 2.2 for every value, and an amount in thousandths always),
  /// Loop 2.0's `Entry(timestamp=…, value=N)`, or a decimal amount (`1.25`, as HabitFlow wrote
  /// its exports before it wrote thousandths).
  static func read(_ text: String) -> Read? {
    if let value = words[text] { return Read(value: value) }
    if text.hasPrefix("Entry("), text.hasSuffix(")") { return entry(text) }
    if let value = Int64(text) {
      return value <= Amount.maximum.thousandths ? Read(value: value) : nil
    }
    if text.contains("."), let amount = LoopCSV.amount(text) {
      return Read(value: amount.thousandths, isDecimal: true)
    }
    return nil
  }

  /// Loop 2.0's `Entry(timestamp=YYYY-MM-DD, value=N)`.
  private static func entry(_ text: String) -> Read? {
    let inside = text.dropFirst("Entry(".count).dropLast()
    let parts = inside.split(separator: ",").map { $0.drop { $0 == " " } }
    guard parts.count == 2, parts[0].hasPrefix("timestamp="), parts[1].hasPrefix("value="),
      let day = Day(iso: String(parts[0].dropFirst("timestamp=".count))),
      let value = Int64(parts[1].dropFirst("value=".count)), value <= Amount.maximum.thousandths
    else { return nil }
    return Read(value: value, timestamp: day)
  }
}
