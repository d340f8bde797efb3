import HabitCore
import XCTest

final class ScheduleTests: XCTestCase {
  func testDailyIsDueFromTheStartDate() {
    let start = d("2026-03-01")
    XCTAssertFalse(Schedule.daily.isDue(d("2026-02-28"), start: start))
    XCTAssertTrue(Schedule.daily.isDue(start, start: start))
    XCTAssertTrue(Schedule.daily.isDue(d("2026-12-31"), start: start))
  }

  func testWeekdaysFollowTheSet() {
    let schedule = Schedule.weekdays(WeekdaySet([.monday, .wednesday, .friday]))
    let start = d("2026-11-01")
    let due = (0..<7).map { start.adding(days: 22 + $0) }.filter {
      schedule.isDue($0, start: start)
    }
    XCTAssertEqual(due.map(\.iso), ["2026-11-23", "2026-11-25", "2026-11-27"])
  }

  func testEveryNIsAnchoredOnTheStartDate() {
    let schedule = Schedule.every(3)
    let start = d("2026-12-30")
    let due = (0..<10).map { start.adding(days: $0) }.filter { schedule.isDue($0, start: start) }
    XCTAssertEqual(due.map(\.iso), ["2026-12-30", "2027-01-02", "2027-01-05", "2027-01-08"])
    XCTAssertFalse(schedule.isDue(d("2026-12-27"), start: start))
  }

  func testATrackedHabitIsNeverDueAndReadsBackFromItsStoredKind() {
    let start = d("2026-11-01")
    XCTAssertFalse(
      (0..<400).contains { Schedule.tracked.isDue(start.adding(days: $0), start: start) })
    XCTAssertEqual(Schedule.tracked.summary, "tracked")
    XCTAssertEqual(Schedule(kind: "tracked", dayMask: 127, interval: 1), .tracked)
    XCTAssertEqual(Schedule.tracked.kind, "tracked")
  }

  func testEveryOneIsEveryDay() {
    XCTAssertTrue(Schedule.every(1).isDue(d("2026-05-05"), start: d("2026-05-01")))
  }

  func testStoredFormRoundTrips() {
    for schedule in [Schedule.daily, .weekdays(WeekdaySet([.saturday, .sunday])), .every(14)] {
      XCTAssertEqual(
        Schedule(kind: schedule.kind, dayMask: schedule.days.rawValue, interval: schedule.interval),
        schedule)
    }
    XCTAssertNil(Schedule(kind: "weekdays", dayMask: 0, interval: 1))
    XCTAssertNil(Schedule(kind: "every", dayMask: 127, interval: 0))
    XCTAssertNil(Schedule(kind: "monthly", dayMask: 127, interval: 1))
  }

  func testSummaries() {
    XCTAssertEqual(Schedule.daily.summary, "daily")
    XCTAssertEqual(Schedule.weekdays(WeekdaySet([.friday, .monday])).summary, "mon,fri")
    XCTAssertEqual(Schedule.every(3).summary, "every 3 days")
  }
}
