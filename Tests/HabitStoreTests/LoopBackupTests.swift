import Foundation
import HabitCore
import HabitInterchange
import XCTest

@testable import HabitStore

/// Loop backups of the versions Loop shipped, read as found; and ours, written in schema 25.
final class LoopBackupTests: FolderTestCase {
  let today = Day(iso: "2026-11-30")!

  private func day(_ offset: Int) -> Day { Day(number: LoopFixture.first + offset) }

  private func read(version: Int) throws -> Carried {
    let path = path("loop-\(version).db")
    try LoopFixture(version: version).write(to: path)
    let before = FileManager.default.contents(atPath: path)
    let carried = try LoopBackup.read(path, file: "loop.db", today: today)
    XCTAssertEqual(FileManager.default.contents(atPath: path), before, "the file is not changed")
    let beside = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix("loop-\(version).db") }
    XCTAssertEqual(beside, ["loop-\(version).db"], "nothing is left beside it")
    return carried
  }

  func testSchema12HoldsOnlyCheckInsWithTheQuestionInTheDescription() throws {
    let carried = try read(version: 12)
    XCTAssertEqual(carried.habits.map(\.habit.name), ["Run", "Old"])
    let run = carried.habits[0]
    XCTAssertEqual(run.entries.map(\.day), (0...4).map(day))
    XCTAssertTrue(run.entries.allSatisfy { $0.status == .done && $0.note == nil })
    XCTAssertEqual(run.habit.description, "Did you run?")
    XCTAssertEqual(run.habit.uuid, Identity.derived(format: "loop", name: "Run"))
    XCTAssertEqual(run.habit.targetTime, TimeOfDay(hour: 7, minute: 30))
    XCTAssertEqual(run.habit.schedule, .daily)
    XCTAssertEqual(run.habit.color, .red)
    XCTAssertEqual(run.habit.start, day(0))
    let old = carried.habits[1]
    XCTAssertEqual(old.habit.schedule, .frequency(Frequency(times: 1, days: 7)!))
    XCTAssertTrue(old.habit.archived)
    XCTAssertNil(old.habit.color)
    XCTAssertEqual(old.entries, [Entry(day: day(10), status: .done)])
  }

  func testSchema16ReadsValuesSkipsAndMeasurableHabitsAndKeepsTheFirstDuplicate() throws {
    let carried = try read(version: 16)
    XCTAssertEqual(carried.habits.map(\.habit.name), ["Run", "Water", "Old"])
    XCTAssertEqual(
      carried.habits[0].entries,
      [
        Entry(day: day(0), status: .done), Entry(day: day(1), status: .skipped),
        Entry(day: day(2), status: .notDone), Entry(day: day(4), status: .done),
      ], "Loop's \"not done\" (0) is kept; its own auto day (1) is worked out again")
    let water = carried.habits[1]
    XCTAssertEqual(water.habit.measure, Measure(unit: "", target: Amount(thousandths: 2000)))
    XCTAssertEqual(water.habit.schedule, .frequency(Frequency(times: 3, days: 7)!))
    XCTAssertEqual(water.habit.color, .teal)
    XCTAssertEqual(water.entries.map(\.amount), [1500, 2500].map(Amount.init(thousandths:)))
    XCTAssertEqual(carried.entryCount, 7, "rows of the deleted habit 99 are left out")
  }

  func testSchema21And22KeepTheUnit() throws {
    for version in [21, 22] {
      let water = try read(version: version).habits[1]
      XCTAssertEqual(water.habit.measure?.unit, "l")
      XCTAssertEqual(water.entries.count, 2)
    }
  }

  func testSchema24JoinsQuestionAndDescriptionAndKeepsTheUUID() throws {
    let run = try read(version: 24).habits[0]
    XCTAssertEqual(run.habit.description, "Did you run?\n\nCouch to 5k")
    XCTAssertEqual(run.habit.uuid, "5c6f00aa11")
    XCTAssertNil(run.entries[0].note)
  }

  func testSchema25ReadsNotes() throws {
    let carried = try read(version: 25)
    XCTAssertEqual(carried.habits[0].entries[0].note, "first run")
    XCTAssertEqual(carried.habits[1].entries[1].note, "hot")
    XCTAssertEqual(carried.entryCount, 7)
  }

  func testRefusesNewerSchemasOtherFilesAndMissingTables() throws {
    let newer = path("newer.db")
    try LoopFixture(version: 26).write(to: newer)
    XCTAssertThrowsError(try LoopBackup.read(newer, file: "newer.db", today: today)) {
      XCTAssertEqual("\($0)", "newer.db: Loop schema 26 is newer than this HabitFlow reads (25)")
    }
    let text = path("text.db")
    try Data("hello".utf8).write(to: URL(fileURLWithPath: text))
    XCTAssertThrowsError(try LoopBackup.read(text, file: "text.db", today: today)) {
      XCTAssertEqual("\($0)", "text.db: not a readable SQLite file")
    }
    let other = path("other.db")
    try RawSQLite(other).execute("CREATE TABLE Habits (id integer);")
    XCTAssertThrowsError(try LoopBackup.read(other, file: "other.db", today: today)) {
      XCTAssertEqual("\($0)", "other.db, table Repetitions: missing: not a Loop backup")
    }
    XCTAssertFalse(LoopBackup.isLoopBackup(other))
    XCTAssertFalse(LoopBackup.isLoopBackup(text))
  }

  func testOurBackupReadsBackTheSameAndHasLoopsSchema() throws {
    let original = try read(version: 25)
    let written = path("ours.db")
    try LoopBackup.write(original, to: written, replacing: false)
    XCTAssertTrue(LoopBackup.isLoopBackup(written))
    XCTAssertEqual(try LoopBackup.read(written, file: "ours.db", today: today), original)
    let raw = try RawSQLite(written)
    XCTAssertEqual(try raw.text("PRAGMA user_version"), "25")
    XCTAssertEqual(
      try raw.text(
        "SELECT group_concat(name || ':' || type, ',') FROM pragma_table_info('Repetitions')"),
      "id:INTEGER,habit:INTEGER,timestamp:INTEGER,value:INTEGER,notes:TEXT")
    XCTAssertEqual(
      try raw.text(
        "SELECT value || '/' || timestamp FROM Repetitions WHERE habit = 2 AND notes = 'hot'"),
      "2500/\(Int64(LoopFixture.first + 2) * 86_400_000)")
    XCTAssertThrowsError(try LoopBackup.write(original, to: written, replacing: false)) {
      XCTAssertEqual($0 as? StoreError, .exists(path: written))
    }
  }

  func testTwoHabitsOfOneNameBeforeUUIDsStayTwo() throws {
    let path = path("twins.db")
    try LoopFixture(version: 23).write(to: path)
    try RawSQLite(path).execute(
      "INSERT INTO Habits (id, archived, color, description, freq_den, freq_num, highlight, name, "
        + "position, question) VALUES (4, 0, 0, '', 1, 1, 0, 'Run', 3, '');")
    let carried = try LoopBackup.read(path, file: "twins.db", today: today)
    XCTAssertEqual(carried.habits.map(\.habit.name), ["Run", "Water", "Old", "Run"])
    XCTAssertNotEqual(carried.habits[0].habit.uuid, carried.habits[3].habit.uuid)
    XCTAssertEqual(carried.habits[0].habit.uuid, Identity.derived(format: "loop", name: "Run"))
    XCTAssertNil(carried.problem(file: "twins.db"))
    var twice = carried
    twice.habits[3].habit.uuid = twice.habits[0].habit.uuid
    XCTAssertEqual(
      twice.problem(file: "twins.db")?.description,
      "twins.db, habit 4: the same id (uuid) as habit 1: one of them would be lost")
  }

  /// A note on a day answered "not done" stays with it; one on a day Loop holds nothing for
  /// (-1) has no entry to go with, and is counted.
  func testNotesOnDaysWithoutACheckIn() throws {
    let path = path("notes.db")
    try LoopFixture(version: 25).write(to: path)
    let ms = Int64(LoopFixture.first + 20) * 86_400_000
    try RawSQLite(path).execute(
      "INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (1, \(ms), 0, 'sick'), "
        + "(1, \(ms + 86_400_000), -1, ''), (1, \(ms + 2 * 86_400_000), -1, 'away');")
    let carried = try LoopBackup.read(path, file: "notes.db", today: today)
    XCTAssertEqual(carried.notesLeftOut, 1)
    XCTAssertEqual(carried.entryCount, 8)
    XCTAssertEqual(
      carried.habits[0].entries.last, Entry(day: day(20), status: .notDone, note: "sick"))
  }

  func testAHabitStartsOnItsOldestDayWhateverTheRowOrder() throws {
    let path = path("late.db")
    try LoopFixture(version: 25).write(to: path)
    let older = Int64(LoopFixture.first - 31) * 86_400_000
    try RawSQLite(path).execute(
      "INSERT INTO Repetitions (habit, timestamp, value) VALUES (1, \(older), 2);")
    let run = try LoopBackup.read(path, file: "late.db", today: today).habits[0]
    XCTAssertEqual(run.habit.start, day(-31))
    XCTAssertEqual(run.entries.first?.day, day(-31))
  }

  /// A backup as Loop 1.x made it (its database library named every key `Id`), at schema 12
  /// with the caches of that time: SQLite names are the same in any case, and so they are here.
  func testLoopsOwnSchema12WithIdColumnsAndItsCacheTables() throws {
    let path = path("loop-v12.db")
    let ms = Int64(LoopFixture.first) * 86_400_000
    try RawSQLite(path).execute(
      """
      CREATE TABLE Habits (Id INTEGER PRIMARY KEY AUTOINCREMENT, archived INTEGER, color INTEGER,
        description TEXT, freq_den INTEGER, freq_num INTEGER, highlight INTEGER, name TEXT,
        position INTEGER, reminder_days INTEGER NOT NULL DEFAULT 127, reminder_hour INTEGER,
        reminder_min INTEGER);
      CREATE TABLE Checkmarks (Id INTEGER PRIMARY KEY AUTOINCREMENT,
        habit INTEGER REFERENCES Habits(Id), timestamp INTEGER, value INTEGER);
      CREATE TABLE Repetitions (Id INTEGER PRIMARY KEY AUTOINCREMENT,
        habit INTEGER REFERENCES Habits(Id), timestamp INTEGER);
      CREATE TABLE Score (Id INTEGER PRIMARY KEY AUTOINCREMENT, habit INTEGER REFERENCES Habits(Id),
        score INTEGER, timestamp INTEGER);
      CREATE TABLE Streak (Id INTEGER PRIMARY KEY AUTOINCREMENT, end INTEGER,
        habit INTEGER REFERENCES Habits(Id), length INTEGER, start INTEGER);
      INSERT INTO Habits VALUES (1, 0, 0, 'Did you run?', 1, 1, 0, 'Run', 0, 127, 6, 45),
        (2, 0, 11, '', 7, 2, 0, 'Swim', 1, 0, NULL, NULL);
      INSERT INTO Repetitions (habit, timestamp) VALUES (1, \(ms)), (1, \(ms + 86_400_000)),
        (2, \(ms + 3 * 86_400_000)), (2, \(ms + 5 * 86_400_000));
      INSERT INTO Checkmarks (habit, timestamp, value) VALUES (1, \(ms), 2);
      INSERT INTO Score (habit, score, timestamp) VALUES (1, 1000000, \(ms));
      PRAGMA user_version = 12;
      """)
    let carried = try LoopBackup.read(path, file: "loop-v12.db", today: today)
    XCTAssertEqual(carried.habits.map(\.habit.name), ["Run", "Swim"])
    XCTAssertEqual(carried.habits[0].entries.map(\.day), [day(0), day(1)])
    XCTAssertEqual(carried.habits[0].habit.targetTime, TimeOfDay(hour: 6, minute: 45))
    XCTAssertEqual(carried.habits[0].habit.description, "Did you run?")
    XCTAssertEqual(carried.habits[1].habit.schedule, .frequency(Frequency(times: 2, days: 7)!))
    XCTAssertEqual(carried.habits[1].entries.map(\.day), [day(3), day(5)])
  }

  /// Loop -> HabitFlow -> Loop keeps what the file says: a "not done" row (0) stays one, and a
  /// habit without a reminder keeps Loop's reminder days of 0.
  func testLoopsNotDoneRowsAndReminderDaysGoBackAsTheyCame() throws {
    let original = path("loop-25.db")
    try LoopFixture(version: 25).write(to: original)
    try RawSQLite(original).execute(
      "UPDATE Habits SET reminder_days = 0 WHERE reminder_hour IS NULL")
    let again = path("again.db")
    try LoopBackup.write(
      try LoopBackup.read(original, file: "loop.db", today: today), to: again, replacing: false)
    let rows =
      "SELECT group_concat(r.timestamp || ':' || r.value, ',') FROM Repetitions r "
      + "JOIN Habits h ON h.id = r.habit WHERE h.name = 'Run' ORDER BY r.timestamp"
    let days = "SELECT group_concat(name || ':' || reminder_days, ',') FROM Habits"
    XCTAssertTrue(
      try RawSQLite(again).text(rows).contains("\(Int64(LoopFixture.first + 2) * 86_400_000):0"))
    XCTAssertEqual(try RawSQLite(again).text(days), try RawSQLite(original).text(days))
  }
}
