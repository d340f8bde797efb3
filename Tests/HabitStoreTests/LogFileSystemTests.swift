import CSQLite
import Foundation
import HabitStore
import XCTest

/// HabitFlow's file system for SQLite: the write-ahead log kept beside the database is reopened
/// without "create" (no folder flush) and made when missing; folded, it is cut to nothing and
/// read as such by any reader.
final class LogFileSystemTests: FolderTestCase {
  /// A database in write-ahead log mode whose connection leaves the log as it is on close.
  private func database(_ name: String = "log.sqlite") throws -> (Database, String) {
    let file = path(name)
    let database = try Database(path: file, mode: .create)
    try database.execute("PRAGMA journal_mode = WAL; CREATE TABLE rows (text TEXT)")
    XCTAssertTrue(database.checkpointOnClose(false))
    return (database, file)
  }

  private func insert(_ count: Int, bytes: Int, into database: Database) throws {
    try database.run(
      """
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
      INSERT INTO rows SELECT hex(randomblob(?)) FROM n
      """, [.integer(Int64(count)), .integer(Int64(bytes / 2))])
  }

  /// A database holding `rows` rows, every connection to it closed, its log folded or not.
  private func closedDatabase(rows: Int, bytes: Int, folded: Bool) throws -> String {
    let (database, file) = try database()
    try insert(rows, bytes: bytes, into: database)
    if folded { XCTAssertTrue(database.foldLog()) }
    return file
  }

  private func count(_ file: String) throws -> Int64? {
    try Database(path: file, mode: .readWrite).scalar("SELECT count(*) FROM rows")?.integer
  }

  /// A reader that cannot write the log's index (another user's, a read-only mount;
  /// `readonly_shm` stands for those, as tests may run as root) rebuilds its view from the log's
  /// file alone: it needs a valid header there, or a file shorter than one.
  func testAReaderThatCannotWriteTheIndexReadsAFoldedDatabase() throws {
    let file = try closedDatabase(rows: 40, bytes: 1000, folded: true)
    var reader: OpaquePointer?
    let uri = "file:" + file + "?mode=ro&readonly_shm=1"
    XCTAssertEqual(sqlite3_open_v2(uri, &reader, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nil), 0)
    defer { sqlite3_close(reader) }
    var statement: OpaquePointer?
    XCTAssertEqual(sqlite3_prepare_v2(reader, "SELECT count(*) FROM rows", -1, &statement, nil), 0)
    defer { sqlite3_finalize(statement) }
    XCTAssertEqual(sqlite3_step(statement), SQLITE_ROW, String(cString: sqlite3_errmsg(reader)))
    XCTAssertEqual(sqlite3_column_int64(statement, 0), 40)
  }

  func testAFoldCutsTheLogToNothingAndAnExistingLogIsWrittenAgain() throws {
    let (database, file) = try database()
    try insert(40, bytes: 1000, into: database)
    XCTAssertGreaterThan(try XCTUnwrap(WriteAheadLog(file + "-wal")).frames, 10)
    XCTAssertTrue(database.foldLog())
    XCTAssertEqual(try XCTUnwrap(WriteAheadLog(file + "-wal")).bytes.count, 0)
    try database.run("DELETE FROM rows WHERE rowid > 5")
    XCTAssertGreaterThan(try XCTUnwrap(WriteAheadLog(file + "-wal")).frames, 0)
    XCTAssertEqual(try count(file), 5)
  }

  func testALogMissingIsMadeAgain() throws {
    let file = try closedDatabase(rows: 3, bytes: 10, folded: false)
    // A connection as SQLite opens them by default folds the log in and removes it as it closes.
    XCTAssertEqual(try count(file), 3, "read through the log left")
    XCTAssertNil(WriteAheadLog(file + "-wal"))
    let writer = try Database(path: file, mode: .readWrite)
    try insert(2, bytes: 10, into: writer)
    XCTAssertGreaterThan(try XCTUnwrap(WriteAheadLog(file + "-wal")).frames, 0, "made again")
    XCTAssertEqual(try writer.scalar("SELECT count(*) FROM rows")?.integer, 5)
  }
}
