import HabitCore

/// Loop's `Habits.csv`: one habit a row, under a header naming the columns.
enum LoopCSVHabits {
  /// The columns Loop writes, in its order.
  static let columns = [
    "Position", "Name", "Type", "Question", "Description", "FrequencyNumerator",
    "FrequencyDenominator", "Color", "Unit", "Target Type", "Target Value", "Archived?",
  ]
  /// The columns a file must have; older Loop versions lack some of the others.
  static let required = ["Name", "FrequencyNumerator", "FrequencyDenominator"]

  /// The habits of `Habits.csv` in its order, started on `today` for now.
  static func read(_ text: String, today: Day) throws -> [Habit] {
    let file = LoopCSV.habitsFile
    let rows = try CSV.rows(text, file: file)
    guard let header = rows.first else {
      throw FileProblem(file: file, place: "line 1", problem: "missing column \"Name\"")
    }
    let names = LoopCSV.trimmingTrailingEmpty(header.fields)
    for column in required where !names.contains(column) {
      throw FileProblem(file: file, place: "line 1", problem: "missing column \"\(column)\"")
    }
    var habits: [Habit] = []
    var keys = Set<String>()
    for row in rows.dropFirst() {
      let fields = try LoopCSV.fields(of: row, count: names.count, file: file)
      let record = Dictionary(zip(names, fields), uniquingKeysWith: { first, _ in first })
      var habit = try self.habit(record, line: row.line, today: today)
      guard keys.insert(HabitName.key(habit.name)).inserted else {
        throw FileProblem(
          file: file, place: "line \(row.line)", problem: "\"\(habit.name)\" is listed twice")
      }
      habit.position = habits.count
      habits.append(habit)
    }
    return habits
  }

  /// One habit from its row's fields by column name.
  private static func habit(
    _ record: [String: String], line: Int, today: Day
  ) throws -> Habit {
    let problem = { (text: String) in
      FileProblem(file: LoopCSV.habitsFile, place: "line \(line)", problem: text)
    }
    let field = { (column: String) in record[column] ?? "" }
    let name = HabitName.canonical(field("Name"))
    if let reason = HabitName.problem(with: name) { throw problem(reason) }
    let numerator = field("FrequencyNumerator")
    let denominator = field("FrequencyDenominator")
    guard let times = Int(numerator), let days = Int(denominator),
      let schedule = LoopMapping.schedule(numerator: times, denominator: days)
    else { throw problem("\"\(name)\" has a bad frequency \(numerator)/\(denominator)") }
    let choose = { (column: String, choices: [String: Bool]) throws -> Bool in
      guard let choice = choices[field(column).uppercased()] else {
        throw problem("\"\(name)\" has a bad \(column) \"\(field(column))\"")
      }
      return choice
    }
    let measurable = try choose(
      "Type", ["": false, "YES_NO": false, "0": false, "NUMERICAL": true, "1": true])
    let archived = try choose(
      "Archived?", ["": false, "FALSE": false, "0": false, "TRUE": true, "1": true])
    var habit = Habit(
      uuid: Identity.derived(format: "loop", name: name), name: name, schedule: schedule,
      start: today, archived: archived,
      description: description(question: field("Question"), description: field("Description")))
    guard let color = LoopCSV.color(field("Color")) else {
      throw problem("\"\(name)\" has a bad Color \"\(field("Color"))\"")
    }
    habit.color = color
    if measurable {
      let atMost = try choose(
        "Target Type", ["": false, "AT_LEAST": false, "0": false, "AT_MOST": true, "1": true])
      let value = field("Target Value")
      guard let target = value.isEmpty ? .zero : LoopCSV.amount(value) else {
        throw problem("\"\(name)\" has a bad Target Value \"\(value)\"")
      }
      habit.measure = Measure(
        unit: String(field("Unit").prefix(Measure.maximumUnitLength)), target: target,
        type: atMost ? .atMost : .atLeast)
    }
    return habit
  }

  /// Our description from Loop's question and description: whichever is there, or the question,
  /// a blank line, then the description.
  static func description(question: String, description: String) -> String {
    [question, description].filter { !$0.isEmpty }.joined(separator: "\n\n")
  }

  /// `Habits.csv` for habits in the given order: the position is the 1-based place in that order
  /// (as Loop numbers its list), the description goes in the question, and a yes/no habit has
  /// Loop's defaults for a measurable habit's columns.
  static func write(_ habits: [Habit]) -> String {
    let rows = habits.enumerated().map { index, habit in
      let (numerator, denominator) = LoopMapping.frequency(of: habit.schedule)
      let rgb = LoopMapping.palette[LoopMapping.loopIndex(of: habit.color)]
      return [
        LoopCSV.folderNumber(index), habit.name, habit.measure == nil ? "YES_NO" : "NUMERICAL",
        habit.description, "", String(numerator), String(denominator), LoopCSV.hex(rgb),
        habit.measure?.unit ?? "", habit.measure?.type == .atMost ? "AT_MOST" : "AT_LEAST",
        LoopCSV.decimal(habit.measure?.target ?? .zero), habit.archived ? "true" : "false",
      ]
    }
    return CSV.text([columns] + rows)
  }
}
