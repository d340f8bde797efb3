import Foundation
import HabitCore
import HabitTUI

/// The richer habits of issue 9 on Monday 2026-11-30 in Seoul: a measurable habit with three
/// times, a colour and a note; a "3 times in 7 days" habit auto-done today; an at-most habit; a
/// yes/no habit checked today; an archived habit.
enum RichFixture {
  static let today = Fixture.today
  static func day(_ iso: String) -> Day { Day(iso: iso)! }

  static let water = Habit(
    id: 1, uuid: "r1", name: "물 마시기", schedule: .daily, start: day("2026-11-01"), position: 0,
    measure: Measure(unit: "L", target: Amount(thousandths: 2000)), description: "물을 2 L 마셨나요?",
    color: .blue)
  static let exercise = Habit(
    id: 2, uuid: "r2", name: "운동", schedule: .frequency(Frequency(times: 3, days: 7)!),
    start: day("2026-11-01"), position: 1, color: .red)
  static let coffee = Habit(
    id: 3, uuid: "r3", name: "커피", start: day("2026-11-01"), position: 2,
    measure: Measure(unit: "잔", target: Amount(thousandths: 2000), type: .atMost))
  static let reading = Habit(
    id: 4, uuid: "r4", name: "독서", targetTime: TimeOfDay(parsing: "21:00"),
    start: day("2026-11-01"), position: 3)
  static let guitar = Habit(
    id: 5, uuid: "r5", name: "기타 연습", start: day("2026-10-01"), position: 4, archived: true)

  static var habits: [Habit] {
    var water = water
    water.times = ["09:00", "13:00", "17:00"].map { TimeOfDay(parsing: $0)! }
    return [water, exercise, coffee, reading]
  }

  static func histories() -> [Int64: HabitHistory] {
    var water = HabitHistory(origin: Self.water.start)
    for (iso, liters) in [
      ("2026-11-26", 2000), ("2026-11-27", 2500), ("2026-11-28", 500), ("2026-11-29", 2000),
      ("2026-11-30", 1500),
    ] {
      water.set(.done, on: day(iso), amount: Amount(thousandths: Int64(liters)))
    }
    var exercise = HabitHistory(origin: Self.exercise.start)
    for iso in ["2026-11-24", "2026-11-26", "2026-11-27"] { exercise.set(.done, on: day(iso)) }
    var coffee = HabitHistory(origin: Self.coffee.start)
    coffee.set(.done, on: today, amount: Amount(thousandths: 1000))
    var reading = HabitHistory(origin: Self.reading.start)
    reading.set(.done, on: today)
    reading.set(.skipped, on: day("2026-11-29"))
    var guitar = HabitHistory(origin: Self.guitar.start)
    guitar.set(.done, on: day("2026-10-05"))
    return [1: water, 2: exercise, 3: coffee, 4: reading, 5: guitar]
  }

  static func snapshot() -> Snapshot {
    var snapshot = Fixture.snapshot()
    snapshot.board = Board(
      habits: habits, histories: histories(), today: today, settings: Settings())
    snapshot.archived = [guitar]
    snapshot.notes = [1: [day("2026-11-28"): "머리가 아팠다, 조금만"]]
    return snapshot
  }

  /// The screen of these habits; `language` is the locale's.
  static func model(width: Int = 100, height: Int = 30, language: Language = .en) -> Model {
    Model(
      snapshot: snapshot(), now: Fixture.now, zone: Fixture.zone, speed: 1, width: width,
      height: height, localeLanguage: language)
  }
}
