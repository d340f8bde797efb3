import Foundation
import HabitCore
import XCTest

final class LocalTimeTests: XCTestCase {
  private func zone(_ name: String) -> TimeZone { TimeZone(identifier: name)! }

  private func instant(_ text: String) -> Date {
    Timestamp.parse(text, local: LocalTime(zone: zone("UTC")))!
  }

  func testDayOfAnInstantFollowsTheZone() {
    let moment = instant("2026-11-30T15:30:00Z")
    XCTAssertEqual(LocalTime(zone: zone("Asia/Seoul")).day(of: moment).iso, "2026-12-01")
    XCTAssertEqual(LocalTime(zone: zone("America/New_York")).day(of: moment).iso, "2026-11-30")
    XCTAssertEqual(LocalTime(zone: zone("Europe/Berlin")).day(of: moment).iso, "2026-11-30")
  }

  func testDayStartShiftsEarlyHoursToThePreviousDay() {
    let seoul = zone("Asia/Seoul")
    let late = LocalTime(zone: seoul, dayStart: TimeOfDay(hour: 3, minute: 0)!)
    XCTAssertEqual(late.day(of: instant("2026-11-30T17:59:59Z")).iso, "2026-11-30")  // 02:59:59 KST
    XCTAssertEqual(late.day(of: instant("2026-11-30T18:00:00Z")).iso, "2026-12-01")  // 03:00 KST
    XCTAssertEqual(
      LocalTime(zone: seoul).day(of: instant("2026-11-30T15:00:00Z")).iso, "2026-12-01")
  }

  func testDayStartAcrossAYearEnd() {
    let late = LocalTime(zone: zone("Asia/Seoul"), dayStart: TimeOfDay(hour: 3, minute: 0)!)
    // 01:30 on 1 January in Seoul still belongs to New Year's Eve.
    XCTAssertEqual(late.day(of: instant("2026-12-31T16:30:00Z")).iso, "2026-12-31")
  }

  func testNewYorkSpringForwardDay() {
    let newYork = LocalTime(zone: zone("America/New_York"))
    // 2026-03-08: 02:00 EST jumps to 03:00 EDT. The day is 23 hours long.
    XCTAssertEqual(newYork.day(of: instant("2026-03-08T04:59:59Z")).iso, "2026-03-07")
    XCTAssertEqual(newYork.day(of: instant("2026-03-08T05:00:00Z")).iso, "2026-03-08")
    XCTAssertEqual(newYork.day(of: instant("2026-03-09T03:59:59Z")).iso, "2026-03-08")
  }

  func testNewYorkFallBackDay() {
    let newYork = LocalTime(zone: zone("America/New_York"))
    // 2026-11-01: 02:00 EDT falls back to 01:00 EST. The day is 25 hours long.
    XCTAssertEqual(newYork.day(of: instant("2026-11-01T04:00:00Z")).iso, "2026-11-01")
    XCTAssertEqual(newYork.day(of: instant("2026-11-02T04:59:59Z")).iso, "2026-11-01")
    XCTAssertEqual(newYork.day(of: instant("2026-11-02T05:00:00Z")).iso, "2026-11-02")
  }

  func testADayNeverGoesBackWhenItsStartIsInTheFallFold() {
    // Berlin, 25 October 2026: 03:00 CEST falls back to 02:00 CET, so 02:30 happens twice.
    let berlin = LocalTime(zone: zone("Europe/Berlin"), dayStart: TimeOfDay(hour: 2, minute: 30)!)
    XCTAssertEqual(berlin.day(of: instant("2026-10-25T00:29:59Z")).iso, "2026-10-24")
    XCTAssertEqual(berlin.day(of: instant("2026-10-25T00:30:00Z")).iso, "2026-10-25")  // 02:30 CEST
    XCTAssertEqual(berlin.day(of: instant("2026-10-25T01:10:00Z")).iso, "2026-10-25")  // 02:10 CET
    XCTAssertEqual(berlin.day(of: instant("2026-10-26T01:29:59Z")).iso, "2026-10-25")
    XCTAssertEqual(berlin.day(of: instant("2026-10-26T01:30:00Z")).iso, "2026-10-26")
  }

  func testADayWhoseStartIsInTheSpringGapBeginsAfterTheGap() {
    // Berlin, 29 March 2026: 02:00 CET jumps to 03:00 CEST; a 02:30 start moves to 03:30.
    let berlin = LocalTime(zone: zone("Europe/Berlin"), dayStart: TimeOfDay(hour: 2, minute: 30)!)
    XCTAssertEqual(berlin.day(of: instant("2026-03-29T01:10:00Z")).iso, "2026-03-28")  // 03:10 CEST
    XCTAssertEqual(berlin.day(of: instant("2026-03-29T01:30:00Z")).iso, "2026-03-29")  // 03:30 CEST
  }

  func testASkippedDateIsNeverTodayAndIsMissing() {
    let apia = LocalTime(zone: zone("Pacific/Apia"))
    // Samoa went from 29 December 2011 23:59:59 (-10:00) to 31 December 00:00 (+14:00).
    XCTAssertEqual(apia.day(of: instant("2011-12-30T09:59:59Z")).iso, "2011-12-29")
    XCTAssertEqual(apia.day(of: instant("2011-12-30T10:00:00Z")).iso, "2011-12-31")
    XCTAssertEqual(
      apia.missingDays(from: d("2011-01-01"), through: d("2012-12-31")), [d("2011-12-30")])
    XCTAssertEqual(
      LocalTime(zone: zone("America/New_York")).missingDays(
        from: d("2000-01-01"), through: d("2030-12-31")), [])
  }

  func testGapTimesMoveForwardByTheGap() {
    let newYork = LocalTime(zone: zone("America/New_York"))
    let resolved = newYork.instant(on: d("2026-03-08"), secondOfDay: 2 * 3600 + 30 * 60)
    XCTAssertEqual(Timestamp.format(resolved, local: newYork), "2026-03-08T03:30:00-04:00")
    let berlin = LocalTime(zone: zone("Europe/Berlin"))
    let gap = berlin.instant(on: d("2026-03-29"), secondOfDay: 2 * 3600 + 15 * 60)
    XCTAssertEqual(Timestamp.format(gap, local: berlin), "2026-03-29T03:15:00+02:00")
  }

  func testAmbiguousTimesTakeTheFirstOccurrence() {
    let newYork = LocalTime(zone: zone("America/New_York"))
    let resolved = newYork.instant(on: d("2026-11-01"), secondOfDay: 1 * 3600 + 30 * 60)
    XCTAssertEqual(Timestamp.format(resolved, local: newYork), "2026-11-01T01:30:00-04:00")
    let berlin = LocalTime(zone: zone("Europe/Berlin"))
    let fold = berlin.instant(on: d("2026-10-25"), secondOfDay: 2 * 3600 + 30 * 60)
    XCTAssertEqual(Timestamp.format(fold, local: berlin), "2026-10-25T02:30:00+02:00")
  }

  func testOrdinaryTimesRoundTrip() {
    let seoul = LocalTime(zone: zone("Asia/Seoul"))
    let resolved = seoul.instant(on: d("2028-02-29"), secondOfDay: 9 * 3600 + 30 * 60)
    XCTAssertEqual(Timestamp.format(resolved, local: seoul), "2028-02-29T09:30:00+09:00")
    XCTAssertEqual(seoul.wallClock(of: resolved).day.iso, "2028-02-29")
  }
}

final class TimestampTests: XCTestCase {
  private let utc = LocalTime(zone: TimeZone(identifier: "UTC")!)
  private let seoul = LocalTime(zone: TimeZone(identifier: "Asia/Seoul")!)

  func testOffsetsAndZulu() {
    let expected = Date(timeIntervalSince1970: 1_764_460_800)  // 2025-11-30T00:00:00Z
    XCTAssertEqual(Timestamp.parse("2025-11-30T00:00:00Z", local: seoul), expected)
    XCTAssertEqual(Timestamp.parse("2025-11-30T09:00:00+09:00", local: utc), expected)
    XCTAssertEqual(Timestamp.parse("2025-11-29T19:00-0500", local: utc), expected)
    XCTAssertEqual(Timestamp.parse("2025-11-30 09:00+09", local: utc), expected)
    XCTAssertEqual(Timestamp.parse("2025-11-30T00:00:00.500Z", local: utc), expected + 0.5)
  }

  func testNoOffsetMeansTheLocalWallClock() {
    XCTAssertEqual(
      Timestamp.parse("2025-11-30T09:00", local: seoul), Date(timeIntervalSince1970: 1_764_460_800))
  }

  func testMalformedTimestampsAreRejected() {
    for text in [
      "2025-11-30", "2025-11-30T25:00", "2025-11-30T09:60", "2025-02-30T09:00", "yesterday",
      "2025-11-30T09:00+25:00", "2025-11-30T09:00:00ZZ", "2025-11-30T9:00",
    ] {
      XCTAssertNil(Timestamp.parse(text, local: utc), text)
    }
  }

  func testFormatUsesTheZoneOffset() {
    let moment = Date(timeIntervalSince1970: 1_764_460_800)
    XCTAssertEqual(Timestamp.format(moment, local: seoul), "2025-11-30T09:00:00+09:00")
    XCTAssertEqual(Timestamp.format(moment, local: utc), "2025-11-30T00:00:00+00:00")
  }
}
