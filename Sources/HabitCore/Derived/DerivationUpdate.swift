/// A habit's derived data brought up to date after entries changed on a day after its checkpoint,
/// from the last few days alone: what a check-in today costs, instead of a reading of years.
public struct DerivationUpdate: Hashable, Sendable {
  /// The new checkpoint.
  public var checkpoint: StreakCheckpoint
  /// The new recent entries.
  public var recent: RecentEntries
  /// The marks of every day that may have changed (the others are as they were).
  public var marks: StoredMarks

  /// The first day whose entries an update from `checkpoint` reads.
  public static func origin(of habit: Habit, after checkpoint: StreakCheckpoint) -> Day {
    max(habit.start, checkpoint.day.adding(days: -Completion.lookBack(of: habit)))
  }

  /// The update after entries changed on `changed` or later, given the checkpoint kept so far,
  /// the last entry's day now (nil without entries) and the history from `origin` on; nil when
  /// only a whole reading can tell: the change is on or before the checkpoint, the last entry
  /// moved back before it, or the habit is a yes/no frequency (Loop's intervals snap back over
  /// older days when a newer check-in comes).
  public static func after(
    change changed: Day, of habit: Habit, kept checkpoint: StreakCheckpoint, lastEntry: Day?,
    history: HabitHistory
  ) -> DerivationUpdate? {
    let lookBack = Completion.lookBack(of: habit)
    guard changed > checkpoint.day, !(habit.schedule.frequency != nil && habit.measure == nil),
      let lastEntry, lastEntry.adding(days: -1) >= checkpoint.day,
      history.origin <= origin(of: habit, after: checkpoint)
    else { return nil }
    let completion = Completion(habit: habit, history: history)
    let through = lastEntry.adding(days: -1)
    // The walk goes on from where it stood: a mark after the checkpoint needs only the days
    // the history holds (a measurable frequency's sums look back, never ahead).
    let next =
      checkpoint.day < through
      ? Streaks.checkpoint(of: completion, through: through, from: checkpoint) : checkpoint
    return DerivationUpdate(
      checkpoint: next,
      recent: RecentEntries(history, from: max(habit.start, through.adding(days: -lookBack))),
      // From the day after the checkpoint, not only from the change: a habit's first entry
      // gives every day from its start a level (measurable habits).
      marks: StoredMarks.reading(
        completion, from: max(habit.start, checkpoint.day.adding(days: 1)),
        through: lastEntry.adding(days: lookBack)))
  }
}
