import Foundation
import HabitCore

extension HabitFlowFile {
  /// Reads a HabitFlow export; `file` names it in the one-line problem a bad file gets.
  public static func read(_ data: Data, file: String) throws -> Carried {
    let root: JSON
    switch JSON.parse(Array(data)) {
    case .success(let value): root = value
    case .failure(let error):
      throw FileProblem(file: file, place: "line \(error.line)", problem: "not valid JSON")
    }
    let reader = FieldReader(file: file, place: nil, value: root)
    guard try reader.string("format") == format else {
      throw FileProblem(file: file, problem: "not a HabitFlow export (format is not \"habitflow\")")
    }
    let fileVersion = try reader.int("version")
    guard fileVersion >= 1, fileVersion <= version else {
      throw FileProblem(
        file: file,
        problem: "version \(fileVersion) is newer than this HabitFlow reads (\(version))")
    }
    let habits = try reader.array("habits").map(habit)
    var settings: [String: String] = [:]
    if let members = try reader.optionalMembers("settings") {
      for (key, value) in members {
        guard case .string(let text) = value else {
          throw FileProblem(file: file, place: "settings.\(key)", problem: "not a string")
        }
        settings[key] = text
      }
    }
    return Carried(habits: habits, settings: settings)
  }

  private static func habit(_ reader: FieldReader) throws -> CarriedHabit {
    let name = try reader.string("name")
    guard let start = Day(iso: try reader.string("start")) else {
      throw reader.problem("start is not a YYYY-MM-DD day")
    }
    var habit = Habit(
      uuid: try reader.string("uuid"), name: name,
      schedule: try schedule(reader.object("schedule")),
      alarm: try reader.bool("alarm"), start: start, position: try reader.int("position"),
      archived: try reader.bool("archived"), description: try reader.string("description"))
    habit.times = try reader.array("times").map { item in
      guard case .string(let text) = item.value, let time = TimeOfDay(parsing: text) else {
        throw item.problem("not a HH:MM time")
      }
      return time
    }
    if let color = try reader.optionalString("color") {
      guard let known = HabitColor(rawValue: color) else { throw reader.problem("unknown color") }
      habit.color = known
    }
    if let measure = try reader.optionalReader("measure") {
      guard let type = TargetType(rawValue: try measure.string("type")) else {
        throw measure.problem("type is neither at-least nor at-most")
      }
      habit.measure = Measure(
        unit: try measure.string("unit"), target: try measure.amount("target"), type: type)
    }
    let entries = try reader.array("entries").map(entry)
    return CarriedHabit(habit: habit, entries: entries)
  }

  private static func schedule(_ reader: FieldReader) throws -> Schedule {
    var mask = 0
    for item in try reader.array("days") {
      guard case .string(let name) = item.value,
        let day = Weekday.allCases.first(where: { $0.shortName == name })
      else { throw item.problem("not a weekday (mon ... sun)") }
      mask |= 1 << day.rawValue
    }
    guard
      let schedule = Schedule(
        kind: try reader.string("kind"), dayMask: mask, interval: try reader.int("every"),
        times: try reader.int("times"))
    else { throw reader.problem("kind, days, every and times do not make a schedule") }
    return schedule
  }

  private static func entry(_ reader: FieldReader) throws -> Entry {
    guard let day = Day(iso: try reader.string("day")) else {
      throw reader.problem("day is not a YYYY-MM-DD day")
    }
    guard let status = EntryStatus(rawValue: try reader.string("status")) else {
      throw reader.problem("status is not done, skipped or not-done")
    }
    let amount = try reader.has("amount") ? try reader.amount("amount") : nil
    return Entry(day: day, status: status, note: try reader.optionalString("note"), amount: amount)
  }
}
