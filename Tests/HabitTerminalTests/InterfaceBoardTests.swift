import Foundation
import HabitApp
import HabitCore
import HabitStore
import HabitTUI
import XCTest

@_spi(Benchmark) @testable import HabitTerminal

/// The interface keeps only recent days, reading a habit's heatmap weeks when it is shown and
/// every habit's marks for the overall heatmap: what it shows is what whole histories show.
final class InterfaceBoardTests: ScreenTestCase {
  private let zone = Zone(TimeZone(identifier: "Asia/Seoul")!)

  /// Three habits with 400 days of check-ins: daily, 3 in 7 days, a measurable 20 km a week.
  private func store(_ path: String) throws {
    let store = try HabitStore(path: path)
    let start = Day(iso: "2025-10-26")!
    try store.write { db in
      let habits = try [
        Habit(uuid: "u1", name: "독서", start: start),
        Habit(
          uuid: "u2", name: "Gym", schedule: .frequency(Frequency(times: 3, days: 7)!), start: start
        ),
        Habit(
          uuid: "u3", name: "Run", schedule: .frequency(Frequency(times: 1, days: 7)!),
          start: start, measure: Measure(unit: "km", target: Amount(thousandths: 20_000))),
      ].map { try db.insert($0) }
      for offset in 0..<400 {
        let day = start.adding(days: offset)
        for (index, habit) in habits.enumerated() where (offset * 7 + index * 3) % 5 < 3 {
          let amount = habit.isMeasurable ? Amount(thousandths: Int64(offset % 9) * 1500) : nil
          try db.save(
            Entry(day: day, status: offset % 11 == 0 ? .skipped : .done, amount: amount),
            habitID: habit.id)
        }
      }
    }
  }

  func testEveryHeatmapShownIsTheWholeHistorysOne() throws {
    let path = folder.appendingPathComponent("db.sqlite").path
    try store(path)
    let now = Date(timeIntervalSince1970: 1_795_996_800)  // 2026-11-30T09:00:00+09:00
    let options = InterfaceOptions(
      databasePath: path, zone: zone, environment: ["TERM": "xterm-256color"],
      clock: ManualClock(now))
    let app = try TerminalApp(options: options) { [input, output] in
      try CursesTerminal(
        environment: ["TERM": "xterm-256color"], input: OpaquePointer(input),
        output: OpaquePointer(output))
    }
    defer { app.close() }
    let store = try HabitStore(path: path)
    let service = ReminderService(store: store, zone: zone, environment: [:])
    let whole = try store.read { _ in try service.board(now: now) }
    // The overall heatmap first, before any habit's weeks have been read.
    try app.send(.key(.character("o")))
    XCTAssertEqual(
      app.model.snapshot.board.overallHeatmap().cells, whole.overallHeatmap().cells)
    try app.send(.key(.character("o")))
    for (index, habit) in whole.habits.enumerated() {
      if index > 0 { try app.send(.key(.character("j"))) }
      let shown = app.model.snapshot.board
      XCTAssertEqual(shown.heatmap(of: habit).cells, whole.heatmap(of: habit).cells, habit.name)
      XCTAssertEqual(shown.streak(of: habit), whole.streak(of: habit), habit.name)
    }
  }
}
