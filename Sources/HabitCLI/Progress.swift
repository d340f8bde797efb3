import HabitCore

/// The words and figures the text reports use for a day of a habit: its state, and for a
/// measurable habit how far it got (`1.5/2 L`).
enum Progress {
  /// `at least 2 L`, `at most 3 cups`, `at least 10` (no unit).
  static func targetText(_ measure: Measure) -> String {
    let side = measure.type == .atLeast ? "at least" : "at most"
    return "\(side) \(amountText(measure.target, measure))"
  }

  /// `1.5 L`, or `1.5` without a unit; the unit printed safely.
  static func amountText(_ amount: Amount, _ measure: Measure) -> String {
    measure.unit.isEmpty ? amount.description : "\(amount) \(Display.safe(measure.unit))"
  }

  /// `1.5/2 L` on a day: the amount compared with the target over the habit's period, which
  /// for a frequency is the last M days (`3/10 km in 7 days`). Nil for a yes/no habit.
  static func text(_ completion: Completion, on day: Day) -> String? {
    guard let measure = completion.habit.measure else { return nil }
    var text = "\(completion.periodAmount(on: day))/\(amountText(measure.target, measure))"
    if let frequency = completion.habit.schedule.frequency {
      text += " in \(frequency.days) day\(frequency.days == 1 ? "" : "s")"
    }
    return text
  }

  /// Today's state of a habit in words: `done` (checked, auto-done or the target met),
  /// `skipped`, `pending` (due, nothing counts yet) or `-` (not due); a measurable habit adds
  /// its progress (`pending 1.5/2 L`) unless skipped or not due with nothing recorded.
  static func todayText(_ habit: Habit, board: Board) -> String {
    let word = todayWord(habit, board: board)
    let completion = board.completion(of: habit)
    guard word != "skipped", let progress = text(completion, on: board.today),
      word != "-" || completion.amount(on: board.today) != nil
    else { return word }
    return "\(word) \(progress)"
  }

  /// Today's state as one word: `done`, `skipped`, `pending` or `-`.
  static func todayWord(_ habit: Habit, board: Board) -> String {
    switch board.mark(of: habit, on: board.today) {
    case .done, .auto: return "done"
    case .skipped: return "skipped"
    case .none: return board.isDue(habit, on: board.today) ? "pending" : "-"
    }
  }

  /// Today's state as `list --json` gives it: `done`, `auto`, `skipped`, `pending` (due, nothing
  /// counts yet) or `none` (not due; an archived habit is never pending: nothing reminds of it).
  static func todayState(_ habit: Habit, board: Board) -> String {
    let mark = board.mark(of: habit, on: board.today)
    if mark == .none {
      return board.isDue(habit, on: board.today) && !habit.archived ? "pending" : "none"
    }
    return mark.rawValue
  }
}
