import HabitCore

/// One habit of a Loop CSV export made whole: its kind from its row (or from its values, when
/// the row does not say), its entries from its days, and its start.
enum LoopCSVHabitReading {
  /// The carried habit of a row with its days (from its own file, else the top one) and
  /// exported scores; what could not be read as the file meant it is said in `notices`.
  static func carried(
    _ row: LoopCSVHabit, days: LoopDays, scores: [Day: Double], today: Day,
    notices: inout [String], notesLeftOut: inout Int
  ) throws -> CarriedHabit {
    var habit = row.habit
    switch row.kind {
    case .yesNo: break
    case .measured(let measure): habit.measure = measure
    case .unsaid:
      if days.looksMeasured {
        habit.measure = measure(of: row, days: days, scores: scores, notices: &notices)
      }
    }
    var entries: [Entry] = []
    for (day, value) in days.values.sorted(by: { $0.key < $1.key }) {
      let note = days.notes[day]
      let answer = value == Int64(LoopMapping.no) && !row.answersNotDone ? nil : value
      if let answer, let entry = try entry(answer, on: day, of: habit, note: note) {
        entries.append(entry)
      } else if note != nil {
        notesLeftOut += 1
      }
    }
    habit.start = start(of: habit, days: days, entries: entries) ?? today
    return CarriedHabit(habit: habit, entries: entries)
  }

  /// The entry a value stands for (nil for one that holds none), or a `FileProblem` for an
  /// amount in a habit `Habits.csv` calls yes/no.
  private static func entry(_ value: Int64, on day: Day, of habit: Habit, note: String?) throws
    -> Entry?
  {
    if !habit.isMeasurable, !(Int64(LoopMapping.unknown)...3).contains(value) {
      throw FileProblem(
        file: LoopCSV.checkmarksFile, place: day.iso,
        problem: "bad value \(value) for the yes/no habit \"\(habit.name)\"")
    }
    return LoopMapping.entry(day: day, value: value, measurable: habit.isMeasurable, note: note)
  }

  /// The first day Loop knows a habit on: its oldest value that is not "nothing", or, for a
  /// frequency, the first day Loop's rule marks done (which can come before the first check-in).
  private static func start(of habit: Habit, days: LoopDays, entries: [Entry]) -> Day? {
    let checkIns = entries.filter { $0.status == .done }.map(\.day)
    let ruled =
      habit.isMeasurable ? nil : habit.schedule.frequency?.firstLoopDay(checkedOn: checkIns)
    return [days.firstKnown, entries.first?.day, ruled].compactMap { $0 }.min()
  }

  /// The measure of a habit whose row has no Type column but whose values are amounts: Loop
  /// before 2.3 exported neither its target nor its unit, so the target is read back from the
  /// scores, or is 0 (every recorded day met) when they give none.
  private static func measure(
    of row: LoopCSVHabit, days: LoopDays, scores: [Day: Double], notices: inout [String]
  ) -> Measure {
    let name = "\"\(row.habit.name)\""
    guard
      let found = LoopTargetReading.target(
        values: days.values, scores: scores, times: row.times, days: row.days)
    else {
      notices.append(
        "\(name) is measurable, but this export has no target for it (Loop before 2.3 wrote "
          + "none) and its scores give none: set one with edit \(name) --target N")
      return Measure(unit: "", target: .zero, type: .atLeast)
    }
    let bound = found.atMost ? "at most" : "at least"
    notices.append(
      "\(name) is measurable with a target of \(bound) \(found.target), read from the "
        + "export's scores (Loop before 2.3 wrote no target); it has no unit")
    return Measure(unit: "", target: found.target, type: found.atMost ? .atMost : .atLeast)
  }
}
