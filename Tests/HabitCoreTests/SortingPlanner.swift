import Foundation

@testable import HabitCore

/// The planner as it was before it learned to select: every request of the window made with its
/// identifier and texts, then sorted, then the first 64 kept. Slow and plain, it is the
/// definition the fast planner is held to (`PlannerSelectionTests`). It asks the board itself
/// which days are open (not the planner's `PlanningDays`) and resolves wall-clock times with
/// `LocalTime` (not the planner's `WallResolver`).
enum SortingPlanner {
  /// Yesterday through a week and a day ahead, and each habit's times in the order they come in
  /// its habit day (a time before the day start ends the day).
  private struct Days {
    let days: [Day]
    let times: [[TimeOfDay]]
    let board: Board

    init(board: Board, dayStart: TimeOfDay) {
      days = (-1...(ReminderPlanner.windowDays + 1)).map { board.today.adding(days: $0) }
      times = board.habits.map { habit in
        habit.times.filter { $0 >= dayStart } + habit.times.filter { $0 < dayStart }
      }
      self.board = board
    }

    func openHabits(on dayIndex: Int) -> [Int] {
      board.habits.indices.filter { board.isOpen(board.habits[$0], on: days[dayIndex]) }
    }
  }

  /// A request with the keys it was sorted by.
  private struct Made {
    var reminder: Reminder
    var order: Int
  }

  /// The plan `ReminderPlanner.plan` must give for `input`.
  static func plan(_ input: ReminderPlanner.Input) -> ReminderPlan {
    guard input.board.settings.reminders.masterEnabled else {
      return ReminderPlan(requests: [], dropped: 0, horizon: input.now)
    }
    let end = ReminderPlanner.windowEnd(input)
    let days = Days(board: input.board, dayStart: input.local.dayStart)
    let made = everyRequest(input, days).filter {
      $0.reminder.fireDate > input.now && $0.reminder.fireDate < end
        && !input.fired.contains($0.reminder.id)
    }
    // Swift's sort is stable: requests equal in all three keys keep the order they were made in.
    let sorted = made.sorted {
      ($0.reminder.fireDate, $0.reminder.kind, $0.order)
        < ($1.reminder.fireDate, $1.reminder.kind, $1.order)
    }
    let kept = sorted.prefix(ReminderPlanner.capacity).map(\.reminder)
    let horizon =
      sorted.count > ReminderPlanner.capacity
      ? sorted[ReminderPlanner.capacity].reminder.fireDate
      : end
    let system = systemAlarms(input, days, end: end)
    return ReminderPlan(
      requests: kept, alarms: system.alarms, openAlarmThreads: system.open,
      dropped: sorted.count - kept.count, horizon: horizon)
  }

  /// A habit day's time plus minutes, resolved by `LocalTime`.
  private static func occurrence(
    _ input: ReminderPlanner.Input, _ time: TimeOfDay, _ day: Day, plus minutes: Int
  ) -> Date {
    let calendarDay = time < input.local.dayStart ? day.adding(days: 1) : day
    return input.local.instant(on: calendarDay, secondOfDay: time.minutes * 60)
      .addingTimeInterval(TimeInterval(minutes * 60))
  }

  /// Adds a request with its sort order.
  private static func make(
    _ made: inout [Made], _ id: String, _ kind: ReminderKind, _ habit: String?, _ date: Date,
    _ body: String, _ thread: String, _ order: Int
  ) {
    made.append(
      Made(
        reminder: Reminder(
          id: id, kind: kind, habit: habit, fireDate: date, title: ReminderTexts.title,
          body: body, thread: thread), order: order))
  }

  /// Every request the habits and bursts make around today, in the order they are made.
  private static func everyRequest(_ input: ReminderPlanner.Input, _ days: Days) -> [Made] {
    let settings = input.board.settings.reminders
    var made: [Made] = []
    for (dayIndex, day) in days.days.enumerated() {
      let open = days.openHabits(on: dayIndex)
      for index in open {
        habitRequests(input, index, day, days.times[index], into: &made)
      }
      guard !open.isEmpty else { continue }
      make(
        &made, ReminderIdentifiers.summary(day), .summary, nil,
        occurrence(input, settings.summaryTime, day, plus: 0),
        ReminderTexts.summary(open.map { input.board.habits[$0].name }, input.language),
        "summary", Int.max)
    }
    for burst in input.bursts
    where settings.alarmMode == .burst && !input.acknowledged.contains(burst.id) {
      for step in 0..<ReminderPlanner.burstCount {
        make(
          &made, ReminderIdentifiers.step(burst.id, step), burst.kind, burst.habit,
          burst.start.addingTimeInterval(TimeInterval(step * ReminderPlanner.burstSpacing)),
          ReminderPlanner.burstBody(burst, input.language), burst.id,
          step - ReminderPlanner.burstCount)
      }
    }
    return made
  }

  /// One open habit day's requests: per time a pre-reminder and an alarm burst (alarm habits,
  /// burst mode, not acknowledged), then the overdue reminder after the last time.
  private static func habitRequests(
    _ input: ReminderPlanner.Input, _ index: Int, _ day: Day, _ times: [TimeOfDay],
    into made: inout [Made]
  ) {
    let settings = input.board.settings.reminders
    let habit = input.board.habits[index]
    let stride = ReminderPlanner.burstCount + 1
    guard let last = times.last else { return }
    let base = index * Habit.maximumTimes * stride
    let thread = ReminderIdentifiers.habitThread(habit)
    for (slot, time) in times.enumerated() {
      let order = base + slot * stride
      let start = occurrence(input, time, day, plus: 0)
      make(
        &made, ReminderIdentifiers.pre(habit, day, time), .pre, habit.name,
        start.addingTimeInterval(TimeInterval(-settings.preReminderMinutes * 60)),
        ReminderTexts.pre(habit.name, input.language), thread, order)
      let alarmThread = ReminderIdentifiers.alarmThread(habit, day, time)
      guard habit.alarm, settings.alarmMode == .burst, !input.acknowledged.contains(alarmThread)
      else { continue }
      for step in 0..<ReminderPlanner.burstCount {
        make(
          &made, ReminderIdentifiers.step(alarmThread, step), .alarm, habit.name,
          start.addingTimeInterval(TimeInterval(step * ReminderPlanner.burstSpacing)),
          ReminderTexts.alarm(habit.name, input.language), alarmThread, order + step)
      }
    }
    make(
      &made, ReminderIdentifiers.overdue(habit, day), .overdue, habit.name,
      occurrence(input, last, day, plus: settings.overdueDelayMinutes),
      ReminderTexts.overdue(habit.name, input.language), thread, base + (times.count - 1) * stride)
  }

  /// AlarmKit mode: every open occurrence of every alarm habit made as a system alarm, the
  /// soonest wanted one kept per habit; then the timers and snoozes.
  private static func systemAlarms(
    _ input: ReminderPlanner.Input, _ days: Days, end: Date
  ) -> (alarms: [Reminder], open: Set<String>) {
    guard input.board.settings.reminders.alarmMode == .alarmkit else { return ([], []) }
    var open: Set<String> = []
    var alarms: [Reminder] = []
    let wanted = { (alarm: Reminder) in
      alarm.fireDate > input.now && alarm.fireDate < end && !input.fired.contains(alarm.id)
    }
    for (index, habit) in input.board.habits.enumerated() where habit.alarm {
      let occurrences = days.days.indices.filter {
        input.board.isOpen(habit, on: days.days[$0])
      }.flatMap { dayIndex in
        let day = days.days[dayIndex]
        return days.times[index].map { time in
          Reminder(
            id: ReminderIdentifiers.systemAlarm(habit, day, time), kind: .alarmkit,
            habit: habit.name, fireDate: occurrence(input, time, day, plus: 0),
            title: ReminderTexts.title, body: ReminderTexts.alarm(habit.name, input.language),
            thread: ReminderIdentifiers.alarmThread(habit, day, time))
        }
      }.filter { !input.acknowledged.contains($0.thread) }
      open.formUnion(occurrences.map(\.thread))
      if let next = occurrences.filter(wanted).min(by: { $0.fireDate < $1.fireDate }) {
        alarms.append(next)
      }
    }
    for burst in input.bursts where !input.acknowledged.contains(burst.id) {
      open.insert(burst.id)
      let alarm = Reminder(
        id: burst.id, kind: .alarmkit, habit: burst.habit, fireDate: burst.start,
        title: ReminderTexts.title, body: ReminderPlanner.burstBody(burst, input.language),
        thread: burst.id)
      if wanted(alarm) { alarms.append(alarm) }
    }
    return (alarms.sorted { ($0.fireDate, $0.id) < ($1.fireDate, $1.id) }, open)
  }
}
