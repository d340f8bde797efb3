import HabitCore

/// The derived data of habits (see `Derivation`): rewritten for every habit a write touches,
/// before that write's transaction commits, so it never disagrees with the entries.
extension StoreReader {
  /// Brings the derived data of every habit touched since the last time up to date: from its
  /// last few days when its entries changed after its checkpoint, else from all of them.
  func refreshTouched() throws {
    guard !store.touchedHabits.isEmpty else { return }
    let touched = store.touchedHabits
    store.touchedHabits = [:]
    // A deleted habit is not found: its rows went with it.
    for habit in try habits(ids: Set(touched.keys)) {
      if case .entries(let day)? = touched[habit.id],
        try updateDerived(of: habit, changedFrom: day)
      {
        continue
      }
      try refreshDerived(of: habit)
    }
  }

  /// Recomputes the derived data of every habit (a database from before it was kept).
  func rebuildDerived() throws {
    for habit in try habits(includeArchived: true) { try refreshDerived(of: habit) }
  }

  /// A year's marks in `MarksColumn` order, replacing the habit's row for that year.
  static let saveMarks =
    MarksColumn.insert() + " ON CONFLICT (habit_id, year) DO UPDATE SET marks = excluded.marks"
  static let deleteMarks = "DELETE FROM habit_marks WHERE habit_id = ? AND year = ?"

  /// Recomputes one habit's derived data from all of its entries and writes what changed.
  fileprivate func refreshDerived(of habit: Habit) throws {
    let history = try histories(of: [habit])[habit.id] ?? HabitHistory(origin: habit.start)
    let derived = Derivation(habit: habit, history: history)
    try writeStreak(of: habit.id, derived.checkpoint, derived.recent, derived.progress)
    let stored = try storedYears(of: habit.id)
    for (year, bytes) in derived.years where stored[year] != bytes {
      try database.run(Self.saveMarks, [.integer(habit.id), .integer(Int64(year)), .blob(bytes)])
    }
    for year in stored.keys where derived.years[year] == nil {
      try database.run(Self.deleteMarks, [.integer(habit.id), .integer(Int64(year))])
    }
  }

  /// The stored derived data of a habit as kept (nil checkpoint when none is kept).
  public func derivation(of habitID: Int64) throws -> Derivation? {
    try refreshTouched()
    guard let kept = try streakCheckpoints(of: [habitID])[habitID], let recent = kept.recent else {
      return nil
    }
    return Derivation(
      checkpoint: kept.checkpoint, years: try storedYears(of: habitID), recent: recent,
      progress: kept.progress)
  }

  /// The streak checkpoints of the given habits with their recent entries, by habit id (habits
  /// without one are left out).
  public func streakCheckpoints(of habits: [Habit]) throws -> [Int64: StoredStreak] {
    try streakCheckpoints(of: habits.map(\.id))
  }

  fileprivate func streakCheckpoints(of ids: [Int64]) throws -> [Int64: StoredStreak] {
    try refreshTouched()
    return try storedStreaks(of: ids)
  }

  /// The streak rows of the given habits as they are (nothing brought up to date first).
  func storedStreaks(of ids: [Int64]) throws -> [Int64: StoredStreak] {
    var kept: [Int64: StoredStreak] = [:]
    typealias Column = StreakColumn
    try eachRow(of: ids, Self.selectStreaks, habitID: Column.habitID) { row in
      guard let day = row.withBytes(Column.day, { Day(isoBytes: $0) }) else { return }
      let progress =
        row.isNull(Column.progress) ? nil : AchievementProgress(bytes: row.blob(Column.progress))
      kept[row.int(Column.habitID)] = StoredStreak(
        checkpoint: StreakCheckpoint(
          day: day, run: Int(row.int(Column.run)), best: Int(row.int(Column.best))),
        recent: RecentEntries(bytes: row.blob(Column.recent)), progress: progress)
    }
    return kept
  }

  static let selectStreaks = StreakColumn.select()
  static let selectMarks = MarksColumn.select()

  /// Runs `query` for the rows of the given habits: habit by habit through the primary key for a
  /// few, one pass over the table for many. `query` selects the habit id as `habitID`;
  /// `condition`, when given, numbers its placeholders from `?2` (`?1` is the habit id), bound
  /// to `values`.
  fileprivate func eachRow(
    of ids: [Int64], _ query: String, habitID: some Columns, where condition: String? = nil,
    _ values: [SQLValue] = [], _ body: (Statement) throws -> Void
  ) throws {
    let also = condition.map { " AND " + $0 } ?? ""
    if ids.count <= 8 {
      // `habit_id = ?1` as it is: wrapped in an expression, SQLite would scan the whole table.
      let statement = try database.prepare(query + " WHERE habit_id = ?1" + also)
      for id in ids {
        try statement.reset(binding: [.integer(id)] + values)
        while try statement.step() { try body(statement) }
      }
      return
    }
    let wanted = Set(ids)
    // `?1` stays, bound to NULL, so that the condition's placeholders keep their numbers.
    let statement = try database.prepare(query + " WHERE ?1 IS NULL" + also, [.null] + values)
    while try statement.step() {
      if wanted.contains(statement.int(habitID)) { try body(statement) }
    }
  }

  /// The stored marks of the given habits over the days from `first` through `last`.
  public func storedMarks(of habits: [Habit], from first: Day, through last: Day) throws
    -> [Int64: StoredMarks]
  {
    try refreshTouched()
    // Every habit can start after today: then there are no days to read.
    guard first <= last else { return [:] }
    let years = try storedYears(
      of: habits.map(\.id), in: first.components.year...last.components.year)
    var marks: [Int64: StoredMarks] = [:]
    for habit in habits {
      marks[habit.id] = Derivation.marks(years: years[habit.id] ?? [:], from: first, through: last)
    }
    return marks
  }

  /// The yearly marks of the given habits in `years`, by habit id and year, as they are.
  func storedYears(of ids: [Int64], in years: ClosedRange<Int>) throws -> [Int64: [Int: [UInt8]]] {
    var stored: [Int64: [Int: [UInt8]]] = [:]
    try eachRow(
      of: ids, Self.selectMarks, habitID: MarksColumn.habitID, where: "year BETWEEN ?2 AND ?3",
      [.integer(Int64(years.lowerBound)), .integer(Int64(years.upperBound))]
    ) { row in
      stored[row.int(MarksColumn.habitID), default: [:]][Int(row.int(MarksColumn.year))] =
        row.blob(MarksColumn.marks)
    }
    return stored
  }

  /// One habit's yearly marks in `years` (all of them by default), by year.
  func storedYears(
    of habitID: Int64, in years: ClosedRange<Int> = Int(Int32.min)...Int(Int32.max)
  ) throws -> [Int: [UInt8]] {
    try storedYears(of: [habitID], in: years)[habitID] ?? [:]
  }
}

/// A habit's streak checkpoint as the store keeps it, with the entries of the days around it
/// (nil when they cannot be read: the habit is then read from its entries).
public struct StoredStreak: Sendable {
  /// Where the streak walk stood.
  public var checkpoint: StreakCheckpoint
  /// The entries from shortly before the checkpoint on.
  public var recent: RecentEntries?
  /// The achievement walk as of the checkpoint (nil when the habit keeps none).
  public var progress: AchievementProgress?
}

/// What a write changed of a habit, for bringing its derived data up to date.
enum Touch {
  /// Its entries, on this day or later: an update from its last few days may do.
  case entries(from: Day)
  /// Its rules (schedule, start, target), or everything: a whole reading.
  case rules
}
