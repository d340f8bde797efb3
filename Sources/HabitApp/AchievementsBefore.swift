import HabitCore

/// A habit as read for its achievements just before a check-in: what the check-in earned is
/// told from it, mostly without reading the habit again.
public struct AchievementsBefore: Sendable {
  /// The habit checked in.
  public let habit: Habit
  /// The habit's board as of before the check-in: `BoardReach.statistics`, or only the days
  /// after its checkpoint when `resume` is given.
  let board: Board
  /// Where the habit's achievement walk stood at its checkpoint, for a check-in after it: what
  /// the check-in earned is then told from the days after the checkpoint alone.
  let resume: Resume?

  /// A check-in's day after the habit's checkpoint, with the walk as of that checkpoint.
  struct Resume: Sendable {
    let day: Day
    let checkpoint: StreakCheckpoint
    let progress: AchievementProgress
  }

  /// What setting `entry` (nil: none) on `day`, after the checkpoint, earned: what the walk
  /// resumed from the checkpoint reaches over the changed days and did not over the days as they
  /// were. The days up to the checkpoint are the same either way, so are their achievements.
  func earnedResuming(_ resume: Resume, setting entry: Entry?, on day: Day) -> [Achievement] {
    guard let read = board.habits.first else { return [] }
    var history = board.history(of: read)
    let before = walk(read, history, from: resume)
    history.set(entry?.status, on: day, amount: entry?.amount)
    return ReminderService.newlyEarned(before: before, after: walk(read, history, from: resume))
  }

  private func walk(_ habit: Habit, _ history: HabitHistory, from resume: Resume)
    -> [Achievement]
  {
    var walk = AchievementWalk(
      habit: habit, checkpoint: resume.checkpoint, progress: resume.progress)
    return walk.walk(
      Completion(habit: habit, history: history), through: board.today, today: board.today,
      missing: board.missingDays)
  }

  /// The habit's achievements read from `completion` as of the board's today.
  static func earned(_ completion: Completion, _ board: Board) -> [Achievement] {
    Achievement.earned(
      by: completion, scores: ScoreHistory(of: completion, through: board.today),
      through: board.today, missing: board.missingDays)
  }

  /// The achievements once `entry` (nil: none) is on `day`, from the history read before, when
  /// that history answers every day the change can reach (a frequency's days back and ahead);
  /// nil when only reading the habit again can tell.
  func after(setting entry: Entry?, on day: Day) -> [Achievement]? {
    guard let read = board.habits.first else { return [] }
    let before = board.completion(of: read)
    var history = board.history(of: read)
    let reach = day.adding(days: -Completion.lookBack(of: read))
    guard day >= history.origin, max(read.start, reach) >= before.exactFrom else { return nil }
    history.set(entry?.status, on: day, amount: entry?.amount)
    return Self.earned(
      Completion(habit: read, history: history, stored: board.storedMarks[read.id]), board)
  }

  /// What the habit held before the check-in, as far as `after` needs it: an achievement first
  /// reached before the day changed was held already, since a day's mark depends on that day
  /// alone (no frequency) and streaks, counts and strength up to a day on the marks up to it.
  /// Reckoned in full for a frequency, an unknown change, or one reached on the day or later.
  func heldBefore(ahead after: [Achievement], changedOn day: Day?) -> [Achievement] {
    guard let day, read.schedule.frequency == nil, after.allSatisfy({ $0.day < day }) else {
      guard let read = board.habits.first else { return [] }
      return Self.earned(board.completion(of: read), board)
    }
    return after
  }

  private var read: Habit { board.habits.first ?? habit }
}
