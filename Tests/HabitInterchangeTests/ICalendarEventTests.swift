import Foundation
import HabitCore
import XCTest

@testable import HabitInterchange

/// Habits, zones and instants the iCalendar tests share.
enum ICalendarFixture {
  /// 2026-03-09T12:00:00Z.
  static let stamp = Date(timeIntervalSince1970: 1_773_057_600)

  static let seven = TimeOfDay(hour: 7, minute: 0)!

  static func day(_ iso: String) -> Day { Day(iso: iso)! }

  static func habit(
    _ name: String, uuid: String, schedule: Schedule = .daily, start: String = "2026-03-15",
    times: [TimeOfDay] = [seven]
  ) -> Habit {
    var habit = Habit(uuid: uuid, name: name, schedule: schedule, start: day(start))
    habit.times = times
    return habit
  }

  /// A zone read from the system's compiled zone files, as `TZ=Name` is.
  static func fileZone(_ name: String) throws -> Zone {
    try XCTUnwrap(Zone.named(name) { FileManager.default.contents(atPath: $0).map(Array.init) })
  }

  /// The content lines of a document, unfolded.
  static func lines(_ document: String) -> [String] {
    document.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
      .filter { !$0.isEmpty }
  }

  /// The lines from one `BEGIN:name` through its `END:name` for each such component.
  static func components(_ name: String, in lines: [String]) -> [[String]] {
    var result: [[String]] = []
    var current: [String]?
    for line in lines {
      if line == "BEGIN:" + name { current = [] }
      current?.append(line)
      if line == "END:" + name, let done = current {
        result.append(done)
        current = nil
      }
    }
    return result
  }
}

final class ICalendarEventTests: XCTestCase {
  private typealias Fixture = ICalendarFixture

  private func document(
    _ habits: [Habit], reminders: ReminderSettings = ReminderSettings(), zone: Zone = .utc
  ) -> [String] {
    Fixture.lines(
      ICalendar.document(habits: habits, reminders: reminders, zone: zone, stamp: Fixture.stamp))
  }

  private func events(_ habits: [Habit], reminders: ReminderSettings = ReminderSettings())
    -> [[String]]
  {
    Fixture.components("VEVENT", in: document(habits, reminders: reminders))
  }

  func testTheCalendarOpensWithItsHeaderAndEndsWithCRLF() {
    let text = ICalendar.document(
      habits: [], reminders: ReminderSettings(), zone: .utc, stamp: Fixture.stamp)
    XCTAssertTrue(
      text.hasPrefix(
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//HabitFlow//HabitFlow//EN\r\n"
          + "CALSCALE:GREGORIAN\r\nX-WR-CALNAME:HabitFlow\r\nBEGIN:VTIMEZONE\r\n"))
    XCTAssertTrue(text.hasSuffix("END:VTIMEZONE\r\nEND:VCALENDAR\r\n"))
    XCTAssertFalse(text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
  }

  func testADailyHabitIsOneEventWithItsAlarms() {
    var habit = Fixture.habit("Read; think, write", uuid: "A1")
    habit.description = "Ten pages\nat least"
    XCTAssertEqual(
      events([habit]),
      [
        [
          "BEGIN:VEVENT", "UID:A1-0700@habitflow", "DTSTAMP:20260309T120000Z",
          "DTSTART;TZID=UTC:20260315T070000", "DURATION:PT15M", "RRULE:FREQ=DAILY",
          #"SUMMARY:Read\; think\, write"#, #"DESCRIPTION:Ten pages\nat least"#,
          "TRANSP:TRANSPARENT",
          "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT10M",
          #"DESCRIPTION:Time for Read\; think\, write"#, "END:VALARM",
          "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:PT60M",
          #"DESCRIPTION:If not done yet: Read\; think\, write"#, "END:VALARM",
          "END:VEVENT",
        ]
      ])
  }

  func testEachScheduleHasItsRule() {
    let habits = [
      Fixture.habit("daily", uuid: "d"),
      Fixture.habit(
        "mwf", uuid: "w", schedule: .weekdays(WeekdaySet([.monday, .wednesday, .friday]))),
      Fixture.habit("all", uuid: "a", schedule: .weekdays(.all)),
      Fixture.habit("every", uuid: "e", schedule: .every(3)),
      Fixture.habit("every1", uuid: "o", schedule: .every(1)),
      Fixture.habit("freq", uuid: "f", schedule: .frequency(Frequency(times: 3, days: 7)!)),
    ]
    let rules = events(habits).map { event in
      event.filter { $0.hasPrefix("RRULE:") || $0.hasPrefix("DTSTART") }
    }
    XCTAssertEqual(
      rules,
      [
        ["DTSTART;TZID=UTC:20260315T070000", "RRULE:FREQ=DAILY"],
        // 2026-03-15 is a Sunday: the first due day, Monday, is the first occurrence.
        ["DTSTART;TZID=UTC:20260316T070000", "RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR"],
        ["DTSTART;TZID=UTC:20260315T070000", "RRULE:FREQ=DAILY"],
        ["DTSTART;TZID=UTC:20260315T070000", "RRULE:FREQ=DAILY;INTERVAL=3"],
        ["DTSTART;TZID=UTC:20260315T070000", "RRULE:FREQ=DAILY"],
        ["DTSTART;TZID=UTC:20260315T070000", "RRULE:FREQ=DAILY"],
      ])
  }

  func testSchedulesThatAreNeverDueWriteNoEvent() {
    XCTAssertNil(
      ICalendarRecurrence(schedule: .weekdays(WeekdaySet([])), start: Fixture.day("2026-03-15")))
    XCTAssertNil(ICalendarRecurrence(schedule: .every(0), start: Fixture.day("2026-03-15")))
  }

  func testArchivedAndUntimedHabitsAreLeftOut() {
    var archived = Fixture.habit("archived", uuid: "x")
    archived.archived = true
    let untimed = Fixture.habit("untimed", uuid: "y", times: [])
    let kept = Fixture.habit("kept", uuid: "z")
    let uids = events([archived, untimed, kept]).map { $0[1] }
    XCTAssertEqual(uids, ["UID:z-0700@habitflow"])
  }

  func testEveryTimeOfAHabitIsItsOwnEvent() {
    let times = [TimeOfDay(hour: 7, minute: 5)!, TimeOfDay(hour: 21, minute: 30)!]
    let habit = Fixture.habit("Stretch", uuid: "S", times: times)
    let starts = events([habit]).map { [$0[1], $0[3]] }
    XCTAssertEqual(
      starts,
      [
        ["UID:S-0705@habitflow", "DTSTART;TZID=UTC:20260315T070500"],
        ["UID:S-2130@habitflow", "DTSTART;TZID=UTC:20260315T213000"],
      ])
  }

  func testTriggersFollowTheReminderMinutes() {
    var reminders = ReminderSettings()
    reminders.preReminderMinutes = 25
    reminders.overdueDelayMinutes = 90
    let alarms = Fixture.components(
      "VALARM", in: events([Fixture.habit("Run", uuid: "R")], reminders: reminders)[0])
    XCTAssertEqual(alarms.map { $0[2] }, ["TRIGGER:-PT25M", "TRIGGER:PT90M"])
  }

  func testAlarmHabitsRingWithAudioAlarms() {
    var habit = Fixture.habit("Wake", uuid: "W")
    habit.alarm = true
    let alarms = Fixture.components("VALARM", in: events([habit])[0])
    XCTAssertEqual(
      alarms,
      [
        ["BEGIN:VALARM", "ACTION:AUDIO", "TRIGGER:-PT10M", "END:VALARM"],
        ["BEGIN:VALARM", "ACTION:AUDIO", "TRIGGER:PT60M", "END:VALARM"],
      ])
  }

  func testNoAlarmsWhenRemindersAreOff() {
    var reminders = ReminderSettings()
    reminders.masterEnabled = false
    let event = events([Fixture.habit("Run", uuid: "R")], reminders: reminders)[0]
    XCTAssertFalse(event.contains("BEGIN:VALARM"))
    XCTAssertEqual(event.last, "END:VEVENT")
  }

  func testKoreanRemindersReadInKorean() {
    let habit = Fixture.habit("독서", uuid: "K")
    let text = ICalendar.document(
      habits: [habit], reminders: ReminderSettings(), zone: .utc, stamp: Fixture.stamp,
      language: .ko)
    let descriptions = Fixture.lines(text).filter { $0.hasPrefix("DESCRIPTION:") }
    XCTAssertEqual(descriptions, ["DESCRIPTION:독서할 시간이에요", "DESCRIPTION:아직 안 했다면: 독서"])
  }

  func testTheSameInputGivesTheSameDocument() {
    let habits = [Fixture.habit("Run", uuid: "R"), Fixture.habit("Read", uuid: "B")]
    let first = ICalendar.document(
      habits: habits, reminders: ReminderSettings(), zone: .utc, stamp: Fixture.stamp)
    let second = ICalendar.document(
      habits: habits, reminders: ReminderSettings(), zone: .utc, stamp: Fixture.stamp)
    XCTAssertEqual(first, second)
  }

  func testEveryPhysicalLineOfALongKoreanDocumentFits() {
    var habit = Fixture.habit(String(repeating: "아침에 물 한 잔 마시기, ", count: 5), uuid: "L")
    habit.description = String(repeating: "건강을 위한 작은 습관; ", count: 8)
    let text = ICalendar.document(
      habits: [habit], reminders: ReminderSettings(), zone: .utc, stamp: Fixture.stamp)
    let physical = text.components(separatedBy: "\r\n").dropLast()
    XCTAssertTrue(physical.allSatisfy { $0.utf8.count <= 75 })
    XCTAssertTrue(physical.contains { $0.utf8.count > 70 })
    let summary = Fixture.lines(text).first { $0.hasPrefix("SUMMARY:") }
    XCTAssertEqual(summary, "SUMMARY:" + ICalendarText.escaped(habit.name))
  }

  func testAZoneNameWithCommasIsQuotedAsTZID() throws {
    let zone = Zone(
      name: "CET-1CEST,M3.5.0,M10.5.0/3",
      rule: try XCTUnwrap(PosixZoneRule(parsing: "CET-1CEST,M3.5.0,M10.5.0/3")))
    let lines = document([Fixture.habit("Run", uuid: "R")], zone: zone)
    XCTAssertTrue(lines.contains(#"DTSTART;TZID="CET-1CEST,M3.5.0,M10.5.0/3":20260315T070000"#))
    XCTAssertTrue(lines.contains(#"TZID:CET-1CEST\,M3.5.0\,M10.5.0/3"#))
  }
}
