/// A habit's streak figures on a given day.
public struct StreakSummary: Hashable, Sendable {
  /// Consecutive done due days ending at today (or yesterday's due day while today is pending).
  public var current: Int
  /// The longest such run in the habit's history, never less than `current`.
  public var best: Int
  /// Whether today counts as done (checked, auto-done, or the target met).
  public var doneToday: Bool

  /// Creates a summary.
  public init(current: Int, best: Int, doneToday: Bool) {
    self.current = current
    self.best = best
    self.doneToday = doneToday
  }
}

/// The streak rules: a done (or auto-done) due day adds one, skipped neither adds nor breaks, any
/// other due day breaks, except today while it is still open.
public enum Streaks {
  /// Computes the current and best streaks of a habit as of `today`.
  /// Days in `missing` (skipped by the zone) are not due.
  public static func summary(
    for habit: Habit, history: HabitHistory, today: Day, missing: Set<Day> = []
  ) -> StreakSummary {
    summary(of: Completion(habit: habit, history: history), today: today, missing: missing)
  }

  /// Computes the streaks of a habit read through its rules.
  public static func summary(
    of completion: Completion, today: Day, missing: Set<Day> = []
  ) -> StreakSummary {
    let days = dueDays(of: completion.habit, through: today, missing: missing)
    let marks = days.map(completion.mark(on:))
    let current = currentStreak(days, marks, today: today)
    let best = max(bestStreak(days, marks, today: today), current)
    return StreakSummary(
      current: current, best: best, doneToday: completion.mark(on: today).isDone)
  }

  /// Walks due days backwards from today; a pending today does not break the run.
  static func currentStreak(_ dueDays: [Day], _ marks: [DayMark], today: Day) -> Int {
    var count = 0
    for (day, mark) in zip(dueDays, marks).reversed() {
      switch mark {
      case .done, .auto: count += 1
      case .skipped: continue
      case .none:
        if day == today { continue }
        return count
      }
    }
    return count
  }

  /// The longest run of done due days, skips transparent, a pending today not a miss.
  static func bestStreak(_ dueDays: [Day], _ marks: [DayMark], today: Day) -> Int {
    var run = 0
    var best = 0
    for (day, mark) in zip(dueDays, marks) {
      switch mark {
      case .done, .auto:
        run += 1
        best = max(best, run)
      case .skipped: continue
      case .none: if day != today { run = 0 }
      }
    }
    return best
  }

  /// The habit's due days from its start date through `last`, in order.
  static func dueDays(of habit: Habit, through last: Day, missing: Set<Day> = []) -> [Day] {
    guard last >= habit.start else { return [] }
    let weekdays = habit.schedule.days
    return Array(
      stride(from: habit.start.number, through: last.number, by: habit.schedule.interval)
        .lazy.map(Day.init(number:))
        .filter { weekdays.contains($0.weekday) && (missing.isEmpty || !missing.contains($0)) })
  }
}
