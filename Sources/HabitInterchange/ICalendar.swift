import Foundation
import HabitCore

/// iCalendar (RFC 5545) export: each timed habit as a recurring event in the user's zone.
///
/// What the document holds, and why:
/// - one VEVENT per time of each habit that is not archived and has a time (a habit without a
///   time has nothing to put on a calendar); its UID is `<uuid>-<HHMM>@habitflow`, stable across
///   exports, so importing again updates the events instead of adding copies;
/// - DTSTART on the habit's first due day at the time, in the export zone (TZID, with its
///   VTIMEZONE), an RRULE from the schedule (see `ICalendarRecurrence`) and a DURATION of
///   `eventMinutes`; the event is TRANSPARENT, as a habit does not make anyone busy;
/// - when reminders are on, a VALARM before the time (the pre-reminder) and one after it (the
///   overdue reminder, which a calendar rings whether or not the habit was checked in, as its
///   text says); an alarm habit's alarms are AUDIO, which RFC 5545 gives no DESCRIPTION, the
///   others DISPLAY. When reminders are off there are no VALARMs, as HabitFlow would send none.
///   The daily summary is not a habit's and is not exported.
public enum ICalendar {
  /// How long each habit's event lasts, in minutes.
  public static let eventMinutes = 15

  /// How many years past the export (or the latest first day, when later) the VTIMEZONE lists
  /// the zone's changes before its yearly rules carry on alone.
  static let yearsAhead = 5

  /// The .ics text for `habits`: CRLF line ends, lines folded at 75 octets.
  ///
  /// - Parameters:
  ///   - reminders: whether reminders are on and their minutes before and after a habit's time.
  ///   - zone: the zone of the habits' wall-clock times; its name is the TZID.
  ///   - stamp: the export instant, written as every event's DTSTAMP (passed in, so the same
  ///     input always gives the same document).
  ///   - language: the language of the reminder texts.
  public static func document(
    habits: [Habit], reminders: ReminderSettings, zone: Zone, stamp: Date,
    language: Language = .en
  ) -> String {
    let tzid = ICalendarText.parameterSafe(zone.name.isEmpty ? "UTC" : zone.name)
    let stampSeconds = Int(stamp.timeIntervalSince1970.rounded(.down))
    let plans = habits.flatMap(eventPlans)
    let events = plans.flatMap { plan in
      eventLines(
        plan, tzid: tzid, stamp: stampSeconds, reminders: reminders, language: language)
    }
    let stampYear = WallSplit(stampSeconds + zone.offset(at: stampSeconds)).day.components.year
    let years = windowYears(firstDays: plans.map(\.recurrence.firstDay), stampYear: stampYear)
    let timeZone = ICalendarTimeZone.lines(zone: zone, tzid: tzid, years: years)
    return ICalendarText.document(calendarHead + timeZone + events + ["END:VCALENDAR"])
  }

  /// What `document` holds of `habits`: the habits that become events, and the events (one per
  /// time of each).
  public static func held(of habits: [Habit]) -> (habits: Int, events: Int) {
    let counts = habits.map { eventPlans($0).count }
    return (counts.filter { $0 > 0 }.count, counts.reduce(0, +))
  }

  /// The lines opening the calendar.
  static let calendarHead = [
    "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//HabitFlow//HabitFlow//EN", "CALSCALE:GREGORIAN",
    "X-WR-CALNAME:HabitFlow",
  ]

  /// One event to write: a habit at one of its times.
  struct EventPlan {
    let habit: Habit
    let time: TimeOfDay
    let recurrence: ICalendarRecurrence
  }

  /// The events of one habit: one per time, none when it is archived, untimed or never due.
  static func eventPlans(_ habit: Habit) -> [EventPlan] {
    guard !habit.archived,
      let recurrence = ICalendarRecurrence(schedule: habit.schedule, start: habit.start)
    else { return [] }
    return habit.times.map { EventPlan(habit: habit, time: $0, recurrence: recurrence) }
  }

  /// The years the VTIMEZONE describes change by change: from the first event's year (or the
  /// export's, without events) to `yearsAhead` past the later of the export and the last first
  /// day, so the zone's current rules are what the document repeats after it.
  static func windowYears(firstDays: [Day], stampYear: Int) -> ClosedRange<Int> {
    let startYears = firstDays.map(\.components.year)
    let first = startYears.min().map { min($0, stampYear) } ?? stampYear
    return first...(max(stampYear, startYears.max() ?? stampYear) + yearsAhead)
  }

  /// The content lines of one event.
  static func eventLines(
    _ plan: EventPlan, tzid: String, stamp: Int, reminders: ReminderSettings, language: Language
  ) -> [String] {
    let habit = plan.habit
    let start = ICalendarText.localDateTime(
      plan.recurrence.firstDay, secondOfDay: plan.time.minutes * 60)
    let description =
      habit.description.isEmpty
      ? [] : ["DESCRIPTION:" + ICalendarText.escaped(habit.description)]
    return [
      "BEGIN:VEVENT", "UID:" + ICalendarText.escaped(uid(habit: habit, time: plan.time)),
      "DTSTAMP:" + ICalendarText.utcDateTime(stamp),
      "DTSTART;TZID=" + ICalendarText.parameterValue(tzid) + ":" + start,
      "DURATION:PT\(eventMinutes)M", "RRULE:" + plan.recurrence.rule,
      "SUMMARY:" + ICalendarText.escaped(habit.name),
    ] + description + ["TRANSP:TRANSPARENT"]
      + alarmLines(habit: habit, reminders: reminders, language: language) + ["END:VEVENT"]
  }

  /// `<uuid>-0700@habitflow`: the habit's identity and the time, so each of a habit's times is
  /// its own event and keeps its UID from one export to the next.
  static func uid(habit: Habit, time: TimeOfDay) -> String {
    habit.uuid + "-" + ICalendarText.digits(time.hour, 2) + ICalendarText.digits(time.minute, 2)
      + "@habitflow"
  }

  /// The VALARMs of a habit's event: none when reminders are off, else the pre-reminder and the
  /// overdue reminder, their minutes held to the ranges the settings allow.
  static func alarmLines(
    habit: Habit, reminders: ReminderSettings, language: Language
  ) -> [String] {
    guard reminders.masterEnabled else { return [] }
    let before = reminders.preReminderMinutes.clamped(to: ReminderSettings.preRange)
    let after = reminders.overdueDelayMinutes.clamped(to: ReminderSettings.overdueRange)
    return alarm(
      audio: habit.alarm, trigger: "-PT\(before)M",
      text: ReminderTexts.pre(habit.name, language))
      + alarm(
        audio: habit.alarm, trigger: "PT\(after)M", text: overdueText(habit.name, language))
  }

  /// The overdue reminder's text, which says it is meant for a habit not done yet: a calendar
  /// cannot know whether it was.
  static func overdueText(_ name: String, _ language: Language) -> String {
    language == .ko ? "아직 안 했다면: \(name)" : "If not done yet: \(name)"
  }

  /// One VALARM, relative to the event's start.
  static func alarm(audio: Bool, trigger: String, text: String) -> [String] {
    let body =
      audio
      ? ["ACTION:AUDIO", "TRIGGER:" + trigger]
      : ["ACTION:DISPLAY", "TRIGGER:" + trigger, "DESCRIPTION:" + ICalendarText.escaped(text)]
    return ["BEGIN:VALARM"] + body + ["END:VALARM"]
  }
}

extension Int {
  /// The value held inside a range.
  fileprivate func clamped(to range: ClosedRange<Int>) -> Int {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
