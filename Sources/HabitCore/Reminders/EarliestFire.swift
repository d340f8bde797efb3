import Foundation

extension ReminderPlanner {
  /// The earliest instant after `now` at which a plan could make anything of `habits` fire,
  /// whatever their check-ins: a pre-reminder, an alarm (its burst or its system alarm), an
  /// overdue reminder, or the daily summary, on the habit days from the plan's first day
  /// (yesterday, or the day before a skipped yesterday: see `firstPlannedDay`) to tomorrow (a
  /// later day's fires later). An alarm's burst already ringing fires again at its next ring: a
  /// check-in cleared during it arms the rest. A system alarm (AlarmKit) whose time has passed is
  /// not armed again: only its start counts. Nil when reminders are off, so nothing fires at all.
  ///
  /// A check-in changes the plan only in its habit's requests, the summaries and the requests
  /// that move into freed slots (these fire after every request already pending): until the
  /// earlier of this instant and the next pending fire date, a plan made later is the plan made
  /// now (see `ReminderService.replan(afterCheckInsOf:now:deliver:)`).
  public static func earliestPossibleFire(
    of habits: [Habit], settings: ReminderSettings, local: LocalTime, today: Day, now: Date
  ) -> Date? {
    guard settings.masterEnabled else { return nil }
    let resolver = WallResolver(local: local, around: today)
    var earliest: Date?
    func consider(_ date: Date) {
      if date > now, earliest.map({ date < $0 }) ?? true { earliest = date }
    }
    let missing = local.missingDays(
      from: today.adding(days: -skippedInARow - 1), through: today.adding(days: -1))
    let first = firstPlannedDay(today: today, missingDays: missing)
    for day in (first.number...(today.number + 1)).map(Day.init(number:))
    where !missing.contains(day) {
      consider(resolver.occurrence(of: settings.summaryTime, on: day, plus: 0))
      for habit in habits {
        for time in habit.times {
          let start = resolver.occurrence(of: time, on: day, plus: 0)
          consider(start.addingTimeInterval(TimeInterval(-settings.preReminderMinutes * 60)))
          consider(start)
          if habit.alarm, settings.alarmMode == .burst {
            consider(nextRing(ofBurstFrom: start, after: now))
          }
          consider(resolver.occurrence(of: time, on: day, plus: settings.overdueDelayMinutes))
        }
      }
    }
    return earliest
  }

  /// The first ring of a burst starting at `start` after `now`: its start while it is ahead, its
  /// last ring once every ring has passed (so nothing after `now`).
  static func nextRing(ofBurstFrom start: Date, after now: Date) -> Date {
    let elapsed = now.timeIntervalSince(start)
    guard elapsed >= 0 else { return start }
    let step = min(Int(elapsed) / burstSpacing + 1, burstCount - 1)
    return start.addingTimeInterval(TimeInterval(step * burstSpacing))
  }
}
