import Foundation
import HabitCore
import NotificationSimulator
import XCTest

@testable import HabitTUI

/// The heatmap's day cursor: visible without hiding the day's state, inside the map, per habit.
final class DayCursorTests: XCTestCase {
  private var model = Fixture.model()

  @discardableResult
  private func press(_ keys: Key..., times: Int = 1) -> [Effect] {
    var effects: [Effect] = []
    for _ in 0..<times {
      for key in keys { effects += Update.update(&model, .key(key)) }
    }
    return effects
  }

  /// The cell the heatmap draws for a day in the side-by-side layout at 100x30.
  private func cell(_ day: Day, in grid: Grid) -> Cell {
    let heatmap = model.snapshot.board.heatmap(of: model.selectedHabit!)
    let index = heatmap.cells.firstIndex { $0.day == day }!
    let listWidth = 100 - View.heatmapWidth - 2
    return grid[listWidth + 2 + 4 + index / 7, 1 + 1 + 2 + index % 7]
  }

  func testTheCursorUnderlinesTheCellAndKeepsItsState() {
    press(.left, times: 2)  // 11-28, done in the fixture
    let grid = View.render(model)
    let marked = cell(model.cursorDay, in: grid)
    XCTAssertEqual(marked.text, "#")
    XCTAssertEqual(marked.style.background, .shade(nil, level: 4))
    XCTAssertTrue(marked.style.underline)
    XCTAssertFalse(marked.style.reverse)
    // After a back-fill (skip) the cursor cell shows the new state.
    model.snapshot.board.histories[1]!.set(.skipped, on: model.cursorDay)
    let after = cell(model.cursorDay, in: View.render(model))
    XCTAssertEqual(after.text, "~")
    XCTAssertEqual(after.style.background, .skipped)
    XCTAssertTrue(after.style.underline)
  }

  func testTheCursorStopsAtTheHabitsFirstDay() {
    press(.left, times: 400)
    XCTAssertEqual(model.cursorDay, Fixture.habits[0].start)
    XCTAssertTrue(cell(model.cursorDay, in: View.render(model)).style.underline)
  }

  func testTheCursorStopsAtTheMapsFirstDay() {
    var habits = Fixture.habits
    habits[0].start = Day(iso: "2020-01-01")!
    model.snapshot.board.habits = habits
    press(.left, times: 400)
    // The names take what they need at 100x30: the map shows its last 49 weeks.
    XCTAssertEqual(model.cursorDay, Day(iso: "2026-01-04")!)
  }

  func testTheCursorStaysInsideTheStripOfASmallWindow() {
    model = Fixture.model(width: 40, height: 12)
    press(.left, times: 400)
    let grid = View.render(model)
    let strip = (0..<40).map { grid[$0, 10] }
    XCTAssertTrue(strip.contains { $0.style.underline }, "the cursor is off the strip")
    XCTAssertEqual(strip.firstIndex { $0.style.underline }, 5, "the oldest day shown")
    XCTAssertEqual(model.cursorDay, Fixture.today.adding(days: -33))
  }

  func testShrinkingTheWindowPullsTheCursorIn() {
    press(.left, times: 100)
    _ = Update.update(&model, .resized(width: 40, height: 12))
    XCTAssertEqual(model.cursorDay, Fixture.today.adding(days: -33))
  }

  func testMovingToAnotherHabitPutsTheCursorBackOnToday() {
    press(.left)
    press(.down)
    XCTAssertEqual(model.dayOffset, 0)
    XCTAssertEqual(
      press(.character("s")), [.setEntry(habitID: 2, day: Fixture.today, status: .skipped)])
    press(.left, .character("G"))
    XCTAssertEqual(model.dayOffset, 0)
  }
}
