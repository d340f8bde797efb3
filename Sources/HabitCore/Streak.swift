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

  /// Computes the streaks of a habit read through its rules; from `checkpoint` on when given
  /// (see `Board.canResume`), reading only the days after it.
  public static func summary(
    of completion: Completion, today: Day, missing: Set<Day> = [],
    from checkpoint: StreakCheckpoint? = nil
  ) -> StreakSummary {
    let (run, best) = walk(
      completion, after: checkpoint, through: today, today: today, missing: missing)
    return StreakSummary(
      current: run, best: max(best, run), doneToday: completion.mark(on: today).isDone)
  }

  /// The state of the streak walk once it has passed `day`, for a later day to resume from
  /// (from `earlier` on when given). Every day through `day` counts as past: none is "today,
  /// still open".
  public static func checkpoint(
    of completion: Completion, through day: Day, missing: Set<Day> = [],
    from earlier: StreakCheckpoint? = nil
  ) -> StreakCheckpoint {
    let (run, best) = walk(completion, after: earlier, through: day, today: nil, missing: missing)
    return StreakCheckpoint(day: day, run: run, best: best)
  }

  /// One walk forward over the days, without arrays (the hot loop of every streak the
  /// interface draws), each asked `Habit.isDue`: the run still going at the end is the current
  /// streak, the longest run the best. A pending today breaks neither; a skip neither adds nor
  /// breaks; a habit never due (tracked) has no run.
  private static func walk(
    _ completion: Completion, after checkpoint: StreakCheckpoint?, through last: Day,
    today: Day?, missing: Set<Day>
  ) -> (run: Int, best: Int) {
    let habit = completion.habit
    var run = checkpoint?.run ?? 0
    var best = checkpoint?.best ?? 0
    var number = max(checkpoint.map { $0.day.adding(days: 1) } ?? habit.start, habit.start).number
    while number <= last.number {
      let day = Day(number: number)
      number += 1
      guard habit.isDue(day, missing: missing) else { continue }
      switch completion.mark(on: day) {
      case .done, .auto:
        run += 1
        best = max(best, run)
      case .skipped: continue
      case .none: if day != today { run = 0 }
      }
    }
    return (run, best)
  }
}

/// Where a streak walk stood after a day: the run going on and the best run so far. The store
/// keeps one per habit so a command resumes the walk near today instead of from the start.
public struct StreakCheckpoint: Hashable, Sendable {
  /// The last day walked.
  public var day: Day
  /// The run of done due days ending with that day's walk.
  public var run: Int
  /// The longest run through that day.
  public var best: Int

  /// Creates a checkpoint.
  public init(day: Day, run: Int, best: Int) {
    self.day = day
    self.run = run
    self.best = best
  }
}
