import HabitCore

/// The only code that writes rows of `habits`, `entries` and `settings` (a test reads the
/// store's sources to hold every other file to it, the migrations aside). Each write notes what
/// it changed itself, for the derived data (see Derived.swift) and for sync (see
/// SyncRecording.swift): `write` brings both up to date before it commits, so no store method
/// can forget them. The notes are private to this file. Changes taken in from other devices
/// (`store.isApplyingSync`) keep the stamps they came with.
extension StoreWriter {
  /// A habit's row, every column from `values(of:id:)`.
  fileprivate static let insertHabit = HabitColumn.insert()
  /// Every column of a habit but its id, from `values(of:id:)`, then the id.
  fileprivate static let updateHabit =
    "UPDATE habits SET "
    + HabitColumn.allCases.filter { $0 != .id }.map { "\($0.name) = ?" }.joined(separator: ", ")
    + " WHERE id = ?"
  fileprivate static let moveHabit = "UPDATE habits SET position = ? WHERE id = ?"
  fileprivate static let renameHabit = "UPDATE habits SET name = ? WHERE id = ?"
  fileprivate static let deleteHabit = "DELETE FROM habits WHERE id = ?"
  /// A row in `EntryColumn` order, replacing the habit's row for its day.
  fileprivate static let saveEntry =
    EntryColumn.insert()
    + " ON CONFLICT (habit_id, day) DO UPDATE SET"
    + " status = excluded.status, note = excluded.note, amount = excluded.amount"
  fileprivate static let deleteEntry = "DELETE FROM entries WHERE habit_id = ? AND day = ?"
  fileprivate static let saveSetting =
    SettingColumn.insert() + " ON CONFLICT (key) DO UPDATE SET value = excluded.value"
  fileprivate static let deleteSetting = "DELETE FROM settings WHERE key = ?"

  /// Writes a new habit's row, with `id` (nil: the next SQLite gives), then its `entries`;
  /// returns its id.
  func insertHabitRow(_ habit: Habit, id: Int64?, entries: [Entry] = []) throws -> Int64 {
    try database.run(
      Self.insertHabit, Self.values(of: habit, id: id.map(SQLValue.integer) ?? .null))
    let id = database.lastInsertRowID
    try saveEntryRows(entries, habitID: id)
    try touched(id)
    try markHabit(habit.uuid)
    return id
  }

  /// Writes every field of an existing habit's row.
  func updateHabitRow(_ habit: Habit) throws {
    try database.run(Self.updateHabit, Self.values(of: habit, id: nil) + [.integer(habit.id)])
    try touched(habit.id)
    try markHabit(habit.uuid)
  }

  /// Writes the habits' new positions, through one prepared statement. Their derived data does
  /// not follow from their places.
  func moveHabitRows(_ moves: [(habit: Habit, position: Int)]) throws {
    let statement = try database.prepare(Self.moveHabit)
    for (habit, position) in moves {
      try statement.reset(binding: [.integer(Int64(position)), .integer(habit.id)])
      try statement.runToEnd()
      try markHabit(habit.uuid)
    }
  }

  /// Gives habits the names sync shows them by (see `showNames`), in order. Nothing is noted:
  /// the names come from the replica, whose `shown` names say the same, and derived data does
  /// not follow from a name.
  func renameHabitRows(_ names: [(id: Int64, name: String)]) throws {
    let rename = try database.prepare(Self.renameHabit)
    for (id, name) in names {
      try rename.reset(binding: [.text(name), .integer(id)])
      try rename.runToEnd()
    }
  }

  /// Deletes a habit's row, its entries and derived data with it (they cascade).
  func deleteHabitRow(id: Int64) throws {
    let uuid = try database.scalar("SELECT uuid FROM habits WHERE id = ?", [.integer(id)])
    try database.run(Self.deleteHabit, [.integer(id)])
    if let uuid = uuid?.text { try markHabit(uuid, deleted: true) }
  }

  /// Writes entries of one habit, each replacing its row for its day, through one prepared
  /// statement (an import writes a hundred thousand).
  func saveEntryRows(_ entries: [Entry], habitID: Int64) throws {
    guard let first = entries.map(\.day).min() else { return }
    let statement = try database.prepare(Self.saveEntry)
    for entry in entries {
      // In `EntryColumn` order.
      try statement.reset(binding: [
        .integer(habitID), .text(entry.day.iso), .text(entry.status.rawValue),
        entry.note.map(SQLValue.text) ?? .null,
        entry.amount.map { .integer($0.thousandths) } ?? .null,
      ])
      try statement.runToEnd()
    }
    try touched(habitID, on: first)
    try markEntries(of: habitID, on: entries.map(\.day))
  }

  /// Deletes a habit's entry row for a day; false when there was none (nothing changed).
  func deleteEntryRow(habitID: Int64, day: Day) throws -> Bool {
    try database.run(Self.deleteEntry, [.integer(habitID), .text(day.iso)])
    guard database.changes > 0 else { return false }
    try touched(habitID, on: day)
    try markEntries(of: habitID, on: [day])
    return true
  }

  /// Writes one setting's row.
  func saveSettingRow(_ value: String, key: String) throws {
    try database.run(Self.saveSetting, [.text(key), .text(value)])
    try markSetting(key)
  }

  /// Deletes one setting's row (a key that is not there is no change).
  func deleteSettingRow(key: String) throws {
    try database.run(Self.deleteSetting, [.text(key)])
    try markSetting(key)
  }
}

/// What a write notes.
extension StoreWriter {
  /// Notes that a habit's entries changed on `day` or later, or (nil) that its rules changed.
  /// Inside a transaction its derived data is brought up to date once before the commit (a
  /// write of many entries costs one recomputation); outside one, at once.
  fileprivate func touched(_ habitID: Int64, on day: Day? = nil) throws {
    switch (store.touchedHabits[habitID], day) {
    case (.entries(let earlier)?, let day?):
      store.touchedHabits[habitID] = .entries(from: min(earlier, day))
    case (nil, let day?): store.touchedHabits[habitID] = .entries(from: day)
    case (.rules?, _), (_, nil): store.touchedHabits[habitID] = .rules
    }
    if database.isAutocommit { try refreshTouched() }
  }

  /// Notes that a habit's fields changed, or that it was made or removed.
  fileprivate func markHabit(_ uuid: String, deleted: Bool = false) throws {
    guard !store.isApplyingSync else { return }
    store.syncMarks.habits.insert(uuid)
    if deleted { store.syncMarks.deleted.insert(uuid) }
    if database.isAutocommit { try recordSyncMarks() }
  }

  /// Notes that a habit's entries changed on these days.
  fileprivate func markEntries(of habitID: Int64, on days: some Sequence<Day>) throws {
    guard !store.isApplyingSync else { return }
    store.syncMarks.entries[habitID, default: []].formUnion(days)
    if database.isAutocommit { try recordSyncMarks() }
  }

  /// Notes that a setting changed (only the synced ones are stamped).
  fileprivate func markSetting(_ key: String) throws {
    guard !store.isApplyingSync, HabitStore.syncedSettingKeys.contains(key) else { return }
    store.syncMarks.settings.insert(key)
    if database.isAutocommit { try recordSyncMarks() }
  }
}
