import HabitApp
import HabitCore
import HabitInterchange

/// `stats`: a habit's strength (Loop's score), rates, best streaks and history bars, or the
/// overall picture without NAME. The figures are defined in the README (Statistics).
enum StatsCommand {
  static let stats = Command(
    name: "stats",
    synopsis: "stats [NAME] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--json]",
    summary: "Show a habit's strength, rates, best streaks and history, or all habits' picture.",
    details: [
      "--from and --to bound the daily scores of --json (default: the last 365 days, never",
      "before the first day scored).",
    ],
    spec: ArgumentSpec(valueOptions: ["--from", "--to"], flags: ["--json"]),
    access: .read
  ) { arguments, session in
    let today = try session.today()
    // The last 365 days through --to, the day a year ago included.
    let range = try Values.dayRange(arguments, today: today, days: 366)
    guard let name = arguments.positionals.first else {
      let board = try session.board(reach: .statistics)
      let overall = OverallStatistics(
        of: board.habits.filter { !$0.archived }.map(board.completion(of:)), today: board.today,
        missing: board.missingDays)
      if arguments.has("--json") {
        return StatsReport.overallJSON(overall, today: today).serialized
      }
      return StatsReport.overallText(overall)
    }
    let habit = try session.habit(named: name)
    let board = try session.board(of: [habit], reach: .everything)
    let statistics = HabitStatistics(
      of: board.completion(of: habit), today: board.today, weekStart: board.settings.weekStart,
      missing: board.missingDays)
    // Never before the first day scored (empty when the range ends before it).
    let first = max(range.lowerBound, statistics.scores.first)
    let days = first <= range.upperBound ? first...range.upperBound : nil
    if arguments.has("--json") { return StatsReport.habitJSON(statistics, scores: days).serialized }
    return StatsReport.habitText(statistics, style: session.style)
  }
}
