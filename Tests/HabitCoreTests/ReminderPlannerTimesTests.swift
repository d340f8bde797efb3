import Foundation
import HabitCore
import XCTest

/// Several times a day: a pre-reminder and a burst per time, one overdue per habit day.
final class ReminderPlannerTimesTests: XCTestCase {
  private var fixture = PlannerFixture()

  func testEachTimeGetsItsPreAndTheLastTimeTheOverdue() {
    fixture.add("물", at: ["09:00", "13:00", "17:00"])
    let plan = fixture.plan(at: "2026-11-30T08:00")
    XCTAssertEqual(
      Array(fixture.lines(plan.requests, kinds: [.pre, .overdue, .summary]).prefix(6)),
      [
        "pre pre:u1:2026-11-30T0900 2026-11-30T08:50:00+09:00",
        "pre pre:u1:2026-11-30T1300 2026-11-30T12:50:00+09:00",
        "pre pre:u1:2026-11-30T1700 2026-11-30T16:50:00+09:00",
        "overdue overdue:u1:2026-11-30 2026-11-30T18:00:00+09:00",
        "summary summary:2026-11-30 2026-11-30T21:00:00+09:00",
        "pre pre:u1:2026-12-01T0900 2026-12-01T08:50:00+09:00",
      ])
    // Seven days of 3 pre + 1 overdue + 1 summary, nothing dropped.
    XCTAssertEqual(plan.requests.count, 35)
    XCTAssertEqual(plan.dropped, 0)
    XCTAssertEqual(Set(plan.requests.map(\.id)).count, 35)
    XCTAssertEqual(
      Set(plan.requests.filter { $0.kind != .summary }.map(\.thread)), ["habit:u1"])
    XCTAssertEqual(fixture.time(plan.horizon), "2026-12-07T08:00:00+09:00")
  }

  func testEachTimeOfAnAlarmHabitGetsItsOwnBurstUnderTheCap() {
    fixture.add("Running", at: ["07:00", "19:00"], alarm: true)
    let plan = fixture.plan(at: "2026-11-30T06:00")
    let lines = fixture.lines(plan.requests)
    // pre 06:50, the 07:00 burst (60), pre 18:50, then the first two steps of the 19:00 burst.
    XCTAssertEqual(plan.requests.count, 64)
    XCTAssertEqual(lines[0], "pre pre:u1:2026-11-30T0700 2026-11-30T06:50:00+09:00")
    XCTAssertEqual(lines[1], "alarm alarm:u1:2026-11-30T0700:00 2026-11-30T07:00:00+09:00")
    XCTAssertEqual(lines[60], "alarm alarm:u1:2026-11-30T0700:59 2026-11-30T07:01:58+09:00")
    XCTAssertEqual(
      Array(lines[61...]),
      [
        "pre pre:u1:2026-11-30T1900 2026-11-30T18:50:00+09:00",
        "alarm alarm:u1:2026-11-30T1900:00 2026-11-30T19:00:00+09:00",
        "alarm alarm:u1:2026-11-30T1900:01 2026-11-30T19:00:02+09:00",
      ])
    XCTAssertEqual(
      Set(plan.requests.filter { $0.kind == .alarm }.map(\.thread)),
      ["alarm:u1:2026-11-30T0700", "alarm:u1:2026-11-30T1900"])
    // A day is 2 pre + 2 x 60 alarms + 1 overdue + 1 summary = 124; seven days are in the window.
    XCTAssertEqual(plan.dropped, 7 * 124 - 64)
    XCTAssertEqual(fixture.time(plan.horizon), "2026-11-30T19:00:04+09:00")
  }

  func testAcknowledgingOneTimesBurstLeavesTheOthers() {
    fixture.add("Running", at: ["07:00", "19:00"], alarm: true)
    fixture.acknowledged = ["alarm:u1:2026-11-30T0700"]
    let plan = fixture.plan(at: "2026-11-30T06:00")
    let lines = fixture.lines(plan.requests, kinds: [.pre, .overdue, .summary])
    XCTAssertEqual(
      lines,
      [
        "pre pre:u1:2026-11-30T0700 2026-11-30T06:50:00+09:00",
        "pre pre:u1:2026-11-30T1900 2026-11-30T18:50:00+09:00",
        "overdue overdue:u1:2026-11-30 2026-11-30T20:00:00+09:00",
        "summary summary:2026-11-30 2026-11-30T21:00:00+09:00",
      ])
    XCTAssertEqual(
      Set(plan.requests.filter { $0.kind == .alarm }.map(\.thread)), ["alarm:u1:2026-11-30T1900"])
    XCTAssertEqual(plan.requests.count, 64)
    XCTAssertEqual(plan.dropped, 7 * 124 - 60 - 64)
    XCTAssertEqual(fixture.time(plan.horizon), "2026-12-01T06:50:00+09:00")
  }

  func testTheOverdueFollowsTheLastTimeOfTheHabitDay() {
    // With the day starting at 03:00, 01:00 belongs to the end of the habit day, after 22:00.
    fixture.settings.dayStart = TimeOfDay(parsing: "03:00")!
    fixture.add("늦은 독서", at: ["01:00", "22:00"])
    let lines = fixture.lines(fixture.plan(at: "2026-11-30T12:00").requests)
    XCTAssertEqual(
      Array(lines.prefix(3)),
      [
        "pre pre:u1:2026-11-30T2200 2026-11-30T21:50:00+09:00",
        "pre pre:u1:2026-11-30T0100 2026-12-01T00:50:00+09:00",
        "overdue overdue:u1:2026-11-30 2026-12-01T02:00:00+09:00",
      ])
  }

  func testAlarmKitArmsTheNextOpenTime() {
    fixture.settings.reminders.alarmMode = .alarmkit
    fixture.add("Running", at: ["07:00", "19:00"], alarm: true)
    let first = fixture.plan(at: "2026-11-30T06:00")
    XCTAssertEqual(
      first.alarms.map { "\($0.id) \($0.thread) \(fixture.time($0.fireDate))" },
      ["alarmkit:u1:2026-11-30T0700 alarm:u1:2026-11-30T0700 2026-11-30T07:00:00+09:00"])
    XCTAssertTrue(first.openAlarmThreads.isSuperset(of: ["alarm:u1:2026-11-30T1900"]))
    fixture.acknowledged = ["alarm:u1:2026-11-30T0700"]
    let second = fixture.plan(at: "2026-11-30T07:00:30")
    XCTAssertEqual(second.alarms.map(\.id), ["alarmkit:u1:2026-11-30T1900"])
    XCTAssertFalse(second.openAlarmThreads.contains("alarm:u1:2026-11-30T0700"))
    // Checked in today: tomorrow's first time is next.
    fixture.record(1, "2026-11-30")
    XCTAssertEqual(
      fixture.plan(at: "2026-11-30T07:00:30").alarms.map(\.id), ["alarmkit:u1:2026-12-01T0700"])
  }

  func testAWallTimeTwoTimesShareKeepsADeterministicOrder() {
    // 02:30 does not exist on 8 March 2026 in New York: both times ring at 03:30 EDT that day.
    fixture.zone = TimeZone(identifier: "America/New_York")!
    fixture.add("Pills", at: ["02:30", "03:30"])
    let lines = fixture.lines(fixture.plan(at: "2026-03-08T00:00").requests)
    XCTAssertEqual(
      Array(lines.prefix(3)),
      [
        "pre pre:u1:2026-03-08T0230 2026-03-08T03:20:00-04:00",
        "pre pre:u1:2026-03-08T0330 2026-03-08T03:20:00-04:00",
        "overdue overdue:u1:2026-03-08 2026-03-08T04:30:00-04:00",
      ])
  }
}
