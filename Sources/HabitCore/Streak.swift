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
    // One walk forward over the due days, without arrays (the hot loop of every streak the
    // interface draws): the run still going at the end is the current streak, the longest run
    // the best. A pending today breaks neither; a skip neither adds nor breaks.
    let habit = completion.habit
    var run = 0
    var best = 0
    if today >= habit.start {
      let weekdays = habit.schedule.days
      for number in stride(
        from: habit.start.number, through: today.number, by: habit.schedule.interval)
      {
        let day = Day(number: number)
        guard weekdays.contains(day.weekday), missing.isEmpty || !missing.contains(day) else {
          continue
        }
        switch completion.mark(on: day) {
        case .done, .auto:
          run += 1
          best = max(best, run)
        case .skipped: continue
        case .none: if day != today { run = 0 }
        }
      }
    }
    return StreakSummary(
      current: run, best: max(best, run), doneToday: completion.mark(on: today).isDone)
  }
}
