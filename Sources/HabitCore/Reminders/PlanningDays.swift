/// The habit days a plan looks at, which of them each habit is open on, and each habit's times
/// in the order they come in its day: worked out once per plan, as the requests, the summaries
/// and the system alarms read them.
struct PlanningDays {
  /// The days, oldest first: from the plan's first day (see `ReminderPlanner.firstPlannedDay`)
  /// through a week ahead plus a day, which covers every offset.
  let days: [Day]
  /// Whether each habit is open on each day: habit by habit (list order), `days.count` flags each.
  /// One array, not one per habit: a plan reads a thousand habits.
  private let openFlags: [Bool]
  /// Each habit's times in the order they occur in its habit day (by list index): a time before
  /// the day start belongs to the day's end, so with the day starting at 03:00, 22:00 comes
  /// before 01:00. The last one is the one the overdue reminder follows.
  let times: [[TimeOfDay]]

  /// Reads the board's habits around its today.
  init(board: Board, dayStart: TimeOfDay) {
    let first = ReminderPlanner.firstPlannedDay(today: board.today, missingDays: board.missingDays)
    let last = board.today.adding(days: ReminderPlanner.windowDays + 1)
    let days = (first.number...last.number).map(Day.init(number:))
    self.days = days
    var openFlags: [Bool] = []
    openFlags.reserveCapacity(board.habits.count * days.count)
    for habit in board.habits {
      Self.appendOpenDays(of: habit, on: days, board, to: &openFlags)
    }
    self.openFlags = openFlags
    times = board.habits.map { habit in
      // Most habits have no time before the day start: their times are already in day order.
      guard habit.times.contains(where: { $0 < dayStart }) else { return habit.times }
      let (early, late) = (
        habit.times.filter { $0 < dayStart }, habit.times.filter { $0 >= dayStart }
      )
      return late + early
    }
  }

  /// `Board.isOpen` of the habit on each day, with the habit's reading looked up once rather
  /// than once a day (`PlannerSelectionTests` holds the two equal).
  private static func appendOpenDays(
    of habit: Habit, on days: [Day], _ board: Board, to flags: inout [Bool]
  ) {
    let completion = board.completion(of: habit)
    let atMost = habit.measure?.type == .atMost ? board.history(of: habit) : nil
    for day in days {
      flags.append(
        board.isDue(habit, on: day) && completion.mark(on: day) == .none
          && atMost?.status(on: day) != .done)
    }
  }

  /// Whether the habit at list index `habit` is open on the day at index `day` in `days`.
  func isOpen(_ habit: Int, _ day: Int) -> Bool {
    openFlags[habit * days.count + day]
  }

  /// The habits (by list index, in list order) open on the day at `dayIndex`.
  func openHabits(on dayIndex: Int) -> [Int] {
    times.indices.filter { isOpen($0, dayIndex) }
  }
}

extension ReminderPlanner {
  /// The most dates a zone can skip in a row: offsets lie within -25 and +26 hours (RFC 8536), so
  /// one change moves the clock on by less than three days.
  public static let skippedInARow = 2

  /// The oldest habit day whose reminders a plan made on `today` can still hold: yesterday (its
  /// overdue reminder, up to 12 hours after a time late in the day, can still be ahead), or when
  /// the zone skipped yesterday, the last day before it that the zone did not skip. No day lies
  /// between that one and today, so its late reminders fire after today's start, at their
  /// elapsed instants (in Tokelau the overdue reminder of 29 December 2011 fired on the 31st).
  /// `missingDays` must hold the skipped dates just before `today`: from `today` minus
  /// `skippedInARow + 1` on.
  public static func firstPlannedDay(today: Day, missingDays: Set<Day>) -> Day {
    var day = today.adding(days: -1)
    while missingDays.contains(day) { day = day.adding(days: -1) }
    return day
  }

  /// The first day whose entries can change the plan made on `today` for a habit: a board whose
  /// histories start there plans exactly as one with whole histories. `missingDays` holds the
  /// dates the zone skipped just before `today` (see `firstPlannedDay`).
  ///
  /// The planner asks whether days from its first day (yesterday, mostly) on are open. A day's
  /// own entry decides that, except with a frequency of N in M days:
  /// - yes/no: a day is auto-done inside an interval that begins at its oldest check-in and spans
  ///   L days (L = M, or a month's length, at most 31, when M is 30 or 31). Snapping only moves an
  ///   interval earlier, and depends only on newer intervals, so an interval reaching the first
  ///   day began at most L - 1 days before it, and older check-ins form no interval that does.
  /// - measurable: a day's amount is the sum over the M days ending on it.
  /// So a day's mark reaches back at most M - 1 days before the first day (30 for a monthly
  /// yes/no frequency): `Completion.lookBack`. A "3 in 7" habit is read from a week back, not a
  /// month.
  public static func historyStart(of habit: Habit, today: Day, missingDays: Set<Day>) -> Day {
    firstPlannedDay(today: today, missingDays: missingDays)
      .adding(days: -Completion.lookBack(of: habit))
  }
}
