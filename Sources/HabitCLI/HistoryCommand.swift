import HabitApp
import HabitCore
import HabitInterchange

/// `history`: a habit's days one by one, with their state, amount and note.
enum HistoryCommand {
  /// The days shown when neither end is given.
  static let defaultDays = 30

  static let history = Command(
    name: "history",
    synopsis: "history NAME [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--json]",
    summary: "Show a habit's days with their state, amount and note (default: the last 30 days).",
    details: [
      "--to defaults to today, --from to 29 days before --to; every day of the range from the",
      "habit's start is shown, oldest first.",
    ],
    spec: ArgumentSpec(valueOptions: ["--from", "--to"], flags: ["--json"]),
    access: .read
  ) { arguments, session in
    let habit = try session.habit(named: arguments.positionals[0])
    let today = try session.today()
    let range = try Values.dayRange(arguments, today: today, days: defaultDays)
    // A day before the start is no missed day: it is not listed.
    guard range.upperBound >= habit.start else {
      if arguments.has("--json") { return JSON.array([]).serialized }
      let verb = habit.start > today ? "starts" : "started"
      return "Nothing to show: \(Display.safe(habit.name)) \(verb) on \(habit.start.iso)"
    }
    let days = max(range.lowerBound, habit.start)...range.upperBound
    let entries = Dictionary(
      try session.library.entries(of: habit.id, from: days.lowerBound, through: days.upperBound)
        .map { ($0.day, $0) }, uniquingKeysWith: { first, _ in first })
    // Exact from the first day shown on: the days before it are not read.
    let completion = try session.board(of: [habit], reach: .streaks(since: days.lowerBound))
      .completion(of: habit)
    let rows = stride(from: days.lowerBound.number, through: days.upperBound.number, by: 1).map {
      Row(day: Day(number: $0), completion: completion, entry: entries[Day(number: $0)])
    }
    if arguments.has("--json") { return JSON.array(rows.map(\.json)).serialized }
    return text(rows)
  }

  /// One day of the history.
  struct Row {
    let day: Day
    /// `done`, `auto`, `skipped` or `none`.
    let state: DayMark
    /// Whether the day counts for nothing because it was answered "not done" (Loop's NO,
    /// harsh's `n`), not left without an answer.
    let answeredNotDone: Bool
    /// The day's own amount (measurable habits; 0 when nothing was recorded), else nil.
    let amount: Amount?
    let note: String?
    let measure: Measure?

    init(day: Day, completion: Completion, entry: Entry?) {
      self.day = day
      state = completion.mark(on: day)
      answeredNotDone = state == .none && entry?.status == .notDone
      measure = completion.habit.measure
      amount = measure.map { _ in completion.amount(on: day) ?? .zero }
      note = entry?.note
    }

    /// The state's word: `not-done` for a day answered so.
    var stateName: String { answeredNotDone ? EntryStatus.notDone.rawValue : state.rawValue }

    /// `{"date", "state", "amount" (measurable habits only), "note"}`.
    var json: JSON {
      var members: [(String, JSON)] = [
        ("date", .string(day.iso)), ("state", .string(stateName)),
      ]
      if let amount { members.append(("amount", .amount(amount))) }
      members.append(("note", .optional(note)))
      return .object(members)
    }
  }

  /// `2026-11-28  Sat  done     2.5 L  한 장`: the state `-` for none (`no` for a day answered
  /// "not done"), the amount (measurable habits) right-aligned, the note escaped; trailing
  /// spaces trimmed.
  static func text(_ rows: [Row]) -> String {
    let amounts = rows.map { row in row.amount.map { Progress.amountText($0, row.measure!) } }
    let width = amounts.map { TerminalText.width($0 ?? "") }.max() ?? 0
    return zip(rows, amounts).map { row, amount in
      var cells = [
        row.day.iso, row.day.weekday.label,
        TerminalText.padded(
          row.answeredNotDone ? "no" : row.state == .none ? "-" : row.state.rawValue, to: 7),
      ]
      if let amount { cells.append(TerminalText.leftPadded(amount, to: width)) }
      cells.append(row.note.map(Display.safe) ?? "")
      return String(
        cells.joined(separator: "  ").reversed().drop(while: { $0 == " " }).reversed())
    }.joined(separator: "\n")
  }
}
