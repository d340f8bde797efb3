import HabitCore

extension HabitStore {
  /// The entry of a habit on a day, or nil.
  public func entry(habitID: Int64, day: Day) throws -> Entry? {
    let statement = try database.prepare(
      "SELECT status, note FROM entries WHERE habit_id = ? AND day = ?",
      [.integer(habitID), .text(day.iso)])
    guard try statement.step(), let status = EntryStatus(rawValue: statement.text(0) ?? "") else {
      return nil
    }
    return Entry(day: day, status: status, note: statement.text(1))
  }

  /// Records an entry, replacing the habit's entry for that day.
  public func save(_ entry: Entry, habitID: Int64) throws {
    try database.run(
      """
      INSERT INTO entries (habit_id, day, status, note) VALUES (?, ?, ?, ?)
      ON CONFLICT (habit_id, day) DO UPDATE SET status = excluded.status, note = excluded.note
      """,
      [
        .integer(habitID), .text(entry.day.iso), .text(entry.status.rawValue),
        entry.note.map(SQLValue.text) ?? .null,
      ])
  }

  /// Removes the habit's entry for a day; false when there was none.
  @discardableResult
  public func deleteEntry(habitID: Int64, day: Day) throws -> Bool {
    try database.run(
      "DELETE FROM entries WHERE habit_id = ? AND day = ?", [.integer(habitID), .text(day.iso)])
    return database.changes > 0
  }

  /// Every entry of a habit, oldest first, with notes.
  public func entries(habitID: Int64) throws -> [Entry] {
    let statement = try database.prepare(
      "SELECT day, status, note FROM entries WHERE habit_id = ? ORDER BY day", [.integer(habitID)])
    var entries: [Entry] = []
    while try statement.step() {
      guard let day = Day(iso: statement.text(0) ?? ""),
        let status = EntryStatus(rawValue: statement.text(1) ?? "")
      else { continue }
      entries.append(Entry(day: day, status: status, note: statement.text(2)))
    }
    return entries
  }

  /// The check-in histories of the given habits, read in one pass over the entries table.
  public func histories(of habits: [Habit]) throws -> [Int64: HabitHistory] {
    var histories: [Int64: HabitHistory] = [:]
    for habit in habits { histories[habit.id] = HabitHistory(origin: habit.start) }
    // One habit (a check-in's streak line) reads only its own rows; several read the table once,
    // in primary-key order, so each history is filled in one run without a lookup per row.
    let statement =
      habits.count == 1
      ? try database.prepare(
        "SELECT habit_id, day, status FROM entries WHERE habit_id = ? ORDER BY day",
        [.integer(habits[0].id)])
      : try database.prepare("SELECT habit_id, day, status FROM entries ORDER BY habit_id, day")
    var currentID: Int64?
    var current: HabitHistory?
    while try statement.step() {
      let id = statement.int(0)
      if id != currentID {
        if let currentID, let current { histories[currentID] = current }
        currentID = id
        current = histories[id]
      }
      guard current != nil, let day = statement.withBytes(1, { Day(isoBytes: $0) }) else {
        continue
      }
      // 'done' and 'skipped' differ in their first byte.
      let status: EntryStatus =
        statement.withBytes(2, { $0.first == UInt8(ascii: "d") }) ? .done : .skipped
      current!.set(status, on: day)
    }
    if let currentID, let current { histories[currentID] = current }
    return histories
  }

}
