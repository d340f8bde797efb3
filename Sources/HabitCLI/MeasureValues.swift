import HabitCore

/// Reading the values of the richer habit options: amounts, units, frequencies, times, colours.
extension Values {
  /// The longest description, in characters; like names it is bounded in bytes as well.
  static let maximumDescriptionLength = 500
  /// The longest description in UTF-8 bytes.
  static let maximumDescriptionBytes = 2000

  /// A decimal amount >= 0 with at most three decimals (`2`, `0.25`), for `option` (`--target`,
  /// `--value`, or `AMOUNT`).
  static func amount(_ text: String, option: String) throws -> Amount {
    guard let amount = Amount(parsing: text) else {
      throw CommandError.usage(
        "invalid \(option) '\(Display.safe(text))': expected a number from 0 to \(Amount.maximum)"
          + " with at most 3 decimals (e.g. 2 or 0.25)")
    }
    return amount
  }

  /// A unit of at most `Measure.maximumUnitLength` characters (may be empty).
  /// Like names, a unit is bounded in bytes too (a character may carry any number of marks).
  static func unit(_ text: String) throws -> String {
    let limit = Measure.maximumUnitLength
    if text.count > limit {
      throw CommandError.usage(
        "invalid --unit '\(Display.safe(text))': \(text.count) characters long;"
          + " at most \(limit) are allowed")
    }
    if text.utf8.count > 4 * limit {
      throw CommandError.usage(
        "invalid --unit: \(text.utf8.count) bytes long in UTF-8; at most \(4 * limit) are allowed")
    }
    return text
  }

  /// The N of `--times N`: a whole number from 1 to 366.
  static func frequencyCount(_ text: String) throws -> Int {
    guard let count = wholeNumber(text), (1...Frequency.maximumDays).contains(count) else {
      throw CommandError.usage(
        "invalid --times '\(Display.safe(text))': expected a whole number from 1 to"
          + " \(Frequency.maximumDays)")
    }
    return count
  }

  /// The M of `--per M`: a whole number of days from 1 to 366, `week` (7) or `month` (30).
  static func frequencyDays(_ text: String) throws -> Int {
    switch text.lowercased() {
    case "week": return 7
    case "month": return 30
    default:
      guard let days = wholeNumber(text), (1...Frequency.maximumDays).contains(days) else {
        throw CommandError.usage(
          "invalid --per '\(Display.safe(text))': expected week, month or a whole number of days"
            + " from 1 to \(Frequency.maximumDays)")
      }
      return days
    }
  }

  /// A comma-separated list of `HH:MM` times, at most `Habit.maximumTimes`, each once; sorted.
  static func times(_ text: String) throws -> [TimeOfDay] {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    guard parts.count <= Habit.maximumTimes else {
      throw CommandError.usage(
        "--at lists \(parts.count) times; a habit has at most \(Habit.maximumTimes)")
    }
    let times = try parts.map { try time($0, option: "--at") }
    // A repeated time is most likely a typo for another one: say so rather than guess.
    if let repeated = times.first(where: { time in times.filter { $0 == time }.count > 1 }) {
      throw CommandError.usage("--at lists \(repeated) twice")
    }
    return times.sorted()
  }

  /// One of the twelve colour names, or `none` (nil) to clear it.
  static func color(_ text: String) throws -> HabitColor? {
    if text.lowercased() == "none" { return nil }
    guard let color = HabitColor(rawValue: text.lowercased()) else {
      throw CommandError.usage(
        "unknown colour '\(Display.safe(text))' for --color: use \(HabitColor.names) or none")
    }
    return color
  }

  /// A description of at most 500 characters (2,000 bytes); may be empty, which clears it.
  static func description(_ text: String) throws -> String {
    guard text.count <= maximumDescriptionLength, text.utf8.count <= maximumDescriptionBytes else {
      throw CommandError.usage(
        "the description is \(text.count) characters (\(text.utf8.count) bytes) long; at most"
          + " \(maximumDescriptionLength) characters and \(maximumDescriptionBytes) bytes are allowed"
      )
    }
    return text
  }

  /// A whole 1-based place in a list of `count` (for `move --to`): malformed is a usage error.
  static func place(_ text: String) throws -> Int {
    guard let place = wholeNumber(text), place >= 1 else {
      throw CommandError.usage(
        "invalid --to '\(Display.safe(text))': expected a place in the list, from 1")
    }
    return place
  }

  private static func wholeNumber(_ text: String) -> Int? {
    guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      return nil
    }
    return Int(text)
  }
}
