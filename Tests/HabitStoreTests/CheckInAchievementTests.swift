import Foundation
import HabitCore
import HabitStore
import XCTest

@testable import HabitApp

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
    let habits = try store.write { db in
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
      ].map { try db.insert($0) }
    }
    // A few days each: streaks, totals and strength are reached, lost and reached again.
    try store.write { db in
      for habit in habits {
        for offset in 0..<30 where random.below(10) < 3 {
          try db.save(entry(habit, start.adding(days: offset), &random), habitID: habit.id)
        }
      }
    }
    let (announced, resumed) = try checkIns(
      800, of: habits, store: store, service: service, today: today, random: &random)
    XCTAssertGreaterThanOrEqual(announced, 5, "check-ins that earned something were among them")
    XCTAssertGreaterThanOrEqual(resumed, 100, "check-ins told from the checkpoint were among them")
  }

  /// Over a year of history ending a month ago, a check-in told from the checkpoint's walk earns
  /// what reading the habit whole tells.
  func testACheckInToldFromTheCheckpointEarnsWhatAWholeReadingTells() throws {
    var random = SplitMix(seed: 5)
    let store = try HabitStore.inMemory()
    let service = ReminderService(
      store: store, zone: Zone(TimeZone(identifier: "Asia/Seoul")!), environment: [:])
    let today = Day(iso: "2026-11-30")!
    let start = today.adding(days: -420)
    let habits = try store.write { db in
      try [
        Habit(uuid: "a", name: "daily", start: start),
        Habit(uuid: "b", name: "every three", schedule: .every(3), start: start),
        Habit(
          uuid: "c", name: "weekdays",
          schedule: .weekdays(WeekdaySet([.monday, .wednesday, .friday])), start: start),
        Habit(uuid: "d", name: "now and then", start: start),
      ].map { try db.insert($0) }
    }
    try store.write { db in
      // Seventy days kept (streaks up to 66), then now and then, up to a few check-ins short of
      // a hundred: the check-ins of the last month reach it, lose it and reach it again. The
      // last habit was only kept now and then.
      for habit in habits {
        let target = habit.uuid == "d" ? 45 : 90 + random.below(8)
        let kept = habit.uuid == "d" ? 0 : 70
        var count = 0
        for offset in 0..<385 where count < target && (offset < kept || random.below(8) == 0) {
          try db.save(Entry(day: start.adding(days: offset), status: .done), habitID: habit.id)
          count += 1
        }
      }
    }
    // The last month kept day by day: streaks of 7, 21 and 30 days, 50 check-ins, a strong score.
    var announced = 0
    for back in (0..<30).reversed() {
      let day = today.adding(days: -back)
      announced += try checkIn(
        habits[3], Entry(day: day, status: .done), store: store, service: service,
        context: day.iso
      ).0
    }
    XCTAssertEqual(announced, 5)
    let (later, resumed) = try checkIns(
      800, of: habits, store: store, service: service, today: today, random: &random)
    XCTAssertGreaterThanOrEqual(later, 3, "check-ins that earned something were among them")
    XCTAssertGreaterThanOrEqual(resumed, 150, "check-ins told from the checkpoint were among them")
  }

  /// `steps` random check-ins and unchecks, each check-in's earnings told four ways: from the
  /// habit read before it and the day changed, by reading it again, and from its checkpoint's
  /// walk (when the day is after it), told the change or not, and read for a check-in today. Returns how many were announced
  /// and how many resumed.
  private func checkIns(
    _ steps: Int, of habits: [Habit], store: HabitStore, service: ReminderService, today: Day,
    random: inout SplitMix
  ) throws -> (announced: Int, resumed: Int) {
    var announced = 0
    var resumed = 0
    for step in 0..<steps {
      let habit = habits[random.below(habits.count)]
      let back = [0, random.below(3), random.below(12), random.below(31)][random.below(4)]
      let day = today.adding(days: -back)
      if random.below(4) == 0 {
        try store.write { db in _ = try db.deleteEntry(habitID: habit.id, day: day) }
        continue
      }
      let (earned, resuming) = try checkIn(
        habit, entry(habit, day, &random, done: true), store: store, service: service,
        context: "step \(step)")
      announced += earned
      resumed += resuming ? 1 : 0
    }
    return (announced, resumed)
  }

  /// One check-in, its earnings told four ways (see `checkIns`) and compared; returns how many it
  /// announced and whether it was told from the checkpoint.
  private func checkIn(
    _ habit: Habit, _ entry: Entry, store: HabitStore, service: ReminderService, context: String
  ) throws -> (Int, Bool) {
    let now = Date(timeIntervalSince1970: 1_795_996_800)  // 2026-11-30T09:00:00+09:00
    let day = entry.day
    return try store.write { db in
      let before = try service.achievementsBefore(habit, now: now)
      let quick = try service.achievementsBefore(habit, now: now, checkingIn: day)
      let today = Day(iso: "2026-11-30")!
      let other = try service.achievementsBefore(habit, now: now, checkingIn: today)
      try db.save(entry, habitID: habit.id)
      let told = try service.earnedByCheckIn(
        before, change: (day, entry), weekBefore: nil, now: now)
      let read = try service.earnedByCheckIn(before, weekBefore: nil, now: now)
      let resuming = try service.earnedByCheckIn(
        quick, change: (day, entry), weekBefore: nil, now: now)
      // Not told the change, it reads the day's entry.
      let resumingRead = try service.earnedByCheckIn(quick, weekBefore: nil, now: now)
      XCTAssertEqual(resumingRead, read, "\(context): \(habit.name) on \(day.iso), resumed, read")
      // Read for a check-in today, told a change of another day after the checkpoint.
      if let resume = other.resume, day > resume.checkpoint.day {
        let otherDay = try service.earnedByCheckIn(
          other, change: (day, entry), weekBefore: nil, now: now)
        XCTAssertEqual(otherDay, read, "\(context): \(habit.name) on \(day.iso), read for today")
      }
      XCTAssertEqual(told, read, "\(context): \(habit.name) on \(day.iso)")
      XCTAssertEqual(resuming, read, "\(context): \(habit.name) on \(day.iso), resumed")
      return (read.count, quick.resume != nil)
    }
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
