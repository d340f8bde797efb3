import Foundation
import XCTest

/// Only the store's gateway (Sources/HabitStore/Rows.swift) writes rows of `habits`, `entries`
/// and `settings`, and only it notes what derived data and sync must follow: no other writer
/// can forget them. The compiler holds the bookkeeping calls to the file (they are private to
/// it); these tests hold the SQL to it as well, reading the sources.
final class WriteGatewayTests: XCTestCase {
  func testOnlyTheGatewayWritesHabitsEntriesAndSettings() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/HabitStore")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    XCTAssertTrue(names.contains(GatewayScan.gateway), "the gateway moved: update this test")
    let files = try names.map {
      ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
    }
    XCTAssertEqual(GatewayScan.violations(in: files), [])
  }

  func testTheScanFindsEachKindOfWriteOutsideTheGateway() {
    let sample = """
      import HabitCore
      // INSERT INTO habits in a comment is no write.
      func sneak() throws {
        try database.run("INSERT INTO habits (id) VALUES (?)", [])
        try database.run("insert or replace into Entries (habit_id) values (?)")
        try database.run(
          \"\"\"
          INSERT INTO settings (key, value) VALUES (?, ?)
          ON CONFLICT (key) DO UPDATE SET value = excluded.value
          \"\"\")
        try database.run("REPLACE INTO settings (key, value) VALUES (?, ?)")
        try database.run("UPDATE entries SET note = ?")
        try database.run("DELETE FROM settings WHERE key = ?")
        try database.run(HabitColumn.insert())
        try database.run("DELETE FROM \\(EntryColumn.table)")
        try database.run("INSERT INTO habit_marks (habit_id) VALUES (?)")
        try touched(1)
        try markHabit("u")
        try markEntries(of: 1, on: [])
        try markSetting("k")
        try refreshTouched()
      }
      """
    XCTAssertEqual(
      GatewayScan.violations(in: [("Sneak.swift", sample)]),
      [
        "Sneak.swift:4: INSERT INTO habits", "Sneak.swift:5: insert or replace into Entries",
        "Sneak.swift:8: INSERT INTO settings", "Sneak.swift:11: REPLACE INTO settings",
        "Sneak.swift:12: UPDATE entries",
        "Sneak.swift:13: DELETE FROM settings", "Sneak.swift:14: HabitColumn.insert(",
        "Sneak.swift:15: EntryColumn.table", "Sneak.swift:17: touched(",
        "Sneak.swift:18: markHabit(", "Sneak.swift:19: markEntries(",
        "Sneak.swift:20: markSetting(",
      ])
    XCTAssertEqual(GatewayScan.violations(in: [(GatewayScan.gateway, sample)]), [])
    // The migrations may write those tables, but not note anything.
    XCTAssertEqual(
      GatewayScan.violations(in: [("Schema.swift", sample)]),
      [
        "Schema.swift:17: touched(", "Schema.swift:18: markHabit(",
        "Schema.swift:19: markEntries(", "Schema.swift:20: markSetting(",
      ])
  }
}

/// Finds, line by line, writes of the gateway's tables and bookkeeping calls outside it.
enum GatewayScan {
  /// The file that alone may write the tables and note the changes.
  static let gateway = "Rows.swift"
  /// Files that write the tables without the store's connection: the migrations, and Loop's
  /// backup files (another program's schema, in a file of their own).
  static let otherSchemas: Set<String> = ["Schema.swift", "LoopBackupWriting.swift"]

  private static let table = #"(habits|entries|settings)\b"#
  /// SQL that writes the tables (an `ON CONFLICT ... DO UPDATE` or `REPLACE` is part of an
  /// INSERT into them), and the column lists' builders of such SQL, case aside.
  private static let writes = [
    #"\b(INSERT|REPLACE)\b(\s+OR\s+\w+)?\s+INTO\s+"# + table,
    #"\bUPDATE\s+(OR\s+\w+\s+)?"# + table, #"\bDELETE\s+FROM\s+"# + table,
    #"\b(HabitColumn|EntryColumn|SettingColumn)\.(insert\(|table\b)"#,
  ]
  /// The bookkeeping calls (case kept: `refreshTouched(` is the commit's, not a writer's).
  private static let notes = [#"\btouched\("#, #"\bmark(Habit|Entries|Setting)\("#]

  /// Each violation as `file:line: what`, in file and line order.
  static func violations(in files: [(name: String, text: String)]) -> [String] {
    var found: [String] = []
    for (name, text) in files where name != gateway {
      let patterns =
        (otherSchemas.contains(name) ? [] : writes.map { ($0, true) }) + notes.map { ($0, false) }
      for (number, line) in text.components(separatedBy: "\n").enumerated() {
        guard !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") else { continue }
        for (pattern, ignoringCase) in patterns {
          guard
            let range = line.range(
              of: pattern,
              options: ignoringCase
                ? [.regularExpression, .caseInsensitive]
                : [
                  .regularExpression
                ])
          else { continue }
          found.append("\(name):\(number + 1): \(line[range])")
        }
      }
    }
    return found
  }
}
