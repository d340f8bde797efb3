import Foundation
import HabitCore
import XCTest

@testable import HabitInterchange

final class ICalendarTimeZoneTests: XCTestCase {
  private typealias Fixture = ICalendarFixture

  private func timeZone(_ zone: Zone, start: String = "2026-03-15") -> [String] {
    let text = ICalendar.document(
      habits: [Fixture.habit("Run", uuid: "R", start: start)], reminders: ReminderSettings(),
      zone: zone, stamp: Fixture.stamp)
    return Fixture.components("VTIMEZONE", in: Fixture.lines(text))[0]
  }

  /// The same VTIMEZONE from the zone file and from the system's database.
  private func agreedTimeZone(_ name: String, start: String = "2026-03-15") throws -> [String] {
    let fromFile = timeZone(try Fixture.fileZone(name), start: start)
    let fromSystem = timeZone(Zone(try XCTUnwrap(TimeZone(identifier: name))), start: start)
    XCTAssertEqual(fromFile, fromSystem)
    return fromFile
  }

  func testBerlinHasItsEuropeanRules() throws {
    XCTAssertEqual(
      try agreedTimeZone("Europe/Berlin"),
      [
        "BEGIN:VTIMEZONE", "TZID:Europe/Berlin",
        "BEGIN:STANDARD", "DTSTART:20260101T000000", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0100",
        "END:STANDARD",
        "BEGIN:DAYLIGHT", "DTSTART:20260329T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
        "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "END:DAYLIGHT",
        "BEGIN:STANDARD", "DTSTART:20261025T030000", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
        "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "END:STANDARD",
        "END:VTIMEZONE",
      ])
  }

  func testNewYorkHasItsAmericanRules() throws {
    let lines = try agreedTimeZone("America/New_York")
    XCTAssertEqual(
      lines.filter {
        $0.hasPrefix("DTSTART") || $0.hasPrefix("RRULE") || $0.hasPrefix("TZOFFSETTO")
      },
      [
        "DTSTART:20260101T000000", "TZOFFSETTO:-0500",
        "DTSTART:20260308T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", "TZOFFSETTO:-0400",
        "DTSTART:20261101T020000", "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU", "TZOFFSETTO:-0500",
      ])
  }

  func testSeoulWithoutDaylightSavingIsOneStandardObservance() throws {
    XCTAssertEqual(
      try agreedTimeZone("Asia/Seoul"),
      [
        "BEGIN:VTIMEZONE", "TZID:Asia/Seoul",
        "BEGIN:STANDARD", "DTSTART:20260101T000000", "TZOFFSETFROM:+0900", "TZOFFSETTO:+0900",
        "END:STANDARD",
        "END:VTIMEZONE",
      ])
  }

  func testSeoulsOlympicDaylightSavingIsListedNotRepeated() throws {
    XCTAssertEqual(
      try agreedTimeZone("Asia/Seoul", start: "1986-06-01"),
      [
        "BEGIN:VTIMEZONE", "TZID:Asia/Seoul",
        "BEGIN:STANDARD", "DTSTART:19860101T000000", "TZOFFSETFROM:+0900", "TZOFFSETTO:+0900",
        "END:STANDARD",
        "BEGIN:DAYLIGHT", "DTSTART:19870510T020000", "RDATE:19880508T020000",
        "TZOFFSETFROM:+0900", "TZOFFSETTO:+1000", "END:DAYLIGHT",
        "BEGIN:STANDARD", "DTSTART:19871011T030000", "RDATE:19881009T030000",
        "TZOFFSETFROM:+1000", "TZOFFSETTO:+0900", "END:STANDARD",
        "END:VTIMEZONE",
      ])
  }

  func testBerlinsEarlierRulesAreListedBeforeTodaysRepeat() throws {
    let lines = try agreedTimeZone("Europe/Berlin", start: "1994-01-10")
    XCTAssertEqual(
      lines.filter { !$0.hasPrefix("TZOFFSET") },
      [
        "BEGIN:VTIMEZONE", "TZID:Europe/Berlin",
        "BEGIN:STANDARD", "DTSTART:19940101T000000", "END:STANDARD",
        "BEGIN:DAYLIGHT", "DTSTART:19940327T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
        "END:DAYLIGHT",
        // Summer time ended on the last Sunday of September until 1995.
        "BEGIN:STANDARD", "DTSTART:19940925T030000", "RDATE:19950924T030000", "END:STANDARD",
        "BEGIN:STANDARD", "DTSTART:19961027T030000", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
        "END:STANDARD",
        "END:VTIMEZONE",
      ])
  }

  func testSouthernSummerOpensWithDaylightTime() throws {
    let lines = try agreedTimeZone("Australia/Sydney")
    XCTAssertEqual(
      lines.filter { $0.hasPrefix("BEGIN:") || $0.hasPrefix("RRULE") },
      [
        "BEGIN:VTIMEZONE", "BEGIN:DAYLIGHT", "BEGIN:STANDARD",
        "RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU",
        "BEGIN:DAYLIGHT", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU",
      ])
  }

  func testUTCIsOneStandardObservance() {
    XCTAssertEqual(
      timeZone(.utc),
      [
        "BEGIN:VTIMEZONE", "TZID:UTC", "BEGIN:STANDARD", "DTSTART:20260101T000000",
        "TZOFFSETFROM:+0000", "TZOFFSETTO:+0000", "END:STANDARD", "END:VTIMEZONE",
      ])
  }

  func testAPosixRuleGivesTheSameRulesAsTheZoneFile() throws {
    let rule = try XCTUnwrap(PosixZoneRule(parsing: "CET-1CEST,M3.5.0,M10.5.0/3"))
    let posix = timeZone(Zone(name: "Europe/Berlin", rule: rule))
    XCTAssertEqual(posix, timeZone(try Fixture.fileZone("Europe/Berlin")))
  }

  func testAWeekdayBeforeTheLastSundayIsASevenDaySpan() throws {
    // Greenland changes at 23:00 on the Saturday before the last Sunday of March.
    let rule = try XCTUnwrap(PosixZoneRule(parsing: "<-02>2<-01>,M3.5.0/-1,M10.5.0/0"))
    let lines = timeZone(Zone(name: "America/Nuuk", rule: rule))
    XCTAssertTrue(lines.contains("DTSTART:20260328T230000"))
    XCTAssertTrue(
      lines.contains("RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=SA;BYMONTHDAY=24,25,26,27,28,29,30"))
  }

  func testAFixedDateRuleRepeatsOnThatDate() throws {
    // Iran's rule until 2022: 21 March (Julian day 80) and 21 September (day 264), at midnight.
    let rule = try XCTUnwrap(PosixZoneRule(parsing: "<+0330>-3:30<+0430>,J80/0,J264/0"))
    let lines = timeZone(Zone(name: "Tehran", rule: rule))
    XCTAssertTrue(lines.contains("RRULE:FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=21"))
    XCTAssertTrue(lines.contains("RRULE:FREQ=YEARLY;BYMONTH=9;BYMONTHDAY=21"))
    XCTAssertTrue(lines.contains("TZOFFSETTO:+0430"))
  }

  func testARunMustReachTheLastYearToRepeat() {
    // The last Sunday of March in 2026 to 2029, as 02:00 local wall times.
    let days = ["2026-03-29", "2027-03-28", "2028-03-26", "2029-03-25"]
    let times = days.map { Fixture.day($0).number * 86_400 + 7200 }
    let run = ICalendarYearlyRule.endingRun(of: times, lastYear: 2029, minimumYears: 4)
    XCTAssertEqual(run?.start, 0)
    XCTAssertEqual(run?.rule.recurrence, "FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU")
    XCTAssertNil(ICalendarYearlyRule.endingRun(of: times, lastYear: 2030, minimumYears: 4))
    XCTAssertNil(ICalendarYearlyRule.endingRun(of: times, lastYear: 2029, minimumYears: 5))
  }

  func testTheWindowRunsFromTheFirstEventToYearsPastTheExport() {
    let days = [Fixture.day("2019-06-01"), Fixture.day("2024-01-01")]
    XCTAssertEqual(ICalendar.windowYears(firstDays: days, stampYear: 2026), 2019...2031)
    XCTAssertEqual(ICalendar.windowYears(firstDays: [], stampYear: 2026), 2026...2031)
    XCTAssertEqual(
      ICalendar.windowYears(firstDays: [Fixture.day("2030-01-01")], stampYear: 2026), 2026...2035)
  }
}
