import HabitCore

/// The habit list: today's state, name, time, alarm mark, current and best streak.
enum HabitList {
  static func draw(_ grid: inout Grid, _ model: Model, x: Int, y: Int, width: Int, height: Int) {
    let board = model.snapshot.board
    guard !board.habits.isEmpty else {
      let empty = model.words.pick(
        "No habits yet: press a to add one.", "아직 습관이 없어요. a 키를 눌러 추가하세요.")
      for (row, line) in Wrap.words(empty, width: width - 1).enumerated() {
        grid.put(line, x: x + 1, y: y + 1 + row)
      }
      return
    }
    let words = model.words
    let now = words.pick("Now", "연속")
    let best = words.pick("Best", "최고")
    let columns = Columns(board, width: width, headers: (now, best))
    let rows = max(1, height - 1)
    let first = scrollTop(model.selection, rows: rows, count: board.habits.count)
    let count = board.habits.count
    let range = "\(first + 1)-\(min(count, first + rows))/\(count)"
    let habit = words.pick("Habit", "습관")
    let title =
      count <= rows ? habit : columns.name >= range.count + 6 ? habit + " " + range : range
    let header = columns.line(
      mark: "", name: title, time: columns.time > 0 ? "  " + words.pick("Time", "시간") : "",
      alarm: "", now: now, best: best)
    grid.put(header, x: x, y: y, style: .dim, limit: width)
    for (row, index) in (first..<min(board.habits.count, first + rows)).enumerated() {
      let habit = board.habits[index]
      let streak = board.streak(of: habit)
      let selected = index == model.selection
      let style = selected ? CellStyle(bold: true, reverse: true) : CellStyle.plain
      let line = columns.line(
        mark: (selected ? " > " : "   ") + mark(habit, board), name: habit.name,
        time: "  " + (habit.targetTime?.description ?? "  -  "), alarm: habit.alarm ? " ⏰" : "",
        now: String(streak.current), best: String(streak.best))
      if selected { grid.fill(x: x, y: y + 1 + row, width: width, height: 1, style: style) }
      grid.put(line, x: x, y: y + 1 + row, style: style, limit: width)
    }
  }

  /// The list's column widths: the time and alarm columns only when some habit uses them, the
  /// streak columns as wide as the longest streak could be (the days since the oldest start: the
  /// streaks themselves would cost years of history per frame), and every other column for the
  /// name.
  struct Columns {
    let time: Int
    let alarm: Int
    let now: Int
    let best: Int
    let name: Int

    init(_ board: Board, width: Int, headers: (now: String, best: String)) {
      let days = board.habits.map { max(1, $0.start.distance(to: board.today) + 1) }.max() ?? 1
      time = board.habits.contains { $0.targetTime != nil } ? 7 : 0
      alarm = board.habits.contains(where: \.alarm) ? 3 : 0
      now = max(TerminalText.width(headers.now), String(days).count)
      best = max(TerminalText.width(headers.best), String(days).count)
      // " > [x] " before the name, two spaces before the current streak, one before the best.
      name = max(6, width - 7 - time - alarm - 2 - now - 1 - best)
    }

    /// One row of the list, each part cut or padded to its column.
    func line(
      mark: String, name text: String, time timeText: String, alarm alarmText: String,
      now nowText: String,
      best bestText: String
    ) -> String {
      TerminalText.padded(mark, to: 6) + " "
        + TerminalText.padded(
          TerminalText.truncated(TerminalText.escaped(text), to: name), to: name)
        + (time > 0 ? TerminalText.padded(timeText, to: time) : "")
        + (alarm > 0 ? TerminalText.padded(alarmText, to: alarm) : "")
        + "  " + TerminalText.leftPadded(nowText, to: now) + " "
        + TerminalText.leftPadded(bestText, to: best)
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
