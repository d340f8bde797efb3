import Foundation
import HabitApp
import HabitCore
import HabitStore
import XCTest

/// The overall statistics and the achievements read from the stored marks (yes/no habits) give
/// exactly what whole histories give, after random operations (habits of every kind, back-filled
/// days, skips, edits, the clock moving, Samoa's missing day).
final class StatisticsBoardTests: XCTestCase {
  func testTheStatisticsBoardGivesWhatWholeHistoriesGive() throws {
    var run = try PropertyRun(seed: 20_261_130)
    var compared = 0
    for step in 0..<3_000 {
      _ = try run.step()
      guard step % 250 == 249 else { continue }
      try compare(run, step: step)
      compared += 1
    }
    XCTAssertEqual(compared, 12)
  }

  private func compare(_ run: PropertyRun, step: Int) throws {
    let (light, whole) = try run.store.read { _ in
      (
        try run.service.board(now: run.now, reach: .statistics),
        try run.service.board(now: run.now, reach: .everything)
      )
    }
    XCTAssertFalse(whole.habits.isEmpty, "step \(step)")
    let today = whole.today
    let readings = [light, whole].map { board in board.habits.map(board.completion(of:)) }
    let overall = readings.map {
      OverallStatistics(of: $0, today: today, missing: whole.missingDays)
    }
    XCTAssertEqual(overall[0].perfectDays, overall[1].perfectDays, "step \(step)")
    XCTAssertEqual(overall[0].bestPerfectRun, overall[1].bestPerfectRun, "step \(step)")
    XCTAssertEqual(overall[0].currentPerfectRun, overall[1].currentPerfectRun, "step \(step)")
    XCTAssertEqual(overall[0].scores.map(\.score), overall[1].scores.map(\.score), "step \(step)")
    let earned = readings.map {
      Achievement.all(
        $0, through: today, weekStart: whole.settings.weekStart, missing: whole.missingDays)
    }
    XCTAssertEqual(earned[0], earned[1], "step \(step)")
    let lightReadsLess = light.habits.contains { !light.completion(of: $0).hasWholeHistory }
    XCTAssertTrue(lightReadsLess || step < 500, "step \(step): nothing was read from the marks")
  }
}
