import HabitCore

/// Loop's checkmark files read: the top `Checkmarks.csv` (a column per habit) and a habit
/// folder's (date, value, notes).
///
/// Each habit's days are kept as `[Day: Entry?]`: a day the top file has, with its entry or nil
/// for a value that holds none, so that a folder fills only the days the top file lacks.
enum LoopCSVCheckmarks {
  /// Reads the top file into `days`, one dictionary per habit of `habits`.
  static func readTop(_ text: String, habits: [Habit], into days: inout [[Day: Entry?]]) throws {
    let file = LoopCSV.checkmarksFile
    let rows = try CSV.rows(text, file: file)
    guard let header = rows.first else { return }
    let columns = try habitColumns(header, habits: habits)
    for row in rows.dropFirst() {
      let fields = try LoopCSV.fields(of: row, count: columns.count + 1, file: file)
      let day = try self.day(fields[0], file: file, line: row.line)
      for (column, index) in columns.enumerated() {
        let habit = habits[index]
        days[index][day] = .some(
          try entry(
            fields[column + 1], day: day, habit: habit, note: nil, file: file, line: row.line))
      }
    }
  }

  /// The habit index of each column after Date, matched by name. Loop writes the names in this
  /// header unquoted, so a name with a comma spans several fields: a header that is exactly the
  /// names of Habits.csv in its order, joined by commas, has their columns in that order.
  private static func habitColumns(_ header: CSV.Row, habits: [Habit]) throws -> [Int] {
    let names = LoopCSV.trimmingTrailingEmpty(header.fields).dropFirst()
    if names.count > habits.count,
      names.joined(separator: ",") == habits.map(\.name).joined(separator: ",")
    {
      return Array(habits.indices)
    }
    return try namedColumns(header, habits: habits)
  }

  private static func namedColumns(_ header: CSV.Row, habits: [Habit]) throws -> [Int] {
    let file = LoopCSV.checkmarksFile
    let keys = Dictionary(
      habits.enumerated().map { (HabitName.key($1.name), $0) },
      uniquingKeysWith: { first, _ in first })
    var seen = Set<Int>()
    return try LoopCSV.trimmingTrailingEmpty(header.fields).dropFirst().map { name in
      guard let index = keys[HabitName.key(name)] else {
        throw FileProblem(
          file: file, place: "line \(header.line)",
          problem: "column \"\(name)\" names no habit in \(LoopCSV.habitsFile)")
      }
      guard seen.insert(index).inserted else {
        throw FileProblem(
          file: file, place: "line \(header.line)", problem: "column \"\(name)\" is there twice")
      }
      return index
    }
  }

  /// Reads a habit folder's file: its notes go to the days the top file has an entry on, and the
  /// days the top file lacks are taken from it.
  static func readFolder(
    _ text: String, file: String, habit: Habit, into days: inout [Day: Entry?],
    notesLeftOut: inout Int
  ) throws {
    let rows = try CSV.rows(text, file: file)
    for row in rows {
      if row.line == rows.first?.line, row.fields.first == "Date" { continue }
      guard row.fields.count >= 2 else {
        throw FileProblem(
          file: file, place: "line \(row.line)",
          problem: "expected date, value and notes, found \(row.fields.count) field")
      }
      let day = try self.day(row.fields[0], file: file, line: row.line)
      let note = row.fields.dropFirst(2).joined(separator: ",")
      let entry = try self.entry(
        row.fields[1], day: day, habit: habit, note: note.isEmpty ? nil : note, file: file,
        line: row.line)
      if let known = days[day] {
        if var known, !note.isEmpty {
          known.note = note
          days[day] = .some(known)
        } else if !note.isEmpty {
          notesLeftOut += 1
        }
      } else {
        days[day] = .some(entry)
        if entry == nil, !note.isEmpty { notesLeftOut += 1 }
      }
    }
  }

  /// A `YYYY-MM-DD` day HabitFlow takes, or a `FileProblem`.
  private static func day(_ text: String, file: String, line: Int) throws -> Day {
    guard let day = Day(iso: text), Day.supported.contains(day) else {
      throw FileProblem(file: file, place: "line \(line)", problem: "bad date \"\(text)\"")
    }
    return day
  }

  /// The entry a value stands for (nil for one that holds none), or a `FileProblem`.
  static func entry(
    _ value: String, day: Day, habit: Habit, note: String?, file: String, line: Int
  ) throws -> Entry? {
    let read = habit.isMeasurable ? measured(value) : yesNo(value)
    guard let entry = read else {
      throw FileProblem(
        file: file, place: "line \(line)", problem: "bad value \"\(value)\" for \"\(habit.name)\"")
    }
    return entry.map { Entry(day: day, status: $0.status, note: note, amount: $0.amount) }
  }

  /// A yes/no value: its entry's status and amount (`.some(nil)` for no entry), nil when unknown.
  private static func yesNo(_ value: String) -> (status: EntryStatus, amount: Amount?)?? {
    switch value {
    case "YES_MANUAL": return .some((.done, nil))
    case "SKIP": return .some((.skipped, nil))
    case "YES_AUTO", "NO", "UNKNOWN", "": return .some(nil)
    default:
      guard let number = Int64(value), (Int64(LoopMapping.unknown)...3).contains(number) else {
        return nil
      }
      let entry = LoopMapping.entry(
        day: Day(number: 0), value: number, measurable: false, note: nil)
      return .some(entry.map { ($0.status, nil) })
    }
  }

  /// A measurable value: a decimal amount, SKIP, or no entry (empty, UNKNOWN, negative).
  private static func measured(_ value: String) -> (status: EntryStatus, amount: Amount?)?? {
    switch value {
    case "SKIP": return .some((.skipped, nil))
    case "UNKNOWN", "": return .some(nil)
    default:
      if value.hasPrefix("-"), LoopCSV.amount(String(value.dropFirst())) != nil {
        return .some(nil)
      }
      return LoopCSV.amount(value).map { .some((.done, $0)) }
    }
  }
}
