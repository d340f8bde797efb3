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
    var text = text
    guard let time = text.withUTF8({ Self(utf8: $0) }) else { return nil }
    self = time
  }

  /// Parses `H:MM` or `HH:MM` from UTF-8 bytes, as `init(parsing:)` does. Byte by byte: every
  /// habit read from the store parses its times, and making strings of them cost more than the
  /// rest of reading a habit.
  public init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    let digit = { (byte: UInt8) -> Int? in
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
    }
    guard (4...5).contains(bytes.count), bytes[bytes.count - 3] == UInt8(ascii: ":"),
      let tens = digit(bytes[bytes.count - 2]), let ones = digit(bytes[bytes.count - 1]),
      let last = digit(bytes[bytes.count - 4])
    else { return nil }
    var hour = last
    if bytes.count == 5 {
      guard let first = digit(bytes[0]) else { return nil }
      hour += 10 * first
    }
    self.init(hour: hour, minute: tens * 10 + ones)
  }

  /// Parses times separated by commas (`07:00,12:30`) from UTF-8 bytes, empty pieces ignored
  /// (nothing at all is no time); nil when a piece is not a time.
  public static func list(utf8 bytes: UnsafeBufferPointer<UInt8>) -> [TimeOfDay]? {
    var times: [TimeOfDay] = []
    var start = 0
    for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: ",") {
      if index > start {
        guard let time = TimeOfDay(utf8: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        else { return nil }
        times.append(time)
      }
      start = index + 1
    }
    return times
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
