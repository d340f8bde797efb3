import Foundation
import HabitApp
import HabitCore
import HabitInterchange
import XCTest

@testable import HabitStore

/// HabitFlow's JSON export of random databases (every kind of habit, notes, amounts, skips,
/// archived and removed habits, settings) imported into an empty database exports the same text,
/// and both databases' boards agree.
final class ExportRoundTripTests: XCTestCase {
  func testRandomDatabasesExportImportAndExportTheSameText() throws {
    var run = try PropertyRun(seed: 20_261_201)
    var compared = 0
    for step in 0..<1_500 {
      _ = try run.step()
      guard step % 300 == 299 else { continue }
      let exported = HabitFlowFile.document(try run.store.read { try $0.carried() }).serialized
      let other = try HabitStore.inMemory()
      let read = try HabitFlowFile.read(Data(exported.utf8), file: "export.json")
      XCTAssertNil(read.problem(file: "export.json"), "step \(step)")
      _ = try other.importing(read, dryRun: false)
      XCTAssertEqual(
        HabitFlowFile.document(try other.read { try $0.carried() }).serialized, exported,
        "step \(step)")
      let pictures = try [run.store, other].map { store in
        try Self.picture(store, now: run.now)
      }
      XCTAssertEqual(pictures[0], pictures[1], "step \(step)")
      compared += 1
    }
    XCTAssertEqual(compared, 5)
  }

  /// What the screens show of a database: each habit's streak and heatmap, and the overall one.
  private static func picture(_ store: HabitStore, now: Date) throws -> [String] {
    let service = ReminderService(
      store: store, zone: Zone(TimeZone(identifier: "Pacific/Apia")!), environment: [:])
    let board = try store.read { _ in try service.board(now: now) }
    return board.habits.map { habit in
      "\(habit.name) \(board.streak(of: habit)) "
        + "\(board.heatmap(of: habit).cells.map { "\($0.level ?? -1)\($0.state.map { "\($0)" } ?? "")" })"
    } + ["\(board.overallHeatmap().cells.map { $0.level ?? -1 })"]
  }
}
