import XCTest

@testable import HabitTUI

/// The score's line chart in braille dots.
final class BrailleChartTests: XCTestCase {
  func testAFlatLineAtTheBottomAndTheTop() {
    XCTAssertEqual(BrailleChart.rows([0, 0], width: 2, height: 1), ["⣀⣀"])
    XCTAssertEqual(BrailleChart.rows([1], width: 2, height: 2), ["⠉⠉", "⠀⠀"])
  }

  func testARiseIsJoinedWithoutGaps() {
    // Four points from 0 to 1 over 8 levels: columns at levels 0, 2, 5, 7 (rounded thirds),
    // each joined to the one before.
    XCTAssertEqual(BrailleChart.rows([0, 1 / 3, 2 / 3, 1], width: 2, height: 2), ["⠀⡼", "⣰⠃"])
  }

  func testDaysWithoutAValueDrawNothing() {
    XCTAssertEqual(BrailleChart.rows([nil, nil, 1, 1], width: 2, height: 1), ["⠀⠉"])
  }

  func testEveryRowHasTheWidthAskedFor() {
    let rows = BrailleChart.rows((0..<100).map { Double($0) / 99 }, width: 30, height: 4)
    XCTAssertEqual(rows.count, 4)
    XCTAssertTrue(rows.allSatisfy { $0.unicodeScalars.count == 30 })
    XCTAssertEqual(BrailleChart.rows([], width: 3, height: 1), ["⠀⠀⠀"])
  }
}
