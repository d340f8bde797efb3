/// A day of the week, Monday first.
public enum Weekday: Int, OptionValue, Comparable {
  case monday, tuesday, wednesday, thursday, friday, saturday, sunday

  /// The three-letter lowercase name used on the command line and in JSON (`mon` ... `sun`).
  public var shortName: String {
    ["mon", "tue", "wed", "thu", "fri", "sat", "sun"][rawValue]
  }

  /// The capitalised three-letter label used in text output (`Mon` ... `Sun`).
  public var label: String {
    ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][rawValue]
  }

  /// Parses `mon`, `monday`, `Mon` and the like; nil for anything else.
  public init?(name: String) {
    let lower = name.lowercased()
    guard
      let match = Weekday.allCases.first(where: {
        lower == $0.shortName || lower == $0.fullName
      })
    else { return nil }
    self = match
  }

  /// `mon` ... `sun`, as `--days` lists them.
  public var spelling: String { shortName }

  /// A day named short or long, in any case (`Mon`, `monday`).
  public static func typed(_ text: String) -> Weekday? { Weekday(name: text) }

  /// `unknown weekday 'fry' in --days: use mon,tue,wed,thu,fri,sat,sun`.
  public static func refusal(of text: String, for option: String) -> String {
    "unknown weekday '\(TerminalText.escaped(text))' in \(option): use "
      + spellings.joined(separator: ",")
  }

  var fullName: String {
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"][rawValue]
  }

  public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A set of weekdays stored as a bit mask (Monday = bit 0).
public struct WeekdaySet: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue & 0x7F
  }

  /// The set holding exactly the given days.
  public init(_ days: [Weekday]) {
    self.init(rawValue: days.reduce(0) { $0 | (1 << $1.rawValue) })
  }

  /// All seven days.
  public static let all = WeekdaySet(rawValue: 0x7F)

  /// Whether the set holds a day.
  public func contains(_ day: Weekday) -> Bool {
    rawValue & (1 << day.rawValue) != 0
  }

  /// The days in the set, Monday first.
  public var days: [Weekday] {
    Weekday.allCases.filter(contains)
  }
}

/// The day a displayed week starts on.
public enum WeekStart: String, OptionValue {
  case sunday, monday

  /// The first day of the week containing `day`.
  public func weekStart(containing day: Day) -> Day {
    let offset = self == .monday ? day.weekday.rawValue : (day.weekday.rawValue + 1) % 7
    return day.adding(days: -offset)
  }

  /// Whether the week containing `day` is over by `today` (its last day is today or earlier).
  public func isWhole(weekOf day: Day, by today: Day) -> Bool {
    weekStart(containing: day).adding(days: 6) <= today
  }

  /// The seven weekdays of a week, in display order.
  public var orderedDays: [Weekday] {
    self == .monday ? Weekday.allCases : [.sunday] + Weekday.allCases.dropLast()
  }
}
