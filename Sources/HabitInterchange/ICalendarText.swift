import HabitCore

/// The text rules of RFC 5545: escaping values, folding long lines, writing dates and offsets.
enum ICalendarText {
  /// The most octets a physical line may hold, its CRLF not counted (RFC 5545 3.1).
  static let lineLimit = 75

  /// The line end RFC 5545 prescribes.
  static let lineEnd = "\r\n"

  /// A TEXT value with backslash, semicolon, comma and newlines escaped (RFC 5545 3.3.11).
  ///
  /// A CR LF pair, a lone CR and a lone LF all become `\n`. Other control characters are not
  /// allowed in TEXT at all and are dropped; a tab stays.
  static func escaped(_ text: String) -> String {
    var result = ""
    var scalars = text.unicodeScalars.makeIterator()
    var pending = scalars.next()
    while let scalar = pending {
      pending = scalars.next()
      switch scalar {
      case "\\": result += "\\\\"
      case ";": result += "\\;"
      case ",": result += "\\,"
      case "\n": result += "\\n"
      case "\r":
        result += "\\n"
        // CR LF is one line break, not two.
        if pending == "\n" { pending = scalars.next() }
      case "\t": result.unicodeScalars.append(scalar)
      default:
        if !isControl(scalar) { result.unicodeScalars.append(scalar) }
      }
    }
    return result
  }

  /// Text with what no parameter value can hold taken out: double quotes and control characters.
  ///
  /// Used for a TZID, which only has to match its VTIMEZONE, written from the same text.
  static func parameterSafe(_ text: String) -> String {
    var value = ""
    for scalar in text.unicodeScalars where scalar != "\"" && !isControl(scalar) {
      value.unicodeScalars.append(scalar)
    }
    return value
  }

  /// A parameter value as written after `=`: quoted when it holds `:`, `;` or `,`.
  static func parameterValue(_ safeText: String) -> String {
    let needsQuotes = safeText.unicodeScalars.contains { $0 == ":" || $0 == ";" || $0 == "," }
    return needsQuotes ? "\"" + safeText + "\"" : safeText
  }

  /// A content line folded into physical lines of at most 75 octets, joined by CRLF and a space.
  ///
  /// Folds fall between Unicode scalars, never inside one's UTF-8 bytes, so every physical line
  /// is valid UTF-8; a continuation line's leading space counts towards its 75 octets.
  static func folded(_ line: String) -> String {
    var result = ""
    var used = 0
    for scalar in line.unicodeScalars {
      let size = UTF8.width(scalar)
      if used + size > lineLimit {
        result += lineEnd + " "
        used = 1
      }
      result.unicodeScalars.append(scalar)
      used += size
    }
    return result
  }

  /// Content lines folded and ended each with CRLF: the bytes of a document.
  static func document(_ lines: [String]) -> String {
    lines.map { folded($0) + lineEnd }.joined()
  }

  /// A local DATE-TIME without a zone: `20260315T070000`.
  static func localDateTime(_ day: Day, secondOfDay: Int) -> String {
    let (year, month, date) = day.components
    return digits(year, 4) + digits(month, 2) + digits(date, 2) + "T"
      + digits(secondOfDay / 3600, 2) + digits(secondOfDay / 60 % 60, 2)
      + digits(secondOfDay % 60, 2)
  }

  /// A DATE-TIME without a zone for seconds counted from 1970-01-01T00:00 on a wall clock.
  static func wallDateTime(_ wallSeconds: Int) -> String {
    let split = WallSplit(wallSeconds)
    return localDateTime(split.day, secondOfDay: split.secondOfDay)
  }

  /// A UTC DATE-TIME for an instant in seconds since 1970: `20260301T120000Z`.
  static func utcDateTime(_ unixSeconds: Int) -> String {
    wallDateTime(unixSeconds) + "Z"
  }

  /// A UTC-OFFSET value: `+0100`, `-0500`, `+0530`, with seconds only when there are some.
  static func offset(_ seconds: Int) -> String {
    // RFC 5545 forbids `-0000`, so zero is written with a plus.
    let sign = seconds < 0 ? "-" : "+"
    let magnitude = abs(seconds)
    let hoursAndMinutes = digits(magnitude / 3600, 2) + digits(magnitude / 60 % 60, 2)
    return sign + hoursAndMinutes + (magnitude % 60 == 0 ? "" : digits(magnitude % 60, 2))
  }

  /// A non-negative number zero-padded to `width` digits.
  static func digits(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }

  /// Whether a scalar is a control character TEXT forbids (C0, DEL; tab is handled before).
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || scalar.value == 0x7F
  }
}

/// A wall-clock reading split into its day and the second of that day.
struct WallSplit {
  /// Seconds in a civil day.
  static let secondsPerDay = 86_400

  let day: Day
  let secondOfDay: Int

  /// Splits seconds counted from 1970-01-01T00:00 on some wall clock (UTC, or local when an
  /// offset was added).
  init(_ seconds: Int) {
    let remainder = seconds % Self.secondsPerDay
    let secondOfDay = remainder < 0 ? remainder + Self.secondsPerDay : remainder
    day = Day(number: (seconds - secondOfDay) / Self.secondsPerDay)
    self.secondOfDay = secondOfDay
  }
}
