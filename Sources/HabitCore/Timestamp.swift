import Foundation

/// ISO 8601 timestamps as the command line takes and prints them.
public enum Timestamp {
  /// Parses `YYYY-MM-DDTHH:MM[:SS[.fff]]` followed by `Z`, `±HH:MM[:SS]`, `±HHMM` or nothing
  /// (nothing means the wall clock of `local`). A space may stand for the `T`.
  public static func parse(_ text: String, local: LocalTime) -> Date? {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count >= 16, scalars[10] == "T" || scalars[10] == " " else { return nil }
    // Scalar by scalar: making a view of a slice (`append(contentsOf:)`) runs generic code that
    // looks up conformances at run time, a scan that cost every `--now` a quarter millisecond.
    var dayText = ""
    for scalar in scalars[0..<10] { dayText.unicodeScalars.append(scalar) }
    guard let day = Day(iso: dayText) else { return nil }
    var reader = Reader(scalars: Array(scalars[11...]))
    guard let hour = reader.number(digits: 2), reader.take(":"),
      let minute = reader.number(digits: 2),
      hour < 24, minute < 60
    else { return nil }
    var second = 0.0
    if reader.take(":") {
      guard let whole = reader.number(digits: 2), whole < 60 else { return nil }
      second = Double(whole) + reader.fraction()
    }
    let secondOfDay = hour * 3600 + minute * 60
    if reader.atEnd {
      return local.instant(on: day, secondOfDay: secondOfDay).addingTimeInterval(second)
    }
    guard let offset = reader.offset(), reader.atEnd else { return nil }
    let unix = day.number * secondsPerWallDay + secondOfDay - offset
    return Date(timeIntervalSince1970: TimeInterval(unix) + second)
  }

  /// Formats an instant as `YYYY-MM-DDTHH:MM:SS±HH:MM` on the wall clock of `local`'s zone.
  public static func format(_ instant: Date, local: LocalTime) -> String {
    let (day, secondOfDay) = local.wallClock(of: instant)
    let offset = local.offsetSeconds(at: instant)
    let sign = offset < 0 ? "-" : "+"
    return day.iso + "T" + clock(secondOfDay, seconds: true) + sign
      + clock(abs(offset), seconds: offset % 60 != 0)
  }

  /// `HH:MM:SS`, or `HH:MM` without seconds. Offsets of old local mean times have seconds
  /// (Monrovia was -00:44:30 until 1972) and keep them, so the text names the right instant.
  private static func clock(_ seconds: Int, seconds withSeconds: Bool) -> String {
    let parts = [seconds / 3600, seconds / 60 % 60] + (withSeconds ? [seconds % 60] : [])
    return parts.map { pad($0, 2) }.concatenated(separator: ":")
  }

  /// Like `format`, with milliseconds: `2026-11-30T07:00:02.013+09:00`.
  public static func formatPrecise(_ instant: Date, local: LocalTime) -> String {
    let whole = format(instant, local: local)
    let fraction = instant.timeIntervalSince1970 - instant.timeIntervalSince1970.rounded(.down)
    let millis = min(999, Int((fraction * 1000).rounded()))
    let split = whole.index(whole.startIndex, offsetBy: 19)
    return String(whole[..<split]) + "." + pad(millis, 3) + String(whole[split...])
  }

  /// A cursor over the part of a timestamp after the date.
  private struct Reader {
    let scalars: [Unicode.Scalar]
    var index = 0

    var atEnd: Bool { index == scalars.count }

    mutating func take(_ scalar: Unicode.Scalar) -> Bool {
      guard index < scalars.count, scalars[index] == scalar else { return false }
      index += 1
      return true
    }

    mutating func number(digits: Int) -> Int? {
      guard index + digits <= scalars.count else { return nil }
      var value = 0
      for scalar in scalars[index..<(index + digits)] {
        // The ASCII decimal digits, by value: parsing a one-scalar string costs a generic call.
        guard ("0"..."9").contains(scalar) else { return nil }
        value = value * 10 + Int(scalar.value - 48)
      }
      index += digits
      return value
    }

    mutating func fraction() -> Double {
      guard take(".") || take(",") else { return 0 }
      var text = "0."
      while index < scalars.count, scalars[index].isASCII, ("0"..."9").contains(scalars[index]) {
        text.unicodeScalars.append(scalars[index])
        index += 1
      }
      return Double(text) ?? 0
    }

    /// `Z`, `±HH:MM[:SS]`, `±HHMM` or `±HH` as seconds east of UTC.
    mutating func offset() -> Int? {
      if take("Z") || take("z") { return 0 }
      let sign: Int
      if take("+") { sign = 1 } else if take("-") { sign = -1 } else { return nil }
      guard let hours = number(digits: 2), hours <= 18 else { return nil }
      var seconds = hours * 3600
      if !atEnd {
        let colon = take(":")
        guard let minutes = number(digits: 2), minutes < 60 else { return nil }
        seconds += minutes * 60
        if colon, take(":") {
          guard let extra = number(digits: 2), extra < 60 else { return nil }
          seconds += extra
        }
      }
      return sign * seconds
    }
  }
}
