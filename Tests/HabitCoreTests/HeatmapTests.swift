import HabitCore
import XCTest

final class HeatmapTests: XCTestCase {
  func testLayoutSundayWeeks() {
    let days = Heatmap.days(end: d("2026-11-30"), weekStart: .sunday)
    XCTAssertEqual(days.count, 371)
    XCTAssertEqual(days.first?.iso, "2025-11-30")
    XCTAssertEqual(days.last?.iso, "2026-12-05")
    XCTAssertTrue(days.enumerated().allSatisfy { $0.element.number == days[0].number + $0.offset })
  }

  func testLayoutMondayWeeks() {
    let days = Heatmap.days(end: d("2026-11-29"), weekStart: .monday)
    XCTAssertEqual(days.first?.iso, "2025-11-24")
    XCTAssertEqual(days.last?.iso, "2026-11-29")
    XCTAssertEqual(days.first?.weekday, .monday)
  }

  func testHabitCellStates() {
    let mwf = habit(
      schedule: .weekdays(WeekdaySet([.monday, .wednesday, .friday])), start: "2026-11-16")
    let map = Heatmap.habit(
      mwf,
      history: history(
        mwf, ["2026-11-16": .done, "2026-11-18": .skipped, "2026-11-21": .done]),
      today: d("2026-11-30"), end: d("2026-11-30"), weekStart: .sunday)
    func cell(_ iso: String) -> HeatmapCell { map.cells.first { $0.day == d(iso) }! }
    XCTAssertEqual(
      cell("2026-11-15"), HeatmapCell(day: d("2026-11-15"), level: nil, state: CellState.none))
    XCTAssertEqual(cell("2026-11-16"), HeatmapCell(day: d("2026-11-16"), level: 4, state: .done))
    XCTAssertEqual(
      cell("2026-11-17"), HeatmapCell(day: d("2026-11-17"), level: nil, state: CellState.none))
    XCTAssertEqual(
      cell("2026-11-18"), HeatmapCell(day: d("2026-11-18"), level: nil, state: .skipped))
    XCTAssertEqual(cell("2026-11-20"), HeatmapCell(day: d("2026-11-20"), level: 0, state: .missed))
    XCTAssertEqual(cell("2026-11-21"), HeatmapCell(day: d("2026-11-21"), level: 4, state: .done))
    XCTAssertEqual(cell("2026-11-30"), HeatmapCell(day: d("2026-11-30"), level: 0, state: .pending))
    XCTAssertEqual(
      cell("2026-12-01"), HeatmapCell(day: d("2026-12-01"), level: nil, state: .future))
    XCTAssertEqual(map.cells.filter { $0.state == CellState.future }.count, 5)
  }

  func testAnEarlierEndMakesTodayNotPendingAndLaterDaysFuture() {
    let daily = habit(start: "2026-11-01")
    let map = Heatmap.habit(
      daily, history: history(daily, [:]), today: d("2026-11-30"), end: d("2026-11-10"),
      weekStart: .monday)
    XCTAssertEqual(map.end.iso, "2026-11-10")
    XCTAssertEqual(map.cells.last?.day.iso, "2026-11-15")
    XCTAssertEqual(map.cells.first { $0.day == d("2026-11-10") }?.state, .missed)
    XCTAssertEqual(map.cells.first { $0.day == d("2026-11-11") }?.state, .future)
  }

  func testOverallLevelThresholds() {
    XCTAssertNil(Heatmap.level(done: 0, of: 0))
    XCTAssertEqual(Heatmap.level(done: 0, of: 5), 0)
    XCTAssertEqual(Heatmap.level(done: 1, of: 4), 1)
    XCTAssertEqual(Heatmap.level(done: 1, of: 5), 1)
    XCTAssertEqual(Heatmap.level(done: 2, of: 7), 2)
    XCTAssertEqual(Heatmap.level(done: 2, of: 4), 2)
    XCTAssertEqual(Heatmap.level(done: 3, of: 5), 3)
    XCTAssertEqual(Heatmap.level(done: 3, of: 4), 3)
    XCTAssertEqual(Heatmap.level(done: 4, of: 5), 4)
    XCTAssertEqual(Heatmap.level(done: 1, of: 1), 4)
  }

  func testOverallCountsDueNotSkippedHabits() {
    let a = habit("a", start: "2026-11-01", id: 1)
    let b = habit("b", start: "2026-11-01", id: 2)
    let c = habit("c", schedule: .weekdays(WeekdaySet([.sunday])), start: "2026-11-01", id: 3)
    let map = Heatmap.overall(
      [
        (a, history(a, ["2026-11-23": .done, "2026-11-24": .done, "2026-11-29": .done])),
        (b, history(b, ["2026-11-24": .skipped, "2026-11-25": .done])),
        (c, history(c, ["2026-11-23": .done, "2026-11-29": .skipped])),
      ], end: d("2026-11-29"), weekStart: .sunday)
    func level(_ iso: String) -> Int?? { map.cells.first { $0.day == d(iso) }.map { $0.level } }
    XCTAssertEqual(level("2026-11-23"), 2)  // a done, b missed; c's off-day check-in is not counted
    XCTAssertEqual(level("2026-11-24"), 4)  // a done, b skipped
    XCTAssertEqual(level("2026-11-25"), 2)  // b done of a, b
    XCTAssertEqual(level("2026-11-26"), 0)
    XCTAssertEqual(level("2026-11-29"), 2)  // a done, b pending, c skipped
    XCTAssertEqual(level("2026-10-31"), .some(nil))  // nothing due
    XCTAssertEqual(level("2026-11-30"), .some(nil))  // after the end
    XCTAssertTrue(map.cells.allSatisfy { $0.state == nil })
  }
}
