import Foundation
import HabitCore
import XCTest

/// Reminders only on open days: not on an N-in-M habit's auto-done days, and for a measurable
/// habit until its target is met.
final class ReminderPlannerOpenDaysTests: XCTestCase {
  private var fixture = PlannerFixture()

  private func preDays(at now: String) -> [String] {
    fixture.plan(at: now).requests.filter { $0.kind == .pre }.map {
      fixture.local.day(of: $0.fireDate).iso
    }
  }

  func testNInMHabitIsNotRemindedOnItsAutoDays() {
    fixture.add("Gym", at: ["09:00"], schedule: .frequency(Frequency(times: 2, days: 7)!))
    fixture.record(1, "2026-11-28")
    // One check-in is not enough: every day is open.
    XCTAssertEqual(
      preDays(at: "2026-11-30T08:00"),
      [
        "2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05",
        "2026-12-06",
      ])
    // The second makes [11-28, 12-04] done (auto on the days between and after): open again on 12-05.
    fixture.record(1, "2026-11-30")
    let plan = fixture.plan(at: "2026-11-30T08:00")
    XCTAssertEqual(
      fixture.lines(plan.requests, kinds: [.pre, .overdue, .summary]),
      [
        "pre pre:u1:2026-12-05T0900 2026-12-05T08:50:00+09:00",
        "overdue overdue:u1:2026-12-05 2026-12-05T10:00:00+09:00",
        "summary summary:2026-12-05 2026-12-05T21:00:00+09:00",
        "pre pre:u1:2026-12-06T0900 2026-12-06T08:50:00+09:00",
        "overdue overdue:u1:2026-12-06 2026-12-06T10:00:00+09:00",
        "summary summary:2026-12-06 2026-12-06T21:00:00+09:00",
      ])
  }

  func testAtLeastHabitIsRemindedUntilTheTargetIsMet() {
    fixture.add(
      "물", at: ["09:00", "15:00"], measure: Measure(unit: "glasses", target: Amount(parsing: "8")!))
    fixture.record(1, "2026-11-30", amount: "5")
    let under = fixture.plan(at: "2026-11-30T12:00").requests
    XCTAssertEqual(
      fixture.lines(under, kinds: [.pre, .summary]).first,
      "pre pre:u1:2026-11-30T1500 2026-11-30T14:50:00+09:00")
    XCTAssertEqual(
      under.first { $0.id == "summary:2026-11-30" }?.body, "1 habit still not done today (물)")
    fixture.record(1, "2026-11-30", amount: "8")
    let met = fixture.plan(at: "2026-11-30T12:00").requests
    XCTAssertEqual(
      fixture.lines(met, kinds: [.pre, .summary]).first,
      "pre pre:u1:2026-12-01T0900 2026-12-01T08:50:00+09:00")
    XCTAssertFalse(met.contains { $0.id == "summary:2026-11-30" })
  }

  func testAtLeastHabitWithAFrequencyCountsItsRollingWindow() {
    // 10 km in 7 days: 6 on 11-26 and 4 on 11-29 meet it through 12-02 (the window of 12-03
    // starts on 11-27 and holds only 4).
    fixture.add(
      "Run", at: ["09:00"], schedule: .frequency(Frequency(times: 1, days: 7)!),
      measure: Measure(unit: "km", target: Amount(parsing: "10")!))
    fixture.record(1, "2026-11-26", amount: "6")
    fixture.record(1, "2026-11-29", amount: "4")
    XCTAssertEqual(
      preDays(at: "2026-11-30T08:00"), ["2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"])
  }

  func testAtMostHabitIsRemindedUntilAnAmountIsRecorded() {
    fixture.add(
      "Coffee", at: ["15:00"],
      measure: Measure(unit: "cups", target: Amount(parsing: "2")!, type: .atMost))
    XCTAssertEqual(preDays(at: "2026-11-30T12:00").first, "2026-11-30")
    // Under the target: done. Over it: not done, but reminding cannot undo a cup.
    fixture.record(1, "2026-11-30", amount: "1")
    XCTAssertEqual(preDays(at: "2026-11-30T12:00").first, "2026-12-01")
    fixture.record(1, "2026-11-30", amount: "3")
    XCTAssertEqual(preDays(at: "2026-11-30T12:00").first, "2026-12-01")
    XCTAssertEqual(preDays(at: "2026-11-30T12:00").count, 6)
  }

  func testTheSummaryListsOnlyOpenHabits() {
    fixture.add("Gym", at: [], schedule: .frequency(Frequency(times: 1, days: 3)!))
    fixture.add("물", at: [], measure: Measure(target: Amount(parsing: "8")!))
    fixture.add("독서", at: [])
    fixture.record(1, "2026-11-29")
    fixture.record(2, "2026-11-30", amount: "3")
    let summaries = fixture.plan(at: "2026-11-30T08:00").requests.filter { $0.kind == .summary }
    // Gym's check-in on 11-29 covers 11-29 to 12-01.
    XCTAssertEqual(
      summaries.prefix(3).map { "\($0.id) \($0.body)" },
      [
        "summary:2026-11-30 2 habits still not done today (물, 독서)",
        "summary:2026-12-01 2 habits still not done today (물, 독서)",
        "summary:2026-12-02 3 habits still not done today (Gym, 물, 독서)",
      ])
  }

  func testAHistoryFromThePlanningStartGivesTheFullHistorysMarks() {
    // Histories cut at `ReminderPlanner.historyStart` make every day the planner looks at open or
    // not exactly as whole ones, whatever the frequency (a month's window included).
    let frequencies = [(1, 1), (2, 7), (3, 7), (1, 30), (4, 31), (5, 60), (1, 366)]
    for (times, days) in frequencies {
      let schedule = Schedule.frequency(Frequency(times: times, days: days)!)
      fixture.add("\(times) in \(days)", at: ["09:00"], schedule: schedule, start: "2024-01-01")
      fixture.add(
        "\(times * 2) in \(days)", at: ["10:00"], schedule: schedule,
        measure: Measure(target: Amount(parsing: "\(times * 2)")!), start: "2024-01-01")
    }
    var seed: UInt64 = 7
    for habit in fixture.habits {
      var day = habit.start
      while day <= d("2026-12-10") {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let roll = Int(seed >> 33) % 10
        if roll < 3 {
          fixture.record(habit.id, day.iso, amount: habit.isMeasurable ? "\(roll)" : nil)
        }
        day = day.adding(days: 1)
      }
    }
    for now in ["2026-01-31T08:00", "2026-03-01T08:00", "2026-07-31T08:00", "2026-11-30T08:00"] {
      let instant = fixture.instant(now)
      let today = fixture.local.day(of: instant)
      _ = fixture.cutAndWholeBoards(at: instant, now)
      XCTAssertEqual(
        ReminderPlanner.historyStart(of: fixture.habits[6], today: today, missingDays: []),
        today.adding(days: -31))
      XCTAssertEqual(
        ReminderPlanner.historyStart(of: fixture.habits[13], today: today, missingDays: []),
        today.adding(days: -366))
    }
  }

  func testOnlyFrequenciesReadBeyondYesterday() {
    fixture.add("Daily", at: [])
    fixture.add("물", at: [], measure: Measure(target: Amount(parsing: "8")!))
    fixture.add("Gym", at: [], schedule: .frequency(Frequency(times: 3, days: 40)!))
    let today = d("2026-11-30")
    XCTAssertEqual(
      fixture.habits.map {
        ReminderPlanner.historyStart(of: $0, today: today, missingDays: []).iso
      },
      ["2026-11-29", "2026-11-29", "2026-10-21"])
  }
}
