import XCTest

@testable import HabitStore

/// The tables written out for the current schema version agree with the migrations.
final class CurrentTablesTests: XCTestCase {
  func testTheWrittenOutTablesAreWhatTheMigrationsMake() throws {
    let update = "update Schema.latestTables and latestTablesVersion (CurrentTables.swift)"
    XCTAssertEqual(
      Schema.latestTablesVersion, Schema.version,
      "a migration was appended: \(update) to the tables the migrations now make")
    XCTAssertEqual(
      try Schema.tables(atVersion: Schema.version), Schema.latestTables,
      "the migrations make other tables or columns than the written-out list: \(update)")
  }

  func testAnOlderVersionIsCheckedAgainstTheMigrations() throws {
    for version in 0..<Schema.version {
      XCTAssertEqual(
        try Schema.expectedTables(atVersion: version), try Schema.tables(atVersion: version))
    }
    XCTAssertEqual(try Schema.expectedTables(atVersion: Schema.version), Schema.latestTables)
  }
}
