import Foundation
import HabitCore
import HabitInterchange

/// Loop Habit Tracker's backup files (`.db`): read as found, schema 9 through 25, and written in
/// schema 25 so that Loop on a phone can restore what HabitFlow holds.
public enum LoopBackup {
  /// The oldest schema a Loop backup can have (Loop's first migration).
  public static let oldestVersion: Int64 = 9
  /// The newest schema Loop has shipped, the one `write` produces.
  public static let newestVersion: Int64 = 25

  /// Whether the SQLite file at `path` has Loop's two tables (and so is read as a Loop backup).
  public static func isLoopBackup(_ path: String) -> Bool {
    guard let database = try? open(path) else { return false }
    let tables = (try? tableNames(database)) ?? []
    return tables.contains("habits") && tables.contains("repetitions")
  }

  /// The habits and entries of the Loop backup at `path` (named `file` in problems), opened
  /// read-only and never changed; `today` is the start of a habit without entries.
  public static func read(_ path: String, file: String, today: Day) throws -> Carried {
    let database: Database
    do {
      database = try open(path)
    } catch {
      throw FileProblem(file: file, problem: "not a readable SQLite file")
    }
    do {
      return try database.transaction(immediate: false) {
        try readRows(database, file: file, today: today)
      }
    } catch let error as SQLiteError {
      throw FileProblem(file: file, problem: "unreadable (\(error.message))")
    }
  }

  private static func readRows(_ database: Database, file: String, today: Day) throws -> Carried {
    let version = try database.scalar("PRAGMA user_version")?.integer ?? 0
    let tables = try tableNames(database)
    for table in ["Habits", "Repetitions"] where !tables.contains(table.lowercased()) {
      throw FileProblem(file: file, place: "table \(table)", problem: "missing: not a Loop backup")
    }
    guard version <= newestVersion else {
      throw FileProblem(
        file: file,
        problem: "Loop schema \(version) is newer than this HabitFlow reads (\(newestVersion))")
    }
    guard version >= oldestVersion else {
      throw FileProblem(
        file: file, problem: "Loop schema \(version) is older than any Loop has shipped (9)")
    }
    let rows = try LoopHabitRow.all(in: database, file: file)
    let (entries, firstRows, notesLeftOut) = try repetitions(
      in: database, file: file, habits: rows)
    try refuseAmountsPastTheLargest(entries, habits: rows, file: file)
    // Which of the habits of one name a row is, counted in Loop's row order (which a
    // reordering of the list leaves as it is), for the identity of files without uuids.
    var seen: [String: Int] = [:]
    var occurrence: [Int64: Int] = [:]
    for row in rows.sorted(by: { $0.id < $1.id }) {
      seen[HabitName.key(row.name), default: 0] += 1
      occurrence[row.id] = seen[HabitName.key(row.name)]
    }
    var read = Carried(
      habits: rows.enumerated().map { index, row in
        let found = entries[row.id] ?? []
        var habit = row.habit(
          start: start(of: row, entries: found, firstRow: firstRows[row.id]) ?? today,
          occurrence: occurrence[row.id] ?? 1)
        habit.position = index
        return CarriedHabit(habit: habit, entries: found)
      }, notesLeftOut: notesLeftOut)
    if tables.contains(extrasTable.lowercased()), let extras = try readExtras(database) {
      let byUUID = Dictionary(
        extras.habits.map { ($0.habit.uuid, $0) }, uniquingKeysWith: { first, _ in first })
      read = LoopExtras.apply(extras, to: read, reminders: true) { _, item in
        byUUID[item.habit.uuid]
      }
    }
    read.notices = zip(rows, read.habits).compactMap { $0.reminderNotice(for: $1.habit) }
    return read
  }

  /// The first day Loop knows a habit on: its oldest row of any value (Rows are in Loop's id
  /// order, and a day ticked later may be older), or for a frequency the first day Loop's rule
  /// marks done, which can come before the first check-in.
  private static func start(of row: LoopHabitRow, entries: [Entry], firstRow: Day?) -> Day? {
    let ruled =
      row.isMeasurable
      ? nil
      : row.frequency.frequency?.firstLoopDay(
        checkedOn: entries.filter { $0.status == .done }.map(\.day))
    return [firstRow, ruled].compactMap { $0 }.min()
  }

  /// The table of a backup HabitFlow wrote that carries what Loop's tables cannot hold
  /// (`LoopExtras`): one row, the document. Loop reads only the tables it knows.
  static let extrasTable = "HabitFlowExtras"

  /// The extras of a backup HabitFlow wrote, or nil when they do not read.
  private static func readExtras(_ database: Database) throws -> Carried? {
    try database.scalar("SELECT document FROM \(extrasTable) LIMIT 1")?.text.flatMap(
      LoopExtras.read)
  }

  /// Refuses the file when an amount is more than HabitFlow keeps (`Amount.maximum`), naming
  /// the habit and its first such day: Loop stores any integer, and a few near the integer
  /// range's half would pass it when summed (a period, a total), so none is taken in part.
  private static func refuseAmountsPastTheLargest(
    _ entries: [Int64: [Entry]], habits: [LoopHabitRow], file: String
  ) throws {
    for row in habits {
      let past = (entries[row.id] ?? []).filter { ($0.amount ?? .zero) > Amount.maximum }
      guard let first = past.min(by: { $0.day < $1.day }), let amount = first.amount else {
        continue
      }
      throw FileProblem(
        file: file, place: "habit \(row.name) on \(first.day.iso)",
        problem: "the amount \(amount) is more than \(Amount.maximum), the largest HabitFlow"
          + " keeps; nothing was imported")
    }
  }

  /// Each habit's entries by Loop row id: the first row of a day kept, rows of deleted habits
  /// and values that hold no entry left out; the day of each habit's oldest row that holds a
  /// value (Loop's "not done" too); and how many rows without an entry held a note.
  private static func repetitions(in database: Database, file: String, habits: [LoopHabitRow])
    throws -> ([Int64: [Entry]], firstRows: [Int64: Day], notesLeftOut: Int)
  {
    let columns = try columnNames(database, "Repetitions")
    for column in ["habit", "timestamp"] where !columns.contains(column) {
      throw FileProblem(file: file, place: "table Repetitions", problem: "no column \(column)")
    }
    let value = columns.contains("value") ? "value" : "\(LoopMapping.yesManual)"
    let notes = columns.contains("notes") ? "notes" : "NULL"
    let statement = try database.prepare(
      "SELECT habit, timestamp, \(value), \(notes) FROM Repetitions ORDER BY id")
    typealias Column = RepetitionColumn
    let measurable = Dictionary(uniqueKeysWithValues: habits.map { ($0.id, $0.isMeasurable) })
    var entries: [Int64: [Entry]] = [:]
    var firstRows: [Int64: Day] = [:]
    var seen = Set<DayOfHabit>()
    var notesLeftOut = 0
    while try statement.step() {
      let habit = statement.int(Column.habit)
      let timestamp = statement.int(Column.timestamp)
      guard let isMeasurable = measurable[habit],
        seen.insert(DayOfHabit(habit: habit, timestamp: timestamp)).inserted
      else {
        continue
      }
      let day = Day(number: Int((Double(timestamp) / 86_400_000).rounded(.down)))
      guard Day.supported.contains(day) else {
        throw FileProblem(
          file: file, place: "table Repetitions",
          problem: "timestamp \(timestamp) is not a day between 1900 and 9999")
      }
      let note = statement.text(Column.notes)
      if statement.int(Column.value) != Int64(LoopMapping.unknown) {
        firstRows[habit] = min(firstRows[habit] ?? day, day)
      }
      if let entry = LoopMapping.entry(
        day: day, value: statement.int(Column.value), measurable: isMeasurable, note: note)
      {
        entries[habit, default: []].append(entry)
      } else if let note, !note.isEmpty {
        notesLeftOut += 1
      }
    }
    return (entries, firstRows, notesLeftOut)
  }

  /// The columns read of Loop's `Repetitions`, by name (a schema without `value` or `notes`
  /// selects a constant in its place).
  private enum RepetitionColumn: Int32, Columns {
    case habit, timestamp, value, notes
  }

  /// A row's habit and timestamp, the pair Loop's duplicates repeat.
  private struct DayOfHabit: Hashable {
    let habit: Int64
    let timestamp: Int64
  }

  static func open(_ path: String) throws -> Database {
    let database = try Database(
      path: path, mode: .readOnly(immutable: !FileManager.default.fileExists(atPath: path + "-wal"))
    )
    _ = try database.scalar("SELECT count(*) FROM sqlite_master")
    return database
  }

  /// The file's table names as SQLite compares them: in any case (`Habits`, `habits`).
  static func tableNames(_ database: Database) throws -> Set<String> {
    let statement = try database.prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
    var names = Set<String>()
    while try statement.step() { names.insert((statement.text(0) ?? "").lowercased()) }
    return names
  }

  /// A table's column names in lower case: SQLite matches names in any case, and Loop's files
  /// differ (Loop 1.x's database library named every key `Id`).
  static func columnNames(_ database: Database, _ table: String) throws -> Set<String> {
    let statement = try database.prepare("SELECT name FROM pragma_table_info(?)", [.text(table)])
    var names = Set<String>()
    while try statement.step() { names.insert((statement.text(0) ?? "").lowercased()) }
    return names
  }
}
