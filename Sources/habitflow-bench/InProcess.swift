import Foundation
import HabitCore
import HabitStore

/// Results feed `sink` so the optimizer cannot drop the work being timed.
nonisolated(unsafe) var sink = 0

/// Milliseconds taken by `body`, the median of `runs` runs.
func milliseconds(runs: Int = 7, _ body: () throws -> Void) rethrows -> Double {
  let clock = ContinuousClock()
  var samples: [Double] = []
  for _ in 0..<runs {
    let elapsed = try clock.measure(body)
    samples.append(elapsed.inSeconds * 1000)
  }
  return samples.sorted()[runs / 2]
}

/// The first screen: open the file, read settings, habits and every history, compute every streak.
func firstScreen(path: String) throws -> Board {
  let store = try HabitStore(path: path)
  return try store.read { db in
    let habits = try db.habits()
    let board = Board(
      habits: habits, histories: try db.histories(of: habits), today: today,
      settings: try db.settings())
    for habit in habits { _ = board.streak(of: habit) }
    return board
  }
}

/// The bench's own peak resident memory, in MiB.
func peakMemoryMiB() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Double(usage.ru_maxrss) / 1024
}

/// In-process figures on the database of `size`: the first screen's data, every streak, one
/// heatmap, every habit's heatmap and the overall one (medians of 7 runs).
func inProcessFigures(_ size: Size, databases: Databases) throws -> JSONValue {
  let database = try databases.database(size)
  let path = database.path
  let board = try firstScreen(path: path)
  let load = try milliseconds { _ = try firstScreen(path: path) }
  let streaks = milliseconds { for habit in board.habits { sink &+= board.streak(of: habit).best } }
  let heatmap = milliseconds { sink &+= board.heatmap(of: board.habits[0]).cells.count }
  let allHeatmaps = milliseconds {
    for habit in board.habits { sink &+= board.heatmap(of: habit).cells.last?.level ?? 0 }
  }
  let overall = milliseconds { sink &+= board.overallHeatmap().cells[200].level ?? 0 }
  return .object([
    ("habits", .integer(size.habits)), ("years", .integer(size.years)),
    ("entries", .integer(database.entries)), ("firstScreenMs", .fixed(load)),
    ("allStreaksMs", .fixed(streaks)), ("heatmapMs", .fixed(heatmap)),
    ("allHabitHeatmapsMs", .fixed(allHeatmaps)), ("overallHeatmapMs", .fixed(overall)),
  ])
}

/// The reminder figures: plan + apply for 10, 100 and 1000 habits, the lateness of a burst
/// delivered by `watch` at speed 60, and `watch`'s CPU while idle (left out when `idleSeconds`
/// is 0).
func reminderFigures(binary: String, idleSeconds: Int) throws -> [(String, JSONValue)] {
  log("timing reminders")
  let planning = try [10, 100, 1000].map { count -> JSONValue in
    let (plan, reschedule) = try ReminderBench.planAndApply(habits: count)
    return .object([
      ("habits", .integer(count)), ("planMs", .fixed(plan)), ("planAndApplyMs", .fixed(reschedule)),
    ])
  }
  let lateness = try ReminderBench.burstLateness(binary: binary)
  var pairs: [(String, JSONValue)] = [
    ("reminders", .array(planning)),
    (
      "watchBurstAtSpeed60",
      .object([
        ("deliveries", .integer(lateness.count)),
        ("latenessP50Ms", .fixed(percentile(lateness, 0.5), 2)),
        ("latenessP99Ms", .fixed(percentile(lateness, 0.99), 2)),
        ("latenessMaxMs", .fixed(lateness.max() ?? .nan, 2)),
      ])
    ),
  ]
  if idleSeconds > 0 {
    let idle = try ReminderBench.idleCPU(binary: binary, seconds: Double(idleSeconds))
    pairs.append(
      (
        "watchIdle",
        .object([
          ("seconds", .integer(idleSeconds)), ("cpuSeconds", .fixed(idle)),
          ("cpuPercent", .fixed(idle / Double(idleSeconds) * 100)),
        ])
      ))
  }
  return pairs
}
