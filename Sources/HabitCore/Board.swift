/// Everything the reports and the first screen show, derived from habits and their histories on a day.
public struct Board: Sendable {
  /// The habits in list order.
  public var habits: [Habit]
  /// Each habit's check-ins, by habit id.
  public var histories: [Int64: HabitHistory]
  /// The current habit day.
  public var today: Day
  /// The settings in force.
  public var settings: Settings
  /// Dates the zone skipped (see `LocalTime.missingDays`): never due.
  public var missingDays: Set<Day>

  /// Creates a board.
  public init(
    habits: [Habit], histories: [Int64: HabitHistory], today: Day, settings: Settings,
    missingDays: Set<Day> = []
  ) {
    self.habits = habits
    self.histories = histories
    self.today = today
    self.settings = settings
    self.missingDays = missingDays
  }

  /// Whether a habit is due on a day that exists in the zone.
  public func isDue(_ habit: Habit, on day: Day) -> Bool {
    habit.isDue(day) && !missingDays.contains(day)
  }

  /// The check-ins of a habit (empty when it has none).
  public func history(of habit: Habit) -> HabitHistory {
    histories[habit.id] ?? HabitHistory(origin: habit.start)
  }

  /// The streak figures of a habit today.
  public func streak(of habit: Habit) -> StreakSummary {
    Streaks.summary(for: habit, history: history(of: habit), today: today, missing: missingDays)
  }

  /// A habit's heatmap ending at `end` (default today).
  public func heatmap(of habit: Habit, end: Day? = nil) -> Heatmap {
    Heatmap.habit(
      habit, history: history(of: habit), today: today, end: end ?? today,
      weekStart: settings.weekStart, missing: missingDays)
  }

  /// The all-habits heatmap ending at `end` (default today).
  public func overallHeatmap(end: Day? = nil) -> Heatmap {
    Heatmap.overall(
      habits.map { ($0, history(of: $0)) }, end: end ?? today, weekStart: settings.weekStart,
      missing: missingDays)
  }

  /// How many habits are due today and not skipped, and how many of those are done: the same
  /// count as the overall heatmap's (a skip takes the day out of the reckoning).
  public var todayProgress: (done: Int, due: Int) {
    let statuses = habits.filter { isDue($0, on: today) }.map { history(of: $0).status(on: today) }
    let counted = statuses.filter { $0 != .skipped }
    return (counted.filter { $0 == .done }.count, counted.count)
  }
}
