import Foundation
import HabitApp
import HabitCore
import HabitStore
import XCTest

/// What a check-in earned, told from the habit as read before it and the day it changed, is what
/// reading the habit again and reckoning everything it held before tells: over random histories
/// of yes/no, weekday, frequency and measurable habits, with check-ins today, lately, weeks back,
/// and after unchecks that took achievements away.
final class CheckInAchievementTests: XCTestCase {
  func testTheDayChangedTellsWhatWasEarnedAsReadingAgainDoes() throws {
    var random = SplitMix(seed: 11)
    let store = try HabitStore.inMemory()
    let service = ReminderService(
      store: store, zone: Zone(TimeZone(identifier: "Asia/Seoul")!), environment: [:])
    let now = Date(timeIntervalSince1970: 1_795_996_800)  // 2026-11-30T09:00:00+09:00
    let today = Day(iso: "2026-11-30")!
    let start = today.adding(days: -30)
    let habits = try store.write {
      try [
        Habit(uuid: "a", name: "daily", start: start),
        Habit(
          uuid: "b", name: "weekdays", schedule: .weekdays(WeekdaySet([.monday, .friday])),
          start: start),
        Habit(
          uuid: "c", name: "three a week", schedule: .frequency(Frequency(times: 3, days: 7)!),
          start: start),
        Habit(
          uuid: "d", name: "water", start: start,
          measure: Measure(unit: "L", target: Amount(thousandths: 2000))),
      ].map { try store.insert($0) }
    }
    // A few days each: streaks, totals and strength are reached, lost and reached again.
    try store.write {
      for habit in habits {
        for offset in 0..<30 where random.below(10) < 3 {
          try store.save(entry(habit, start.adding(days: offset), &random), habitID: habit.id)
        }
      }
    }
    var announced = 0
    for step in 0..<800 {
      let habit = habits[random.below(habits.count)]
      let back = [0, random.below(3), random.below(12), random.below(31)][random.below(4)]
      let day = today.adding(days: -back)
      if random.below(4) == 0 {
        try store.write { _ = try store.deleteEntry(habitID: habit.id, day: day) }
        continue
      }
      let entry = entry(habit, day, &random, done: true)
      try store.write {
        let before = try service.achievementsBefore(habit, now: now)
        try store.save(entry, habitID: habit.id)
        let told = try service.earnedByCheckIn(
          before, change: (day, entry), weekBefore: nil, now: now)
        let read = try service.earnedByCheckIn(before, weekBefore: nil, now: now)
        XCTAssertEqual(told, read, "step \(step): \(habit.name) on \(day.iso)")
        announced += read.count
      }
    }
    XCTAssertGreaterThanOrEqual(announced, 5, "check-ins that earned something were among them")
  }

  private func entry(_ habit: Habit, _ day: Day, _ random: inout SplitMix, done: Bool = false)
    -> Entry
  {
    guard habit.measure != nil else {
      return Entry(day: day, status: done || random.below(10) > 0 ? .done : .skipped)
    }
    return Entry(day: day, status: .done, amount: Amount(thousandths: Int64(random.below(3000))))
  }
}
