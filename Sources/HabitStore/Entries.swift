import HabitCore

extension StoreReader {
  /// The entry of a habit on a day, or nil.
  public func entry(habitID: Int64, day: Day) throws -> Entry? {
    let statement = try database.prepare(Self.selectEntry, [.integer(habitID), .text(day.iso)])
    guard try statement.step(),
      let status = EntryStatus(rawValue: statement.text(EntryColumn.status) ?? "")
    else {
      return nil
    }
    return Entry(
      day: day, status: status, note: statement.text(EntryColumn.note),
      amount: Self.amount(statement))
  }

  /// Whether a habit has any entry at all.
  public func hasEntries(habitID: Int64) throws -> Bool {
    try database.scalar(
      "SELECT EXISTS (SELECT 1 FROM entries WHERE habit_id = ?)", [.integer(habitID)])?.integer
      == 1
  }

  /// The amount of an entry row, or nil.
  static func amount(_ row: Statement) -> Amount? {
    row.isNull(EntryColumn.amount) ? nil : Amount(thousandths: row.int(EntryColumn.amount))
  }

  static let selectEntry = EntryColumn.select() + " WHERE habit_id = ? AND day = ?"
  static let selectEntries =
    EntryColumn.select() + " WHERE habit_id = ? AND day BETWEEN ? AND ? ORDER BY day"
  /// Entry rows without their notes: a history needs the rest.
  static let selectHistoryRows = EntryColumn.select(omitting: [.note])
  static let selectAllHistories = selectHistoryRows + " ORDER BY habit_id, day"
  static let selectRecentHistories =
    selectHistoryRows + " WHERE habit_id = ? AND day >= ? ORDER BY day"

  /// Every entry of a habit (from `first` through `last` when given), oldest first, with notes.
  public func entries(habitID: Int64, from first: Day? = nil, through last: Day? = nil) throws
    -> [Entry]
  {
    let statement = try database.prepare(
      Self.selectEntries,
      [
        .integer(habitID), .text(first?.iso ?? "0000-00-00"), .text(last?.iso ?? "9999-99-99"),
      ])
    var entries: [Entry] = []
    while try statement.step() {
      guard let day = Day(iso: statement.text(EntryColumn.day) ?? ""),
        let status = EntryStatus(rawValue: statement.text(EntryColumn.status) ?? "")
      else { continue }
      entries.append(
        Entry(
          day: day, status: status, note: statement.text(EntryColumn.note),
          amount: Self.amount(statement)))
    }
    return entries
  }

  /// The whole check-in histories of the given habits, read in one pass over the entries table
  /// (`histories(of:startingAt:)` reads only recent days).
  public func histories(of habits: [Habit]) throws -> [Int64: HabitHistory] {
    // One habit (a derived-data refresh) is read through the primary key; none reads nothing.
    if habits.count <= 1 { return try histories(of: habits, startingAt: \.start) }
    var histories: [Int64: HabitHistory] = [:]
    for habit in habits { histories[habit.id] = HabitHistory(origin: habit.start) }
    // Whole histories of several habits in one pass over the table, in primary-key order, so
    // each history is filled in one run without a lookup per row.
    try fill(&histories, from: try database.prepare(Self.selectAllHistories))
    return histories
  }

  /// The check-in histories of the given habits, each from its own first day on (never before
  /// the habit's start): the planner reads further back for some habits than for others. Read
  /// habit by habit through the primary key.
  public func histories(of habits: [Habit], startingAt first: (Habit) -> Day) throws -> [Int64:
    HabitHistory]
  {
    var histories: [Int64: HabitHistory] = [:]
    histories.reserveCapacity(habits.count)
    let rows = try database.prepare(Self.selectRecentHistories)
    for habit in habits {
      // Filled on its own, then stored once: filling it inside the dictionary would copy it.
      var history = HabitHistory(origin: max(habit.start, first(habit)))
      try rows.reset(binding: [.integer(habit.id), .text(history.origin.iso)])
      while try rows.step() { Self.add(rows, to: &history) }
      histories[habit.id] = history
    }
    return histories
  }

  /// Adds history rows (`selectHistoryRows`), grouped by habit, to the histories they belong to.
  fileprivate func fill(_ histories: inout [Int64: HabitHistory], from statement: Statement) throws
  {
    var currentID: Int64?
    var current: HabitHistory?
    while try statement.step() {
      let id = statement.int(EntryColumn.habitID)
      if id != currentID {
        if let currentID, let current { histories[currentID] = current }
        currentID = id
        // Taken out while it fills: left in the dictionary, every change would copy it.
        current = histories.removeValue(forKey: id)
      }
      guard current != nil else { continue }
      Self.add(statement, to: &current!)
    }
    if let currentID, let current { histories[currentID] = current }
  }

  /// Adds one history row (`selectHistoryRows`) to a history.
  fileprivate static func add(_ row: Statement, to history: inout HabitHistory) {
    guard let day = row.withBytes(EntryColumn.day, { Day(isoBytes: $0) }) else { return }
    // 'done', 'skipped' and 'not-done' differ in their first byte.
    let first = row.withBytes(EntryColumn.status) { $0.first } ?? 0
    let status: EntryStatus =
      first == UInt8(ascii: "d") ? .done : first == UInt8(ascii: "s") ? .skipped : .notDone
    history.set(status, on: day, amount: amount(row))
  }

}

extension StoreWriter {
  /// Records an entry, replacing the habit's entry for that day.
  public func save(_ entry: Entry, habitID: Int64) throws {
    try save([entry], habitID: habitID)
  }

  /// Records entries of one habit, each replacing the habit's entry for its day, through one
  /// prepared statement (an import writes a hundred thousand).
  public func save(_ entries: [Entry], habitID: Int64) throws {
    try saveEntryRows(entries, habitID: habitID)
  }

  /// Removes the habit's entry for a day; false when there was none.
  @discardableResult
  public func deleteEntry(habitID: Int64, day: Day) throws -> Bool {
    try deleteEntryRow(habitID: habitID, day: day)
  }
}
