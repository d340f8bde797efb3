import Foundation
import HabitCore

extension HabitStore {
  static let habitColumns = """
    id, uuid, name, times, schedule_kind, schedule_days, schedule_every, alarm, start_day,
    position, archived, frequency_times, kind, unit, target, target_type, description, color
    """
  static let placeholders = Array(repeating: "?", count: 17).joined(separator: ", ")

  /// The habits in list order (archived ones only when asked). Two habits added at once on two
  /// devices share a position once synced: their uuids order them, the same on every device.
  public func habits(includeArchived: Bool = false) throws -> [Habit] {
    let statement = try database.prepare(
      "SELECT \(Self.habitColumns) FROM habits" + (includeArchived ? "" : " WHERE archived = 0"))
    var habits: [Habit] = []
    while try statement.step() { habits.append(try Self.habit(from: statement)) }
    // Ordered here, not by SQLite: with no index on the position its sorter copied every row
    // in and out, a quarter of reading 500 habits. Uuids compare as SQLite compares text.
    habits.sort(by: Self.inListOrder)
    return habits
  }

  /// Whether `first` comes before `second` in the list: by position, then uuid byte by byte.
  static func inListOrder(_ first: Habit, _ second: Habit) -> Bool {
    first.position != second.position
      ? first.position < second.position
      : first.uuid.utf8.lexicographicallyPrecedes(second.uuid.utf8)
  }

  /// The habits with these ids, archived or not, read through the primary key.
  public func habits(ids: Set<Int64>) throws -> [Habit] {
    let statement = try database.prepare("SELECT \(Self.habitColumns) FROM habits WHERE id = ?")
    var habits: [Habit] = []
    for id in ids.sorted() {
      try statement.reset(binding: [.integer(id)])
      if try statement.step() { habits.append(try Self.habit(from: statement)) }
    }
    return habits
  }

  /// The habit with this name, archived or not, compared as `HabitName.key` does (Unicode
  /// normalization, surrounding spaces and invisible characters aside), or nil.
  public func habit(named name: String) throws -> Habit? {
    // The exact name first, through the name's unique index: files from before names were
    // compared by key may hold two lookalikes, and the exact one wins; and a command naming a
    // habit then reads one row, not every habit with its name's key worked out. The row is read
    // by id, as a write reads it again to keep its derived data: one statement serves both.
    let exact = try database.prepare(
      "SELECT id FROM habits WHERE name = ?", [.text(HabitName.canonical(name))])
    if try exact.step(), let found = try habits(ids: [exact.int(0)]).first { return found }
    return Self.sameName(as: name, in: try habits(includeArchived: true))
  }

  /// The habit with this uuid, archived or not, or nil.
  public func habit(uuid: String) throws -> Habit? {
    let statement = try database.prepare(
      "SELECT \(Self.habitColumns) FROM habits WHERE uuid = ?", [.text(uuid)])
    return try statement.step() ? try Self.habit(from: statement) : nil
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
      INSERT INTO habits (\(Self.habitColumns)) VALUES (NULL, \(Self.placeholders))
      """, Self.values(of: stored))
    stored.id = database.lastInsertRowID
    try touched(stored.id)
    try markHabit(stored.uuid)
    return stored
  }

  /// Puts a deleted habit back with its id, place and check-ins (undo of a delete).
  public func restore(_ habit: Habit, entries: [Entry]) throws {
    try requireUniqueName(habit.name, except: nil)
    try database.run(
      "INSERT INTO habits (\(Self.habitColumns)) VALUES (?, \(Self.placeholders))",
      [.integer(habit.id)] + Self.values(of: habit))
    try save(entries, habitID: habit.id)
    try touched(habit.id)
    try markHabit(habit.uuid)
  }

  /// Saves every field of an existing habit.
  public func update(_ habit: Habit) throws {
    var stored = habit
    stored.name = HabitName.canonical(habit.name)
    try requireUniqueName(stored.name, except: habit.id)
    try database.run(
      """
      UPDATE habits SET uuid = ?, name = ?, times = ?, schedule_kind = ?, schedule_days = ?,
        schedule_every = ?, alarm = ?, start_day = ?, position = ?, archived = ?,
        frequency_times = ?, kind = ?, unit = ?, target = ?, target_type = ?, description = ?,
        color = ?
      WHERE id = ?
      """, Self.values(of: stored) + [.integer(habit.id)])
    try touched(habit.id)
    try markHabit(habit.uuid)
  }

  /// Moves a habit to `index` (0-based) among the habits that are not archived, the others
  /// following in their order; archived habits keep their places among them.
  public func move(habitID: Int64, to index: Int) throws {
    let all = try habits(includeArchived: true)
    var shown = all.filter { !$0.archived && $0.id != habitID }
    guard let moved = all.first(where: { $0.id == habitID }), !moved.archived else { return }
    shown.insert(moved, at: max(0, min(index, shown.count)))
    var next = shown.makeIterator()
    let ordered = all.map { $0.archived ? $0 : next.next()! }
    let statement = try database.prepare("UPDATE habits SET position = ? WHERE id = ?")
    for (position, habit) in ordered.enumerated() where habit.position != position {
      try statement.reset(binding: [.integer(Int64(position)), .integer(habit.id)])
      try statement.runToEnd()
      try markHabit(habit.uuid)
    }
  }

  /// Deletes a habit and all of its check-ins.
  public func delete(habitID: Int64) throws {
    let uuid = try database.scalar("SELECT uuid FROM habits WHERE id = ?", [.integer(habitID)])
    try database.run("DELETE FROM habits WHERE id = ?", [.integer(habitID)])
    if let uuid = uuid?.text { try markHabit(uuid, deleted: true) }
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

  static func values(of habit: Habit) -> [SQLValue] {
    let schedule = habit.schedule
    let measure = habit.measure
    return [
      .text(habit.uuid), .text(habit.name),
      .text(habit.times.map(\.description).joined(separator: ",")),
      .text(schedule.kind), .integer(Int64(schedule.days.rawValue)),
      .integer(Int64(schedule.frequency?.days ?? schedule.interval)),
      .integer(habit.alarm ? 1 : 0), .text(habit.start.iso), .integer(Int64(habit.position)),
      .integer(habit.archived ? 1 : 0), .integer(Int64(schedule.frequency?.times ?? 1)),
      .text(measure == nil ? "yes-no" : "measurable"), .text(measure?.unit ?? ""),
      measure.map { .integer($0.target.thousandths) } ?? .null,
      .text(measure?.type.rawValue ?? TargetType.atLeast.rawValue), .text(habit.description),
      habit.color.map { .text($0.rawValue) } ?? .null,
    ]
  }

  private static func habit(from row: Statement) throws -> Habit {
    guard let times = row.withBytes(3, TimeOfDay.list(utf8:)),
      let schedule = Schedule(
        kind: row.text(4) ?? "", dayMask: Int(row.int(5)), interval: Int(row.int(6)),
        times: Int(row.int(11))),
      let start = row.withBytes(8, Day.init(isoBytes:))
    else {
      throw StoreError.sqlite("habit \(row.int(0)) has an unreadable schedule, time or start day")
    }
    var habit = Habit(
      id: row.int(0), uuid: row.text(1) ?? "", name: row.text(2) ?? "", schedule: schedule,
      alarm: row.int(7) != 0, start: start, position: Int(row.int(9)),
      archived: row.int(10) != 0, description: row.text(16) ?? "",
      color: row.text(17).flatMap(HabitColor.init(rawValue:)))
    habit.times = times
    if row.text(12) == "measurable" {
      habit.measure = Measure(
        unit: row.text(13) ?? "", target: Amount(thousandths: row.int(14)),
        type: TargetType(rawValue: row.text(15) ?? "") ?? .atLeast)
    }
    return habit
  }
}
