import XCTest

@testable import HabitStore

/// Each of HabitFlow's tables is read and written through one column list, which is the
/// table's columns as the schema makes them, in their order: the list cannot drift from it.
final class ColumnListTests: XCTestCase {
  func testEachListIsItsTablesColumnsInTheSchemasOrder() throws {
    let database = try Database(path: ":memory:", mode: .create)
    for step in Schema.migrations { try database.execute(step) }
    for list in TableColumns.all {
      XCTAssertEqual(list.columnNames, try columns(of: list.table, in: database), list.table)
    }
  }

  func testEveryTableHasAList() throws {
    XCTAssertEqual(
      Set(TableColumns.all.map { $0.table }),
      Set(try Schema.tables(atVersion: Schema.version).keys))
    XCTAssertEqual(TableColumns.all.count, Set(TableColumns.all.map { $0.table }).count)
  }

  func testACaseNamesItsColumnInSnakeCase() {
    XCTAssertEqual(HabitColumn.scheduleKind.name, "schedule_kind")
    XCTAssertEqual(EntryColumn.habitID.name, "habit_id")
    XCTAssertEqual(PeerColumn.writtenWall.name, "written_wall")
    XCTAssertEqual(SettingColumn.key.name, "key")
    for list in TableColumns.all { assertNamesFollowCases(list) }
  }

  /// Each written-out SQL name is its case's name in snake case, one name per case.
  private func assertNamesFollowCases<List: ColumnList>(_ list: List.Type) {
    XCTAssertEqual(
      List.sqlNames, List.allCases.map { Self.snakeCase(String(describing: $0)) }, List.table)
  }

  private static func snakeCase(_ name: String) -> String {
    var snake = ""
    var wasUppercase = false
    for character in name {
      if character.isUppercase && !wasUppercase { snake += "_" }
      wasUppercase = character.isUppercase
      snake += character.lowercased()
    }
    return snake
  }

  func testTheStatementsAreBuiltFromTheList() {
    XCTAssertEqual(SettingColumn.select(), "SELECT key, value FROM settings")
    XCTAssertEqual(
      EntryColumn.select(omitting: [.note]),
      "SELECT habit_id, day, status, NULL, amount FROM entries")
    XCTAssertEqual(
      FiredColumn.insert("INSERT OR REPLACE"),
      "INSERT OR REPLACE INTO center_fired (id, fire_at) VALUES (?, ?)")
    XCTAssertEqual(BurstColumn.names("b"), "b.id, b.kind, b.habit_id, b.start_at")
    XCTAssertEqual(BurstColumn.end, 4)
  }

  private func columns(of table: String, in database: Database) throws -> [String] {
    let statement = try database.prepare("SELECT name FROM pragma_table_info(?)", [.text(table)])
    var names: [String] = []
    while try statement.step() { names.append(statement.text(0) ?? "") }
    return names
  }
}
