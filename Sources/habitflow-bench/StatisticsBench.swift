import HabitCore
import HabitStore

/// The statistics' figures in process on the database of `size` (medians of 7 runs, each from
/// the open store, the entries read included): one habit's statistics and achievements as
/// `stats NAME` works them out, every habit's overall picture as `stats` does, and every
/// achievement as `achievements` does. The targets: 5 ms for one habit, 30 ms overall.
struct StatisticsFigures {
  var oneHabitMs: Double
  var overallMs: Double
  var achievementsMs: Double

  static let oneHabitGoal = 5.0
  static let overallGoal = 30.0

  static func measure(_ size: Size, databases: Databases) throws -> StatisticsFigures {
    log("timing statistics on \(size)")
    let store = try HabitStore(path: try databases.database(size).path)
    let settings = try store.settings()
    let habits = try store.habits()
    func completions(_ chosen: [Habit]) throws -> [Completion] {
      let histories = try store.histories(of: chosen)
      return chosen.map {
        Completion(habit: $0, history: histories[$0.id] ?? HabitHistory(origin: $0.start))
      }
    }
    let one = try milliseconds {
      try store.read {
        let completion = try completions([habits[1]])[0]
        let statistics = HabitStatistics(
          of: completion, today: today, weekStart: settings.weekStart)
        let earned = Achievement.earned(by: completion, scores: statistics.scores, through: today)
        sink &+= statistics.bestStreaks.count + earned.count
      }
    }
    let overall = try milliseconds {
      try store.read {
        sink &+= OverallStatistics(of: try completions(habits), today: today).perfectDays
      }
    }
    let achievements = try milliseconds {
      try store.read {
        sink &+=
          Achievement.all(
            try completions(habits), through: today, weekStart: settings.weekStart
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
