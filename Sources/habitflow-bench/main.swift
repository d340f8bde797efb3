import Foundation
import HabitCore
import HabitStore

/// `habitflow-bench [--habits H] [--years Y] [--idle-seconds S]`: builds a database of H habits with
/// Y years of history and prints, as JSON, how long the first screen's data and the reports take
/// (medians of 7 runs), then the reminder figures: plan + apply for 10, 100 and 1000 habits, the
/// real lateness of a burst delivered by `watch` at speed 60, and `watch`'s CPU while idle.

let arguments = CommandLine.arguments
func option(_ name: String, default value: Int) -> Int {
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count,
    let number = Int(arguments[index + 1]), number > 0
  else { return value }
  return number
}

let habitCount = option("--habits", default: 50)
let years = option("--years", default: 10)
let idleSeconds = option("--idle-seconds", default: 30)
let today = Day(iso: "2026-11-30")!
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

/// The kind of the bench's habit number `index`: even ones are yes/no with a calendar schedule
/// (daily, Mon/Wed/Fri, every 2 days); odd ones, half of all, have the richer model in turn: 3 in 7
/// days, 12 in 30 days (a month's window), at least 8 a day, at most 2 a day, at least 20 in 7 days.
func benchHabit(_ index: Int, start: Day, time: TimeOfDay?, alarm: Bool = false) -> Habit {
  let calendar: [Schedule] = [
    .daily, .weekdays(WeekdaySet([.monday, .wednesday, .friday])), .every(2),
  ]
  let (schedule, measure): (Schedule, Measure?)
  switch index % 2 == 0 ? -1 : (index / 2) % 5 {
  case 0: (schedule, measure) = (.frequency(Frequency(times: 3, days: 7)!), nil)
  case 1: (schedule, measure) = (.frequency(Frequency(times: 12, days: 30)!), nil)
  case 2:
    (schedule, measure) = (.daily, Measure(unit: "glasses", target: Amount(thousandths: 8000)))
  case 3:
    (schedule, measure) = (
      .daily, Measure(unit: "cups", target: Amount(thousandths: 2000), type: .atMost)
    )
  case 4:
    (schedule, measure) = (
      .frequency(Frequency(times: 1, days: 7)!),
      Measure(unit: "km", target: Amount(thousandths: 20000))
    )
  default: (schedule, measure) = (calendar[(index / 2) % calendar.count], nil)
  }
  var habit = Habit(
    uuid: UUID().uuidString, name: "습관 \(index)", schedule: schedule, alarm: alarm, start: start,
    measure: measure)
  habit.targetTime = time
  return habit
}

/// A database file with `habits` habits of mixed kinds and schedules (see `benchHabit`) and
/// `years` years of check-ins, as people keep them: a calendar or daily-target habit has an entry
/// on 8 of 10 due days (7 done, 1 skipped); an N-in-M one on a little more than N of M days, a
/// rolling-sum one every other day (a run 3 days a week, not every day). Amounts are 3/8 to 9/8
/// of the target.
func makeDatabase(habits: Int, years: Int) throws -> (path: String, entries: Int) {
  let path = temporaryPath("\(habits)x\(years)")
  let store = try HabitStore(path: path)
  let start = today.adding(days: -365 * years)
  var seed: UInt64 = 42
  var entries = 0
  try store.write {
    for index in 0..<habits {
      let habit = try store.insert(
        benchHabit(index, start: start, time: TimeOfDay(minutes: 420 + index)))
      // Out of 10 rolls: an entry below `kept`, done below `kept - 1`, else skipped.
      let kept =
        habit.isMeasurable
        ? (habit.schedule.frequency == nil ? 8 : 5)
        : habit.schedule.frequency.map { 1 + (10 * $0.times + $0.days - 1) / $0.days } ?? 8
      var day = start
      // One prepared statement per habit would be faster; the figures measure reads, not this.
      while day <= today {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let roll = Int(seed >> 33) % 10
        if habit.isDue(day), roll < kept {
          let done = roll < kept - 1
          let amount = habit.measure.map {
            Amount(thousandths: $0.target.thousandths * Int64(roll + 3) / 8)
          }
          try store.save(
            Entry(day: day, status: done ? .done : .skipped, amount: done ? amount : nil),
            habitID: habit.id)
          entries += 1
        }
        day = day.adding(days: 1)
      }
    }
  }
  return (path, entries)
}

/// The first screen: open the file, read settings, habits and every history, compute every streak.
func firstScreen(path: String) throws -> Board {
  let store = try HabitStore(path: path)
  return try store.read {
    let habits = try store.habits()
    let board = Board(
      habits: habits, histories: try store.histories(of: habits), today: today,
      settings: try store.settings())
    for habit in habits { _ = board.streak(of: habit) }
    return board
  }
}

func peakMemoryMiB() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Double(usage.ru_maxrss) / 1024
}

func figures(habits: Int, years: Int) throws -> [(String, String)] {
  let (path, entries) = try makeDatabase(habits: habits, years: years)
  defer {
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: path + suffix)
    }
  }
  let board = try firstScreen(path: path)
  let load = try milliseconds { _ = try firstScreen(path: path) }
  // Results feed `sink` so the optimizer cannot drop the work being timed.
  let streaks = milliseconds { for habit in board.habits { sink &+= board.streak(of: habit).best } }
  let heatmap = milliseconds { sink &+= board.heatmap(of: board.habits[0]).cells.count }
  let allHeatmaps = milliseconds {
    for habit in board.habits { sink &+= board.heatmap(of: habit).cells.last?.level ?? 0 }
  }
  let overall = milliseconds { sink &+= board.overallHeatmap().cells[200].level ?? 0 }
  func format(_ value: Double) -> String { String(format: "%.3f", value) }
  return [
    ("habits", "\(habits)"), ("years", "\(years)"), ("entries", "\(entries)"),
    ("firstScreenMs", format(load)), ("allStreaksMs", format(streaks)),
    ("heatmapMs", format(heatmap)), ("allHabitHeatmapsMs", format(allHeatmaps)),
    ("overallHeatmapMs", format(overall)),
  ]
}

func object(_ pairs: [(String, String)]) -> String {
  "{" + pairs.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
}

do {
  let main = try figures(habits: habitCount, years: years)
  let scaling = try [1, 2, 5].filter { $0 < years }.map {
    try figures(habits: habitCount, years: $0)
  }
  print("{")
  print("  \"run\": \(object(main)),")
  print("  \"scaling\": [\n    " + scaling.map(object).joined(separator: ",\n    ") + "\n  ],")
  let planning = try [10, 100, 1000].map { count -> String in
    let (plan, reschedule) = try ReminderBench.planAndApply(habits: count)
    return object([
      ("habits", "\(count)"), ("planMs", String(format: "%.3f", plan)),
      ("planAndApplyMs", String(format: "%.3f", reschedule)),
    ])
  }
  print("  \"reminders\": [\n    " + planning.joined(separator: ",\n    ") + "\n  ],")
  let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("habitflow").path
  let lateness = try ReminderBench.burstLateness(binary: binary)
  print(
    "  \"watchBurstAtSpeed60\": "
      + object([
        ("deliveries", "\(lateness.count)"),
        ("latenessP50Ms", String(format: "%.2f", percentile(lateness, 0.5))),
        ("latenessP99Ms", String(format: "%.2f", percentile(lateness, 0.99))),
        ("latenessMaxMs", String(format: "%.2f", lateness.max() ?? .nan)),
      ]) + ",")
  let idle = try ReminderBench.idleCPU(binary: binary, seconds: Double(idleSeconds))
  print(
    "  \"watchIdle\": "
      + object([
        ("seconds", "\(idleSeconds)"), ("cpuSeconds", String(format: "%.3f", idle)),
        ("cpuPercent", String(format: "%.3f", idle / Double(idleSeconds) * 100)),
      ]) + ",")
  let interface = try InterfaceFigures.measure(
    habits: option("--ui-habits", default: 500), years: years, binary: binary,
    idleSeconds: Double(idleSeconds))
  print("  \"interface\": " + object(interface) + ",")
  print("  \"peakMemoryMiB\": \(String(format: "%.1f", peakMemoryMiB())),")
  print("  \"checksum\": \(sink)")
  print("}")
} catch {
  FileHandle.standardError.write(Data("habitflow-bench: \(error)\n".utf8))
  exit(1)
}
