import HabitCore
import XCTest

/// The day's counts: what is due, what is done, and that every view counts alike.
final class BoardTests: XCTestCase {
  private let today = d("2026-11-30")

  private func board(_ statuses: [EntryStatus?]) -> Board {
    let habits = statuses.indices.map { habit("h\($0)", start: "2026-11-01", id: Int64($0 + 1)) }
    var histories: [Int64: HabitHistory] = [:]
    for (habit, status) in zip(habits, statuses) {
      var history = HabitHistory(origin: habit.start)
      history.set(status, on: today)
      histories[habit.id] = history
    }
    return Board(habits: habits, histories: histories, today: today, settings: Settings())
  }

  func testASkippedHabitIsNotDue() {
    let progress = board([.done, .skipped, nil]).todayProgress
    XCTAssertEqual(progress.done, 1)
    XCTAssertEqual(progress.due, 2)
  }

  func testEverythingSkippedLeavesNothingDue() {
    let progress = board([.skipped, .skipped]).todayProgress
    XCTAssertEqual(progress.done, 0)
    XCTAssertEqual(progress.due, 0)
  }

  func testTheProgressAgreesWithTheOverallHeatmap() {
    for statuses: [EntryStatus?] in [
      [.done, .skipped], [.done, .skipped, nil, nil], [nil, .skipped],
    ] {
      let board = board(statuses)
      let (done, due) = board.todayProgress
      let cell = board.overallHeatmap().cells.first { $0.day == today }!
      XCTAssertEqual(cell.level, Heatmap.level(done: done, of: due), "\(statuses)")
    }
  }
}
