import Foundation
import HabitCore

extension HabitStore {
  private static let habitColumns = """
    id, uuid, name, target_minute, schedule_kind, schedule_days, schedule_every, alarm, start_day,
    position, archived
    """

  /// The habits in list order (archived ones only when asked).
  public func habits(includeArchived: Bool = false) throws -> [Habit] {
    let statement = try database.prepare(
      "SELECT \(Self.habitColumns) FROM habits \(includeArchived ? "" : "WHERE archived = 0") "
        + "ORDER BY position, id")
    var habits: [Habit] = []
    while try statement.step() { habits.append(try Self.habit(from: statement)) }
    return habits
  }

  /// The habit with this name, archived or not, compared as `HabitName.key` does (Unicode
  /// normalization, surrounding spaces and invisible characters aside), or nil.
  public func habit(named name: String) throws -> Habit? {
    let all = try habits(includeArchived: true)
    // Files from before names were compared by key may hold two lookalikes: the exact one wins.
    let canonical = HabitName.canonical(name)
    return all.first { $0.name == canonical } ?? Self.sameName(as: name, in: all)
  }

  /// Stores a new habit at the end of the list and returns it with its id and position.
  public func insert(_ habit: Habit) throws -> Habit {
    var stored = habit
    stored.name = HabitName.canonical(habit.name)
    try requireUniqueName(stored.name, except: nil)
    let last = try database.scalar("SELECT max(position) FROM habits")?.integer ?? -1
    stored.position = Int(last) + 1
    try database.run(
      """
      INSERT INTO habits (\(Self.habitColumns))
      VALUES (NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """, Self.values(of: stored))
    stored.id = database.lastInsertRowID
    return stored
  }

  /// Puts a deleted habit back with its id, place and check-ins (undo of a delete).
  public func restore(_ habit: Habit, entries: [Entry]) throws {
    try requireUniqueName(habit.name, except: nil)
    try database.run(
      "INSERT INTO habits (\(Self.habitColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      [.integer(habit.id)] + Self.values(of: habit))
    for entry in entries { try save(entry, habitID: habit.id) }
  }

  /// Saves every field of an existing habit.
  public func update(_ habit: Habit) throws {
    var stored = habit
    stored.name = HabitName.canonical(habit.name)
    try requireUniqueName(stored.name, except: habit.id)
    try database.run(
      """
      UPDATE habits SET uuid = ?, name = ?, target_minute = ?, schedule_kind = ?, schedule_days = ?,
        schedule_every = ?, alarm = ?, start_day = ?, position = ?, archived = ?
      WHERE id = ?
      """, Self.values(of: stored) + [.integer(habit.id)])
  }

  /// Deletes a habit and all of its check-ins.
  public func delete(habitID: Int64) throws {
    try database.run("DELETE FROM habits WHERE id = ?", [.integer(habitID)])
  }

  private func requireUniqueName(_ name: String, except id: Int64?) throws {
    let others = try habits(includeArchived: true).filter { $0.id != id }
    if let other = Self.sameName(as: name, in: others) {
      throw StoreError.duplicateName(other.name)
    }
  }

  private static func sameName(as name: String, in habits: [Habit]) -> Habit? {
    let key = HabitName.key(name)
    return habits.first { HabitName.key($0.name) == key }
  }

  private static func values(of habit: Habit) -> [SQLValue] {
    [
      .text(habit.uuid), .text(habit.name),
      habit.targetTime.map { .integer(Int64($0.minutes)) } ?? .null,
      .text(habit.schedule.kind), .integer(Int64(habit.schedule.days.rawValue)),
      .integer(Int64(habit.schedule.interval)), .integer(habit.alarm ? 1 : 0),
      .text(habit.start.iso), .integer(Int64(habit.position)), .integer(habit.archived ? 1 : 0),
    ]
  }

  private static func habit(from row: Statement) throws -> Habit {
    guard
      let schedule = Schedule(
        kind: row.text(4) ?? "", dayMask: Int(row.int(5)), interval: Int(row.int(6))),
      let start = Day(iso: row.text(8) ?? "")
    else { throw StoreError.sqlite("habit \(row.int(0)) has an unreadable schedule or start day") }
    let target: TimeOfDay? = row.value(3) == .null ? nil : TimeOfDay(minutes: Int(row.int(3)))
    return Habit(
      id: row.int(0), uuid: row.text(1) ?? "", name: row.text(2) ?? "", targetTime: target,
      schedule: schedule, alarm: row.int(7) != 0, start: start, position: Int(row.int(9)),
      archived: row.int(10) != 0)
  }
}
