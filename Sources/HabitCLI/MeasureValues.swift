import HabitCore

/// Reading the values of the richer habit options: amounts, units, frequencies, times, colours.
extension Values {
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

  /// A unit within `Measure.unitProblem`'s limits (may be empty), without surrounding spaces.
  static func unit(_ text: String) throws -> String {
    let unit = text.trimmingCharacters(in: .whitespaces)
    guard let problem = Measure.unitProblem(unit) else { return unit }
    // A unit too long in bytes is not echoed: it is mostly marks.
    let shown = if case .characters = problem { " '\(Display.safe(unit))'" } else { "" }
    throw CommandError.usage("invalid --unit\(shown): " + tooLong(problem))
  }

  /// `21 characters long; at most 20 are allowed`.
  private static func tooLong(_ problem: TextLimitProblem) -> String {
    switch problem {
    case .characters(let count, let limit):
      return "\(count) characters long; at most \(limit) are allowed"
    case .bytes(let count, let limit):
      return "\(count) bytes long in UTF-8; at most \(limit) are allowed"
    }
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

  /// A comma-separated list of `HH:MM` times, within `Habit.timesProblem`'s limits; sorted.
  static func times(_ text: String) throws -> [TimeOfDay] {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    if parts.count > Habit.maximumTimes {
      throw CommandError.usage(
        "--at lists \(parts.count) times; a habit has at most \(Habit.maximumTimes)")
    }
    let times = try parts.map { try time($0, option: "--at") }
    if case .repeated(let time) = Habit.timesProblem(times) {
      throw CommandError.usage("--at lists \(time) twice")
    }
    return times.sorted()
  }

  /// One of the twelve colour names, or `none` (nil) to clear it.
  static func color(_ text: String) throws -> HabitColor? {
    try choice(HabitColorChoice.self, text, option: "--color").color
  }

  /// A description within `Habit.descriptionProblem`'s limits; may be empty, which clears it.
  static func description(_ text: String) throws -> String {
    if let problem = Habit.descriptionProblem(text) {
      throw CommandError.usage("the description is " + tooLong(problem))
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

/// A habit's `--color`: one of the twelve colours, or `none` to clear it.
enum HabitColorChoice: OptionValue {
  case color(HabitColor)
  case none

  static let allCases = HabitColor.allCases.map(HabitColorChoice.color) + [.none]

  var spelling: String {
    switch self {
    case .color(let color): return color.rawValue
    case .none: return "none"
    }
  }

  /// The colour, or nil for `none`.
  var color: HabitColor? {
    switch self {
    case .color(let color): return color
    case .none: return nil
    }
  }

  /// `unknown colour 'x' for --color: use red, orange, ..., pink or none`.
  static func refusal(of text: String, for option: String) -> String {
    "unknown colour '\(Display.safe(text))' for \(option): use \(listed)"
  }
}
