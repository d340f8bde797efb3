/// A civil calendar day (proleptic Gregorian), independent of any time zone.
///
/// Days are counted from 1970-01-01 so that day arithmetic is exact integer arithmetic:
/// "tomorrow" is always `number + 1`, whatever the clocks did that night.
public struct Day: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Days since 1970-01-01.
  public let number: Int

  /// The days HabitFlow takes from its users: years 1900 to 9999, so every day it stores reads
  /// back as four-digit `YYYY-MM-DD` and every zone's rules are known for it.
  public static let supported =
    Day(year: 1900, month: 1, day: 1)!...Day(year: 9999, month: 12, day: 31)!

  /// Creates the day with the given count of days since 1970-01-01.
  public init(number: Int) {
    self.number = number
  }

  /// Creates the day for a year, month (1-12) and day of month, or nil when no such day exists.
  public init?(year: Int, month: Int, day: Int) {
    guard (1...12).contains(month), day >= 1, day <= Day.daysIn(month: month, year: year) else {
      return nil
    }
    number = Day.daysFromCivil(year: year, month: month, day: day)
  }

  /// Parses a strict `YYYY-MM-DD` string, or nil when it is malformed or names no real day.
  public init?(iso text: String) {
    var text = text
    guard let day = text.withUTF8({ Day(isoBytes: $0) }) else { return nil }
    self = day
  }

  /// Parses the UTF-8 bytes of a strict `YYYY-MM-DD` string (reads stored days without copies).
  public init?(isoBytes bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      let year = Day.number(bytes, 0, 4), let month = Day.number(bytes, 5, 7),
      let day = Day.number(bytes, 8, 10)
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The year, month and day of month.
  public var components: (year: Int, month: Int, day: Int) {
    Day.civilFromDays(number)
  }

  /// The day of the week.
  public var weekday: Weekday {
    // 1970-01-01 was a Thursday, index 3 when Monday is 0.
    Weekday(rawValue: floorMod(number + 3, 7))!
  }

  /// The first day of this day's month.
  public var firstOfMonth: Day { adding(days: 1 - components.day) }

  /// January 1 of this day's year.
  public var firstOfYear: Day { Day(year: components.year, month: 1, day: 1)! }

  /// The day `count` days later (earlier when negative).
  public func adding(days count: Int) -> Day {
    Day(number: number + count)
  }

  /// The number of days from this day to `other` (positive when `other` is later).
  public func distance(to other: Day) -> Int {
    other.number - number
  }

  /// The `YYYY-MM-DD` form.
  public var iso: String {
    let (year, month, day) = components
    guard (0...9999).contains(year) else {
      return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
    }
    // Ten bytes written in place: the store binds a day to every query it runs.
    var bytes: [UInt8] = Array(repeating: UInt8(ascii: "-"), count: 10)
    for (offset, (value, width)) in [(year, 4), (month, 2), (day, 2)].enumerated() {
      var rest = value
      let end = [4, 7, 10][offset]
      for index in stride(from: end - 1, through: end - width, by: -1) {
        bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  public var description: String { iso }

  public static func < (lhs: Day, rhs: Day) -> Bool { lhs.number < rhs.number }

  /// The number of days in a month of a year.
  public static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Whether a year is a Gregorian leap year.
  public static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  // Howard Hinnant's civil-day algorithms, written out for this type.
  static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> Int? {
    var value = 0
    for index in from..<to {
      let digit = Int(bytes[index]) - 48
      guard digit >= 0, digit <= 9 else { return nil }
      value = value * 10 + digit
    }
    return value
  }
}

/// The remainder of `value / divisor` with the sign of the divisor.
func floorMod(_ value: Int, _ divisor: Int) -> Int {
  let remainder = value % divisor
  return remainder < 0 ? remainder + divisor : remainder
}

/// The quotient of `value / divisor` rounded towards negative infinity.
func floorDiv(_ value: Int, _ divisor: Int) -> Int {
  (value - floorMod(value, divisor)) / divisor
}

/// Zero-pads a non-negative number to `width` digits.
func pad(_ value: Int, _ width: Int) -> String {
  let text = String(value)
  return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
}
