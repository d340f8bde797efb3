/// The habit days a plan looks at, which of them each habit is open on, and each habit's times
/// in the order they come in its day: worked out once per plan, as the requests, the summaries
/// and the system alarms read them.
struct PlanningDays {
  /// Yesterday (its late reminders can still be ahead) through a week ahead plus a day, which
  /// covers every offset.
  static let offsets = -1...(ReminderPlanner.windowDays + 1)

  /// The days, oldest first.
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
    let days = Self.offsets.map { board.today.adding(days: $0) }
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
          && atMost?.status(on: day) == nil)
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
  /// So a day's mark reaches back at most M - 1 days before yesterday (30 for a monthly yes/no
  /// frequency): `Completion.lookBack`. A "3 in 7" habit is read from a week back, not a month.
  public static func historyStart(of habit: Habit, today: Day) -> Day {
    today.adding(days: -1 - Completion.lookBack(of: habit))
  }
}
