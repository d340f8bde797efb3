import HabitCore
import HabitStore

/// The habits both databases start from, the same uuids in both, written through the store:
/// three habits one check-in short of ten (one also a day short of a seven-day streak), so that
/// check-ins earn something; a measurable habit, an alarm habit on weekdays, an interval habit,
/// an archived one, skipped days and notes.
enum Seed {
  static let today = Day(iso: "2026-11-30")!

  private static func day(_ iso: String) -> Day { Day(iso: "2026-11-\(iso)")! }

  private static func done(_ days: [String], note: [String: String] = [:]) -> [Day: Entry] {
    Dictionary(
      uniqueKeysWithValues: days.map {
        (day($0), Entry(day: day($0), status: .done, note: note[$0]))
      })
  }

  private static func amounts(_ days: [String], _ amount: String) -> [Day: Entry] {
    Dictionary(
      uniqueKeysWithValues: days.map {
        (day($0), Entry(day: day($0), status: .done, amount: Amount(parsing: amount)!))
      })
  }

  private static func time(_ text: String) -> [TimeOfDay] { [TimeOfDay(parsing: text)!] }

  /// The habits, in list order, with their entries.
  static let habits: [WorldHabit] = [
    WorldHabit(
      key: 1, name: "독서", times: time("21:40"), start: day("01"),
      entries: done(
        ["19", "20", "21", "24", "25", "26", "27", "28", "29"], note: ["27": "머리가 아팠다"])),
    WorldHabit(
      key: 2, name: "물 마시기", measure: Measure(unit: "L", target: Amount(parsing: "2")!),
      start: day("10"),
      entries: amounts(["21", "22", "23", "24", "25", "26", "27", "29"], "2").merging([
        day("28"): Entry(
          day: day("28"), status: .done, note: "더웠다", amount: Amount(parsing: "0.5")!)
      ]) { $1 }),
    WorldHabit(
      key: 3, name: "Running", times: time("06:50"), alarm: true, start: day("01"),
      entries: done(["23", "25", "27"]).merging([
        day("20"): Entry(day: day("20"), status: .skipped, note: "비")
      ]) { $1 }),
    WorldHabit(
      key: 4, name: "Yoga", times: time("12:20"), start: day("02"),
      entries: done(["12", "14", "16", "18", "20", "22", "24", "26", "28"])),
    WorldHabit(
      key: 5, name: "Piano", times: time("18:05"), archived: true, start: day("01"),
      entries: done(["28"])),
  ]

  /// The schedules, which the world does not need to know.
  private static let schedules: [Int: Schedule] = [
    3: .weekdays(WeekdaySet([.monday, .wednesday, .friday])), 4: .every(2),
  ]

  /// The world both databases start as.
  static var world: World { World(today: today, habits: habits) }

  /// The uuids of the seeded habits; a habit added during a run gets one of each database's own.
  static let uuids = Set(habits.map(uuid))

  private static func uuid(_ habit: WorldHabit) -> String { "seed-\(habit.key)" }

  /// Writes the seed into a new database at `path`.
  static func write(to path: String) throws {
    let store = try HabitStore(path: path)
    try store.write { db in
      for seeded in habits {
        var habit = Habit(
          uuid: uuid(seeded), name: seeded.name, schedule: schedules[seeded.key] ?? .daily,
          alarm: seeded.alarm, start: seeded.start, archived: seeded.archived,
          measure: seeded.measure)
        habit.times = seeded.times
        let stored = try db.insert(habit)
        for entry in seeded.entries.values.sorted(by: { $0.day < $1.day }) {
          try db.save(entry, habitID: stored.id)
        }
      }
    }
  }
}
