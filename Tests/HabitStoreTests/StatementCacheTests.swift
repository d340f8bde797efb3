import XCTest

@testable import HabitStore

/// A connection keeps each released statement prepared and hands it out again for the same SQL,
/// reset and without its old values, as if it were prepared anew.
final class StatementCacheTests: FolderTestCase {
  private func numbers(_ database: Database) throws {
    try database.execute(
      "CREATE TABLE numbers (value INTEGER); INSERT INTO numbers VALUES (1), (2), (3);")
  }

  private func values(_ statement: Statement) throws -> [Int64] {
    var values: [Int64] = []
    while try statement.step() { values.append(statement.int(0)) }
    return values
  }

  func testTheSameSQLIsPreparedOnceAndBoundAnew() throws {
    let database = try Database(path: ":memory:", mode: .create)
    XCTAssertEqual(try database.scalar("SELECT ? + 1", [.integer(1)]), .integer(2))
    XCTAssertEqual(try database.scalar("SELECT ? + 1", [.integer(41)]), .integer(42))
    XCTAssertEqual(try database.scalar("SELECT ? + 1"), .null, "the old value is not kept")
    XCTAssertEqual(database.statementsPrepared, 1)
    XCTAssertEqual(try database.scalar("SELECT ? + 2", [.integer(1)]), .integer(3))
    XCTAssertEqual(database.statementsPrepared, 2)
  }

  func testAStatementReleasedHalfWayStartsAgainFromTheFirstRow() throws {
    let database = try Database(path: ":memory:", mode: .create)
    try numbers(database)
    let sql = "SELECT value FROM numbers ORDER BY value"
    do {
      let first = try database.prepare(sql)
      XCTAssertTrue(try first.step())
    }
    XCTAssertEqual(try values(database.prepare(sql)), [1, 2, 3])
  }

  func testTwoLiveStatementsOfTheSameSQLAreIndependent() throws {
    let database = try Database(path: ":memory:", mode: .create)
    try numbers(database)
    let sql = "SELECT value FROM numbers ORDER BY value"
    let outer = try database.prepare(sql)
    XCTAssertTrue(try outer.step())
    XCTAssertEqual(outer.int(0), 1)
    XCTAssertEqual(try values(database.prepare(sql)), [1, 2, 3])
    XCTAssertEqual(try values(outer), [2, 3])
  }

  func testAKeptStatementReadsWhatAnotherConnectionWroteSince() throws {
    let path = folder.appendingPathComponent("kept.sqlite").path
    let reader = try Database(path: path, mode: .create)
    try reader.execute("PRAGMA journal_mode = WAL")
    try numbers(reader)
    let sql = "SELECT count(*) FROM numbers"
    do {
      let statement = try reader.prepare(sql)
      XCTAssertTrue(try statement.step())
      XCTAssertEqual(statement.int(0), 3)
    }
    let writer = try Database(path: path, mode: .readWrite)
    try writer.run("INSERT INTO numbers VALUES (4)")
    XCTAssertEqual(try reader.scalar(sql), .integer(4), "no old read is held by a kept statement")
    XCTAssertEqual(reader.statementsPrepared, 1)
  }

  func testAKeptStatementFollowsASchemaChange() throws {
    let database = try Database(path: ":memory:", mode: .create)
    try numbers(database)
    let sql = "SELECT * FROM numbers ORDER BY value LIMIT 1"
    XCTAssertEqual(try database.prepare(sql).columnCount, 1)
    try database.execute("ALTER TABLE numbers ADD COLUMN label TEXT DEFAULT 'x'")
    let statement = try database.prepare(sql)
    XCTAssertTrue(try statement.step())
    XCTAssertEqual(statement.columnCount, 2)
    XCTAssertEqual(statement.text(1), "x")
  }
}
