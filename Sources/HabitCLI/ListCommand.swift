import HabitApp
import HabitCore
import HabitInterchange

/// `list`: the habits in order with today's state and streaks.
enum ListCommand {
  static let list: Command = {
    var command = listCommand
    command.whenNoDatabase = { arguments, _ in arguments.has("--names") ? "" : nil }
    return command
  }()

  private static let listCommand = Command(
    name: "list",
    synopsis: "list [--all] [--json]",
    summary: "List the habits in order with today's state and streaks (--all: archived ones too).",
    spec: ArgumentSpec(flags: ["--json", "--all", "--names"]),
    access: .read
  ) { arguments, session in
    // Hidden, for shell completion: every name, archived ones too, a line each.
    if arguments.has("--names") {
      return try session.library.habits(includeArchived: true).map { Display.safe($0.name) }
        .joined(separator: "\n")
    }
    let chosen = arguments.has("--all") ? try session.library.habits(includeArchived: true) : nil
    let board = try session.board(of: chosen, reach: .streaks())
    if arguments.has("--json") {
      let places = Report.places(board)
      return JSON.array(board.habits.map { Report.listJSON($0, board: board, places: places) })
        .serialized
    }
    guard !board.habits.isEmpty else {
      return "No habits yet. Add one: habitflow add NAME --at 07:00"
    }
    return table(board, style: session.style) + "\n" + summary(board)
  }

  /// The habits as a table; the number names the habit on the command line, as its name does,
  /// so an archived habit (shown with `--all`) has none and counts no place.
  private static func table(_ board: Board, style: Style) -> String {
    var table = Table(
      headers: ["#", "Habit", "Time", "Schedule", "Today", "Streak", "Best"],
      alignments: [.right, .left, .left, .left, .left, .right, .right], optional: [3, 2],
      shrinking: 1)
    var number = 0
    for habit in board.habits {
      let streak = board.streak(of: habit)
      if !habit.archived { number += 1 }
      table.rows.append([
        habit.archived ? "-" : String(number), Display.safe(habit.name), timeText(habit),
        habit.schedule.summary,
        habit.archived ? "archived" : Progress.todayText(habit, board: board),
        String(streak.current), String(streak.best),
      ])
    }
    return table.render(style: style)
  }

  /// `09:00`, `09:00 +2` for three times, `-` for none; `⏰` for an alarm habit.
  static func timeText(_ habit: Habit) -> String {
    var text = habit.times.first?.description ?? "-"
    if habit.times.count > 1 { text += " +\(habit.times.count - 1)" }
    return text + (habit.alarm ? " ⏰" : "")
  }

  /// `2026-11-30: 1 of 2 due habits done`, archived habits aside.
  private static func summary(_ board: Board) -> String {
    let progress = board.todayProgress(of: board.habits.filter { !$0.archived })
    return "\(board.today.iso): \(progress.done) of \(progress.due) due habits done"
  }
}
