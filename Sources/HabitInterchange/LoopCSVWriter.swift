import HabitCore

extension LoopCSV {
  /// The files of an export in Loop's layout, by path: `Habits.csv`, `Checkmarks.csv` and
  /// `Scores.csv`, then per habit `NNN Name/Checkmarks.csv` and `NNN Name/Scores.csv`. `read`
  /// reads them back to the same habits and entries, except that schedules become Loop's
  /// frequencies (every 3 days: 1 in 3; three weekdays: 3 in 7), identities are derived from the
  /// names, and a habit starts on its first entry.
  ///
  /// - `Habits.csv` numbers the habits 1, 2… in the given order (Loop's list position), which is
  ///   also their folders' NNN; the description is the question.
  /// - The top files have a row per day from the earliest entry of any habit (or `today`) through
  ///   `today` (or the latest entry, if later), newest first, as Loop writes them, but without
  ///   the comma Loop ends each line with.
  /// - Yes/no values: YES_MANUAL done, SKIP skipped, YES_AUTO a day a frequency's window already
  ///   covers, NO any other day from the habit's first entry on, UNKNOWN before it (Loop knows
  ///   nothing of a habit before its first entry). Measurable: the amount in thousandths as Loop
  ///   stores it (`1500` for 1.5; Loop's word for 0 to 2 thousandths), SKIP, or empty.
  /// - Scores are `ScoreHistory`'s, with four decimals; before a habit's first entry, its initial
  ///   score.
  /// - A habit's folder is named `NNN Name`, `/`, `\` and control characters in the name
  ///   replaced by `_`; its files have a header (`Date,Value,Notes`, `Date,Score`) and a row per
  ///   day from the habit's first entry on, newest first.
  /// - `HabitFlow.json` carries what Loop's layout cannot hold (`LoopExtras`).
  public static func files(of carried: Carried, today: Day) -> [(path: String, contents: String)] {
    let lastEntry = carried.habits.compactMap { $0.entries.last?.day }.max() ?? today
    let last = max(today, lastEntry)
    let columns = carried.habits.map { LoopCSVColumn($0, through: last) }
    let first = min(today, carried.habits.compactMap { $0.entries.first?.day }.min() ?? today)
    let days = (first.number...last.number).reversed().map(Day.init(number:))
    let header = ["Date"] + carried.habits.map(\.habit.name)
    var files = [(path: habitsFile, contents: LoopCSVHabits.write(carried.habits.map(\.habit)))]
    let values = days.map { day in [day.iso] + columns.map { $0.value(on: day) } }
    files.append((checkmarksFile, CSV.text([header] + values)))
    let scores = days.map { day in [day.iso] + columns.map { $0.score(on: day) } }
    files.append((scoresFile, CSV.text([header] + scores)))
    for (index, column) in columns.enumerated() {
      let folder = folderNumber(index) + " " + folderName(column.habit.name)
      let own = days.filter { $0 >= column.begin }
      let checkmarks = own.map { [$0.iso, column.value(on: $0), column.entries[$0]?.note ?? ""] }
      files.append(
        (folder + "/" + checkmarksFile, CSV.text([["Date", "Value", "Notes"]] + checkmarks)))
      let scores = own.map { [$0.iso, column.score(on: $0)] }
      files.append((folder + "/" + scoresFile, CSV.text([["Date", "Score"]] + scores)))
    }
    files.append((LoopExtras.csvFile, LoopExtras.document(carried).serialized + "\n"))
    return files
  }

  /// A name as a folder name: `/`, `\` and control characters replaced by `_`.
  static func folderName(_ name: String) -> String {
    String(
      String.UnicodeScalarView(
        name.unicodeScalars.map {
          $0 == "/" || $0 == "\\" || $0.properties.generalCategory == .control ? "_" : $0
        }))
  }

  /// A score with four decimals (`0.4375`), as Loop prints it.
  static func scoreText(_ score: Double) -> String {
    let scaled = Int((min(1, max(0, score)) * 10_000).rounded())
    let fraction = String(scaled % 10_000)
    return "\(scaled / 10_000)." + String(repeating: "0", count: 4 - fraction.count) + fraction
  }
}

/// One habit's column of the export: its values and scores by day.
struct LoopCSVColumn {
  let habit: Habit
  let entries: [Day: Entry]
  /// The first day Loop knows the habit on: its first entry's, or its start without one.
  let begin: Day
  let completion: Completion
  let scores: ScoreHistory

  init(_ carried: CarriedHabit, through last: Day) {
    habit = carried.habit
    entries = Dictionary(
      carried.entries.map { ($0.day, $0) }, uniquingKeysWith: { first, _ in first })
    begin = carried.entries.first?.day ?? carried.habit.start
    var history = HabitHistory(origin: min(begin, carried.habit.start))
    for entry in carried.entries {
      history.set(entry.status, on: entry.day, amount: entry.amount)
    }
    completion = Completion(habit: carried.habit, history: history)
    scores = ScoreHistory(of: completion, through: last)
  }

  /// The checkmark value of a day (see `LoopCSV.files`).
  func value(on day: Day) -> String {
    let entry = entries[day]
    if habit.isMeasurable {
      switch entry?.status {
      // Loop's stored thousandths, printed as Loop prints every value: its word where it has
      // one (an amount of 0.002 is YES_MANUAL), else the number.
      case .done: return LoopCSVCell.text(of: entry?.amount?.thousandths ?? 0)
      case .skipped: return "SKIP"
      // Loop has no "not done" for an amount (its NO is an amount of 0): the extras carry it.
      case .notDone, nil: return ""
      }
    }
    switch entry?.status {
    case .done: return "YES_MANUAL"
    case .skipped: return "SKIP"
    case .notDone: return "NO"
    case nil: return completion.mark(on: day) == .auto ? "YES_AUTO" : "UNKNOWN"
    }
  }

  /// The score of a day with four decimals.
  func score(on day: Day) -> String {
    LoopCSV.scoreText(scores.score(on: day))
  }
}
