import HabitCore
import HabitStore

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
    let from = try arguments["--from"].map { try Values.day($0, option: "--from", today: today) }
    let to = try arguments["--to"].map { try Values.day($0, option: "--to", today: today) }
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
    let days = try scoreRange(from: from, to: to, statistics: statistics)
    if arguments.has("--json") { return StatsReport.habitJSON(statistics, scores: days).serialized }
    return StatsReport.habitText(statistics, style: session.style)
  }

  /// The days whose scores `--json` lists: `to` defaults to today and may not be after it,
  /// `from` to 365 days before `to`; neither goes before the first day scored. A range that
  /// ends before it begins is a usage error.
  static func scoreRange(from: Day?, to: Day?, statistics: HabitStatistics) throws
    -> ClosedRange<Day>?
  {
    let today = statistics.today
    for day in [to, from].compactMap({ $0 }) where day > today {
      throw CommandError.failure("\(day.iso) is in the future (today is \(today.iso))")
    }
    let last = to ?? today
    let first = from ?? last.adding(days: -365)
    guard first <= last else {
      throw CommandError.usage("--from \(first.iso) is after --to \(last.iso): nothing to show")
    }
    let scored = max(first, statistics.scores.first)
    return scored <= last ? scored...last : nil
  }
}
