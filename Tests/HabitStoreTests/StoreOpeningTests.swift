import Foundation
import XCTest

@testable import HabitStore

/// A file HabitFlow made is identified on the connection that then reads and writes it; until it
/// is known, that connection leaves the file and its log as they were.
final class StoreOpeningTests: FolderTestCase {

  /// The first 100 bytes of a file.
  private func header(_ path: String) throws -> [UInt8] {
    Array(try XCTUnwrap(FileManager.default.contents(atPath: path)).prefix(100))
  }

  func testOnlyAMarkedFileInLogModeIsOpenedInPlace() throws {
    let ours = path("ours.sqlite")
    _ = try HabitStore(path: ours)
    XCTAssertTrue(StoreFile.isOwnInLogMode(header: try header(ours)))
    let foreign = path("foreign.sqlite")
    try RawSQLite.execute(foreign, "PRAGMA journal_mode = WAL; CREATE TABLE notes (body TEXT);")
    XCTAssertFalse(StoreFile.isOwnInLogMode(header: try header(foreign)))
    let rollback = path("rollback.sqlite")
    try RawSQLite.execute(
      rollback, "PRAGMA application_id = \(0x4846_6C77); CREATE TABLE notes (body TEXT);")
    XCTAssertFalse(StoreFile.isOwnInLogMode(header: try header(rollback)))
    XCTAssertFalse(StoreFile.isOwnInLogMode(header: Array(try header(ours).prefix(99))))
  }

  /// HabitFlow's mark and log mode in the file itself, no tables, and a change waiting in the
  /// log (a writer killed before a checkpoint): identified in place, refused, left byte for byte.
  func testAMarkedFileWithoutItsTablesAndAPendingLogStaysByteIdentical() throws {
    let live = path("live.sqlite")
    let writer = try RawSQLite(live)
    try writer.execute(
      """
      PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0;
      PRAGMA application_id = \(0x4846_6C77); PRAGMA user_version = 2;
      CREATE TABLE habits (id INTEGER PRIMARY KEY, label TEXT);
      PRAGMA wal_checkpoint(TRUNCATE);
      INSERT INTO habits VALUES (1, 'kept');
      """)
    let file = path("marked.sqlite")
    try withExtendedLifetime(writer) {
      try FileManager.default.copyItem(atPath: live, toPath: file)
      try FileManager.default.copyItem(atPath: live + "-wal", toPath: file + "-wal")
    }
    XCTAssertTrue(StoreFile.isOwnInLogMode(header: try header(file)))
    let before = bytes(file)
    XCTAssertGreaterThan(before[1]?.count ?? 0, 0, "the log holds the change")
    XCTAssertThrowsError(try HabitStore(path: file)) {
      XCTAssertEqual($0 as? StoreError, .damaged(path: file))
    }
    XCTAssertEqual(bytes(file), before)
  }

  func testClosingAfterAWriteFoldsOurLogInAndOtherProgramsReadTheFile() throws {
    let file = path("habitflow.sqlite")
    _ = try HabitStore(path: file)
    do {
      let store = try HabitStore(path: file)
      try store.write { db in try db.setValue("x", for: "probe") }
    }
    XCTAssertEqual(
      WriteAheadLog(file + "-wal")?.frames, 0,
      "closing folded the change in and kept the log's file")
    XCTAssertEqual(try RawSQLite(file).text("SELECT value FROM settings WHERE key = 'probe'"), "x")
  }

}
