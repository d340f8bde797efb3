import HabitCore

/// Under the heatmap, in the rows a tall window leaves: the selected habit's last days, newest
/// first, each with its weekday, date, state and note, the day cursor's in bold.
enum RecentDays {
  /// Draws the list in `rows` rows from (x, y), cut at the window's edge; nothing under 3 rows.
  static func draw(_ grid: inout Grid, _ model: Model, x: Int, y: Int, rows: Int) {
    guard rows >= 3, let habit = model.selectedHabit else { return }
    let words = model.words
    let room = grid.width - x
    grid.put(words.pick("Last days", "최근 기록"), x: x, y: y, style: .dim, limit: room)
    for (row, day) in days(of: habit, model, count: rows - 1).enumerated() {
      let style = day == model.cursorDay ? CellStyle.bold : .plain
      grid.put(line(habit, day, model), x: x, y: y + 1 + row, style: style, limit: room)
    }
  }

  /// The last `count` days up to today, newest first, none before the habit's first day.
  static func days(of habit: Habit, _ model: Model, count: Int) -> [Day] {
    let today = model.snapshot.board.today
    let shown = max(0, min(count, habit.start.distance(to: today) + 1))
    return (0..<shown).map { today.adding(days: -$0) }
  }

  /// `Mon 11-30  done · note: 30 pages`; a day it is not due says so rather than `no entry`.
  static func line(_ habit: Habit, _ day: Day, _ model: Model) -> String {
    let words = model.words
    let board = model.snapshot.board
    let completion = board.completion(of: habit)
    var state = CursorDay.state(of: habit, completion, on: day, words)
    if completion.mark(on: day) == .none, completion.history.status(on: day) == nil {
      // An at-most day with nothing recorded is not a kept limit (`0/2`): the strength counts
      // it as not done, so it says so.
      let unrecorded =
        habit.measure?.type == .atMost ? words.pick("nothing recorded", "기록 없음") : state
      state =
        board.isDue(habit, on: day)
        ? (day == board.today ? words.pick("to do", "할 일") : unrecorded)
        : words.pick("not due", "쉬는 날")
    }
    let note = model.snapshot.notes[habit.id]?[day].map {
      " · " + words.pick("note: ", "메모: ") + TerminalText.escaped($0)
    }
    let date = String(day.iso.dropFirst(5))
    let weekday = TerminalText.padded(
      words.weekday(day.weekday), to: TerminalText.width(words.pick("Mon", "월")))
    return "\(weekday) \(date)  \(state)\(note ?? "")"
  }
}
