import Foundation
import HabitCore
import XCTest

@testable import HabitTUI

/// The heatmap's month row: every label whole, or every label a number, never a mix.
final class MonthLabelTests: XCTestCase {
  /// The month row of a rendered screen: the line under the heatmap's title, from the title's
  /// column on.
  private func monthRow(_ model: Model) -> String {
    let grid = View.render(model)
    let lines = grid.plainText.components(separatedBy: "\n")
    let title = lines.firstIndex { $0.contains("연속 6일") || $0.contains("streak 6") }!
    let column = (0..<grid.width).last { grid[$0, title].text == "독" }!
    let row = (column..<grid.width).map { grid[$0, title + 1].text }.joined()
    return row.trimmingCharacters(in: .whitespaces)
  }

  func testKoreanMonthsAreAllNumbersWhereOneNameWouldNotFit() {
    // One column a week: 10월 and 12월 start four weeks before the next month, one column short.
    let model = Fixture.model(width: 100, height: 30, language: .ko)
    XCTAssertEqual(monthRow(model), "1   2   3    4   5    6   7   8    9   10  11")
    let stacked = Fixture.model(width: 80, height: 24, language: .ko)
    XCTAssertEqual(monthRow(stacked), "12  1   2   3    4   5    6   7   8    9   10  11")
  }

  func testEnglishMonthsStayNames() {
    let model = Fixture.model(width: 100, height: 30)
    XCTAssertEqual(monthRow(model), "Jan Feb Mar  Apr May  Jun Jul Aug  Sep Oct Nov")
  }

  func testTheChoiceIsNamesOnlyWhenEveryNameFits() {
    let words = Words(.ko)
    XCTAssertEqual(
      HeatmapBlock.monthTexts([(0, 12), (5, 1), (9, 2)], room: 14, words), ["12월", "1월", "2월"])
    XCTAssertEqual(
      HeatmapBlock.monthTexts([(0, 12), (4, 1), (9, 2)], room: 14, words), ["12", "1", "2"])
    // The last label has the rest of the row.
    XCTAssertEqual(HeatmapBlock.monthTexts([(0, 9), (4, 10)], room: 8, words), ["9월", "10월"])
    XCTAssertEqual(HeatmapBlock.monthTexts([(0, 9), (4, 10)], room: 7, words), ["9", "10"])
  }
}
