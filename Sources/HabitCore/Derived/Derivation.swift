/// What the store keeps of a habit so that screens need not read its years of entries: where the
/// streak walk stands, and each year's marks. Always what a full reading of every entry gives.
public struct Derivation: Hashable, Sendable {
  /// The streak walk through the end of the month before the last entry's (see
  /// `checkpointDay`): a command resumes from there reading only the days after it.
  public var checkpoint: StreakCheckpoint
  /// Each year's marks (one byte a day from January 1, see `StoredMarks`), for the years with
  /// any day that is not `none`.
  public var years: [Int: [UInt8]]
  /// The entries from the day before the checkpoint, as far back as a mark can look: every
  /// entry a command resuming from the checkpoint reads, whether today is the day after the
  /// checkpoint or later (see `ReminderService.board`).
  public var recent: RecentEntries
  /// The achievement walk as of the checkpoint, for a habit that keeps one (see
  /// `AchievementProgress.isKept(for:)`).
  public var progress: AchievementProgress?

  /// Creates derived data.
  public init(
    checkpoint: StreakCheckpoint, years: [Int: [UInt8]], recent: RecentEntries,
    progress: AchievementProgress?
  ) {
    self.checkpoint = checkpoint
    self.years = years
    self.recent = recent
    self.progress = progress
  }

  /// The derived data of a habit from its whole history (from its start on).
  public init(habit: Habit, history: HabitHistory) {
    let completion = Completion(habit: habit, history: history)
    let hasEntries = history.end > history.origin
    let lastEntry = history.end.adding(days: -1)
    let through = Self.checkpointDay(of: habit, lastEntry: hasEntries ? lastEntry : nil)
    // From the start, nothing kept: always walked.
    (checkpoint, progress) = Self.walked(completion, through: through, from: nil, kept: nil)!
    recent = RecentEntries(
      history,
      from: max(history.origin, through.adding(days: -Completion.lookBack(of: habit))))
    years = [:]
    guard hasEntries else { return }
    // Marks reach past the last entry by as much as they reach back before a day.
    let last = lastEntry.adding(days: Completion.lookBack(of: habit))
    let first = habit.start
    guard first <= last else { return }
    for year in first.components.year...last.components.year {
      let january = Day(year: year, month: 1, day: 1)!
      let december = Day(year: year, month: 12, day: 31)!
      var marks = StoredMarks(from: january, through: december)
      marks.fill(
        from: StoredMarks.reading(
          completion, from: max(first, january), through: min(last, december)))
      if marks.bytes.contains(where: { $0 != 0 }) { years[year] = marks.bytes }
    }
  }

  /// The streak checkpoint and the achievement walk through `day`, resumed after `checkpoint`
  /// (with `kept`, its walk) when given: one walk over the days for a habit that keeps a
  /// progress, which tells its runs too, the streak walk alone for the others. Nil when the
  /// habit keeps one and `kept` is missing or not its own.
  static func walked(
    _ completion: Completion, through day: Day, from checkpoint: StreakCheckpoint?,
    kept: AchievementProgress?
  ) -> (checkpoint: StreakCheckpoint, progress: AchievementProgress?)? {
    let habit = completion.habit
    guard AchievementProgress.isKept(for: habit) else {
      return (Streaks.checkpoint(of: completion, through: day, from: checkpoint), nil)
    }
    var walk = AchievementWalk(habit: habit)
    if let checkpoint {
      guard let kept, kept.fits(habit) else { return nil }
      walk = AchievementWalk(habit: habit, checkpoint: checkpoint, progress: kept)
    }
    walk.walk(completion, through: day, today: nil)
    return (StreakCheckpoint(day: walk.day, run: walk.run, best: walk.best), walk.progress)
  }

  /// The day the checkpoint walks through: the last day of the month before the last entry's
  /// (the day before the start, when later or without entries). A write after it leaves the walk
  /// up to it alone, unless the habit's intervals reach back (then the whole habit is read again):
  /// so does clearing the last entry while its month holds another, the common undo.
  public static func checkpointDay(of habit: Habit, lastEntry: Day?) -> Day {
    let beforeStart = habit.start.adding(days: -1)
    guard let lastEntry else { return beforeStart }
    return max(beforeStart, lastEntry.firstOfMonth.adding(days: -1))
  }

  /// The stored marks of the years given, over the days from `first` through `last`.
  public static func marks(years: [Int: [UInt8]], from first: Day, through last: Day)
    -> StoredMarks
  {
    var marks = StoredMarks(from: first, through: last)
    for (year, bytes) in years {
      marks.fill(from: StoredMarks(first: Day(year: year, month: 1, day: 1)!, bytes: bytes))
    }
    return marks
  }
}
