import HabitApp
import HabitCore
import HabitInterchange

/// `achievements`: what the habits (not archived) have earned, oldest first.
enum AchievementsCommand {
  static let achievements = Command(
    name: "achievements",
    synopsis: "achievements [--json]",
    summary: "List the streaks, counts, strength and perfect week earned, with their dates.",
    spec: ArgumentSpec(flags: ["--json"]),
    access: .read
  ) { arguments, session in
    let board = try session.board(reach: .statistics)
    let earned = Achievement.all(
      board.habits.filter { !$0.archived }.map(board.completion(of:)), through: board.today,
      weekStart: board.settings.weekStart, missing: board.missingDays)
    let language = session.language(board.settings)
    if arguments.has("--json") {
      return JSON.array(
        earned.map {
          .object([
            ("date", .string($0.day.iso)), ("kind", .string($0.kind.word)),
            ("value", .optional($0.kind.value)), ("habit", .optional($0.habit?.name)),
            ("title", .string($0.kind.title(language))),
          ])
        }
      ).serialized
    }
    guard !earned.isEmpty else { return "Nothing earned yet." }
    let names = earned.map { $0.habit.map { Display.safe($0.name) } ?? "-" }
    var table = Table(
      headers: ["Date", "Habit", "Achievement"], alignments: [.left, .left, .left], shrinking: 1)
    for (achievement, name) in zip(earned, names) {
      table.rows.append([achievement.day.iso, name, achievement.kind.title(language)])
    }
    return table.render(style: session.style)
  }
}
