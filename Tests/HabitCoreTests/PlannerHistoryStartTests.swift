import Foundation
import HabitCore
import XCTest

/// `ReminderPlanner.historyStart` reads an N-in-M habit from M days back (a month for a monthly
/// yes/no frequency), not always a month: random check-ins must plan the same from there as from
/// the habit's whole history.
final class PlannerHistoryStartTests: XCTestCase {
  func testHistoriesFromThePlanningStartPlanAsWholeOnes() {
    var random = PlannerSelectionTests.Seeded(state: 42)
    for round in 0..<60 {
      var fixture = PlannerFixture()
      for index in 0..<12 {
        let days = [1, 2, 3, 5, 7, 14, 28, 29, 30, 31, 45].randomElement(using: &random)!
        let times = Int.random(in: 1...min(days, 5), using: &random)
        let measure =
          Bool.random(using: &random) ? Measure(target: Amount(parsing: "\(times)")!) : nil
        fixture.add(
          "\(index)", at: ["09:00"],
          schedule: .frequency(Frequency(times: times, days: days)!), measure: measure,
          start: "2026-06-01")
        // Runs of dense and sparse weeks, so intervals overlap, snap and leave gaps.
        var day = d("2026-06-01")
        var density = 3
        while day <= d("2026-12-10") {
          if Int.random(in: 0..<7, using: &random) == 0 {
            density = Int.random(in: 0...8, using: &random)
          }
          if Int.random(in: 0..<10, using: &random) < density {
            fixture.record(
              Int64(index + 1), day.iso, amount: measure == nil ? nil : "\(times)")
          }
          day = day.adding(days: 1)
        }
      }
      let now = ["2026-09-30T08:00", "2026-10-31T23:00", "2026-11-15T08:00", "2026-11-30T08:00"]
        .randomElement(using: &random)!
      let instant = fixture.instant(now)
      let (cut, whole) = fixture.cutAndWholeBoards(at: instant, "round \(round) \(now)")
      let input = { (board: Board) in
        ReminderPlanner.Input(board: board, now: instant, local: fixture.local, language: .en)
      }
      XCTAssertEqual(
        ReminderPlanner.plan(input(cut)), ReminderPlanner.plan(input(whole)), "round \(round)")
    }
  }

  func testAWeeklyFrequencyIsReadFromAWeekBackAMonthlyOneFromAMonth() {
    var fixture = PlannerFixture()
    fixture.add("3 in 7", at: [], schedule: .frequency(Frequency(times: 3, days: 7)!))
    fixture.add("1 in 30", at: [], schedule: .frequency(Frequency(times: 1, days: 30)!))
    fixture.add(
      "10 in 30", at: [], schedule: .frequency(Frequency(times: 1, days: 30)!),
      measure: Measure(target: Amount(parsing: "10")!))
    let today = d("2026-11-30")
    XCTAssertEqual(
      fixture.habits.map {
        ReminderPlanner.historyStart(of: $0, today: today, missingDays: []).iso
      },
      ["2026-11-23", "2026-10-30", "2026-10-31"])
  }
}
