import HabitApp
import HabitCore
import HabitInterchange

/// `streak` and `heatmap`: reading the habits back (`list` has its own file).
enum ReportCommands {
  static let streak = Command(
    name: "streak",
    synopsis: "streak [NAME] [--json]",
    summary: "Show current and best streaks (of one habit with NAME).",
    spec: ArgumentSpec(flags: ["--json"]),
    access: .read
  ) { arguments, session in
    let chosen = try arguments.positionals.first.map { [try session.habit(named: $0)] }
    let board = try session.board(of: chosen, reach: .streaks())
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
        Progress.todayWord(habit, board: board),
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
    let today = try session.today()
    let end = try arguments["--end"].map { try Values.day($0, option: "--end", today: today) }
    // The overall heatmap shows no streak: its days all come from the stored marks.
    let board = try session.board(
      of: chosen.map { [$0] }, reach: .heatmap(end: end, streaks: chosen != nil))
    if let end, end > board.today {
      throw CommandError.failure("\(end.iso) is in the future (today is \(board.today.iso))")
    }
    let heatmap = chosen.map { board.heatmap(of: $0, end: end) } ?? board.overallHeatmap(end: end)
    if arguments.has("--json") { return Report.heatmapJSON(heatmap, habit: chosen).serialized }
    return HeatmapText.render(
      heatmap, title: chosen.map { Display.safe($0.name) }, streak: chosen.map(board.streak(of:)),
      color: chosen?.color, style: session.style)
  }
}
