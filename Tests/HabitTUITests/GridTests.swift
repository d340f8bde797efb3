import Foundation
import XCTest

@testable import HabitTUI

/// The cell grid keeps a wide character's two cells together whatever is written over them.
final class GridTests: XCTestCase {
  private func cells(_ grid: Grid) -> [String] {
    (0..<grid.width).map { grid[$0, 0].text }
  }

  func testAWideCharacterWrittenOverItselfStays() {
    // A text field's cursor redraws the character under it in another style.
    var grid = Grid(width: 6, height: 1)
    grid.put("0분", x: 1, y: 0)
    grid.put("분", x: 2, y: 0, style: .reverse)
    XCTAssertEqual(cells(grid), [" ", "0", "분", "", " ", " "])
    XCTAssertEqual(grid[2, 0].style, .reverse)
  }

  func testOverwritingEitherHalfBlanksTheOther() {
    var grid = Grid(width: 6, height: 1)
    grid.put("오늘", x: 1, y: 0)
    grid.put("│", x: 2, y: 0)
    XCTAssertEqual(cells(grid), [" ", " ", "│", "늘", "", " "])
    grid.put("┐", x: 3, y: 0)
    XCTAssertEqual(cells(grid), [" ", " ", "│", "┐", " ", " "])
  }

  func testAWideCharacterOverTheSecondHalfOfAnotherBlanksItsFirst() {
    var grid = Grid(width: 6, height: 1)
    grid.put("오늘", x: 0, y: 0)
    grid.put("빛", x: 1, y: 0)
    XCTAssertEqual(cells(grid), [" ", "빛", "", " ", " ", " "])
  }
}
