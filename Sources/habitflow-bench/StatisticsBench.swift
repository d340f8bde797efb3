import HabitApp
import HabitCore
import HabitStore

/// The statistics' figures in process on the database of `size` (medians of 7 runs, each from
/// the open store, what the command reads included): one habit's statistics and achievements
/// from its whole history as `stats NAME` works them out, every habit's overall picture as
/// `stats` does and every achievement as `achievements` does (measurable habits whole, yes/no
/// ones from their stored marks). The targets: 5 ms for one habit, 30 ms overall.
struct StatisticsFigures {
  var oneHabitMs: Double
  var overallMs: Double
  var achievementsMs: Double

  static let oneHabitGoal = 5.0
  static let overallGoal = 30.0

  static func measure(_ size: Size, databases: Databases) throws -> StatisticsFigures {
    log("timing statistics on \(size)")
    let store = try HabitStore(path: try databases.database(size).path)
    let service = ReminderService(store: store, zone: benchZone, environment: [:])
    let settings = try store.read { try $0.settings() }
    let habits = try store.read { try $0.habits() }
    guard !habits.isEmpty else {
      throw BenchError.failed("no habits in \(size) to time statistics on")
    }
    func completions(_ reach: BoardReach, _ chosen: [Habit]? = nil) throws -> [Completion] {
      let board = try service.board(now: benchNow, habits: chosen, reach: reach)
      return board.habits.map(board.completion(of:))
    }
    let one = try milliseconds {
      try store.read { _ in
        // 습관 1 (a 3-in-7 habit) when there is one.
        let completion = try completions(.everything, [habits[min(1, habits.count - 1)]])[0]
        let statistics = HabitStatistics(
          of: completion, today: today, weekStart: settings.weekStart)
        let earned = Achievement.earned(by: completion, scores: statistics.scores, through: today)
        sink &+= statistics.bestStreaks.count + earned.count
      }
    }
    let overall = try milliseconds {
      try store.read { _ in
        sink &+= OverallStatistics(of: try completions(.statistics), today: today).perfectDays
      }
    }
    let achievements = try milliseconds {
      try store.read { _ in
        sink &+=
          Achievement.all(
            try completions(.statistics), through: today, weekStart: settings.weekStart
          ).count
      }
    }
    return StatisticsFigures(oneHabitMs: one, overallMs: overall, achievementsMs: achievements)
  }

  var json: JSONValue {
    .object([
      ("oneHabitMs", .fixed(oneHabitMs)), ("overallMs", .fixed(overallMs)),
      ("achievementsMs", .fixed(achievementsMs)),
    ])
  }

  /// The figures as a Markdown table.
  func table(_ size: Size) -> String {
    let (mark, format) = (MarkdownTable.mark, MarkdownTable.format)
    return [
      "| Statistics (\(size), in process) | ms | goal |", "|---|--:|--:|",
      "| one habit (`stats 습관 1`, with its achievements) | \(format(oneHabitMs, 1))"
        + "\(mark(oneHabitMs, Self.oneHabitGoal)) | ≤ \(format(Self.oneHabitGoal, 0)) |",
      "| every habit (`stats`) | \(format(overallMs, 1))\(mark(overallMs, Self.overallGoal))"
        + " | ≤ \(format(Self.overallGoal, 0)) |",
      "| every achievement (`achievements`) | \(format(achievementsMs, 1)) | |",
    ].joined(separator: "\n")
  }
}
