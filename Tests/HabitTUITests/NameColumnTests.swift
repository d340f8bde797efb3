import Foundation
import HabitCore
import XCTest

@testable import HabitTUI

/// The list's name column takes what the names need, up to a cap; the heatmap and the list of
/// the last days take the rest of a wide window.
final class NameColumnTests: XCTestCase {
  private func lines(_ model: Model) -> [String] {
    View.render(model).plainText.components(separatedBy: "\n")
  }

  func testNamesAreWholeAt100x30AndTheHeatmapTakesTheRest() {
    let model = Fixture.model(width: 100, height: 30)
    XCTAssertEqual(Layout(model), .sideBySide(listWidth: 45, weeks: 49, cellWidth: 1))
    let screen = lines(model)
    XCTAssertTrue(screen[5].hasPrefix("       영어 공부 Speaking    -         3    4  "), screen[5])
    XCTAssertTrue(
      screen[2].hasPrefix(" > [ ] 독서                09:30       6    8  독서 · "), screen[2])
  }

  func testAWideWindowWidensTheHeatmapNotTheNames() {
    let model = Fixture.model(width: 200, height: 50)
    XCTAssertEqual(Layout(model), .sideBySide(listWidth: 45, weeks: 53, cellWidth: 2))
    let screen = lines(model)
    XCTAssertTrue(screen[3].hasPrefix("   [x] Running             07:00 ⏰    4    8  "), screen[3])
    // Two columns a week: every Korean month name fits whole.
    let korean = lines(Fixture.model(width: 200, height: 50, language: .ko))
    XCTAssertTrue(
      korean[3].hasSuffix(
        "  12월    1월     2월     3월       4월     5월       6월     7월     8월       9월     "
          + "10월    11월"), korean[3])
  }

  func testTheLastDaysFillTheRowsUnderAWideHeatmap() {
    let model = Fixture.model(width: 200, height: 50)
    let screen = lines(model)
    let title = try! XCTUnwrap(screen.firstIndex { $0.hasSuffix("Last days") })
    XCTAssertEqual(title, 13)
    XCTAssertTrue(screen[14].hasSuffix("Mon 11-30  to do"), screen[14])
    XCTAssertTrue(screen[15].hasSuffix("Sun 11-29  done"), screen[15])
    XCTAssertTrue(screen[48].hasSuffix("Tue 10-27  done"), screen[48])
  }

  func testAnAtMostDayWithNothingRecordedSaysSo() {
    var model = Fixture.model(width: 200, height: 50)
    let coffee = Habit(
      id: 9, uuid: "u9", name: "커피", start: Day(iso: "2026-11-27")!, position: 0,
      measure: Measure(target: Amount(thousandths: 2000), type: .atMost))
    model.snapshot.board = Board(
      habits: [coffee], histories: [:], today: Fixture.today, settings: Settings())
    let screen = lines(model)
    XCTAssertTrue(screen[14].hasSuffix("Mon 11-30  to do"), screen[14])
    XCTAssertTrue(screen[15].hasSuffix("Sun 11-29  nothing recorded"), screen[15])
    XCTAssertTrue(screen[17].hasSuffix("Fri 11-27  nothing recorded"), screen[17])
    XCTAssertFalse(screen[18].contains("11-26"), "nothing before its start")
  }

  func testANameLongerThanTheCapIsCutAtIt() {
    var model = Fixture.model(width: 200, height: 50)
    var habits = Fixture.habits
    habits[0].name = String(repeating: "긴", count: 30)
    model.snapshot.board = Board(
      habits: habits, histories: Fixture.histories(), today: Fixture.today, settings: Settings())
    let row = lines(model)[2]
    XCTAssertTrue(
      row.hasPrefix(" > [ ] " + String(repeating: "긴", count: 11) + "…   09:30"), row)
  }
}
