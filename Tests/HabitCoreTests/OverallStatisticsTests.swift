import XCTest

@testable import HabitCore

/// The overall statistics worked out by hand on two habits over ten days.
final class OverallStatisticsTests: XCTestCase {
  func testPerfectDaysRunsAndScores() {
    let daily = habit("독서", start: "2026-11-21", id: 1)
    let mondays = habit(
      "Gym", schedule: .weekdays(WeekdaySet([.monday, .wednesday])), start: "2026-11-21", id: 2)
    // 11-21 Sat .. 11-30 Mon. Gym is due 11-23, 11-25, 11-30.
    let reading = history(
      daily,
      [
        "2026-11-21": .done, "2026-11-22": .done, "2026-11-23": .done, "2026-11-24": .skipped,
        "2026-11-25": .done, "2026-11-26": .done, "2026-11-28": .done, "2026-11-29": .done,
        "2026-11-30": .done,
      ])
    let gym = history(mondays, ["2026-11-23": .done, "2026-11-25": .skipped])
    let overall = OverallStatistics(
      of: [Completion(habit: daily, history: reading), Completion(habit: mondays, history: gym)],
      today: d("2026-11-30"))
    // Perfect: 21, 22, 23 (both), 25 (독서; Gym skipped), 26, 28, 29; 24 has nothing due but a
    // skip; 27 breaks; today Gym is still open.
    XCTAssertEqual(overall.perfectDays, 7)
    XCTAssertEqual(overall.bestPerfectRun, 5, "21, 22, 23, (24 nothing due), 25, 26")
    XCTAssertEqual(overall.currentPerfectRun, 2, "28, 29; today open breaks nothing")
    XCTAssertTrue(overall.today == (1, 2))
    XCTAssertEqual(overall.scores.map(\.habit.name), ["독서", "Gym"])
    XCTAssertEqual(overall.strongest?.habit.name, "독서")
    XCTAssertEqual(overall.weakest?.habit.name, "Gym")
    let scores = overall.scores.map(\.score)
    XCTAssertEqual(overall.averageScore ?? -1, (scores[0] + scores[1]) / 2, accuracy: 1e-15)
  }

  func testNoHabitsHaveNoFigures() {
    let overall = OverallStatistics(of: [], today: d("2026-11-30"))
    XCTAssertEqual(overall.perfectDays, 0)
    XCTAssertNil(overall.averageScore)
    XCTAssertNil(overall.strongest)
  }

  func testAHabitNotStartedHasNoScore() {
    let reading = habit("독서", start: "2026-11-01", id: 1)
    let later = habit("Gym", start: "2026-12-05", id: 2)
    let overall = OverallStatistics(
      of: [reading, later].map { Completion(habit: $0, history: HabitHistory(origin: $0.start)) },
      today: d("2026-11-30"))
    XCTAssertEqual(overall.scores.map(\.habit.name), ["독서"])
  }
}
