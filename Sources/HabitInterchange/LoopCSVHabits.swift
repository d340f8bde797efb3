import HabitCore

/// A row of `Habits.csv`: the habit, and what the row says of its kind.
struct LoopCSVHabit {
  /// What a row says of a habit's kind.
  enum Kind: Equatable {
    case yesNo
    case measured(Measure)
    /// The row has no Type column (Loop before 2.3): the values tell.
    case unsaid
  }

  /// The habit, yes/no until its kind is known.
  var habit: Habit
  var kind: Kind
  /// Loop's frequency: `times` in `days`.
  var times: Int
  var days: Int
  /// Whether a yes/no value of 0 is an answer of "not done" (Loop 2.0 on, whose files tell a
  /// day without an entry, -1, from it), not every day without a check-in (Loop 1.x, whose
  /// `Habits.csv` has no Question column).
  var answersNotDone = true
}

/// Loop's `Habits.csv`: one habit a row, under a header naming the columns.
enum LoopCSVHabits {
  /// The columns Loop writes, in its order (since 2.3).
  static let columns = [
    "Position", "Name", "Type", "Question", "Description", "FrequencyNumerator",
    "FrequencyDenominator", "Color", "Unit", "Target Type", "Target Value", "Archived?",
  ]
  /// The frequency columns, as Loop 2.3 and later name them and as earlier versions did.
  static let frequencyColumns = [
    ("FrequencyNumerator", "FrequencyDenominator"), ("NumRepetitions", "Interval"),
  ]

  /// The habits of `Habits.csv` in its order, started on `today` for now. Name and one pair of
  /// frequency columns are required; every other column (older Loop versions lack some) has a
  /// default.
  static func read(_ text: String, today: Day) throws -> [LoopCSVHabit] {
    let file = LoopCSV.habitsFile
    let rows = try CSV.rows(text, file: file)
    guard let header = rows.first else {
      throw FileProblem(file: file, place: "line 1", problem: "missing column \"Name\"")
    }
    let names = LoopCSV.trimmingTrailingEmpty(header.fields)
    if !names.contains("Name") {
      throw FileProblem(file: file, place: "line 1", problem: "missing column \"Name\"")
    }
    let frequency = try frequencyColumns(names)
    var habits: [LoopCSVHabit] = []
    var keys = Set<String>()
    for row in rows.dropFirst() {
      let fields = try LoopCSV.fields(of: row, count: names.count, file: file)
      let record = Dictionary(zip(names, fields), uniquingKeysWith: { first, _ in first })
      var read = try habit(record, frequency: frequency, line: row.line, today: today)
      guard keys.insert(HabitName.key(read.habit.name)).inserted else {
        throw FileProblem(
          file: file, place: "line \(row.line)", problem: "\"\(read.habit.name)\" is listed twice")
      }
      read.habit.position = habits.count
      read.answersNotDone = names.contains("Question") || names.contains("Type")
      habits.append(read)
    }
    return habits
  }

  /// The frequency columns a header has, or a problem naming the one missing: the other of a
  /// pair, or the pair Loop writes now when neither is there.
  private static func frequencyColumns(_ names: [String]) throws -> (String, String) {
    if let pair = frequencyColumns.first(where: { names.contains($0.0) && names.contains($0.1) }) {
      return pair
    }
    let missing =
      frequencyColumns.lazy.compactMap { pair -> String? in
        names.contains(pair.0) ? pair.1 : names.contains(pair.1) ? pair.0 : nil
      }.first.map { "missing column \"\($0)\"" }
      ?? "missing column \"FrequencyNumerator\" (or Loop 2.2's \"NumRepetitions\")"
    throw FileProblem(file: LoopCSV.habitsFile, place: "line 1", problem: missing)
  }

  /// One habit from its row's fields by column name.
  private static func habit(
    _ record: [String: String], frequency columns: (String, String), line: Int, today: Day
  ) throws -> LoopCSVHabit {
    let problem = { (text: String) in
      FileProblem(file: LoopCSV.habitsFile, place: "line \(line)", problem: text)
    }
    let field = { (column: String) in record[column] ?? "" }
    let name = HabitName.canonical(field("Name"))
    if let reason = HabitName.problem(with: name) { throw problem(reason) }
    let numerator = field(columns.0)
    let denominator = field(columns.1)
    guard let times = Int(numerator), let days = Int(denominator),
      let schedule = LoopMapping.schedule(numerator: times, denominator: days)
    else { throw problem("\"\(name)\" has a bad frequency \(numerator)/\(denominator)") }
    let choose = { (column: String, choices: [String: Bool]) throws -> Bool in
      guard let choice = choices[field(column).uppercased()] else {
        throw problem("\"\(name)\" has a bad \(column) \"\(field(column))\"")
      }
      return choice
    }
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
    let unit = LoopMapping.unit(field("Unit"))
    guard record["Type"] != nil else {
      return LoopCSVHabit(habit: habit, kind: .unsaid, times: times, days: days)
    }
    let measurable = try choose(
      "Type", ["": false, "YES_NO": false, "0": false, "NUMERICAL": true, "1": true])
    var kind = LoopCSVHabit.Kind.yesNo
    if measurable {
      let atMost = try choose(
        "Target Type", ["": false, "AT_LEAST": false, "0": false, "AT_MOST": true, "1": true])
      let value = field("Target Value")
      guard let target = value.isEmpty ? .zero : LoopCSV.amount(value) else {
        throw problem("\"\(name)\" has a bad Target Value \"\(value)\"")
      }
      kind = .measured(Measure(unit: unit, target: target, type: atMost ? .atMost : .atLeast))
    }
    return LoopCSVHabit(habit: habit, kind: kind, times: times, days: days)
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
