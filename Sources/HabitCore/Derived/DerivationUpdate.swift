/// A habit's derived data brought up to date after entries changed on a day after its checkpoint,
/// from the last few days alone: what a check-in today costs, instead of a reading of years.
public struct DerivationUpdate: Hashable, Sendable {
  /// The new checkpoint.
  public var checkpoint: StreakCheckpoint
  /// The new recent entries.
  public var recent: RecentEntries
  /// The marks of every day that may have changed (the others are as they were).
  public var marks: StoredMarks
  /// The new achievement walk (nil when the habit keeps none).
  public var progress: AchievementProgress?

  /// The first day whose entries an update from `checkpoint` reads.
  public static func origin(of habit: Habit, after checkpoint: StreakCheckpoint) -> Day {
    max(habit.start, checkpoint.day.adding(days: -Completion.lookBack(of: habit)))
  }

  /// The update after entries changed on `changed` or later, given the checkpoint kept so far,
  /// the last entry's day now (nil without entries) and the history from `origin` on; nil when
  /// only a whole reading can tell: the change is on or before the checkpoint, the checkpoint
  /// would move back (the last entry's month lost its only one), or the habit is a yes/no
  /// frequency (Loop's intervals snap back over older days when a newer check-in comes).
  public static func after(
    change changed: Day, of habit: Habit, kept checkpoint: StreakCheckpoint,
    progress: AchievementProgress?, lastEntry: Day?, history: HabitHistory
  ) -> DerivationUpdate? {
    let lookBack = Completion.lookBack(of: habit)
    guard changed > checkpoint.day, !(habit.schedule.frequency != nil && habit.measure == nil),
      let lastEntry, history.origin <= origin(of: habit, after: checkpoint)
    else { return nil }
    let through = Derivation.checkpointDay(of: habit, lastEntry: lastEntry)
    guard through >= checkpoint.day else { return nil }
    let completion = Completion(habit: habit, history: history)
    // The walk goes on from where it stood: a mark after the checkpoint needs only the days
    // the history holds (a measurable frequency's sums look back, never ahead).
    guard
      let next = Derivation.walked(completion, through: through, from: checkpoint, kept: progress)
    else { return nil }
    // From the day after the checkpoint, not only from the change: a habit's first entry
    // gives every day from its start a level (measurable habits). As far as the changed day's
    // window reached, when it was the last entry: past the last one's window nothing is kept.
    let reached = lastEntry.adding(days: lookBack)
    var marks = StoredMarks(
      from: max(habit.start, checkpoint.day.adding(days: 1)),
      through: max(reached, changed.adding(days: lookBack)))
    marks.fill(from: StoredMarks.reading(completion, from: marks.first, through: reached))
    return DerivationUpdate(
      checkpoint: next.checkpoint,
      recent: RecentEntries(history, from: max(habit.start, through.adding(days: -lookBack))),
      marks: marks, progress: next.progress)
  }
}
