import Foundation
import HabitCore

/// Reading option values typed on the command line; every failure names the value and what was expected.
enum Values {
  /// `HH:MM` on the 24-hour clock.
  static func time(_ text: String, option: String) throws -> TimeOfDay {
    guard let time = TimeOfDay(parsing: text) else {
      throw CommandError.usage(TimeOfDay.refusal(of: text, for: option))
    }
    return time
  }

  /// One of `T`'s words, or a usage error in `T`'s words.
  static func choice<T: OptionValue>(_ type: T.Type, _ text: String, option: String) throws -> T {
    guard let value = T.typed(text) else {
      throw CommandError.usage(T.refusal(of: text, for: option))
    }
    return value
  }

  /// A comma-separated list of weekdays (`mon,wed,fri`).
  static func weekdays(_ text: String) throws -> WeekdaySet {
    let names = text.split(separator: ",", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    return WeekdaySet(try names.map { try choice(Weekday.self, $0, option: "--days") })
  }

  /// A count of days for `option`, from 1 to 366.
  static func dayCount(_ text: String, option: String) throws -> Int {
    guard text.allSatisfy(\.isASCIINumber), let count = Int(text), (1...366).contains(count) else {
      throw CommandError.usage(
        "invalid \(option) '\(Display.safe(text))': expected a whole number of days from 1 to 366")
    }
    return count
  }

  /// A whole number of days, at least 1.
  static func interval(_ text: String) throws -> Int {
    guard text.allSatisfy(\.isASCIINumber), let count = Int(text), count >= 1,
      count <= Schedule.maximumInterval
    else {
      throw CommandError.usage(
        "invalid --every '\(Display.safe(text))': expected a whole number of days from 1 to"
          + " \(Schedule.maximumInterval)")
    }
    return count
  }

  /// The days from `--from` through `--to`: `--to` defaults to today and may not be after it,
  /// `--from` to `days - 1` days before `--to`; a range that ends before it begins is a usage
  /// error.
  static func dayRange(_ arguments: Arguments, today: Day, days: Int) throws -> ClosedRange<Day> {
    let from = try arguments["--from"].map { try day($0, option: "--from", today: today) }
    let to = try arguments["--to"].map { try day($0, option: "--to", today: today) }
    for day in [to, from].compactMap({ $0 }) where day > today {
      throw CommandError.failure("\(day.iso) is in the future (today is \(today.iso))")
    }
    let last = to ?? today
    let first = from ?? last.adding(days: 1 - days)
    guard first <= last else {
      throw CommandError.usage("--from \(first.iso) is after --to \(last.iso): nothing to show")
    }
    return first...last
  }

  /// A day as `YYYY-MM-DD`, or `today` / `yesterday` relative to `today`.
  static func day(_ text: String, option: String, today: Day) throws -> Day {
    switch text.lowercased() {
    case "today": return today
    case "yesterday": return today.adding(days: -1)
    default:
      guard let day = Day(iso: text) else {
        throw CommandError.usage(
          "invalid date '\(Display.safe(text))' for \(option): expected a real day as YYYY-MM-DD")
      }
      guard Day.supported.contains(day) else {
        throw CommandError.usage(
          "invalid date '\(Display.safe(text))' for \(option): expected a day in the years 1900 to 9999"
        )
      }
      return day
    }
  }

  /// An ISO 8601 instant (`--now`, `--until`) whose day, where `zone` counts days, is a supported one.
  static func instant(_ text: String, option: String, zone: Zone) throws -> Date {
    let local = LocalTime(zone: zone)
    guard let instant = Timestamp.parse(text, local: local) else {
      throw CommandError.usage(
        "invalid \(option) '\(Display.safe(text))': expected ISO 8601 such as 2026-11-30T09:00:00+09:00"
      )
    }
    let day = local.day(of: instant)
    guard Day.supported.contains(day) else {
      throw CommandError.usage(
        "invalid \(option) '\(Display.safe(text))': \(day.iso) is outside the years 1900 to 9999")
    }
    return instant
  }

  /// `on` or `off`.
  static func onOff(_ text: String, option: String) throws -> Bool {
    try choice(OnOff.self, text, option: option).isOn
  }

  /// A duration such as `25m`, `1h30m` or `90s`, in seconds (1 second to 24 hours).
  static func duration(_ text: String) throws -> Int {
    guard let seconds = DurationText.seconds(text) else {
      throw CommandError.usage(
        "invalid duration '\(Display.safe(text))': expected e.g. 25m, 1h30m or 90s (h, m, s "
          + "once each, in that order), up to 24h")
    }
    return seconds
  }

  /// A habit name as typed, checked against the naming rules.
  static func name(_ text: String) throws -> String {
    if let problem = HabitName.problem(with: text) { throw CommandError.usage(problem) }
    return HabitName.canonical(text)
  }
}

extension Character {
  fileprivate var isASCIINumber: Bool { isASCII && isNumber }
}
