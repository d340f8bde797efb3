import Foundation
import HabitApp
import HabitCore
import HabitStore

/// The last day of the bench's data.
let today = Day(iso: "2026-11-30")!
/// The zone the bench's days and commands are in.
let benchZone = Zone(TimeZone(identifier: "Asia/Seoul")!)
/// The instant every measurement runs at: 2026-11-30T09:00:00 in Seoul.
let benchNow = ISO8601DateFormatter().date(from: "2026-11-30T09:00:00+09:00")!
/// `benchNow` as the command line's `--now` takes it.
let benchNowText = "2026-11-30T09:00:00"

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
/// of the target. Then the reminders are armed as of the bench's instant, as every write command
/// does, so `pending` and `plan` see a center like a real user's. Returns the number of entries.
func makeDatabase(habits: Int, years: Int, at path: String) throws -> Int {
  let store = try HabitStore(path: path)
  let start = today.adding(days: -365 * years)
  var seed: UInt64 = 42
  var entries = 0
  try store.write { db in
    for index in 0..<habits {
      let habit = try db.insert(
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
          try db.save(
            Entry(day: day, status: done ? .done : .skipped, amount: done ? amount : nil),
            habitID: habit.id)
          entries += 1
        }
        day = day.adding(days: 1)
      }
    }
    let service = ReminderService(store: store, zone: benchZone, environment: [:])
    _ = try service.reschedule(now: benchNow, deliver: true)
  }
  return entries
}

/// The databases a run builds, each size once: in the `--keep` folder as `HABITSxYEARS.sqlite`
/// (left there), else in the temporary folder (removed by `removeTemporary`).
final class Databases {
  /// A built database: its file and how many entries it holds.
  struct Built {
    var path: String
    var entries: Int
  }

  private let keep: String?
  private var built: [Size: Built] = [:]
  private var temporary: [String] = []

  /// Databases kept in `keep` (created if missing), or temporary ones when nil.
  init(keep: String?) throws {
    self.keep = keep
    if let keep {
      try FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
    }
  }

  /// The database of `size`, built on first use through `HabitStore` (an empty one for 0 habits).
  /// A kept file of the same name is replaced, never reused: nothing tells whether it is complete
  /// and made by this recipe.
  func database(_ size: Size) throws -> Built {
    if let done = built[size] { return done }
    let path: String
    if let keep {
      path = URL(fileURLWithPath: keep).appendingPathComponent("\(size).sqlite").path
      removeDatabase(path)
    } else {
      path = temporaryPath("\(size)")
      temporary.append(path)
    }
    log("building \(size) (\(size.habits) habits, \(size.years) years) at \(path)")
    let clock = ContinuousClock()
    var entries = 0
    let elapsed = try clock.measure {
      entries = try makeDatabase(habits: size.habits, years: size.years, at: path)
    }
    log("built \(size): \(entries) entries in \(String(format: "%.0f", elapsed.inSeconds)) s")
    let result = Built(path: path, entries: entries)
    built[size] = result
    return result
  }

  /// A temporary copy of the database of `size`, for a measurement that changes what it opens;
  /// removed with the temporary databases.
  func scratchCopy(_ size: Size) throws -> String {
    let source = try database(size).path
    let copy = temporaryPath("\(size)-scratch")
    temporary.append(copy)
    for suffix in ["", "-wal"] where FileManager.default.fileExists(atPath: source + suffix) {
      try FileManager.default.copyItem(atPath: source + suffix, toPath: copy + suffix)
    }
    return copy
  }

  /// Removes the temporary databases (kept ones stay).
  func removeTemporary() {
    for path in temporary { removeDatabase(path) }
    temporary.removeAll()
  }
}

/// A progress line on standard error: the JSON on standard output stays clean.
func log(_ text: String) {
  FileHandle.standardError.write(Data("habitflow-bench: \(text)\n".utf8))
}
