import Foundation
import HabitCore

extension ReminderService {
  /// What a habit has earned as of `now` (its own achievements: streaks, check-ins, strength),
  /// read from its stored marks, or its whole history when measurable: compared before and
  /// after a check-in, it tells what the check-in earned.
  public func earned(by habit: Habit, now: Date) throws -> [Achievement] {
    let board = try board(now: now, habits: [habit], reach: .statistics)
    guard let read = board.habits.first else { return [] }
    return AchievementsBefore.earned(board.completion(of: read), board)
  }

  /// The achievements in `after` whose kind `before` did not hold: what a change earned.
  public static func newlyEarned(before: [Achievement], after: [Achievement]) -> [Achievement] {
    let held = Set(before.map(\.kind))
    return after.filter { !held.contains($0.kind) }
  }
}

extension ReminderService {
  /// The last day of the first perfect week of the listed habits as of `now` (see
  /// `Achievement.firstPerfectWeek`), read from their stored marks: a few milliseconds, so a
  /// check-in that may complete a week can ask before and after.
  public func firstPerfectWeek(now: Date) throws -> Day? {
    let board = try board(now: now, reach: .marks)
    return Achievement.firstPerfectWeek(
      board.habits.map(board.completion(of:)), through: board.today,
      weekStart: board.settings.weekStart, missing: board.missingDays)
  }

  /// What a check-in earned, given the habit as it was read before it: its new achievements,
  /// then the first perfect week when this check-in completed it. `weekBefore` is nil when the
  /// week could not be completed (see `Library.record`), `.some(nil)` when no week was perfect
  /// before. `change`, the day and the entry it now holds (nil once cleared), when known, spares
  /// reading the habit again and, mostly, reckoning what it held before (see `heldBefore`).
  public func earnedByCheckIn(
    _ before: AchievementsBefore, change: (day: Day, entry: Entry?)? = nil, weekBefore: Day??,
    now: Date
  ) throws -> [Achievement] {
    var earned: [Achievement]
    if let resume = before.resume {
      // The board read before holds only the days after the checkpoint: the change (or, not
      // given, the check-in day's entry as it is now) tells the rest.
      let day = change?.day ?? resume.day
      guard day > resume.checkpoint.day else {
        assertionFailure("a change on or before the checkpoint, read only after it")
        return []
      }
      let entry =
        try change.map(\.entry)
        ?? store.read { try $0.entry(habitID: before.habit.id, day: resume.day) }
      earned = before.earnedResuming(resume, setting: entry, on: day)
    } else {
      let after =
        try change.flatMap { before.after(setting: $0.entry, on: $0.day) }
        ?? self.earned(by: before.habit, now: now)
      let held = before.heldBefore(ahead: after, changedOn: change?.day)
      earned = Self.newlyEarned(before: held, after: after)
    }
    if case .some(.none) = weekBefore, let week = try firstPerfectWeek(now: now) {
      earned.append(Achievement(.perfectWeek, habit: nil, day: week))
    }
    return earned
  }

  /// The habit as read for its achievements before a check-in (on `day`, when known: after the
  /// habit's checkpoint, only the days after it are read, and `earnedByCheckIn` tells what a
  /// change of that day earned).
  public func achievementsBefore(_ habit: Habit, now: Date, checkingIn day: Day? = nil) throws
    -> AchievementsBefore
  {
    if let day, AchievementProgress.isKept(for: habit) {
      let board = try board(now: now, habits: [habit], reach: .streaks(since: day))
      if let checkpoint = board.checkpoints[habit.id], day > checkpoint.day,
        board.history(of: habit).origin <= checkpoint.day.adding(days: 1),
        let kept = try store.read({ try $0.streakCheckpoints(of: [habit]) })[habit.id],
        kept.checkpoint == checkpoint, let progress = kept.progress, progress.fits(habit)
      {
        return AchievementsBefore(
          habit: habit, board: board,
          resume: .init(day: day, checkpoint: checkpoint, progress: progress))
      }
    }
    return AchievementsBefore(
      habit: habit, board: try board(now: now, habits: [habit], reach: .statistics), resume: nil)
  }
}
