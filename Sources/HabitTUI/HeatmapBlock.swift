import HabitCore

/// The selected habit's (or all habits') heatmap: title, month labels, seven weekday rows, legend.
enum HeatmapBlock {
  /// Rows the full block takes.
  static let height = 10

  /// Draws the block, each week `cellWidth` columns wide; with `noteRows`, the cursor day's note
  /// goes wrapped under the legend rather than at the end of the title, where it would be cut,
  /// and the last days follow it in the rows left.
  static func draw(
    _ grid: inout Grid, _ model: Model, x: Int, y: Int, weeks: Int, cellWidth: Int = 1,
    overall: Bool, noteRows: Int = 0
  ) {
    let board = model.snapshot.board
    guard let heatmap = heatmap(model, overall: overall) else { return }
    let words = model.words
    let cursor = overall ? CursorDay(day: nil, note: nil) : CursorDay(model)
    var title = title(model, overall: overall)
    if let day = cursor.day { title += " · " + day }
    if noteRows == 0, let note = cursor.note { title += " · " + note }
    grid.put(
      TerminalText.truncated(title, to: grid.width - x), x: x, y: y,
      style: .bold)
    let first = Heatmap.weeks - weeks
    months(&grid, heatmap, words, x: x + 4, y: y + 1, weeks: first..<Heatmap.weeks, cellWidth)
    for (row, weekday) in board.settings.weekStart.orderedDays.enumerated() {
      let label = [.monday, .wednesday, .friday].contains(weekday) ? words.weekday(weekday) : ""
      grid.put(label, x: x, y: y + 2 + row, style: .dim)
      for week in first..<Heatmap.weeks {
        let cell = heatmap.cells[week * 7 + row]
        var (text, style) = look(cell, tint: overall ? nil : model.selectedHabit)
        if !overall, cell.day == model.cursorDay { style.underline = true }
        if cell.state == .future || (overall && cell.day > heatmap.end) { text = " " }
        // A wide cell is its glyph and a space in its colour.
        if cellWidth == 2 { text += " " }
        grid.put(text, x: x + 4 + (week - first) * cellWidth, y: y + 2 + row, style: style)
      }
    }
    legend(&grid, model, x: x, y: y + 9, overall: overall)
    if overall, let statistics = model.snapshot.overall {
      let lines = overallLines(statistics, words).prefix(noteRows)
      for (row, line) in lines.enumerated() {
        grid.put(TerminalText.truncated(line, to: grid.width - x - 4), x: x + 4, y: y + 11 + row)
      }
    }
    var used = 0
    if noteRows > 0, let note = cursor.note {
      let lines = Wrap.words(note, width: max(10, grid.width - x - 4)).prefix(noteRows)
      for (row, line) in lines.enumerated() { grid.put(line, x: x + 4, y: y + 11 + row) }
      used = lines.count + 1
    }
    if !overall {
      RecentDays.draw(&grid, model, x: x + 4, y: y + 11 + used, rows: noteRows - used)
    }
  }

  /// The overall statistics under the overall heatmap: perfect days, the average strength, the
  /// strongest and the weakest habit.
  private static func overallLines(_ statistics: OverallStatistics, _ words: Words) -> [String] {
    let (perfect, best, now) = (
      statistics.perfectDays, statistics.bestPerfectRun, statistics.currentPerfectRun
    )
    func scored(_ habit: OverallStatistics.Scored) -> String {
      TerminalText.escaped(habit.habit.name) + " " + StatisticsText.percent(habit.score)
    }
    var lines = [
      words.pick(
        "Perfect days \(perfect) · best run \(best) · now \(now)",
        "완벽한 날 \(perfect)일 · 최고 \(best)일 연속 · 지금 \(now)일")
    ]
    if let average = statistics.averageScore {
      lines.append(words.pick("Average strength ", "평균 습관 강도 ") + StatisticsText.percent(average))
    }
    if let strongest = statistics.strongest, let weakest = statistics.weakest {
      lines.append(words.pick("Strongest ", "가장 강한 습관 ") + scored(strongest))
      lines.append(words.pick("Weakest ", "가장 약한 습관 ") + scored(weakest))
    }
    return lines
  }

  /// One line of the most recent days, for windows too short for the block.
  static func strip(_ grid: inout Grid, _ model: Model, y: Int, days: Int, overall: Bool) {
    guard let heatmap = heatmap(model, overall: overall), days > 0 else { return }
    let label = overall ? model.words.pick("All", "전체") : model.words.pick("Days", "날짜")
    grid.put(label, x: 0, y: y, style: .dim)
    let end = heatmap.cells.firstIndex { $0.day == heatmap.end }!
    for (offset, cell) in heatmap.cells[(end + 1 - days)...end].enumerated() {
      var (text, style) = look(cell, tint: overall ? nil : model.selectedHabit)
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
    return TerminalText.escaped(habit.name)
      + words.pick(
        " · streak \(streak.current) · best \(streak.best)",
        " · 연속 \(streak.current)일 · 최고 \(streak.best)일")
  }

  /// A cell's glyph and colour; the terminal shows the colour alone when it has colours. A
  /// habit's own heatmap (`tint`) is shaded in its colour, six steps for a measurable habit; the
  /// overall one in the default greens.
  static func look(_ cell: HeatmapCell, tint habit: Habit? = nil) -> (String, CellStyle) {
    let glyph = String(cell.glyph)
    switch cell.state {
    case .skipped?: return (glyph, CellStyle(background: .skipped))
    case .pending? where cell.level ?? 0 == 0: return (glyph, CellStyle(background: .pending))
    default:
      guard let level = cell.level else { return (glyph, .plain) }
      guard let habit else { return (glyph, CellStyle(background: .heat(level))) }
      return (glyph, CellStyle(background: .shade(habit.color, level: level)))
    }
  }

  /// The month names over the weeks, each where its month begins.
  private static func months(
    _ grid: inout Grid, _ heatmap: Heatmap, _ words: Words, x: Int, y: Int, weeks: Range<Int>,
    _ cellWidth: Int
  ) {
    let labels = heatmap.monthLabels(weeks: weeks).map { label in
      (
        label.column * cellWidth,
        heatmap.cells[(weeks.lowerBound + label.column) * 7].day.components.month
      )
    }
    let texts = monthTexts(labels, room: weeks.count * cellWidth + 3, words)
    for (label, text) in zip(labels, texts) {
      grid.put(text, x: x + label.0, y: y, style: .dim)
    }
  }

  /// The labels' texts: every month's name when each fits before the next label (with a space)
  /// or, for the last, within `room` columns; else every month's number, so that no row mixes
  /// `1월` with a `12` that lost its `월`.
  static func monthTexts(_ labels: [(column: Int, month: Int)], room: Int, _ words: Words)
    -> [String]
  {
    let names = labels.map { words.month($0.month) }
    let whole = labels.indices.allSatisfy { index in
      let end = labels[index].column + TerminalText.width(names[index])
      return index + 1 < labels.count ? end < labels[index + 1].column : end <= room
    }
    return whole ? names : labels.map { String($0.month) }
  }

  /// `Less .-+*# More  ~ skipped o today`: a measurable habit's six shades, the habit's colour,
  /// and `+ auto` for a frequency's auto-done days.
  private static func legend(_ grid: inout Grid, _ model: Model, x: Int, y: Int, overall: Bool) {
    let words = model.words
    let habit = overall ? nil : model.selectedHabit
    let glyphs = habit?.isMeasurable == true ? Heatmap.measureGlyphs : Heatmap.levelGlyphs
    var column = x + 4
    column += grid.put(words.pick("Less ", "적음 "), x: column, y: y, style: .dim)
    for (level, glyph) in glyphs.enumerated() {
      let color: CellColor = habit.map { .shade($0.color, level: level) } ?? .heat(level)
      column += grid.put(String(glyph), x: column, y: y, style: CellStyle(background: color))
    }
    column += grid.put(words.pick(" More", " 많음"), x: column, y: y, style: .dim)
    guard let habit else { return }
    if habit.schedule.frequency != nil, !habit.isMeasurable {
      column += grid.put("  ", x: column, y: y)
      column += grid.put(
        "+", x: column, y: y, style: CellStyle(background: .shade(habit.color, level: 2)))
      column += grid.put(words.pick(" auto", " 자동"), x: column, y: y, style: .dim)
    }
    column += grid.put("  ", x: column, y: y)
    column += grid.put("~", x: column, y: y, style: CellStyle(background: .skipped))
    column += grid.put(words.pick(" skipped ", " 건너뜀 "), x: column, y: y, style: .dim)
    column += grid.put("o", x: column, y: y, style: CellStyle(background: .pending))
    grid.put(words.pick(" today", " 오늘"), x: column, y: y, style: .dim)
  }
}
