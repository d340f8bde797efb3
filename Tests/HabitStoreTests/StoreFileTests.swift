import Foundation
import HabitCore
import HabitStore
import XCTest

/// Which files the store takes as its own, and that it leaves every other one exactly as it was.
final class StoreFileTests: FolderTestCase {

  /// Leaves `name` as a writer killed mid-session leaves its file: committed changes still in the
  /// write-ahead log, not yet copied into the database. `changes` run on a connection kept open
  /// while both files are copied, so no checkpoint folds the log in first.
  private func crashed(_ name: String, from source: String, changes: String) throws -> String {
    let writer = try RawSQLite(source)
    try writer.execute("PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0; " + changes)
    let target = path(name)
    try withExtendedLifetime(writer) {
      try FileManager.default.copyItem(atPath: source, toPath: target)
      try FileManager.default.copyItem(atPath: source + "-wal", toPath: target + "-wal")
    }
    XCTAssertGreaterThan(bytes(target)[1]?.count ?? 0, 0, "the log holds the changes")
    return target
  }

  func testAForeignDatabaseWithAPendingLogStaysByteIdentical() throws {
    let file = try crashed(
      "notes.sqlite", from: path("live.sqlite"),
      changes: "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep');")
    let before = bytes(file)
    XCTAssertThrowsError(try HabitStore(path: file)) {
      XCTAssertEqual($0 as? StoreError, .notHabitFlow(path: file))
    }
    XCTAssertEqual(bytes(file), before)
  }

  func testANewerDatabaseWithAPendingLogStaysByteIdentical() throws {
    let live = path("live.sqlite")
    _ = try HabitStore(path: live)
    let file = try crashed("newer.sqlite", from: live, changes: "PRAGMA user_version = 99;")
    let before = bytes(file)
    XCTAssertThrowsError(try HabitStore(path: file)) {
      XCTAssertEqual(
        $0 as? StoreError,
        .newerSchema(path: file, found: 99, supported: HabitStore.schemaVersion))
    }
    XCTAssertEqual(bytes(file), before)
  }

  func testOurOwnPendingLogIsRead() throws {
    let live = path("live.sqlite")
    _ = try HabitStore(path: live)
    let file = try crashed(
      "ours.sqlite", from: live,
      changes: """
        INSERT INTO habits (uuid, name, schedule_kind, start_day, position)
        VALUES ('u1', '독서', 'daily', '2026-11-01', 0);
        """)
    XCTAssertEqual(try HabitStore(path: file).read { try $0.habits() }.map(\.name), ["독서"])
  }

  func testHabitFlowsMarkWithoutItsTablesIsRefusedUntouched() throws {
    let file = path("marked.sqlite")
    try RawSQLite.execute(
      file,
      """
      PRAGMA application_id = \(0x4846_6C77); PRAGMA user_version = 2;
      CREATE TABLE habits (id INTEGER PRIMARY KEY, label TEXT);
      """)
    let before = bytes(file)
    XCTAssertThrowsError(try HabitStore(path: file)) {
      XCTAssertEqual($0 as? StoreError, .damaged(path: file))
    }
    XCTAssertEqual(bytes(file), before)
    XCTAssertEqual(try RawSQLite.pragmaText("journal_mode", of: file), "delete")
  }

  func testOurCurrentFileMissingOneColumnIsRefusedUntouched() throws {
    let file = path("habitflow.sqlite")
    _ = try HabitStore(path: file)
    try RawSQLite.execute(file, "ALTER TABLE sync_peers DROP COLUMN taken_total;")
    let before = bytes(file)[0]
    XCTAssertThrowsError(try HabitStore(path: file)) {
      XCTAssertEqual($0 as? StoreError, .damaged(path: file))
    }
    XCTAssertEqual(bytes(file)[0], before)
  }

  func testSomethingThatIsNotARegularFileIsRefused() throws {
    let directory = path("a folder.sqlite")
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
    XCTAssertThrowsError(try HabitStore(path: directory)) {
      XCTAssertEqual($0 as? StoreError, .notAFile(path: directory))
    }
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path), ["a folder.sqlite"])
    XCTAssertEqual(
      StoreError.notAFile(path: "/dev/null").description,
      "/dev/null is not a regular file; it was left untouched")
  }

  func testANewDatabaseIsCreatedWholeWithNothingLeftBeside() throws {
    let file = path("new/habitflow.sqlite")
    let store = try HabitStore(path: file)
    XCTAssertTrue(store.created)
    XCTAssertEqual(try RawSQLite.pragma("user_version", of: file), HabitStore.schemaVersion)
    XCTAssertEqual(try RawSQLite.pragmaText("journal_mode", of: file), "wal")
    let attributes = try FileManager.default.attributesOfItem(atPath: file)
    XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
    XCTAssertFalse(try HabitStore(path: file).created)
    let left = try FileManager.default.contentsOfDirectory(atPath: path("new"))
    XCTAssertEqual(
      left.filter { !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }, ["habitflow.sqlite"])
  }
}
