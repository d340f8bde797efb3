import HabitCore

/// The selected habit's (or all habits') heatmap: title, month labels, seven weekday rows, legend.
enum HeatmapBlock {
  /// Rows the full block takes.
  static let height = 10

  static func draw(_ grid: inout Grid, _ model: Model, x: Int, y: Int, weeks: Int, overall: Bool) {
    let board = model.snapshot.board
    guard let heatmap = heatmap(model, overall: overall) else { return }
    grid.put(title(model, overall: overall), x: x, y: y, style: .bold, limit: grid.width - x)
    let first = Heatmap.weeks - weeks
    months(&grid, heatmap, x: x + 4, y: y + 1, weeks: first..<Heatmap.weeks)
    for (row, weekday) in board.settings.weekStart.orderedDays.enumerated() {
      let label = [.monday, .wednesday, .friday].contains(weekday) ? weekday.label : ""
      grid.put(label, x: x, y: y + 2 + row, style: .dim)
      for week in first..<Heatmap.weeks {
        let cell = heatmap.cells[week * 7 + row]
        var (text, style) = look(cell)
        if !overall, cell.day == model.cursorDay { style.underline = true }
        if cell.state == .future || (overall && cell.day > heatmap.end) { text = " " }
        grid.put(text, x: x + 4 + week - first, y: y + 2 + row, style: style)
      }
    }
    legend(&grid, x: x, y: y + 9, overall: overall)
  }

  /// One line of the most recent days, for windows too short for the block.
  static func strip(_ grid: inout Grid, _ model: Model, y: Int, days: Int, overall: Bool) {
    guard let heatmap = heatmap(model, overall: overall), days > 0 else { return }
    let label = overall ? "All " : "Days "
    grid.put(label, x: 0, y: y, style: .dim)
    let end = heatmap.cells.firstIndex { $0.day == heatmap.end }!
    for (offset, cell) in heatmap.cells[(end + 1 - days)...end].enumerated() {
      var (text, style) = look(cell)
      if !overall, cell.day == model.cursorDay { style.underline = true }
      grid.put(text, x: Layout.stripLabelWidth + offset, y: y, style: style)
    }
  }

  private static func heatmap(_ model: Model, overall: Bool) -> Heatmap? {
    if overall { return model.snapshot.board.overallHeatmap() }
    return model.selectedHabit.map { model.snapshot.board.heatmap(of: $0) }
  }

  private static func title(_ model: Model, overall: Bool) -> String {
    let board = model.snapshot.board
    if overall {
      let (done, due) = board.todayProgress
      let best = board.habits.map { board.streak(of: $0).best }.max() ?? 0
      return
        "All habits · \(board.habits.count) habits · today \(done)/\(due) · best streak \(best)"
    }
    guard let habit = model.selectedHabit else { return "" }
    let streak = board.streak(of: habit)
    var text =
      "\(TerminalText.escaped(habit.name)) · streak \(streak.current) · best \(streak.best)"
    if model.dayOffset != 0 {
      let state = board.history(of: habit).status(on: model.cursorDay)?.rawValue ?? "no entry"
      text += " · \(model.cursorDay.iso) \(state)"
    }
    return text
  }

  /// A cell's glyph and colour; the terminal shows the colour alone when it has colours.
  static func look(_ cell: HeatmapCell) -> (String, CellStyle) {
    let glyph = String(cell.glyph)
    switch cell.state {
    case .skipped?: return (glyph, CellStyle(background: .skipped))
    case .pending?: return (glyph, CellStyle(background: .pending))
    default: return (glyph, cell.level.map { CellStyle(background: .heat($0)) } ?? .plain)
    }
  }

  private static func months(
    _ grid: inout Grid, _ heatmap: Heatmap, x: Int, y: Int, weeks: Range<Int>
  ) {
    for label in heatmap.monthLabels(weeks: weeks) {
      grid.put(label.name, x: x + label.column, y: y, style: .dim)
    }
  }

  private static func legend(_ grid: inout Grid, x: Int, y: Int, overall: Bool) {
    var column = x + 4
    column += grid.put("Less ", x: column, y: y, style: .dim)
    for level in 0...4 {
      column += grid.put(
        String(Heatmap.levelGlyphs[level]), x: column, y: y,
        style: CellStyle(background: .heat(level)))
    }
    column += grid.put(" More", x: column, y: y, style: .dim)
    guard !overall else { return }
    column += grid.put("  ", x: column, y: y)
    column += grid.put("~", x: column, y: y, style: CellStyle(background: .skipped))
    column += grid.put(" skipped ", x: column, y: y, style: .dim)
    column += grid.put("o", x: column, y: y, style: CellStyle(background: .pending))
    grid.put(" today", x: column, y: y, style: .dim)
  }
}
