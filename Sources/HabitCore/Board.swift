/// Everything the reports and the first screen show, derived from habits and their histories on a day.
public struct Board: Sendable {
  /// The habits in list order.
  public var habits: [Habit] { didSet { readThroughRules() } }
  /// Each habit's check-ins, by habit id.
  public var histories: [Int64: HabitHistory] {
    get { days.histories }
    set {
      days.histories = newValue
      readThroughRules()
    }
  }
  /// The current habit day.
  public var today: Day
  /// The settings in force.
  public var settings: Settings
  /// Dates the zone skipped (see `LocalTime.missingDays`): never due.
  public var missingDays: Set<Day>
  /// Where each habit's streak walk stood after a day, by habit id, as the store keeps it: with
  /// one, a history from shortly before that day is enough for the habit's streaks.
  public var checkpoints: [Int64: StreakCheckpoint] = [:]
  /// Each habit's stored marks, by habit id: the days of the heatmaps shown that its history
  /// (read only from recent days) cannot answer for. See `Completion.init(habit:history:stored:)`.
  public var storedMarks: [Int64: StoredMarks] {
    get { days.storedMarks }
    set {
      days.storedMarks = newValue
      readThroughRules()
    }
  }
  /// The histories and stored marks, kept together so that `replaceDays` can change one habit's
  /// without reading every habit again.
  private var days: (histories: [Int64: HabitHistory], storedMarks: [Int64: StoredMarks])
  /// Each habit's days read through its rules, by habit id.
  private var completions: [Int64: Completion] = [:]

  /// Creates a board.
  public init(
    habits: [Habit], histories: [Int64: HabitHistory], today: Day, settings: Settings,
    missingDays: Set<Day> = [], checkpoints: [Int64: StreakCheckpoint] = [:],
    storedMarks: [Int64: StoredMarks] = [:]
  ) {
    self.habits = habits
    self.days = (histories, storedMarks)
    self.today = today
    self.settings = settings
    self.missingDays = missingDays
    self.checkpoints = checkpoints
    readThroughRules()
  }

  /// Takes one habit's history, streak checkpoint and stored marks from another board.
  public mutating func replaceDays(of habitID: Int64, from other: Board) {
    replaceDays(
      of: habitID, history: other.histories[habitID], checkpoint: other.checkpoints[habitID],
      storedMarks: other.storedMarks[habitID])
  }

  /// Replaces one habit's history, streak checkpoint and stored marks (nil: none), reading that
  /// habit alone through its rules again: after a check-in, the other habits' readings stand.
  public mutating func replaceDays(
    of habitID: Int64, history: HabitHistory?, checkpoint: StreakCheckpoint?,
    storedMarks: StoredMarks?
  ) {
    days.histories[habitID] = history
    days.storedMarks[habitID] = storedMarks
    checkpoints[habitID] = checkpoint
    guard let habit = habits.first(where: { $0.id == habitID }) else {
      completions[habitID] = nil
      return
    }
    completions[habitID] = Completion(
      habit: habit, history: self.history(of: habit), stored: storedMarks)
  }

  /// Whether a habit's streak walk may resume from a stored checkpoint today: the checkpoint is
  /// in the past and no day up to it was skipped by the zone (the store walks without a zone).
  public static func canResume(
    from checkpoint: StreakCheckpoint, of habit: Habit, today: Day, missingDays: Set<Day>
  ) -> Bool {
    checkpoint.day < today
      && !missingDays.contains { $0 >= habit.start && $0 <= checkpoint.day }
  }

  /// Reads every habit's history through its rules again, after a change to either. A habit
  /// whose rules and history did not change keeps its reading: one check-in in the interface
  /// then reads one history, not every habit's years. (A reading holds a copy of its history,
  /// so a changed history never shares its storage: `isIdentical` cannot be fooled.)
  private mutating func readThroughRules() {
    var fresh: [Int64: Completion] = [:]
    fresh.reserveCapacity(habits.count)
    for habit in habits where fresh[habit.id] == nil {
      let history = history(of: habit)
      let stored = storedMarks[habit.id]
      if let kept = completions[habit.id], kept.reads(habit),
        kept.history.isIdentical(to: history), kept.stored == stored
      {
        fresh[habit.id] = kept
      } else {
        fresh[habit.id] = Completion(habit: habit, history: history, stored: stored)
      }
    }
    completions = fresh
  }

  /// Whether a habit is due on a day that exists in the zone.
  public func isDue(_ habit: Habit, on day: Day) -> Bool {
    habit.isDue(day, missing: missingDays)
  }

  /// The check-ins of a habit (empty when it has none).
  public func history(of habit: Habit) -> HabitHistory {
    histories[habit.id] ?? HabitHistory(origin: habit.start)
  }

  /// A habit's days read through its rules (frequency, target).
  public func completion(of habit: Habit) -> Completion {
    if let completion = completions[habit.id], completion.reads(habit) { return completion }
    // A habit that is not on the board (or changed since): read it on the spot.
    return Completion(habit: habit, history: history(of: habit), stored: storedMarks[habit.id])
  }

  /// What a day counts as for a habit.
  public func mark(of habit: Habit, on day: Day) -> DayMark {
    completion(of: habit).mark(on: day)
  }

  /// Whether a habit is due on a day and nothing counts yet: no check-in, no skip, not auto-done,
  /// the target not met. Only such a day is reminded of.
  public func isOpen(_ habit: Habit, on day: Day) -> Bool {
    isDue(habit, on: day) && mark(of: habit, on: day) == .none
      && (habit.measure?.type != .atMost || history(of: habit).status(on: day) != .done)
  }

  /// The streak figures of a habit today.
  public func streak(of habit: Habit) -> StreakSummary {
    let completion = completion(of: habit)
    let checkpoint = checkpoints[habit.id].flatMap {
      Self.canResume(from: $0, of: habit, today: today, missingDays: missingDays)
        && completion.isExact(from: $0.day.adding(days: 1)) ? $0 : nil
    }
    return Streaks.summary(
      of: completion, today: today, missing: missingDays, from: checkpoint)
  }

  /// A habit's heatmap ending at `end` (default today).
  public func heatmap(of habit: Habit, end: Day? = nil) -> Heatmap {
    Heatmap.habit(
      completion(of: habit), today: today, end: end ?? today, weekStart: settings.weekStart,
      missing: missingDays)
  }

  /// The all-habits heatmap ending at `end` (default today).
  public func overallHeatmap(end: Day? = nil) -> Heatmap {
    Heatmap.overall(
      habits.map(completion(of:)), end: end ?? today, weekStart: settings.weekStart,
      missing: missingDays)
  }

  /// How many habits are due today and not skipped, and how many of those are done (checked,
  /// auto-done or the target met): the same count as the overall heatmap's (a skip takes the day
  /// out of the reckoning).
  public var todayProgress: (done: Int, due: Int) { todayProgress(of: habits) }

  /// `todayProgress` of some of the habits.
  public func todayProgress(of habits: [Habit]) -> (done: Int, due: Int) {
    missingDays.contains(today) ? (0, 0) : DayTally.of(habits.map(completion(of:)), on: today)
  }
}
