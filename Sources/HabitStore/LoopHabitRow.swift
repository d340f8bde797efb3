import HabitCore
import HabitInterchange

/// One row of a Loop backup's `Habits` table, with the columns its schema version has.
struct LoopHabitRow {
  let id: Int64
  let name: String
  let question: String
  let description: String
  let frequency: Schedule
  let color: HabitColor?
  let archived: Bool
  let reminder: TimeOfDay?
  /// Loop's `reminder_days` (see `LoopMapping.reminderDays(of:)`): 127 before schema 11.
  let reminderDays: Int
  let measure: Measure?
  let uuid: String?

  var isMeasurable: Bool { measure != nil }

  /// The habit in HabitFlow's terms; Loop's question and description become one description.
  /// Without a uuid (before schema 24) the identity comes from the name and, Loop allowing two
  /// habits of one name, which of them it is (`occurrence`, from 1).
  func habit(start: Day, occurrence: Int) -> Habit {
    let text = [question, description].filter { !$0.isEmpty }.joined(separator: "\n\n")
    let derivedName = occurrence == 1 ? name : name + "\u{0}\(occurrence)"
    return Habit(
      uuid: uuid.flatMap { $0.isEmpty ? nil : $0 }
        ?? HabitInterchange.Identity.derived(format: "loop", name: derivedName),
      name: HabitName.canonical(name), targetTime: reminder, schedule: frequency, start: start,
      archived: archived, measure: measure, description: text, color: color)
  }

  /// What Loop's reminder days say that HabitFlow does not do with the habit as read (it
  /// reminds on every due day), in one line; nil when they agree or there is no reminder.
  func reminderNotice(for habit: Habit) -> String? {
    guard let reminder, reminderDays != LoopMapping.reminderDays(of: habit) else { return nil }
    let name = "\"\(habit.name)\""
    guard reminderDays != 0 else {
      return "\(name): Loop never reminds of it (no reminder day is set); HabitFlow reminds at "
        + "\(reminder) on every day it is due"
    }
    let days = LoopMapping.weekdays(reminderDays: reminderDays).days.map(\.shortName)
    return "\(name): Loop reminds of it on \(days.joined(separator: ", ")) only; HabitFlow "
      + "reminds at \(reminder) on every day it is due"
  }

  /// Every habit row, in Loop's list order.
  static func all(in database: Database, file: String) throws -> [LoopHabitRow] {
    let present = try LoopBackup.columnNames(database, "Habits")
    for column in ["id", "name", "freq_num", "freq_den"] where !present.contains(column) {
      throw FileProblem(file: file, place: "table Habits", problem: "no column \(column)")
    }
    // Columns a schema lacks read as their defaults, so one query serves every version.
    let list = Column.allCases.map { present.contains($0.name) ? $0.name : $0.fallback }
      .joined(separator: ", ")
    let statement = try database.prepare("SELECT \(list) FROM Habits ORDER BY position, id")
    var rows: [LoopHabitRow] = []
    while try statement.step() { rows.append(try row(statement, file: file)) }
    return rows
  }

  /// The columns of Loop's `Habits` read, by their names in Loop's schema, each with the value
  /// it reads as in a schema that lacks it.
  private enum Column: Int32, NamedColumns {
    case id, name, question, description, freqNum, freqDen, color, archived, reminderHour
    case reminderMin, type, targetType, targetValue, unit, uuid, position, reminderDays
    static let sqlNames = [
      "id", "name", "question", "description", "freq_num", "freq_den", "color", "archived",
      "reminder_hour", "reminder_min", "type", "target_type", "target_value", "unit", "uuid",
      "position", "reminder_days",
    ]

    var fallback: String {
      switch self {
      case .id, .archived, .type, .targetType, .targetValue, .position: return "0"
      case .name, .question, .description, .unit: return "''"
      case .freqNum, .freqDen: return "1"
      case .color: return "-1"
      case .reminderHour, .reminderMin, .uuid: return "NULL"
      case .reminderDays: return "127"
      }
    }
  }

  private static func row(_ row: Statement, file: String) throws -> LoopHabitRow {
    let id = row.int(Column.id)
    let place = "table Habits, id \(id)"
    let name = row.text(Column.name) ?? ""
    if let problem = HabitName.problem(with: name) {
      throw FileProblem(file: file, place: place, problem: problem)
    }
    let (numerator, denominator) = (row.int(Column.freqNum), row.int(Column.freqDen))
    guard
      let frequency = LoopMapping.schedule(
        numerator: Int(numerator), denominator: Int(denominator))
    else {
      throw FileProblem(
        file: file, place: place,
        problem: "frequency \(numerator)/\(denominator) is not N times in M days (1 ≤ N ≤ M ≤ 366)")
    }
    let reminder =
      row.isNull(Column.reminderHour) || row.isNull(Column.reminderMin)
      ? nil
      : TimeOfDay(hour: Int(row.int(Column.reminderHour)), minute: Int(row.int(Column.reminderMin)))
    let measure =
      row.int(Column.type) == 1
      ? Measure(
        unit: LoopMapping.unit(row.text(Column.unit) ?? ""),
        target: Amount(thousandths: Int64((row.double(Column.targetValue) * 1000).rounded())),
        type: row.int(Column.targetType) == 1 ? .atMost : .atLeast) : nil
    return LoopHabitRow(
      id: id, name: name, question: row.text(Column.question) ?? "",
      description: row.text(Column.description) ?? "", frequency: frequency,
      color: LoopMapping.color(loopIndex: Int(row.int(Column.color))),
      archived: row.int(Column.archived) != 0, reminder: reminder,
      reminderDays: Int(row.int(Column.reminderDays) & 0x7F), measure: measure,
      uuid: row.text(Column.uuid))
  }
}
