/// A local wall-clock time of day with minute precision (`HH:MM`).
public struct TimeOfDay: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Minutes since midnight, 0...1439.
  public let minutes: Int

  /// Creates a time from minutes since midnight, or nil outside 0...1439.
  public init?(minutes: Int) {
    guard (0..<1440).contains(minutes) else { return nil }
    self.minutes = minutes
  }

  /// Creates a time from an hour (0-23) and minute (0-59), or nil when out of range.
  public init?(hour: Int, minute: Int) {
    guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
    self.minutes = hour * 60 + minute
  }

  /// Parses `H:MM` or `HH:MM` (24-hour clock); nil for anything else, such as `25:61` or `9`.
  public init?(parsing text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
      let hour = Int(parts[0]), let minute = Int(parts[1])
    else { return nil }
    self.init(hour: hour, minute: minute)
  }

  /// Midnight.
  public static let midnight = TimeOfDay(minutes: 0)!

  /// The hour, 0...23.
  public var hour: Int { minutes / 60 }

  /// The minute within the hour, 0...59.
  public var minute: Int { minutes % 60 }

  /// The `HH:MM` form.
  public var description: String { pad(hour, 2) + ":" + pad(minute, 2) }

  public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool { lhs.minutes < rhs.minutes }
}

extension Character {
  /// Whether the character is one of the ASCII digits 0-9.
  var isASCIIDigit: Bool { isASCII && isNumber }
}
