/// A habit's days as the store keeps them, one byte a day over a span: what each day counts as
/// and its heatmap level, so a screen can show a year of many habits without reading their entries.
///
/// A byte holds the mark in its low two bits (0 none, 1 done, 2 auto, 3 skipped) and the level
/// plus one above them (0 when the habit has no levels: yes/no habits).
public struct StoredMarks: Hashable, Sendable {
  /// The first day the bytes cover.
  public let first: Day
  /// One byte a day from `first` on.
  public private(set) var bytes: [UInt8]

  /// Marks over `bytes.count` days from `first`.
  public init(first: Day, bytes: [UInt8]) {
    self.first = first
    self.bytes = bytes
  }

  /// Marks from `first` through `last`, all none, to be filled.
  public init(from first: Day, through last: Day) {
    self.init(first: first, bytes: Array(repeating: 0, count: max(0, first.distance(to: last) + 1)))
  }

  /// The last day covered (the day before `first` when empty).
  public var last: Day { first.adding(days: bytes.count - 1) }

  /// Whether the day is covered.
  public func contains(_ day: Day) -> Bool {
    let index = first.distance(to: day)
    return index >= 0 && index < bytes.count
  }

  /// What the day counts as (none outside the span).
  public func mark(on day: Day) -> DayMark {
    Self.marks[Int(byte(on: day) & 3)]
  }

  /// The day's heatmap level (see `Completion.level`), nil for a habit without levels.
  public func level(on day: Day) -> Int? {
    let stored = Int(byte(on: day) >> 2)
    return stored == 0 ? nil : stored - 1
  }

  /// Copies the bytes of `other` over the days both cover.
  public mutating func fill(from other: StoredMarks) {
    let lower = max(first.number, other.first.number)
    let upper = min(last.number, other.last.number)
    guard lower <= upper else { return }
    let source = (lower - other.first.number)...(upper - other.first.number)
    bytes.replaceSubrange(
      (lower - first.number)...(upper - first.number), with: other.bytes[source])
  }

  /// The byte of one day.
  public static func byte(mark: DayMark, level: Int?) -> UInt8 {
    let code: UInt8
    switch mark {
    case .none: code = 0
    case .done: code = 1
    case .auto: code = 2
    case .skipped: code = 3
    }
    return code | UInt8((level.map { $0 + 1 } ?? 0) << 2)
  }

  /// The marks of a habit's days from `first` through `last`, as its full reading gives them.
  public static func reading(_ completion: Completion, from first: Day, through last: Day)
    -> StoredMarks
  {
    var marks = StoredMarks(from: first, through: last)
    guard first <= last else { return marks }
    for number in first.number...last.number {
      let day = Day(number: number)
      marks.bytes[number - first.number] = byte(
        mark: completion.mark(on: day), level: completion.level(on: day))
    }
    return marks
  }

  private static let marks: [DayMark] = [.none, .done, .auto, .skipped]

  private func byte(on day: Day) -> UInt8 {
    let index = first.distance(to: day)
    return index >= 0 && index < bytes.count ? bytes[index] : 0
  }
}
