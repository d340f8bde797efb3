import HabitCore

/// The habit list: today's state, name, time, alarm mark, current and best streak.
enum HabitList {
  static func draw(_ grid: inout Grid, _ model: Model, x: Int, y: Int, width: Int, height: Int) {
    let board = model.snapshot.board
    guard !board.habits.isEmpty else {
      grid.put("No habits yet: press a to add one.", x: x + 1, y: y + 1, limit: width - 1)
      return
    }
    // " > [x] " then the name, then "  09:30 ⏰" and two streak columns of five.
    let fixed = 7 + 2 + 5 + 3 + 5 + 5
    let nameWidth = max(6, width - fixed)
    let rows = max(1, height - 1)
    let first = scrollTop(model.selection, rows: rows, count: board.habits.count)
    let count = board.habits.count
    let range = "\(first + 1)-\(min(count, first + rows))/\(count)"
    let title = count <= rows ? "Habit" : nameWidth >= range.count + 6 ? "Habit " + range : range
    let header =
      "       " + TerminalText.padded(TerminalText.truncated(title, to: nameWidth), to: nameWidth)
      + "  Time    " + TerminalText.leftPadded("Now", to: 5)
      + TerminalText.leftPadded("Best", to: 5)
    grid.put(header, x: x, y: y, style: .dim, limit: width)
    for (row, index) in (first..<min(board.habits.count, first + rows)).enumerated() {
      let habit = board.habits[index]
      let streak = board.streak(of: habit)
      let selected = index == model.selection
      let style = selected ? CellStyle(bold: true, reverse: true) : CellStyle.plain
      let line =
        (selected ? " > " : "   ") + mark(habit, board) + " "
        + TerminalText.padded(
          TerminalText.truncated(TerminalText.escaped(habit.name), to: nameWidth), to: nameWidth)
        + "  " + (habit.targetTime?.description ?? "  -  ") + (habit.alarm ? " ⏰" : "   ")
        + TerminalText.leftPadded(String(streak.current), to: 5)
        + TerminalText.leftPadded(String(streak.best), to: 5)
      if selected { grid.fill(x: x, y: y + 1 + row, width: width, height: 1, style: style) }
      grid.put(line, x: x, y: y + 1 + row, style: style, limit: width)
    }
  }

  /// `[x]` done, `[-]` skipped, `[ ]` still to do, blank when not due today.
  static func mark(_ habit: Habit, _ board: Board) -> String {
    switch board.history(of: habit).status(on: board.today) {
    case .done: return "[x]"
    case .skipped: return "[-]"
    case nil: return habit.isDue(board.today) ? "[ ]" : "   "
    }
  }

  /// The first visible row that keeps the selection in view, roughly centred when scrolling.
  static func scrollTop(_ selection: Int, rows: Int, count: Int) -> Int {
    guard count > rows else { return 0 }
    return min(max(0, selection - rows / 2), count - rows)
  }
}
