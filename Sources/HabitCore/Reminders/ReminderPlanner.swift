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
    /// Identifiers of requests that already fired: never planned again, even by a process whose
    /// clock is behind the one that delivered them.
    public var fired: Set<String>

    /// Creates the input.
    public init(
      board: Board, now: Date, local: LocalTime, language: Language,
      acknowledged: Set<String> = [], bursts: [Burst] = [], fired: Set<String> = []
    ) {
      self.board = board
      self.now = now
      self.local = local
      self.language = language
      self.acknowledged = acknowledged
      self.bursts = bursts
      self.fired = fired
    }
  }

  /// The plan: every request firing strictly after now and before now + 7 days, the first 64 of
  /// them by (fire date, kind, list order, time of the day). Identifiers: see
  /// `ReminderIdentifiers`.
  public static func plan(_ input: Input) -> ReminderPlan {
    guard input.board.settings.reminders.masterEnabled else {
      return ReminderPlan(requests: [], dropped: 0, horizon: input.now)
    }
    let end = windowEnd(input)
    let days = PlanningDays(board: input.board, dayStart: input.local.dayStart)
    // 64 kept, and one more for the horizon.
    let gathering = Gathering(input, days, end: end, limit: capacity + 1)
    let head = gathering.first.sorted
    let kept = head.prefix(capacity).map { reminder(for: $0, input, days) }
    let horizon = head.count > capacity ? head[capacity].fireDate : end
    let system = systemAlarms(input, days, end: end)
    return ReminderPlan(
      requests: kept, alarms: system.alarms, openAlarmThreads: system.open,
      dropped: gathering.inWindow - kept.count, horizon: horizon)
  }

  /// In AlarmKit mode, one system alarm per alarm habit, for its next open occurrence (habit
  /// day and time) in the window, and one per timer or snooze; each rings until stopped, so the
  /// next occurrence is armed when this one is acknowledged. Also the threads still open, whose
  /// alarm may ring on.
  static func systemAlarms(_ input: Input, _ days: PlanningDays, end: Date) -> (
    alarms: [Reminder], open: Set<String>
  ) {
    guard input.board.settings.reminders.alarmMode == .alarmkit else { return ([], []) }
    let board = input.board
    let resolver = WallResolver(local: input.local, around: board.today)
    var open: Set<String> = []
    var alarms: [Reminder] = []
    let wanted = { (alarm: Reminder) in
      alarm.fireDate > input.now && alarm.fireDate < end && !input.fired.contains(alarm.id)
    }
    for (index, habit) in board.habits.enumerated() where habit.alarm {
      let next = nextSystemAlarm(of: habit, index, input, days, resolver, end: end, open: &open)
      if let next { alarms.append(next) }
    }
    for burst in input.bursts where !input.acknowledged.contains(burst.id) {
      open.insert(burst.id)
      let alarm = Reminder(
        id: burst.id, kind: .alarmkit, habit: burst.habit, fireDate: burst.start,
        title: ReminderTexts.title, body: burstBody(burst, input.language), thread: burst.id)
      if wanted(alarm) { alarms.append(alarm) }
    }
    return (alarms.sorted { ($0.fireDate, $0.id) < ($1.fireDate, $1.id) }, open)
  }

  /// An alarm habit's next open occurrence in the window as a system alarm, if any; adds the
  /// threads of its open occurrences to `open`.
  private static func nextSystemAlarm(
    of habit: Habit, _ index: Int, _ input: Input, _ days: PlanningDays, _ resolver: WallResolver,
    end: Date, open: inout Set<String>
  ) -> Reminder? {
    // Every open occurrence's thread is needed; an identifier and texts only for the one kept:
    // the first of the soonest (days and times come in order, but a clock change can resolve
    // two times to one instant).
    var next: (fireDate: Date, day: Day, time: TimeOfDay)?
    for dayIndex in days.days.indices where days.isOpen(index, dayIndex) {
      let day = days.days[dayIndex]
      for time in days.times[index] {
        let thread = ReminderIdentifiers.alarmThread(habit, day, time)
        guard !input.acknowledged.contains(thread) else { continue }
        open.insert(thread)
        let fireDate = resolver.occurrence(of: time, on: day, plus: 0)
        guard fireDate > input.now, fireDate < end, next.map({ fireDate < $0.fireDate }) ?? true,
          input.fired.isEmpty
            || !input.fired.contains(ReminderIdentifiers.systemAlarm(habit, day, time))
        else { continue }
        next = (fireDate, day, time)
      }
    }
    return next.map { next in
      Reminder(
        id: ReminderIdentifiers.systemAlarm(habit, next.day, next.time), kind: .alarmkit,
        habit: habit.name, fireDate: next.fireDate, title: ReminderTexts.title,
        body: ReminderTexts.alarm(habit.name, input.language),
        thread: ReminderIdentifiers.alarmThread(habit, next.day, next.time))
    }
  }

  /// What a timer's or a snoozed alarm's notification says.
  static func burstBody(_ burst: Burst, _ language: Language) -> String {
    burst.kind == .timer
      ? ReminderTexts.timer(burst.habit, language)
      : ReminderTexts.alarm(burst.habit ?? "", language)
  }

  /// Now plus seven days on the wall clock.
  static func windowEnd(_ input: Input) -> Date {
    let (day, second) = input.local.wallClock(of: input.now)
    return input.local.instant(on: day.adding(days: windowDays), secondOfDay: second)
  }

  /// A candidate's identifier and thread (see `ReminderIdentifiers`).
  static func identity(of candidate: Candidate, _ input: Input) -> (
    id: String, thread: String
  ) {
    switch candidate.source {
    case .habit(let index, let day, let time, let step):
      let habit = input.board.habits[index]
      switch candidate.kind {
      case .pre:
        return (ReminderIdentifiers.pre(habit, day, time), ReminderIdentifiers.habitThread(habit))
      case .overdue:
        return (ReminderIdentifiers.overdue(habit, day), ReminderIdentifiers.habitThread(habit))
      default:
        let thread = ReminderIdentifiers.alarmThread(habit, day, time)
        return (ReminderIdentifiers.step(thread, step), thread)
      }
    case .summary(let day):
      return (ReminderIdentifiers.summary(day), "summary")
    case .burst(let index, let step):
      let burst = input.bursts[index]
      return (ReminderIdentifiers.step(burst.id, step), burst.id)
    }
  }

  /// Writes out a kept candidate with its identifier, texts and thread.
  private static func reminder(for candidate: Candidate, _ input: Input, _ days: PlanningDays)
    -> Reminder
  {
    let language = input.language
    let (habit, body): (String?, String)
    switch candidate.source {
    case .habit(let index, _, _, _):
      let name = input.board.habits[index].name
      switch candidate.kind {
      case .pre: (habit, body) = (name, ReminderTexts.pre(name, language))
      case .overdue: (habit, body) = (name, ReminderTexts.overdue(name, language))
      default: (habit, body) = (name, ReminderTexts.alarm(name, language))
      }
    case .summary(let day):
      let open = days.openHabits(on: days.days.firstIndex(of: day)!)
      (habit, body) = (
        nil, ReminderTexts.summary(open.map { input.board.habits[$0].name }, language)
      )
    case .burst(let index, _):
      (habit, body) = (input.bursts[index].habit, burstBody(input.bursts[index], language))
    }
    let (id, thread) = identity(of: candidate, input)
    return Reminder(
      id: id, kind: candidate.kind, habit: habit, fireDate: candidate.fireDate,
      title: ReminderTexts.title, body: body, thread: thread)
  }
}
