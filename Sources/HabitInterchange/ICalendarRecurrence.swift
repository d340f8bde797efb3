import HabitCore

/// How a habit's schedule repeats as an RFC 5545 recurrence.
struct ICalendarRecurrence: Equatable {
  /// The RRULE value: `FREQ=DAILY`, `FREQ=WEEKLY;BYDAY=MO,WE,FR`, `FREQ=DAILY;INTERVAL=3`.
  let rule: String
  /// The first day the habit is due, which the event's DTSTART falls on.
  let firstDay: Day

  /// The recurrence of a habit that started on `start`, or nil when the schedule is never due
  /// (tracked, no weekdays, or an interval below one), so there is no event to write.
  ///
  /// DTSTART has to be the first occurrence (RFC 5545 leaves a DTSTART outside the rule
  /// undefined), so a weekday schedule starts on the first chosen weekday on or after `start`.
  /// An every-N-days schedule keeps `start`: its phase is counted from there. An N-in-M frequency
  /// habit can be done on any day, so it repeats daily.
  init?(schedule: Schedule, start: Day) {
    switch schedule {
    case .tracked: return nil
    case .daily, .frequency:
      self.init(rule: "FREQ=DAILY", firstDay: start)
    case .every(let count):
      guard count >= 1 else { return nil }
      self.init(rule: count == 1 ? "FREQ=DAILY" : "FREQ=DAILY;INTERVAL=\(count)", firstDay: start)
    case .weekdays(let set):
      guard let first = Self.firstDay(in: set, from: start) else { return nil }
      // All seven days is every day; the daily rule says so more plainly.
      let rule = set == .all ? "FREQ=DAILY" : "FREQ=WEEKLY;BYDAY=" + Self.byDay(set)
      self.init(rule: rule, firstDay: first)
    }
  }

  init(rule: String, firstDay: Day) {
    self.rule = rule
    self.firstDay = firstDay
  }

  /// `MO,WE,FR`: the set's days, Monday first, as RFC 5545 weekday codes.
  static func byDay(_ set: WeekdaySet) -> String {
    set.days.map(code).joined(separator: ",")
  }

  /// The two-letter RFC 5545 code of a weekday: `MO` ... `SU`.
  static func code(_ weekday: Weekday) -> String {
    ["MO", "TU", "WE", "TH", "FR", "SA", "SU"][weekday.rawValue]
  }

  /// The first day on or after `start` whose weekday is in `set`, or nil for the empty set.
  private static func firstDay(in set: WeekdaySet, from start: Day) -> Day? {
    (0..<7).lazy.map { start.adding(days: $0) }.first { set.contains($0.weekday) }
  }
}
