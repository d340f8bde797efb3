import Foundation
import HabitApp
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
    XCTAssertEqual(try copy.read { db in try db.habits().map(\.name) }, ["독서"])
    let habit = try XCTUnwrap(try copy.read { db in try db.habits().first })
    XCTAssertEqual(
      try copy.read { db in try db.entries(habitID: habit.id).map(\.day.iso) },
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
    XCTAssertEqual(try copy.read { db in try db.habits().count }, 1)
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    XCTAssertFalse(left.contains { $0.contains(".new-") }, "no temporary file left: \(left)")
  }
}

/// `restore`: a backup checked, then put in place of the database, which is kept beside it.
final class RestoreCommandTests: CLITestCase {
  private var backup: String { folder.appendingPathComponent("backup.sqlite").path }

  /// 독서 with two check-ins in the backup; then 운동 added after it.
  private func backedUpThenChanged() {
    ok("add", "독서", "--start", "2026-11-01")
    ok("check", "독서", "--date", "2026-11-29")
    ok("check", "독서")
    ok("backup", backup)
    ok("add", "운동")
  }

  func testABackupComesBackAndTheDatabaseIsKeptBesideIt() throws {
    backedUpThenChanged()
    XCTAssertEqual(
      ok("restore", backup, "--yes"),
      "Restored 1 habit and 2 check-ins from \(backup); the previous database is kept as "
        + "\(database).before-restore")
    XCTAssertEqual(ok("streak"), "Habit  Current  Best  Today\n독서         2     2  done")
    for suffix in ["-wal", "-shm"] {
      XCTAssertFalse(
        FileManager.default.fileExists(atPath: backup + suffix), "reading left \(suffix)")
    }
    let kept = try HabitStore(path: database + ".before-restore")
    XCTAssertEqual(try kept.read { db in try db.habits().map(\.name) }, ["독서", "운동"])
  }

  func testABackupOfAnOlderReleaseIsMigratedOnceRestored() throws {
    ok("add", "운동")
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../HabitStoreTests/Fixtures/release-0.2-schema4.sqlite").path
    let old = folder.appendingPathComponent("old.sqlite").path
    try FileManager.default.copyItem(atPath: fixture, toPath: old)
    let restored = ok("restore", old, "--yes")
    XCTAssertTrue(restored.hasPrefix("Restored 8 habits and "), restored)
    // Opening it again finds it migrated: the release's habits, streaks read from derived data.
    let store = try HabitStore(path: database)
    XCTAssertEqual(try store.read { db in try db.habits(includeArchived: true).count }, 8)
    XCTAssertTrue(ok("list").contains("독서"))
  }

  func testOnATerminalItAsksFirst() {
    backedUpThenChanged()
    let before = dump()
    let outcome = run(["restore", backup], terminalColumns: 80, ask: { _ in "n" })
    XCTAssertEqual(outcome.status, 1)
    XCTAssertEqual(outcome.error, "habitflow: cancelled; nothing was changed\n")
    XCTAssertEqual(dump(), before)
    var asked = ""
    _ = run(
      ["restore", backup], terminalColumns: 80,
      ask: {
        asked = $0
        return "y"
      })
    XCTAssertEqual(asked, "Replace the database with \(backup) (1 habit, 2 check-ins)? [y/N] ")
  }

  func testWhatIsNotAWholeHabitFlowDatabaseIsRefused() throws {
    backedUpThenChanged()
    let missing = folder.appendingPathComponent("none.sqlite").path
    refused(
      ["restore", missing, "--yes"], status: 1,
      message: "cannot open the database \(missing): no such file")
    let text = folder.appendingPathComponent("notes.txt").path
    try Data("plain text, long enough to be no database at all".utf8).write(
      to: URL(fileURLWithPath: text))
    refused(
      ["restore", text, "--yes"], status: 1,
      message: "\(text) is not a HabitFlow database; it was left untouched")
    // The habits' page overwritten: the header and the schema still read.
    let root = try Database(path: backup, mode: .readOnly(immutable: true)).scalar(
      "SELECT rootpage FROM sqlite_master WHERE name = 'habits'")?.integer
    let handle = try XCTUnwrap(FileHandle(forWritingAtPath: backup))
    try handle.seek(toOffset: UInt64((try XCTUnwrap(root) - 1) * 4096 + 8))
    try handle.write(contentsOf: Data(repeating: 0xFF, count: 2000))
    try handle.close()
    refused(
      ["restore", backup, "--yes"], status: 1,
      message: "\(backup) fails SQLite's integrity check; nothing was changed")
  }

  func testRefusedWhileTheInterfaceOrWatchHasTheDatabaseOpen() throws {
    backedUpThenChanged()
    let lock = try XCTUnwrap(try DelivererLock.acquire(database: database, role: "watch"))
    refused(
      ["restore", backup, "--yes"], status: 1,
      message: "watch (pid \(getpid())) has the database open; quit it first (nothing was changed)")
    withExtendedLifetime(lock) {}
  }
}
