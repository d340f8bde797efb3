import HabitCore
import HabitStore

/// `list`, `streak` and `heatmap`: reading the habits back.
enum ReportCommands {
  static let list = Command(
    name: "list",
    synopsis: "list [--json]",
    summary: "List the habits in order with today's state and streaks.",
    spec: ArgumentSpec(flags: ["--json"]),
    access: .read
  ) { arguments, session in
    let board = try session.board()
    if arguments.has("--json") {
      return JSON.array(board.habits.map { Report.listJSON($0, board: board) }).serialized
    }
    guard !board.habits.isEmpty else {
      return "No habits yet. Add one: habitflow add NAME --at 07:00"
    }
    // The number names the habit on the command line, as its name does.
    var table = Table(
      headers: ["#", "Habit", "Time", "Schedule", "Today", "Streak", "Best"],
      alignments: [.right, .left, .left, .left, .left, .right, .right], optional: [3, 2],
      shrinking: 1)
    for (index, habit) in board.habits.enumerated() {
      let streak = board.streak(of: habit)
      let time = (habit.targetTime?.description ?? "-") + (habit.alarm ? " ⏰" : "")
      table.rows.append([
        String(index + 1), Display.safe(habit.name), time, habit.schedule.summary,
        Report.todayState(habit, board: board), String(streak.current), String(streak.best),
      ])
    }
    let progress = board.todayProgress
    return table.render(style: session.style)
      + "\n\(board.today.iso): \(progress.done) of \(progress.due) due habits done"
  }

  static let streak = Command(
    name: "streak",
    synopsis: "streak [NAME] [--json]",
    summary: "Show current and best streaks (of one habit with NAME).",
    spec: ArgumentSpec(flags: ["--json"]),
    access: .read
  ) { arguments, session in
    let chosen = try arguments.positionals.first.map { [try session.habit(named: $0)] }
    let board = try session.board(of: chosen)
    let objects = board.habits.map { Report.streakJSON($0, board: board) }
    if arguments.has("--json") {
      return (chosen == nil ? JSON.array(objects) : objects[0]).serialized
    }
    var table = Table(
      headers: ["Habit", "Current", "Best", "Today"], alignments: [.left, .right, .right, .left])
    for habit in board.habits {
      let streak = board.streak(of: habit)
      table.rows.append([
        Display.safe(habit.name), String(streak.current), String(streak.best),
        Report.todayState(habit, board: board),
      ])
    }
    return table.render(style: session.style)
  }

  static let heatmap = Command(
    name: "heatmap",
    synopsis: "heatmap [NAME] [--end YYYY-MM-DD] [--json]",
    summary: "Draw the 53-week heatmap of a habit, or of all habits without NAME.",
    spec: ArgumentSpec(valueOptions: ["--end"], flags: ["--json"]),
    access: .read
  ) { arguments, session in
    let chosen = try arguments.positionals.first.map { try session.habit(named: $0) }
    let board = try session.board(of: chosen.map { [$0] })
    let end = try arguments["--end"].map { try Values.day($0, option: "--end", today: board.today) }
    if let end, end > board.today {
      throw CommandError.failure("\(end.iso) is in the future (today is \(board.today.iso))")
    }
    let heatmap = chosen.map { board.heatmap(of: $0, end: end) } ?? board.overallHeatmap(end: end)
    if arguments.has("--json") { return Report.heatmapJSON(heatmap, habit: chosen).serialized }
    return HeatmapText.render(
      heatmap, title: chosen.map { Display.safe($0.name) }, streak: chosen.map(board.streak(of:)),
      style: session.style)
  }
}
