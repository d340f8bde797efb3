import Foundation

/// Loop Habit Tracker backups built by its rules, one schema version at a time: the columns each
/// version added (Habits: reminder_days 11, type/target_type/target_value 16, unit 18, question
/// 23, uuid 24; Repetitions: value 16, notes 25; a unique (habit, timestamp) index from 22, so
/// older files may hold duplicates), milliseconds of the day's 00:00 UTC as timestamps.
struct LoopFixture {
  let version: Int

  /// Day numbers (days since 1970) of the fixture's entries.
  static let first = 20_454  // 2026-01-01

  /// Writes the fixture at `path`: Run (yes/no, daily, 07:30, red) with done, skipped, not done,
  /// auto and a duplicate row; Water (measurable from 16: 2 l at least, 3 in 7 days) with two
  /// amounts; Old (archived, 1 in 7, grey) with one check-in; rows of a deleted habit.
  func write(to path: String) throws {
    let database = try RawSQLite(path)
    try database.execute(schema() + "PRAGMA user_version = \(version);")
    try database.execute(habits() + repetitions())
  }

  private func has(_ column: Int) -> Bool { version >= column }

  private func schema() -> String {
    var habits =
      "CREATE TABLE Habits (id integer primary key autoincrement, archived integer, color integer, "
      + "description text, freq_den integer, freq_num integer, highlight integer, name text, "
      + "position integer, reminder_hour integer, reminder_min integer"
    if has(11) { habits += ", reminder_days integer not null default 127" }
    if has(16) {
      habits +=
        ", type integer not null default 0, target_type integer not null default 0, "
        + "target_value real not null default 0"
    }
    if has(18) { habits += ", unit text not null default ''" }
    if has(23) { habits += ", question text" }
    if has(24) { habits += ", uuid text" }
    var repetitions =
      "CREATE TABLE Repetitions (id integer primary key autoincrement, "
      + "habit integer references habits(id), timestamp integer"
    if has(16) { repetitions += ", value integer not null default 2" }
    if has(25) { repetitions += ", notes text" }
    var sql = habits + ");\n" + repetitions + ");\n"
    if has(22) {
      sql +=
        "CREATE UNIQUE INDEX idx_repetitions_habit_timestamp ON Repetitions (habit, timestamp);\n"
    }
    if !has(21) {
      sql += "CREATE TABLE Checkmarks (id integer primary key autoincrement, habit integer, "
      sql += "timestamp integer, value integer);\n"
    }
    return sql
  }

  private func habits() -> String {
    let question = has(23) ? ", question" : ""
    let uuid = has(24) ? ", uuid" : ""
    let measurable = has(16) ? ", type, target_type, target_value" : ""
    let unit = has(18) ? ", unit" : ""
    func row(_ values: String, _ text: String, _ id: String, _ kind: String, _ unitName: String)
      -> String
    {
      "INSERT INTO Habits (id, archived, color, description, freq_den, freq_num, highlight, name, "
        + "position, reminder_hour, reminder_min\(question)\(uuid)\(measurable)\(unit)) VALUES ("
        + values + (has(23) ? ", " + text : "") + (has(24) ? ", " + id : "")
        + (has(16) ? ", " + kind : "") + (has(18) ? ", " + unitName : "") + ");\n"
    }
    let runText = has(23) ? "'Couch to 5k'" : "'Did you run?'"
    var sql = row(
      "1, 0, 0, \(runText), 1, 1, 0, 'Run', 0, 7, 30", "'Did you run?'", "'5c6f00aa11'",
      "0, 0, 0", "''")
    if has(16) {
      sql += row("2, 0, 8, '', 7, 3, 0, 'Water', 1, NULL, NULL", "''", "'77aa'", "1, 0, 2.0", "'l'")
    }
    sql += row("3, 1, 18, '', 7, 1, 0, 'Old', 2, NULL, NULL", "''", "'0ld0'", "0, 0, 0", "''")
    return sql
  }

  private func repetitions() -> String {
    func day(_ offset: Int) -> Int64 { Int64(Self.first + offset) * 86_400_000 }
    var rows: [(Int, Int64, Int, String)] = [
      (1, day(0), 2, "'first run'"), (1, day(1), 3, "NULL"), (1, day(2), 0, "NULL"),
      (1, day(3), 1, "NULL"), (1, day(4), 2, "NULL"), (3, day(10), 2, "NULL"),
      (99, day(0), 2, "NULL"),
    ]
    if !has(22) { rows.append((1, day(0), 3, "NULL")) }
    if has(16) { rows += [(2, day(0), 1500, "NULL"), (2, day(2), 2500, "'hot'")] }
    return rows.map { habit, timestamp, value, note in
      let columns = "habit, timestamp" + (has(16) ? ", value" : "") + (has(25) ? ", notes" : "")
      let values =
        "\(habit), \(timestamp)" + (has(16) ? ", \(value)" : "") + (has(25) ? ", \(note)" : "")
      return "INSERT INTO Repetitions (\(columns)) VALUES (\(values));\n"
    }.joined()
  }
}
