import HabitCore

/// The selected habit's (or all habits') heatmap: title, month labels, seven weekday rows, legend.
enum HeatmapBlock {
  /// Rows the full block takes.
  static let height = 10

  static func draw(_ grid: inout Grid, _ model: Model, x: Int, y: Int, weeks: Int, overall: Bool) {
    let board = model.snapshot.board
    guard let heatmap = heatmap(model, overall: overall) else { return }
    let words = model.words
    grid.put(
      TerminalText.truncated(title(model, overall: overall), to: grid.width - x), x: x, y: y,
      style: .bold)
    let first = Heatmap.weeks - weeks
    months(&grid, heatmap, words, x: x + 4, y: y + 1, weeks: first..<Heatmap.weeks)
    for (row, weekday) in board.settings.weekStart.orderedDays.enumerated() {
      let label = [.monday, .wednesday, .friday].contains(weekday) ? words.weekday(weekday) : ""
      grid.put(label, x: x, y: y + 2 + row, style: .dim)
      for week in first..<Heatmap.weeks {
        let cell = heatmap.cells[week * 7 + row]
        var (text, style) = look(cell)
        if !overall, cell.day == model.cursorDay { style.underline = true }
        if cell.state == .future || (overall && cell.day > heatmap.end) { text = " " }
        grid.put(text, x: x + 4 + week - first, y: y + 2 + row, style: style)
      }
    }
    legend(&grid, words, x: x, y: y + 9, overall: overall)
  }

  /// One line of the most recent days, for windows too short for the block.
  static func strip(_ grid: inout Grid, _ model: Model, y: Int, days: Int, overall: Bool) {
    guard let heatmap = heatmap(model, overall: overall), days > 0 else { return }
    let label = overall ? model.words.pick("All", "전체") : model.words.pick("Days", "날짜")
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
    let words = model.words
    if overall {
      let (done, due) = board.todayProgress
      let best = board.habits.map { board.streak(of: $0).best }.max() ?? 0
      let count = board.habits.count
      return words.pick(
        "All habits · \(count) habits · today \(done)/\(due) · best streak \(best)",
        "전체 · 습관 \(count)개 · 오늘 \(done)/\(due) · 최고 연속 \(best)일")
    }
    guard let habit = model.selectedHabit else { return "" }
    let streak = board.streak(of: habit)
    var text =
      TerminalText.escaped(habit.name)
      + words.pick(
        " · streak \(streak.current) · best \(streak.best)",
        " · 연속 \(streak.current)일 · 최고 \(streak.best)일")
    if model.dayOffset != 0 {
      let state: String
      switch board.history(of: habit).status(on: model.cursorDay) {
      case .done?: state = words.pick("done", "완료")
      case .skipped?: state = words.pick("skipped", "건너뜀")
      case nil: state = words.pick("no entry", "기록 없음")
      }
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

  /// The month names over the weeks, each only where it fits before the next; a Korean name too
  /// wide for its month (`12월`) shrinks to its number (`12`).
  private static func months(
    _ grid: inout Grid, _ heatmap: Heatmap, _ words: Words, x: Int, y: Int, weeks: Range<Int>
  ) {
    let labels = heatmap.monthLabels(weeks: weeks).map { label in
      (label.column, heatmap.cells[(weeks.lowerBound + label.column) * 7].day.components.month)
    }
    for (index, (column, month)) in labels.enumerated() {
      let next = index + 1 < labels.count ? labels[index + 1].0 : weeks.count + 4
      let name = [words.month(month), String(month)].first {
        column + TerminalText.width($0) < next
      }
      if let name { grid.put(name, x: x + column, y: y, style: .dim) }
    }
  }

  private static func legend(_ grid: inout Grid, _ words: Words, x: Int, y: Int, overall: Bool) {
    var column = x + 4
    column += grid.put(words.pick("Less ", "적음 "), x: column, y: y, style: .dim)
    for level in 0...4 {
      column += grid.put(
        String(Heatmap.levelGlyphs[level]), x: column, y: y,
        style: CellStyle(background: .heat(level)))
    }
    column += grid.put(words.pick(" More", " 많음"), x: column, y: y, style: .dim)
    guard !overall else { return }
    column += grid.put("  ", x: column, y: y)
    column += grid.put("~", x: column, y: y, style: CellStyle(background: .skipped))
    column += grid.put(words.pick(" skipped ", " 건너뜀 "), x: column, y: y, style: .dim)
    column += grid.put("o", x: column, y: y, style: CellStyle(background: .pending))
    grid.put(words.pick(" today", " 오늘"), x: column, y: y, style: .dim)
  }
}
