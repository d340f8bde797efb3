import XCTest

@testable import HabitStore

/// The tables written out for the current schema version agree with the migrations, and a file
/// is checked against them.
final class CurrentTablesTests: XCTestCase {
  private let update =
    "update Schema.latestTablesListing and latestTablesVersion (CurrentTables.swift)"

  func testTheWrittenOutTablesAreWhatTheMigrationsMake() throws {
    XCTAssertEqual(
      Schema.latestTablesVersion, Schema.version,
      "a migration was appended: \(update) to the tables the migrations now make")
    XCTAssertEqual(
      try Schema.tables(atVersion: Schema.version),
      Schema.tables(listedIn: "\(Schema.latestTablesListing)"),
      "the migrations make other tables or columns than the written-out list: \(update)")
  }

  func testAListingReadsBackAsItsTables() {
    let tables: [String: Set<String>] = ["b": ["x"], "a": ["z", "y"]]
    XCTAssertEqual(Schema.listing(of: tables), "a y z\nb x\n")
    XCTAssertEqual(Schema.tables(listedIn: Schema.listing(of: tables)), tables)
    XCTAssertEqual(
      Schema.tables(listedIn: "habits id\n  name times\nentries day\n"),
      ["habits": ["id", "name", "times"], "entries": ["day"]])
  }

  func testAFileOfEachVersionHasItsTables() throws {
    for version in 0...Schema.version {
      let database = try migrated(to: version)
      XCTAssertTrue(try Schema.hasTables(ofVersion: version, in: database), "version \(version)")
    }
  }

  func testAMissingTableOrColumnIsSeen() throws {
    for (version, change) in [
      (Schema.version, "ALTER TABLE habit_marks DROP COLUMN marks"),
      (Schema.version, "DROP TABLE sync_local"),
      (Schema.version - 1, "ALTER TABLE habits DROP COLUMN color"),
    ] {
      let database = try migrated(to: version)
      try database.execute(change)
      XCTAssertFalse(try Schema.hasTables(ofVersion: version, in: database), change)
    }
  }

  func testANameLongerThanAnyTableIsNotThere() throws {
    let database = try migrated(to: Schema.version)
    var listing = "habits " + String(repeating: "x", count: 64) + "\n"
    XCTAssertFalse(listing.withUTF8 { database.hasColumns(listedIn: $0) })
    listing = "habits id\n  name\n"
    XCTAssertTrue(listing.withUTF8 { database.hasColumns(listedIn: $0) })
    listing = "habits id\n  nam\n"
    XCTAssertFalse(listing.withUTF8 { database.hasColumns(listedIn: $0) })
  }

  private func migrated(to version: Int64) throws -> Database {
    let database = try Database(path: ":memory:", mode: .create)
    for step in Schema.migrations.prefix(Int(version)) { try database.execute(step) }
    return database
  }
}
