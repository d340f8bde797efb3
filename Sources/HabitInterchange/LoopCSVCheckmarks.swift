import HabitCore

/// Loop's checkmark files read as `LoopDays`: the top `Checkmarks.csv` (a column per habit) and
/// a habit folder's (date, value and, from Loop 2.3 on, notes).
enum LoopCSVCheckmarks {
  /// The days of each habit (named `names`, in `Habits.csv` order) in the top file.
  static func readTop(_ text: String, names: [String]) throws -> [LoopDays] {
    let file = LoopCSV.checkmarksFile
    var days = Array(repeating: LoopDays(), count: names.count)
    let rows = try CSV.rows(text, file: file)
    guard let header = rows.first else { return days }
    let columns = try LoopCSVColumns.habits(of: header, names: names, file: file)
    for row in rows.dropFirst() {
      let cells = try LoopCSV.fields(
        of: CSV.Row(line: row.line, fields: LoopCSVCell.cells(row.fields)),
        count: columns.count + 1, file: file)
      let day = try self.day(cells[0], file: file, line: row.line)
      for (column, index) in columns.enumerated() {
        let read = try value(
          cells[column + 1], of: names[index], on: day, file: file, line: row.line)
        days[index].values[day] = read.value
        if read.isDecimal { days[index].hasDecimals = true }
      }
    }
    return days
  }

  /// The days of a habit folder's file: `date,value` rows (Loop before 2.3, without a header), or
  /// `Date,Value,Notes` under that header.
  static func readFolder(_ text: String, of name: String, file: String) throws -> LoopDays {
    var days = LoopDays()
    let rows = try CSV.rows(text, file: file)
    for row in rows {
      if row.line == rows.first?.line, row.fields.first == "Date" { continue }
      guard row.fields.count >= 2 else {
        throw FileProblem(
          file: file, place: "line \(row.line)",
          problem: "expected date, value and notes, found \(row.fields.count) field")
      }
      let day = try self.day(row.fields[0], file: file, line: row.line)
      let read = try value(row.fields[1], of: name, on: day, file: file, line: row.line)
      days.values[day] = read.value
      if read.isDecimal { days.hasDecimals = true }
      let note = row.fields.dropFirst(2).joined(separator: ",")
      if !note.isEmpty { days.notes[day] = note }
    }
    return days
  }

  /// A `YYYY-MM-DD` day HabitFlow takes, or a `FileProblem`.
  static func day(_ text: String, file: String, line: Int) throws -> Day {
    guard let day = Day(iso: text), Day.supported.contains(day) else {
      throw FileProblem(file: file, place: "line \(line)", problem: "bad date \"\(text)\"")
    }
    return day
  }

  /// A cell's value for the habit `name` on the row of `day`, or a `FileProblem`.
  private static func value(_ text: String, of name: String, on day: Day, file: String, line: Int)
    throws -> LoopCSVCell.Read
  {
    guard let read = LoopCSVCell.read(text) else {
      throw FileProblem(
        file: file, place: "line \(line)", problem: "bad value \"\(text)\" for \"\(name)\"")
    }
    if let stamped = read.timestamp, stamped != day {
      throw FileProblem(
        file: file, place: "line \(line)",
        problem: "a value of \(stamped.iso) on the row of \(day.iso)")
    }
    return read
  }
}

/// The habit columns of a top file (`Checkmarks.csv`, `Scores.csv`): after Date, one per habit.
enum LoopCSVColumns {
  /// The habit index of each column after Date, matched by name. Loop writes the names in this
  /// header unquoted, so a name with a comma spans several fields: a header that is exactly the
  /// names of Habits.csv in its order, joined by commas, has their columns in that order.
  static func habits(of header: CSV.Row, names: [String], file: String) throws -> [Int] {
    let given = LoopCSV.trimmingTrailingEmpty(header.fields).dropFirst()
    if given.count > names.count, given.joined(separator: ",") == names.joined(separator: ",") {
      return Array(names.indices)
    }
    let keys = Dictionary(
      names.enumerated().map { (HabitName.key($1), $0) }, uniquingKeysWith: { first, _ in first })
    var seen = Set<Int>()
    return try given.map { name in
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
}
