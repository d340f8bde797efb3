import HabitCore

/// HabitFlow's own export: every habit with every field and entry, and the synced settings, as
/// versioned JSON (`"format": "habitflow", "version": 1`).
public enum HabitFlowFile {
  /// The format name the file carries.
  public static let format = "habitflow"
  /// The version this release writes and the newest it reads.
  public static let version = 1

  /// The whole file for a carried set, keys in a fixed order so that equal data gives equal text.
  public static func document(_ carried: Carried) -> JSON {
    .object([
      ("format", .string(format)),
      ("version", .int(version)),
      ("habits", .array(carried.habits.map(habitJSON))),
      ("settings", .object(carried.settings.sorted { $0.key < $1.key }.map { ($0, .string($1)) })),
    ])
  }

  static func habitJSON(_ carried: CarriedHabit) -> JSON {
    let habit = carried.habit
    let schedule = habit.schedule
    return .object([
      ("uuid", .string(habit.uuid)),
      ("name", .string(habit.name)),
      ("description", .string(habit.description)),
      ("color", .optional(habit.color?.rawValue)),
      ("times", .array(habit.times.map { .string($0.description) })),
      (
        "schedule",
        .object([
          ("kind", .string(schedule.kind)),
          ("days", .array(schedule.days.days.map { .string($0.shortName) })),
          ("every", .int(schedule.frequency?.days ?? schedule.interval)),
          ("times", .int(schedule.frequency?.times ?? 1)),
        ])
      ),
      ("alarm", .bool(habit.alarm)),
      ("start", .string(habit.start.iso)),
      ("position", .int(habit.position)),
      ("archived", .bool(habit.archived)),
      ("measure", habit.measure.map(measureJSON) ?? .null),
      ("entries", .array(carried.entries.map(entryJSON))),
    ])
  }

  static func measureJSON(_ measure: Measure) -> JSON {
    .object([
      ("unit", .string(measure.unit)), ("target", .amount(measure.target)),
      ("type", .string(measure.type.rawValue)),
    ])
  }

  static func entryJSON(_ entry: Entry) -> JSON {
    var members: [(String, JSON)] = [
      ("day", .string(entry.day.iso)), ("status", .string(entry.status.rawValue)),
    ]
    if let amount = entry.amount { members.append(("amount", .amount(amount))) }
    if let note = entry.note { members.append(("note", .string(note))) }
    return .object(members)
  }
}
