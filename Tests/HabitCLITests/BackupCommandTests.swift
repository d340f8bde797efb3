import Foundation
import HabitCLI
import HabitStore
import XCTest

/// `backup`: a whole, private copy beside the database or at a path, never over a file unasked.
final class BackupCommandTests: CLITestCase {
  private func readingCheckedTwice() {
    ok("add", "독서", "--start", "2026-11-01")
    ok("check", "독서", "--date", "2026-11-29")
    ok("check", "독서")
  }

  private var dated: String { folder.appendingPathComponent("habitflow-2026-11-30.sqlite").path }

  func testTheDefaultCopyIsBesideTheDatabaseNamedWithTheDay() throws {
    readingCheckedTwice()
    XCTAssertEqual(ok("backup"), "Backed up 1 habit and 2 check-ins to \(dated)")
    let copy = try HabitStore(path: dated)
    XCTAssertEqual(try copy.read { try copy.habits().map(\.name) }, ["독서"])
    let habit = try XCTUnwrap(try copy.read { try copy.habits().first })
    XCTAssertEqual(
      try copy.read { try copy.entries(habitID: habit.id).map(\.day.iso) },
      [
        "2026-11-29", "2026-11-30",
      ])
    let mode = try FileManager.default.attributesOfItem(atPath: dated)[.posixPermissions] as? Int
    XCTAssertEqual(mode, 0o600)
    let second = folder.appendingPathComponent("habitflow-2026-11-30-2.sqlite").path
    XCTAssertEqual(ok("backup"), "Backed up 1 habit and 2 check-ins to \(second)")
  }

  func testAnExistingPathIsKeptUnlessForced() throws {
    readingCheckedTwice()
    let path = folder.appendingPathComponent("keep.txt").path
    try Data("mine".utf8).write(to: URL(fileURLWithPath: path))
    refused(
      ["backup", path], status: 1,
      message: "\(path) already exists; nothing was written (--force replaces it)")
    XCTAssertEqual(FileManager.default.contents(atPath: path), Data("mine".utf8))
    XCTAssertEqual(ok("backup", path, "--force"), "Backed up 1 habit and 2 check-ins to \(path)")
    let copy = try HabitStore(path: path)
    XCTAssertEqual(try copy.read { try copy.habits().count }, 1)
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    XCTAssertFalse(left.contains { $0.contains(".new-") }, "no temporary file left: \(left)")
  }
}
