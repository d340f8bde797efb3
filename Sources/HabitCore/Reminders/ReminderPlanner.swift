import Foundation

/// Plans a week of reminders under the device's 64-request limit. Pure: same input, same plan.
public enum ReminderPlanner {
  /// The most requests an app may have pending.
  public static let capacity = 64
  /// Requests in one alarm burst, and the seconds between them: 60 x 2 s rings for two minutes.
  public static let burstCount = 60
  public static let burstSpacing = 2
  /// How many days ahead are planned.
  public static let windowDays = 7

  /// What the planner needs to know.
  public struct Input: Sendable {
    public var board: Board
    public var now: Date
    public var local: LocalTime
    public var language: Language
    /// Threads of alarm occurrences the user already acknowledged.
    public var acknowledged: Set<String>
    /// Timers and snoozed alarms.
    public var bursts: [Burst]

    /// Creates the input.
    public init(
      board: Board, now: Date, local: LocalTime, language: Language,
      acknowledged: Set<String> = [], bursts: [Burst] = []
    ) {
      self.board = board
      self.now = now
      self.local = local
      self.language = language
      self.acknowledged = acknowledged
      self.bursts = bursts
    }
  }

  /// The plan: every request firing strictly after now and before now + 7 days, the first 64 of
  /// them by (fire date, kind, list order).
  public static func plan(_ input: Input) -> ReminderPlan {
    let end = windowEnd(input)
    guard input.board.settings.reminders.masterEnabled else {
      return ReminderPlan(requests: [], dropped: 0, horizon: input.now)
    }
    let candidates = (habitReminders(input) + burstReminders(input))
      .filter { $0.reminder.fireDate > input.now && $0.reminder.fireDate < end }
      .sorted {
        ($0.reminder.fireDate, $0.reminder.kind, $0.order) < (
          $1.reminder.fireDate, $1.reminder.kind, $1.order
        )
      }
    let kept = candidates.prefix(capacity).map(\.reminder)
    let horizon = candidates.count > capacity ? candidates[capacity].reminder.fireDate : end
    return ReminderPlan(requests: kept, dropped: candidates.count - kept.count, horizon: horizon)
  }

  /// Now plus seven days on the wall clock.
  static func windowEnd(_ input: Input) -> Date {
    let (day, second) = input.local.wallClock(of: input.now)
    return input.local.instant(on: day.adding(days: windowDays), secondOfDay: second)
  }

  /// A reminder with its tie-breaking place: list order, then position within a burst.
  struct Candidate {
    var reminder: Reminder
    var order: Int
  }

  private static func habitReminders(_ input: Input) -> [Candidate] {
    let board = input.board
    let settings = board.settings.reminders
    var result: [Candidate] = []
    // Yesterday's late reminders can still be ahead; a week ahead plus a day covers every offset.
    for day in (-1...(windowDays + 1)).map({ board.today.adding(days: $0) }) {
      var open: [String] = []
      for (position, habit) in board.habits.enumerated() where habit.isDue(day) {
        guard board.history(of: habit).status(on: day) == nil else { continue }
        open.append(habit.name)
        guard let target = habit.targetTime else { continue }
        let order = position * (burstCount + 1)
        let at = { (minutes: Int) in occurrence(of: target, on: day, plus: minutes, input) }
        let key = "\(habit.uuid):\(day.iso)"
        result.append(
          candidate(
            "pre:\(key)", .pre, habit.name, at(-settings.preReminderMinutes),
            ReminderTexts.pre(habit.name, input.language), "habit:\(habit.uuid)", order))
        result.append(
          candidate(
            "overdue:\(key)", .overdue, habit.name, at(settings.overdueDelayMinutes),
            ReminderTexts.overdue(habit.name, input.language), "habit:\(habit.uuid)", order))
        let thread = "alarm:\(key)"
        if habit.alarm, !input.acknowledged.contains(thread) {
          result += burst(
            thread: thread, kind: .alarm, habit: habit.name, start: at(0),
            body: ReminderTexts.alarm(habit.name, input.language), order: order)
        }
      }
      if !open.isEmpty {
        let time = occurrence(of: settings.summaryTime, on: day, plus: 0, input)
        result.append(
          candidate(
            "summary:\(day.iso)", .summary, nil, time, ReminderTexts.summary(open, input.language),
            "summary", Int.max))
      }
    }
    return result
  }

  private static func burstReminders(_ input: Input) -> [Candidate] {
    input.bursts.filter { !input.acknowledged.contains($0.id) }.flatMap { burst in
      let body =
        burst.kind == .timer
        ? ReminderTexts.timer(burst.habit, input.language)
        : ReminderTexts.alarm(burst.habit ?? "", input.language)
      return self.burst(
        thread: burst.id, kind: burst.kind, habit: burst.habit, start: burst.start, body: body,
        order: -1)
    }
  }

  /// The 60 requests of a burst: two seconds apart in real time, even across a clock change.
  private static func burst(
    thread: String, kind: ReminderKind, habit: String?, start: Date, body: String, order: Int
  ) -> [Candidate] {
    (0..<burstCount).map { index in
      candidate(
        "\(thread):\(index < 10 ? "0" : "")\(index)", kind, habit,
        start.addingTimeInterval(TimeInterval(index * burstSpacing)), body, thread, order + index)
    }
  }

  private static func candidate(
    _ id: String, _ kind: ReminderKind, _ habit: String?, _ fireDate: Date, _ body: String,
    _ thread: String, _ order: Int
  ) -> Candidate {
    Candidate(
      reminder: Reminder(
        id: id, kind: kind, habit: habit, fireDate: fireDate, title: ReminderTexts.title,
        body: body, thread: thread),
      order: order)
  }

  /// A time of a habit day plus some minutes, as wall-clock arithmetic resolved in the zone.
  /// A time before the day start belongs to the end of the habit day, on the next calendar date.
  static func occurrence(of time: TimeOfDay, on day: Day, plus minutes: Int, _ input: Input) -> Date
  {
    let calendarDay = time < input.local.dayStart ? day.adding(days: 1) : day
    let seconds = (time.minutes + minutes) * 60
    return input.local.instant(
      on: calendarDay.adding(days: floorDiv(seconds, secondsPerWallDay)),
      secondOfDay: floorMod(seconds, secondsPerWallDay))
  }
}
