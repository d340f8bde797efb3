import HabitCore

/// The habit list: today's state, name, time, alarm mark, current and best streak.
enum HabitList {
  static func draw(_ grid: inout Grid, _ model: Model, x: Int, y: Int, width: Int, height: Int) {
    let board = model.snapshot.board
    let habits = model.habits
    guard !habits.isEmpty else {
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
    let rows = max(1, height - 1)
    let (visible, marks) = shown(model, rows: rows)
    let first = visible.lowerBound
    let columns = self.columns(model, visible, marks, width: width)
    let count = habits.count
    let range = "\(first + 1)-\(min(count, first + rows))/\(count)"
    let habit = words.pick("Habit", "습관")
    let title =
      count <= rows ? habit : columns.name >= range.count + 6 ? habit + " " + range : range
    let header = columns.line(
      mark: "", name: title, time: columns.time > 0 ? "  " + words.pick("Time", "시간") : "",
      alarm: "", now: now, best: best)
    grid.put(header, x: x, y: y, style: .dim, limit: width)
    for (offset, index) in visible.enumerated() {
      let habit = habits[index]
      let selected = index == model.selection
      drawRow(
        &grid, habit, mark: marks[offset], selected: selected, columns, board, x: x,
        y: y + 1 + offset)
    }
  }

  /// The habits a list of `rows` rows shows, keeping the selection in view, and their marks.
  static func shown(_ model: Model, rows: Int) -> (visible: Range<Int>, marks: [String]) {
    let habits = model.habits
    let first = scrollTop(model.selection, rows: rows, count: habits.count)
    let visible = first..<min(habits.count, first + rows)
    return (visible, visible.map { mark(habits[$0], model.snapshot.board) })
  }

  /// The columns of the shown habits in `width` columns.
  static func columns(_ model: Model, _ visible: Range<Int>, _ marks: [String], width: Int)
    -> Columns
  {
    let habits = model.habits
    let words = model.words
    // As wide as the widest mark shown or, so the columns do not jump as amounts change, as
    // a measurable habit's target typed twice.
    let widest = (marks.map(TerminalText.width) + visible.map { expectedWidth(habits[$0]) }).max()
    // Every name, not only those shown: the columns must not jump as the list scrolls.
    let names = habits.map { TerminalText.width(TerminalText.escaped($0.name)) }
    return Columns(
      habits, model.snapshot.board, width: width,
      headers: (words.pick("Now", "연속"), words.pick("Best", "최고")),
      mark: min(progressWidth, widest ?? 3),
      nameWidth: min(nameCap, ([TerminalText.width(words.pick("Habit", "습관"))] + names).max()!))
  }

  /// The columns the list takes in a window `rows` high when its names get what they need.
  static func naturalWidth(_ model: Model, rows: Int) -> Int {
    let (visible, marks) = shown(model, rows: max(1, rows))
    return columns(model, visible, marks, width: Int(Int32.max)).used
  }

  /// The widest a name's column grows: in a wide window the times stay near their names.
  static let nameCap = 24

  /// One habit's row; the marker in the habit's colour.
  private static func drawRow(
    _ grid: inout Grid, _ habit: Habit, mark: String, selected: Bool, _ columns: Columns,
    _ board: Board, x: Int, y: Int
  ) {
    let streak = board.streak(of: habit)
    var style = selected ? CellStyle(bold: true, reverse: true) : CellStyle.plain
    // An archived habit stays readable but steps back.
    style.dim = habit.archived
    let line = columns.line(
      mark: (selected ? " > " : "   ") + mark, name: habit.name, time: "  " + times(habit),
      alarm: habit.alarm ? " ⏰" : "", now: String(streak.current), best: String(streak.best))
    if selected { grid.fill(x: x, y: y, width: columns.total, height: 1, style: style) }
    grid.put(line, x: x, y: y, style: style, limit: columns.total)
    if let color = habit.color {
      var tinted = style
      tinted.foreground = .habit(color)
      grid.restyle(x: x + 3, y: y, width: TerminalText.width(mark), style: tinted)
    }
  }

  /// `09:00`, `09:00+2` for several times, `  -  ` for none.
  static func times(_ habit: Habit) -> String {
    guard let first = habit.times.first else { return "  -  " }
    return habit.times.count > 1 ? "\(first)+\(habit.times.count - 1)" : first.description
  }

  /// The list's column widths: the time and alarm columns only when some habit uses them, the
  /// streak columns as wide as the longest streak could be (the days since the oldest start: the
  /// streaks themselves would cost years of history per frame), the marker as wide as the widest
  /// shown (a measurable habit's progress), and every other column for the name.
  struct Columns {
    let mark: Int
    let time: Int
    let alarm: Int
    let now: Int
    let best: Int
    let name: Int
    let total: Int
    /// The columns the parts take (`total` may leave some blank after them).
    let used: Int

    init(
      _ habits: [Habit], _ board: Board, width: Int, headers: (now: String, best: String),
      mark: Int = 3, nameWidth: Int = .max
    ) {
      let days = habits.map { max(1, $0.start.distance(to: board.today) + 1) }.max() ?? 1
      time =
        habits.contains { $0.times.count > 1 } ? 9 : habits.contains { !$0.times.isEmpty } ? 7 : 0
      alarm = habits.contains(where: \.alarm) ? 3 : 0
      now = max(TerminalText.width(headers.now), String(days).count)
      best = max(TerminalText.width(headers.best), String(days).count)
      // " > [x] " before the name, two spaces before the current streak, one before the best.
      let others = 4 + time + alarm + 2 + now + 1 + best
      // A narrow window cuts a measurable habit's progress before the name goes under 6.
      self.mark = max(3, min(mark, width - others - 6))
      name = max(6, min(nameWidth, width - others - self.mark))
      total = width
      used = others + self.mark + name
    }

    /// One row of the list, each part cut or padded to its column.
    func line(
      mark markText: String, name text: String, time timeText: String, alarm alarmText: String,
      now nowText: String,
      best bestText: String
    ) -> String {
      TerminalText.padded(TerminalText.truncated(markText, to: 3 + mark), to: 3 + mark) + " "
        + TerminalText.padded(
          TerminalText.truncated(TerminalText.escaped(text), to: name), to: name)
        + (time > 0 ? TerminalText.padded(timeText, to: time) : "")
        + (alarm > 0 ? TerminalText.padded(alarmText, to: alarm) : "")
        + "  " + TerminalText.leftPadded(nowText, to: now) + " "
        + TerminalText.leftPadded(bestText, to: best)
    }
  }

  /// The widest a measurable habit's box and progress may make the marker column.
  static let progressWidth = 14

  /// Today's state: `[x]` done, `[+]` done by its frequency (auto), `[-]` skipped, `[ ]` still to
  /// do, blank when not due today, `[a]` archived; a measurable habit's progress (`1.5/2 L`), after
  /// a check mark once it counts as done (`✓ 2/2 L`: met, or for an at-most target, stayed under).
  /// Two columns, not a box: the list shares a 100-column screen with the heatmap.
  static func mark(_ habit: Habit, _ board: Board) -> String {
    if habit.archived { return "[a]" }
    let today = board.today
    let completion = board.completion(of: habit)
    let mark = completion.mark(on: today)
    if habit.measure != nil, mark != .skipped,
      board.isDue(habit, on: today) || completion.amount(on: today) != nil
    {
      return (mark.isDone ? "✓ " : "  ") + progress(habit, completion.periodAmount(on: today))
    }
    switch mark {
    case .done: return "[x]"
    case .auto: return "[+]"
    case .skipped: return "[-]"
    case .none: return board.isDue(habit, on: today) ? "[ ]" : "   "
    }
  }

  /// The width of a measurable habit's mark with an amount as long as its target; 3 otherwise.
  static func expectedWidth(_ habit: Habit) -> Int {
    guard let measure = habit.measure, !habit.archived else { return 3 }
    return 2 + TerminalText.width(progress(habit, measure.target))
  }

  /// `1.5/2 L`: the amount towards the target, the unit cut to fit `progressWidth` with the mark.
  static func progress(_ habit: Habit, _ amount: Amount) -> String {
    guard let measure = habit.measure else { return "" }
    let numbers = "\(amount)/\(measure.target)"
    guard !measure.unit.isEmpty else { return numbers }
    let room = progressWidth - 2 - numbers.count - 1
    guard room > 0 else { return numbers }
    return numbers + " " + TerminalText.truncated(TerminalText.escaped(measure.unit), to: room)
  }

  /// The first visible row that keeps the selection in view, roughly centred when scrolling.
  static func scrollTop(_ selection: Int, rows: Int, count: Int) -> Int {
    guard count > rows else { return 0 }
    return min(max(0, selection - rows / 2), count - rows)
  }
}
