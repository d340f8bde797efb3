/// A text longer than its field allows: too many characters, or too many bytes (a character may
/// carry any number of combining marks, so a length in characters alone bounds nothing).
public enum TextLimitProblem: Hashable, Sendable {
  /// The text's characters, and the most allowed.
  case characters(Int, limit: Int)
  /// The text's UTF-8 bytes, and the most allowed.
  case bytes(Int, limit: Int)

  /// Why `text` does not fit in `limit` characters (and four bytes per character), or nil.
  public static func check(_ text: String, limit: Int) -> TextLimitProblem? {
    if text.count > limit { return .characters(text.count, limit: limit) }
    if text.utf8.count > 4 * limit { return .bytes(text.utf8.count, limit: 4 * limit) }
    return nil
  }
}

/// What is wrong with a habit's list of times.
public enum TimesProblem: Hashable, Sendable {
  /// More than `Habit.maximumTimes`.
  case tooMany(Int)
  /// The same time twice: most likely a typo for another one, so it is refused, not merged.
  case repeated(TimeOfDay)
}

extension Measure {
  /// Why a unit cannot be saved, or nil (the limits the command line and the interface share).
  public static func unitProblem(_ unit: String) -> TextLimitProblem? {
    TextLimitProblem.check(unit, limit: maximumUnitLength)
  }
}

extension Habit {
  /// The longest description, in characters.
  public static let maximumDescriptionLength = 500

  /// Why a description cannot be saved, or nil.
  public static func descriptionProblem(_ text: String) -> TextLimitProblem? {
    TextLimitProblem.check(text, limit: maximumDescriptionLength)
  }

  /// Why a list of times cannot be saved, or nil.
  public static func timesProblem(_ times: [TimeOfDay]) -> TimesProblem? {
    if times.count > maximumTimes { return .tooMany(times.count) }
    let repeated = times.enumerated().first { index, time in times[..<index].contains(time) }
    return repeated.map { .repeated($0.element) }
  }
}

extension Schedule {
  /// The longest "every N days".
  public static let maximumInterval = 3650
}
