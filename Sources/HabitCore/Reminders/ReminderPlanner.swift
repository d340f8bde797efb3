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
  /// them by (fire date, kind, list order).
  public static func plan(_ input: Input) -> ReminderPlan {
    guard input.board.settings.reminders.masterEnabled else {
      return ReminderPlan(requests: [], dropped: 0, horizon: input.now)
    }
    let end = windowEnd(input)
    let inWindow = { (candidate: Candidate) in
      candidate.fireDate > input.now && candidate.fireDate < end
        && (input.fired.isEmpty || !input.fired.contains(identity(of: candidate, input).id))
    }
    // Two passes over the same generator: the first only counts and collects fire dates, the
    // second keeps the candidates up to the 65th date (64 kept, one for the horizon), so texts
    // and identifiers are made for 64 requests, not for every alarm step of the week.
    var dates: [Double] = []
    forEachCandidate(input) {
      if inWindow($0) { dates.append($0.fireDate.timeIntervalSince1970) }
    }
    let cutoff = smallest(capacity + 1, of: &dates)
    var head: [Candidate] = []
    forEachCandidate(input) { if $0.fireDate <= cutoff, inWindow($0) { head.append($0) } }
    head.sort { ($0.fireDate, $0.kind, $0.order) < ($1.fireDate, $1.kind, $1.order) }
    let kept = head.prefix(capacity).map { reminder(for: $0, input) }
    let horizon = head.count > capacity ? head[capacity].fireDate : end
    let system = systemAlarms(input, end: end)
    return ReminderPlan(
      requests: kept, alarms: system.alarms, openAlarmThreads: system.open,
      dropped: dates.count - kept.count, horizon: horizon)
  }

  /// In AlarmKit mode, one system alarm per alarm habit, for its next open occurrence in the
  /// window, and one per timer or snooze; each rings until stopped, so the next occurrence is
  /// armed when this one is acknowledged. Also the threads still open, whose alarm may ring on.
  static func systemAlarms(_ input: Input, end: Date) -> (alarms: [Reminder], open: Set<String>) {
    guard input.board.settings.reminders.alarmMode == .alarmkit else { return ([], []) }
    let board = input.board
    let resolver = WallResolver(local: input.local, around: board.today)
    var open: Set<String> = []
    var alarms: [Reminder] = []
    let wanted = { (alarm: Reminder) in
      alarm.fireDate > input.now && alarm.fireDate < end && !input.fired.contains(alarm.id)
    }
    for habit in board.habits where habit.alarm {
      guard let target = habit.targetTime else { continue }
      let occurrences = (-1...(windowDays + 1)).map { board.today.adding(days: $0) }
        .filter { isOpen(habit, $0, board) && !input.acknowledged.contains(alarmThread(habit, $0)) }
        .map { day in
          Reminder(
            id: "alarmkit:\(habit.uuid):\(day.iso)", kind: .alarmkit, habit: habit.name,
            fireDate: resolver.occurrence(of: target, on: day, plus: 0), title: ReminderTexts.title,
            body: ReminderTexts.alarm(habit.name, input.language), thread: alarmThread(habit, day))
        }
      open.formUnion(occurrences.map(\.thread))
      if let next = occurrences.first(where: wanted) { alarms.append(next) }
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
      case habit(index: Int, day: Day, step: Int)
      case summary(day: Day)
      case burst(index: Int, step: Int)
    }

    var fireDate: Date
    var kind: ReminderKind
    /// List order, then position within a burst.
    var order: Int
    var source: Source
  }

  /// Calls `body` with every reminder the habits and bursts could make around today.
  private static func forEachCandidate(_ input: Input, _ body: (Candidate) -> Void) {
    let board = input.board
    let settings = board.settings.reminders
    let resolver = WallResolver(local: input.local, around: board.today)
    // In AlarmKit mode alarms and timers are system alarms, planned apart (`systemAlarms`).
    let bursts = settings.alarmMode == .burst
    // Yesterday's late reminders can still be ahead; a week ahead plus a day covers every offset.
    for day in (-1...(windowDays + 1)).map({ board.today.adding(days: $0) }) {
      var anyOpen = false
      for (index, habit) in board.habits.enumerated() where isOpen(habit, day, board) {
        anyOpen = true
        guard let target = habit.targetTime else { continue }
        let order = index * (burstCount + 1)
        let source = Candidate.Source.habit(index: index, day: day, step: 0)
        let at = { (minutes: Int) in resolver.occurrence(of: target, on: day, plus: minutes) }
        body(
          Candidate(
            fireDate: at(-settings.preReminderMinutes), kind: .pre, order: order, source: source))
        body(
          Candidate(
            fireDate: at(settings.overdueDelayMinutes), kind: .overdue, order: order, source: source
          ))
        if habit.alarm, bursts, !input.acknowledged.contains(alarmThread(habit, day)) {
          let start = at(0)
          for step in 0..<burstCount {
            body(
              Candidate(
                fireDate: start.addingTimeInterval(TimeInterval(step * burstSpacing)),
                kind: .alarm, order: order + step,
                source: .habit(index: index, day: day, step: step)))
          }
        }
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

  /// Whether a habit is due on a day and has no entry yet: only then is it reminded of.
  private static func isOpen(_ habit: Habit, _ day: Day, _ board: Board) -> Bool {
    board.isDue(habit, on: day) && board.history(of: habit).status(on: day) == nil
  }

  /// A candidate's identifier and thread: the same reminder always gets the same ones.
  private static func identity(of candidate: Candidate, _ input: Input) -> (
    id: String, thread: String
  ) {
    switch candidate.source {
    case .habit(let index, let day, let step):
      let habit = input.board.habits[index]
      switch candidate.kind {
      case .pre, .overdue:
        return ("\(candidate.kind.rawValue):\(habit.uuid):\(day.iso)", "habit:\(habit.uuid)")
      default:
        let thread = alarmThread(habit, day)
        return (stepID(thread, step), thread)
      }
    case .summary(let day):
      return ("summary:\(day.iso)", "summary")
    case .burst(let index, let step):
      let burst = input.bursts[index]
      return (stepID(burst.id, step), burst.id)
    }
  }

  /// Writes out a kept candidate with its identifier, texts and thread.
  private static func reminder(for candidate: Candidate, _ input: Input) -> Reminder {
    let language = input.language
    let (habit, body): (String?, String)
    switch candidate.source {
    case .habit(let index, _, _):
      let name = input.board.habits[index].name
      switch candidate.kind {
      case .pre: (habit, body) = (name, ReminderTexts.pre(name, language))
      case .overdue: (habit, body) = (name, ReminderTexts.overdue(name, language))
      default: (habit, body) = (name, ReminderTexts.alarm(name, language))
      }
    case .summary(let day):
      let names = input.board.habits.filter { isOpen($0, day, input.board) }.map(\.name)
      (habit, body) = (nil, ReminderTexts.summary(names, language))
    case .burst(let index, _):
      let burst = input.bursts[index]
      habit = burst.habit
      body =
        burst.kind == .timer
        ? ReminderTexts.timer(burst.habit, language)
        : ReminderTexts.alarm(burst.habit ?? "", language)
    }
    let (id, thread) = identity(of: candidate, input)
    return Reminder(
      id: id, kind: candidate.kind, habit: habit, fireDate: candidate.fireDate,
      title: ReminderTexts.title, body: body, thread: thread)
  }

  /// The thread of one day's alarm burst of a habit.
  static func alarmThread(_ habit: Habit, _ day: Day) -> String {
    "alarm:\(habit.uuid):\(day.iso)"
  }

  private static func stepID(_ thread: String, _ step: Int) -> String {
    "\(thread):\(step < 10 ? "0" : "")\(step)"
  }

}

/// Resolves many wall-clock times near one day quickly: on days without a clock change the zone's
/// offset is looked up once, and only days with a change take the careful path.
struct WallResolver {
  let local: LocalTime
  private var uniformOffsets: [Int: Int] = [:]

  init(local: LocalTime, around center: Day) {
    self.local = local
    let zone = local.zone
    for number in (center.number - 3)...(center.number + ReminderPlanner.windowDays + 4) {
      // Half a day of margin on each side covers every offset a zone can have.
      let from = Date(timeIntervalSince1970: TimeInterval(number * secondsPerWallDay - 50_400))
      let to = Date(timeIntervalSince1970: TimeInterval((number + 1) * secondsPerWallDay + 50_400))
      if let change = zone.nextTransition(after: from), change <= to { continue }
      uniformOffsets[number] = zone.offset(at: from)
    }
  }

  /// The instant of a wall-clock time on a calendar day.
  func instant(on day: Day, secondOfDay: Int) -> Date {
    guard let offset = uniformOffsets[day.number] else {
      return local.instant(on: day, secondOfDay: secondOfDay)
    }
    return Date(
      timeIntervalSince1970: TimeInterval(day.number * secondsPerWallDay + secondOfDay - offset))
  }

  /// A habit day's time plus some minutes: the wall-clock time is resolved in the zone first (a
  /// gap moves it forward, a fold takes the first occurrence), then the minutes are real time, so
  /// "10 minutes before 03:05 EDT" is 01:55 EST. A time before the day start belongs to the end of
  /// the habit day, on the next calendar date.
  func occurrence(of time: TimeOfDay, on day: Day, plus minutes: Int) -> Date {
    let calendarDay = time < local.dayStart ? day.adding(days: 1) : day
    return instant(on: calendarDay, secondOfDay: time.minutes * 60)
      .addingTimeInterval(TimeInterval(minutes * 60))
  }
}
