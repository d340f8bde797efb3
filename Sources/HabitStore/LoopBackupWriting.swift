import Foundation
import HabitCore
import HabitInterchange

extension LoopBackup {
  /// Loop's tables as its migrations leave them at schema 25.
  static let schema = [
    "CREATE TABLE android_metadata (locale TEXT)",
    "INSERT INTO android_metadata VALUES ('en_US')",
    """
    CREATE TABLE Habits (id integer primary key autoincrement, archived integer, color integer,
      description text, freq_den integer, freq_num integer, highlight integer, name text,
      position integer, reminder_hour integer, reminder_min integer,
      reminder_days integer not null default 127, type integer not null default 0,
      target_type integer not null default 0, target_value real not null default 0,
      unit text not null default '', question text, uuid text)
    """,
    """
    CREATE TABLE Repetitions (id integer primary key autoincrement,
      habit integer not null references habits(id), timestamp integer not null,
      value integer not null, notes text)
    """,
    "CREATE UNIQUE INDEX idx_repetitions_habit_timestamp ON Repetitions (habit, timestamp)",
    "PRAGMA user_version = 25",
  ]

  /// Writes the carried habits as a Loop backup of schema 25 at `path`, made beside it under a
  /// temporary name and put in place whole; something at `path` is refused unless `replacing`.
  /// A habit's description becomes Loop's question, its first time Loop's reminder (on a weekday
  /// schedule's days), and what Loop cannot hold goes into a table of its own (`LoopExtras`).
  public static func write(_ carried: Carried, to path: String, replacing: Bool) throws {
    if !replacing, StoreFile.exists(path) { throw StoreError.exists(path: path) }
    let temporary = try StoreFile.createPrivateBeside(path)
    defer { unlink(temporary) }
    do {
      let database = try Database(path: temporary, mode: .readWrite)
      try database.transaction(immediate: true) {
        for statement in schema { try database.execute(statement) }
        for (index, item) in carried.habits.enumerated() {
          try insert(item, position: index, into: database)
        }
        try database.execute("CREATE TABLE \(extrasTable) (document TEXT NOT NULL)")
        try database.run(
          "INSERT INTO \(extrasTable) VALUES (?)",
          [.text(LoopExtras.document(carried).serialized)])
      }
    } catch let error as SQLiteError {
      throw StoreError.sqlite(error.message)
    }
    try StoreFile.place(temporary, at: path, replacing: replacing)
  }

  private static func insert(_ item: CarriedHabit, position: Int, into database: Database) throws {
    let habit = item.habit
    let frequency = LoopMapping.frequency(of: habit.schedule)
    let measure = habit.measure
    let time = LoopMapping.reminder(of: habit)
    try database.run(
      """
      INSERT INTO Habits (archived, color, description, freq_den, freq_num, highlight, name,
        position, reminder_hour, reminder_min, reminder_days, type, target_type, target_value,
        unit, question, uuid)
      VALUES (?, ?, '', ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .integer(habit.archived ? 1 : 0), .integer(Int64(LoopMapping.loopIndex(of: habit.color))),
        .integer(Int64(frequency.denominator)), .integer(Int64(frequency.numerator)),
        .text(habit.name), .integer(Int64(position)),
        time.map { .integer(Int64($0.hour)) } ?? .null,
        time.map { .integer(Int64($0.minute)) } ?? .null,
        .integer(Int64(LoopMapping.reminderDays(of: habit))), .integer(measure == nil ? 0 : 1),
        .integer(measure?.type == .atMost ? 1 : 0),
        .real(measure?.target.value ?? 0), .text(measure?.unit ?? ""), .text(habit.description),
        .text(habit.uuid),
      ])
    let id = database.lastInsertRowID
    let statement = try database.prepare(
      "INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (?, ?, ?, ?)")
    for entry in item.entries {
      // What Loop cannot store (a measurable habit's "not done") goes in the extras only.
      guard let value = LoopMapping.value(of: entry, measurable: measure != nil) else { continue }
      try statement.reset(binding: [
        .integer(id), .integer(Int64(entry.day.number) * 86_400_000), .integer(value),
        entry.note.map(SQLValue.text) ?? .null,
      ])
      try statement.runToEnd()
    }
  }
}
