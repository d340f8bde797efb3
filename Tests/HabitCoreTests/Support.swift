import HabitCore
import XCTest

/// `d("2026-11-30")`: a day from its ISO form, trapping on typos in the test itself.
func d(_ iso: String) -> Day {
  guard let day = Day(iso: iso) else { fatalError("bad test day \(iso)") }
  return day
}

/// A habit starting on `start` with the given schedule.
func habit(
  _ name: String = "독서", schedule: Schedule = .daily, start: String = "2026-01-01", id: Int64 = 1
) -> Habit {
  Habit(id: id, uuid: "uuid-\(id)", name: name, schedule: schedule, start: d(start))
}

/// A history from `[day: status]` written as ISO strings, with amounts in thousandths by day.
func history(_ habit: Habit, _ entries: [String: EntryStatus], amounts: [String: Int64] = [:])
  -> HabitHistory
{
  var history = HabitHistory(origin: habit.start, entries: entries.map { (d($0.key), $0.value) })
  for (day, thousandths) in amounts where entries[day] != nil {
    history.set(entries[day], on: d(day), amount: Amount(thousandths: thousandths))
  }
  return history
}
