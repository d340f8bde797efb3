import Foundation
import HabitStore
import XCTest

/// HabitFlow's file system for SQLite: a folded write-ahead log is emptied in place by spoiling its
/// header, and holds nothing to any later reader, however many old pages stay in its file.
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

  private func count(_ file: String) throws -> Int64? {
    try Database(path: file, mode: .readWrite).scalar("SELECT count(*) FROM rows")?.integer
  }

  func testAFoldEmptiesAShortLogBySpoilingItsHeaderAndKeepsItsPages() throws {
    let (database, file) = try database()
    try insert(40, bytes: 1000, into: database)
    let log = try XCTUnwrap(WriteAheadLog(file + "-wal"))
    XCTAssertGreaterThan(log.frames, 10)
    XCTAssertTrue(database.foldLog())
    let folded = try XCTUnwrap(WriteAheadLog(file + "-wal"))
    XCTAssertEqual(folded.bytes.count, log.bytes.count, "the file keeps its length")
    let header = Array(folded.bytes.prefix(32))
    XCTAssertEqual(Array(header.prefix(16)), Array(repeating: 0, count: 16), "no log header")
    let salts = Array(header.dropFirst(16).prefix(8))
    XCTAssertEqual(salts.count, 8)
    XCTAssertNotEqual(salts, Array(repeating: 0, count: 8), "new salts")
    XCTAssertNotEqual(salts, log.salts)
    XCTAssertEqual(Array(header.dropFirst(24)), Array(repeating: 0, count: 8))
    XCTAssertEqual(folded.bytes.dropFirst(32), log.bytes.dropFirst(32), "and its pages")
    XCTAssertEqual(folded.frames, 0, "it holds nothing")
    XCTAssertEqual(try count(file), 40, "the file does")
  }

  func testAFoldCutsALongLogToNothing() throws {
    let (database, file) = try database()
    try insert(300, bytes: 4000, into: database)
    XCTAssertGreaterThan(try XCTUnwrap(WriteAheadLog(file + "-wal")).bytes.count, 1 << 20)
    XCTAssertTrue(database.foldLog())
    XCTAssertEqual(try XCTUnwrap(WriteAheadLog(file + "-wal")).bytes.count, 0)
  }

  func testAShortCommitAfterAFoldIsReadWithoutTheOldPagesBeyondIt() throws {
    let file: String
    do {
      let (database, path) = try database()
      file = path
      try insert(40, bytes: 1000, into: database)
      let before = try XCTUnwrap(WriteAheadLog(file + "-wal"))
      XCTAssertTrue(database.foldLog())
      try database.run("DELETE FROM rows WHERE rowid > 5")
      let after = try XCTUnwrap(WriteAheadLog(file + "-wal"))
      XCTAssertNotEqual(after.salts, before.salts, "a new log, under new salts")
      XCTAssertLessThan(after.frames, before.frames)
      XCTAssertEqual(after.bytes.count, before.bytes.count, "written over the old one")
    }
    // Every connection closed without folding: the next to open reads the log from its file.
    XCTAssertGreaterThan(try XCTUnwrap(WriteAheadLog(file + "-wal")).frames, 0)
    XCTAssertEqual(try count(file), 5)
    XCTAssertEqual(
      try Database(path: file, mode: .readWrite).scalar("PRAGMA integrity_check")?.text, "ok")
  }

  func testALogMissingIsMadeAgain() throws {
    let file: String
    do {
      let (database, path) = try database()
      file = path
      try insert(3, bytes: 10, into: database)
    }
    // A connection as SQLite opens them by default folds the log in and removes it as it closes.
    XCTAssertEqual(try count(file), 3, "read through the log left")
    XCTAssertNil(WriteAheadLog(file + "-wal"))
    let writer = try Database(path: file, mode: .readWrite)
    try insert(2, bytes: 10, into: writer)
    XCTAssertGreaterThan(try XCTUnwrap(WriteAheadLog(file + "-wal")).frames, 0, "made again")
    XCTAssertEqual(try writer.scalar("SELECT count(*) FROM rows")?.integer, 5)
  }
}

/// A write-ahead log file as the next process to open the database reads it: its header, and the
/// frames after it that carry the header's salts (checksums aside).
struct WriteAheadLog {
  /// The whole file.
  let bytes: [UInt8]

  /// Reads the log at `path`; nil when there is none.
  init?(_ path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    bytes = Array(data)
  }

  /// The header's two salts; nil without a valid header.
  var salts: [UInt8]? {
    guard bytes.count >= 32, word(0) | 1 == 0x377f_0683 else { return nil }
    return Array(bytes[16..<24])
  }

  /// How many frames from the start bear the header's salts: nothing without a valid header.
  var frames: Int {
    guard let salts else { return 0 }
    let size = Int(word(8)) + 24
    var count = 0
    while 32 + (count + 1) * size <= bytes.count {
      let start = 32 + count * size
      guard Array(bytes[start + 8..<start + 16]) == salts else { break }
      count += 1
    }
    return count
  }

  private func word(_ offset: Int) -> UInt32 {
    bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
  }
}
