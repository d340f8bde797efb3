import Foundation
import HabitCore
import HabitStore

/// Which days a board read from the store must answer for exactly: the less a command shows, the
/// less of the years of entries it reads.
public enum BoardReach: Sendable, Equatable {
  /// Every day: each habit's whole history.
  case everything
  /// Today's state and the streaks, and every day from `since` on: each habit's history from
  /// shortly before its stored streak checkpoint (whole when the checkpoint cannot be used).
  case streaks(since: Day? = nil)
  /// The heatmap's 53 weeks ending at `end` (today when nil), answered by the stored marks
  /// where the histories do not reach; with `streaks`, the streaks too (else no history is read).
  case heatmap(end: Day?, streaks: Bool = true)
  /// Every day's mark (done, auto, skipped or none), as perfect weeks count them: each habit's
  /// stored marks over all its days with its history from shortly before its checkpoint.
  case marks
  /// Every day, as the overall statistics and the achievements count them: `marks`, and a
  /// measurable habit's whole history (its amounts; see `Completion.entry(on:)`).
  case statistics
}

extension ReminderService {
  /// The stored habits (or the `chosen` ones) with their histories and settings as of `now`:
  /// whole histories unless `reach` asks for less.
  public func board(now: Date, habits chosen: [Habit]? = nil, reach: BoardReach = .everything)
    throws -> Board
  {
    let settings = try store.read { try $0.settings() }
    let habits = try chosen ?? store.read { try $0.habits() }
    let local = LocalTime(zone: zone, dayStart: settings.dayStart)
    let today = local.day(of: now)
    let first = habits.map(\.start).min() ?? today
    let missing = local.missingDays(from: first, through: planningEnd(today))
    // Every part is read before the board is made once: a board works out each habit's reading
    // whenever its histories or marks change.
    var histories: [Int64: HabitHistory] = [:]
    var checkpoints: [Int64: StreakCheckpoint] = [:]
    var storedMarks: [Int64: StoredMarks] = [:]
    switch reach {
    case .everything:
      histories = try store.read { try $0.histories(of: habits) }
    case .streaks(let since):
      (checkpoints, histories) = try recentDays(of: habits, today: today, missing: missing, since)
    case .heatmap(let end, let streaks):
      let last = end ?? today
      if streaks {
        (checkpoints, histories) = try recentDays(of: habits, today: today, missing: missing, nil)
      } else {
        // No history at all: every day shown comes from the stored marks.
        for habit in habits { histories[habit.id] = HabitHistory(origin: last.adding(days: 1)) }
      }
      storedMarks = try store.read {
        try $0.storedMarks(
          of: habits, from: Heatmap.firstDay(end: last, weekStart: settings.weekStart),
          through: last)
      }
    case .marks, .statistics:
      // For statistics a measurable habit is read whole (its amounts), so only the others need
      // their marks; read habit by habit through the primary key, not in a pass over the table.
      let whole = reach == .statistics ? habits.filter { $0.measure != nil } : []
      let marked = reach == .statistics ? habits.filter { $0.measure == nil } : habits
      (checkpoints, histories) = try recentDays(of: marked, today: today, missing: missing, nil)
      storedMarks = try store.read { try $0.storedMarks(of: marked, from: first, through: today) }
      histories.merge(try store.read { try $0.histories(of: whole, startingAt: \.start) }) { $1 }
    }
    return Board(
      habits: habits, histories: histories, today: today, settings: settings,
      missingDays: missing, checkpoints: checkpoints, storedMarks: storedMarks)
  }

  /// Each habit's usable streak checkpoint, and its history from the day after it (or `since`,
  /// when earlier), as far back as a mark on that day can look: from the recent entries kept
  /// beside the checkpoint when they reach back so far, else read. A habit whose checkpoint
  /// cannot be used is read whole.
  private func recentDays(of habits: [Habit], today: Day, missing: Set<Day>, _ since: Day?)
    throws -> ([Int64: StreakCheckpoint], [Int64: HabitHistory])
  {
    let stored = try store.read { try $0.streakCheckpoints(of: habits) }
    let planned = ReminderPlanner.firstPlannedDay(today: today, missingDays: missing)
    var checkpoints: [Int64: StreakCheckpoint] = [:]
    var histories: [Int64: HabitHistory] = [:]
    var unread: [Habit] = []
    for habit in habits {
      guard let kept = stored[habit.id],
        Board.canResume(from: kept.checkpoint, of: habit, today: today, missingDays: missing)
      else {
        unread.append(habit)
        continue
      }
      checkpoints[habit.id] = kept.checkpoint
      let origin = Self.recentOrigin(of: habit, after: kept.checkpoint, planned: planned, since)
      if let history = kept.recent?.history(from: origin) {
        histories[habit.id] = history
      } else {
        unread.append(habit)
      }
    }
    let read = try store.read { db in
      try db.histories(of: unread) { habit in
        checkpoints[habit.id].map {
          Self.recentOrigin(of: habit, after: $0, planned: planned, since)
        }
          ?? habit.start
      }
    }
    histories.merge(read) { _, read in read }
    return (checkpoints, histories)
  }

  /// The first day a board resuming from `checkpoint` reads of a habit: the day after it, or
  /// the plan's first day `planned` (what the planner asks of a board: whether the days from
  /// there are open; see `ReminderPlanner.firstPlannedDay`) or `since` when earlier, as far back
  /// as a mark on that day can look, never before the habit's start. The checkpoint is before
  /// the last entry (the end of the month before its month), so the history always holds that
  /// entry: the interface's edit form tells from it whether the habit has entries at all.
  private static func recentOrigin(
    of habit: Habit, after checkpoint: StreakCheckpoint, planned: Day, _ since: Day?
  ) -> Day {
    let first = min(checkpoint.day.adding(days: 1), since ?? planned)
    return max(habit.start, first.adding(days: -Completion.lookBack(of: habit)))
  }

  /// What the planner needs of the habits: only the days its plan depends on, not years
  /// (from its first day on, or a frequency's window back: see `ReminderPlanner.historyStart`). Its
  /// histories are cut short, so its streaks mean nothing.
  public func planningBoard(now: Date) throws -> Board {
    let settings = try store.read { try $0.settings() }
    let habits = try store.read { try $0.habits() }
    let local = LocalTime(zone: zone, dayStart: settings.dayStart)
    let today = local.day(of: now)
    // From a few days back: a skipped yesterday moves the plan's first day back.
    let missing = local.missingDays(
      from: today.adding(days: -ReminderPlanner.skippedInARow - 1), through: planningEnd(today))
    // A plan from these histories is the plan whole histories would give (the bound is
    // justified at `historyStart`): a frequency's intervals and sums reach back up to a year.
    let histories = try store.read { db in
      try db.histories(
        of: habits,
        startingAt: { ReminderPlanner.historyStart(of: $0, today: today, missingDays: missing) })
    }
    return Board(
      habits: habits, histories: histories, today: today, settings: settings,
      missingDays: missing)
  }

  /// Far enough ahead for every day the planner looks at.
  private func planningEnd(_ today: Day) -> Day {
    today.adding(days: ReminderPlanner.windowDays + 2)
  }
}
