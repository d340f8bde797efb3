import Foundation
import HabitCore

extension StoreReader {
  /// Every column of a habit, as read.
  static let selectHabits = HabitColumn.select()
  /// A habit's row, read through the primary key.
  static let selectHabitByID = selectHabits + " WHERE id = ?"
  static let selectHabitByUUID = selectHabits + " WHERE uuid = ?"

  /// The habits in list order (archived ones only when asked). Two habits added at once on two
  /// devices share a position once synced: their uuids order them, the same on every device.
  public func habits(includeArchived: Bool = false) throws -> [Habit] {
    let statement = try database.prepare(
      Self.selectHabits + (includeArchived ? "" : " WHERE archived = 0"))
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
    let statement = try database.prepare(Self.selectHabitByID)
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
    if let exact = try database.scalar(
      "SELECT id FROM habits WHERE name = ?", [.text(HabitName.canonical(name))])?.integer,
      let found = try habits(ids: [exact]).first
    {
      return found
    }
    return Self.sameName(as: name, in: try habits(includeArchived: true))
  }

  /// The habit with this uuid, archived or not, or nil.
  public func habit(uuid: String) throws -> Habit? {
    let statement = try database.prepare(Self.selectHabitByUUID, [.text(uuid)])
    return try statement.step() ? try Self.habit(from: statement) : nil
  }

  fileprivate func requireUniqueName(_ name: String, except id: Int64?) throws {
    let others = try habits(includeArchived: true).filter { $0.id != id }
    if let other = Self.sameName(as: name, in: others) {
      throw StoreError.duplicateName(other.name)
    }
  }

  fileprivate static func sameName(as name: String, in habits: [Habit]) -> Habit? {
    let key = HabitName.key(name)
    return habits.first { HabitName.key($0.name) == key }
  }

  /// A habit's values in `HabitColumn` order, its id `id` (left out when nil).
  static func values(of habit: Habit, id: SQLValue?) -> [SQLValue] {
    HabitColumn.allCases.compactMap { $0 == .id ? id : value(of: $0, in: habit) }
  }

  fileprivate static func value(of column: HabitColumn, in habit: Habit) -> SQLValue {
    let schedule = habit.schedule
    let measure = habit.measure
    switch column {
    case .id: return .integer(habit.id)
    case .uuid: return .text(habit.uuid)
    case .name: return .text(habit.name)
    case .times: return .text(habit.times.map(\.description).joined(separator: ","))
    case .scheduleKind: return .text(schedule.kind)
    case .scheduleDays: return .integer(Int64(schedule.days.rawValue))
    case .scheduleEvery: return .integer(Int64(schedule.frequency?.days ?? schedule.interval))
    case .frequencyTimes: return .integer(Int64(schedule.frequency?.times ?? 1))
    case .alarm: return .integer(habit.alarm ? 1 : 0)
    case .startDay: return .text(habit.start.iso)
    case .position: return .integer(Int64(habit.position))
    case .archived: return .integer(habit.archived ? 1 : 0)
    case .kind: return .text(measure == nil ? "yes-no" : "measurable")
    case .unit: return .text(measure?.unit ?? "")
    case .target: return measure.map { .integer($0.target.thousandths) } ?? .null
    case .targetType: return .text(measure?.type.rawValue ?? TargetType.atLeast.rawValue)
    case .description: return .text(habit.description)
    case .color: return habit.color.map { .text($0.rawValue) } ?? .null
    }
  }

  fileprivate static func habit(from row: Statement) throws -> Habit {
    typealias Column = HabitColumn
    guard let times = row.withBytes(Column.times, TimeOfDay.list(utf8:)),
      let schedule = Schedule(
        kind: row.text(Column.scheduleKind) ?? "", dayMask: Int(row.int(Column.scheduleDays)),
        interval: Int(row.int(Column.scheduleEvery)), times: Int(row.int(Column.frequencyTimes))),
      let start = row.withBytes(Column.startDay, Day.init(isoBytes:))
    else {
      throw StoreError.sqlite(
        "habit \(row.int(Column.id)) has an unreadable schedule, time or start day")
    }
    var habit = Habit(
      id: row.int(Column.id), uuid: row.text(Column.uuid) ?? "", name: row.text(Column.name) ?? "",
      schedule: schedule, alarm: row.int(Column.alarm) != 0, start: start,
      position: Int(row.int(Column.position)), archived: row.int(Column.archived) != 0,
      description: row.text(Column.description) ?? "",
      color: row.text(Column.color).flatMap(HabitColor.init(rawValue:)))
    habit.times = times
    if row.text(Column.kind) == "measurable" {
      habit.measure = Measure(
        unit: row.text(Column.unit) ?? "", target: Amount(thousandths: row.int(Column.target)),
        type: TargetType(rawValue: row.text(Column.targetType) ?? "") ?? .atLeast)
    }
    return habit
  }
}

extension StoreWriter {
  /// Stores a new habit at the end of the list and returns it with its id and position.
  public func insert(_ habit: Habit) throws -> Habit {
    var stored = habit
    stored.name = HabitName.canonical(habit.name)
    try requireUniqueName(stored.name, except: nil)
    let last = try database.scalar("SELECT max(position) FROM habits")?.integer ?? -1
    stored.position = Int(last) + 1
    stored.id = try insertHabitRow(stored, id: nil)
    return stored
  }

  /// Puts a deleted habit back with its id, place and check-ins (undo of a delete).
  public func restore(_ habit: Habit, entries: [Entry]) throws {
    try requireUniqueName(habit.name, except: nil)
    _ = try insertHabitRow(habit, id: habit.id, entries: entries)
  }

  /// Saves every field of an existing habit.
  public func update(_ habit: Habit) throws {
    var stored = habit
    stored.name = HabitName.canonical(habit.name)
    try requireUniqueName(stored.name, except: habit.id)
    try updateHabitRow(stored)
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
    try moveHabitRows(
      ordered.enumerated().filter { $0.element.position != $0.offset }.map {
        ($0.element, $0.offset)
      })
  }

  /// Deletes a habit and all of its check-ins.
  public func delete(habitID: Int64) throws {
    try deleteHabitRow(id: habitID)
  }
}
