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
    let inWindow = { (candidate: Candidate) in
      candidate.fireDate > input.now && candidate.fireDate < end
        && (input.fired.isEmpty || !input.fired.contains(identity(of: candidate, input).id))
    }
    // Two passes over the same generator: the first only counts and collects fire dates, the
    // second keeps the candidates up to the 65th date (64 kept, one for the horizon), so texts
    // and identifiers are made for 64 requests, not for every alarm step of the week.
    var dates: [Double] = []
    forEachCandidate(input, days) {
      if inWindow($0) { dates.append($0.fireDate.timeIntervalSince1970) }
    }
    let cutoff = smallest(capacity + 1, of: &dates)
    var head: [Candidate] = []
    forEachCandidate(input, days) { if $0.fireDate <= cutoff, inWindow($0) { head.append($0) } }
    head.sort { ($0.fireDate, $0.kind, $0.order) < ($1.fireDate, $1.kind, $1.order) }
    let kept = head.prefix(capacity).map { reminder(for: $0, input, days) }
    let horizon = head.count > capacity ? head[capacity].fireDate : end
    let system = systemAlarms(input, days, end: end)
    return ReminderPlan(
      requests: kept, alarms: system.alarms, openAlarmThreads: system.open,
      dropped: dates.count - kept.count, horizon: horizon)
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
      let occurrences = days.days.indices.filter { days.open[index][$0] }.flatMap { dayIndex in
        let day = days.days[dayIndex]
        return days.times[index].map { time in
          Reminder(
            id: ReminderIdentifiers.systemAlarm(habit, day, time), kind: .alarmkit,
            habit: habit.name, fireDate: resolver.occurrence(of: time, on: day, plus: 0),
            title: ReminderTexts.title, body: ReminderTexts.alarm(habit.name, input.language),
            thread: ReminderIdentifiers.alarmThread(habit, day, time))
        }
      }.filter { !input.acknowledged.contains($0.thread) }
      open.formUnion(occurrences.map(\.thread))
      // Days and times are in order, but a clock change can resolve two times to one instant.
      if let next = occurrences.filter(wanted).min(by: { $0.fireDate < $1.fireDate }) {
        alarms.append(next)
      }
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

  /// What a timer's or a snoozed alarm's notification says.
  static func burstBody(_ burst: Burst, _ language: Language) -> String {
    burst.kind == .timer
      ? ReminderTexts.timer(burst.habit, language)
      : ReminderTexts.alarm(burst.habit ?? "", language)
  }

  /// The `rank`-th smallest date (1-based), or the distant future when there are fewer:
  /// a quickselect, linear on average.
  static func smallest(_ rank: Int, of values: inout [Double]) -> Date {
    guard values.count > rank else { return .distantFuture }
    var low = 0
    var high = values.count - 1
    let target = rank - 1
    while low < high {
      let pivot = values[(low + high) / 2]
      var left = low
      var right = high
      while left <= right {
        while values[left] < pivot { left += 1 }
        while values[right] > pivot { right -= 1 }
        if left <= right {
          values.swapAt(left, right)
          left += 1
          right -= 1
        }
      }
      if target <= right {
        high = right
      } else if target >= left {
        low = left
      } else {
        break
      }
    }
    return Date(timeIntervalSince1970: values[target])
  }

  /// Now plus seven days on the wall clock.
  static func windowEnd(_ input: Input) -> Date {
    let (day, second) = input.local.wallClock(of: input.now)
    return input.local.instant(on: day.adding(days: windowDays), secondOfDay: second)
  }

  /// A request before it is written out: when, what, and where it comes from.
  struct Candidate {
    enum Source {
      /// A habit's reminder on a habit day at one of its times (the last one for `overdue`).
      case habit(index: Int, day: Day, time: TimeOfDay, step: Int)
      case summary(day: Day)
      case burst(index: Int, step: Int)
    }

    var fireDate: Date
    var kind: ReminderKind
    /// List order, then the time's place in the habit day, then the step within a burst.
    var order: Int
    var source: Source
  }

  /// Calls `body` with every reminder the habits and bursts could make around today.
  private static func forEachCandidate(
    _ input: Input, _ days: PlanningDays, _ body: (Candidate) -> Void
  ) {
    let settings = input.board.settings.reminders
    let resolver = WallResolver(local: input.local, around: input.board.today)
    // In AlarmKit mode alarms and timers are system alarms, planned apart (`systemAlarms`).
    let bursts = settings.alarmMode == .burst
    for (dayIndex, day) in days.days.enumerated() {
      var anyOpen = false
      for index in days.open.indices where days.open[index][dayIndex] {
        anyOpen = true
        forEachHabitCandidate(input, index, day, days.times[index], resolver, bursts, body)
      }
      if anyOpen {
        body(
          Candidate(
            fireDate: resolver.occurrence(of: settings.summaryTime, on: day, plus: 0),
            kind: .summary, order: Int.max, source: .summary(day: day)))
      }
    }
    for (index, burst) in input.bursts.enumerated()
    where bursts && !input.acknowledged.contains(burst.id) {
      for step in 0..<burstCount {
        body(
          Candidate(
            fireDate: burst.start.addingTimeInterval(TimeInterval(step * burstSpacing)),
            kind: burst.kind, order: step - burstCount, source: .burst(index: index, step: step)))
      }
    }
  }

  /// One open habit day's reminders: per time a pre-reminder and, for an alarm habit in burst
  /// mode, a burst not yet acknowledged; one overdue reminder after the day's last time.
  private static func forEachHabitCandidate(
    _ input: Input, _ index: Int, _ day: Day, _ times: [TimeOfDay], _ resolver: WallResolver,
    _ bursts: Bool, _ body: (Candidate) -> Void
  ) {
    guard let last = times.last else { return }
    let settings = input.board.settings.reminders
    let habit = input.board.habits[index]
    // Habit first, then the time's place in the day, then the step: ties at one instant (two
    // times a clock change resolves alike) still order one way.
    let base = index * Habit.maximumTimes * (burstCount + 1)
    for (slot, time) in times.enumerated() {
      let order = base + slot * (burstCount + 1)
      let start = resolver.occurrence(of: time, on: day, plus: 0)
      body(
        Candidate(
          fireDate: start.addingTimeInterval(TimeInterval(-settings.preReminderMinutes * 60)),
          kind: .pre, order: order, source: .habit(index: index, day: day, time: time, step: 0)))
      guard habit.alarm, bursts,
        input.acknowledged.isEmpty
          || !input.acknowledged.contains(ReminderIdentifiers.alarmThread(habit, day, time))
      else { continue }
      for step in 0..<burstCount {
        body(
          Candidate(
            fireDate: start.addingTimeInterval(TimeInterval(step * burstSpacing)), kind: .alarm,
            order: order + step, source: .habit(index: index, day: day, time: time, step: step)))
      }
    }
    body(
      Candidate(
        fireDate: resolver.occurrence(of: last, on: day, plus: settings.overdueDelayMinutes),
        kind: .overdue, order: base + (times.count - 1) * (burstCount + 1),
        source: .habit(index: index, day: day, time: last, step: 0)))
  }

  /// A candidate's identifier and thread (see `ReminderIdentifiers`).
  private static func identity(of candidate: Candidate, _ input: Input) -> (
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
