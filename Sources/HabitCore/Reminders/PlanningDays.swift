/// The habit days a plan looks at, which of them each habit is open on, and each habit's times
/// in the order they come in its day: worked out once per plan, as both passes, the summaries
/// and the system alarms read them.
struct PlanningDays {
  /// Yesterday (its late reminders can still be ahead) through a week ahead plus a day, which
  /// covers every offset.
  static let offsets = -1...(ReminderPlanner.windowDays + 1)

  /// The days, oldest first.
  let days: [Day]
  /// `open[habit][day]`: whether the habit (by list index) is open on the day (by index in `days`).
  let open: [[Bool]]
  /// Each habit's times in the order they occur in its habit day (by list index): a time before
  /// the day start belongs to the day's end, so with the day starting at 03:00, 22:00 comes
  /// before 01:00. The last one is the one the overdue reminder follows.
  let times: [[TimeOfDay]]

  /// Reads the board's habits around its today.
  init(board: Board, dayStart: TimeOfDay) {
    let days = Self.offsets.map { board.today.adding(days: $0) }
    self.days = days
    open = board.habits.map { habit in days.map { board.isOpen(habit, on: $0) } }
    times = board.habits.map { habit in
      let (early, late) = (
        habit.times.filter { $0 < dayStart }, habit.times.filter { $0 >= dayStart }
      )
      return late + early
    }
  }

  /// The habits (by list index, in list order) open on the day at `dayIndex`.
  func openHabits(on dayIndex: Int) -> [Int] {
    open.indices.filter { open[$0][dayIndex] }
  }
}

extension ReminderPlanner {
  /// The first day whose entries can change the plan made on `today` for a habit: a board whose
  /// histories start there plans exactly as one with whole histories.
  ///
  /// The planner asks whether days from yesterday on are open. A day's own entry decides that,
  /// except with a frequency of N in M days:
  /// - yes/no: a day is auto-done inside an interval that begins at its oldest check-in and spans
  ///   L days (L = M, or a month's length, at most 31, when M is 30 or 31). Snapping only moves an
  ///   interval earlier, and depends only on newer intervals, so an interval reaching yesterday
  ///   began at most L - 1 days before it, and older check-ins form no interval that does.
  /// - measurable: a day's amount is the sum over the M days ending on it.
  /// So a day's mark reaches back at most `Completion.lookBack` days (max(M, 31) - 1 for yes/no,
  /// M - 1 for measurable) before yesterday.
  public static func historyStart(of habit: Habit, today: Day) -> Day {
    today.adding(days: -1 - Completion.lookBack(of: habit))
  }
}
