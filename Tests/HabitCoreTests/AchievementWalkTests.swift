import XCTest

@testable import HabitCore

/// The achievement walk resumed from a checkpoint earns exactly what `Achievement.earned` finds
/// walking the whole history: the same achievements on the same days, the same score bit for bit.
final class AchievementWalkTests: XCTestCase {
  private let start = Day(iso: "2024-01-10")!

  func testAWholeWalkEarnsWhatTheFullReckoningFinds() {
    for seed: UInt64 in 1...40 {
      var random = PlannerSelectionTests.Seeded(state: seed)
      let (habit, history) = randomHabit(&random)
      let today = start.adding(days: 700 + random.below(100))
      let completion = Completion(habit: habit, history: history)
      var walk = AchievementWalk(habit: habit)
      XCTAssertEqual(
        walk.walk(completion, through: today, today: today), fullReckoning(completion, today),
        "seed \(seed)")
    }
  }

  func testAWalkResumedFromACheckpointEarnsTheRest() {
    for seed: UInt64 in 1...40 {
      var random = PlannerSelectionTests.Seeded(state: seed)
      let (habit, history) = randomHabit(&random)
      let today = start.adding(days: 700 + random.below(100))
      let checkpointDay = start.adding(days: random.below(690))
      let completion = Completion(habit: habit, history: history)
      var first = AchievementWalk(habit: habit)
      let before = first.walk(completion, through: checkpointDay, today: nil)
      let checkpoint = StreakCheckpoint(day: first.day, run: first.run, best: first.best)
      XCTAssertEqual(
        checkpoint, Streaks.checkpoint(of: completion, through: checkpointDay), "seed \(seed)")
      // Resumed from what a store keeps: the checkpoint and the progress alone.
      var resumed = AchievementWalk(habit: habit, checkpoint: checkpoint, progress: first.progress)
      let after = resumed.walk(completion, through: today, today: today)
      let full = fullReckoning(completion, today)
      XCTAssertEqual(before, full.filter { $0.day <= checkpointDay }, "seed \(seed)")
      XCTAssertEqual(after, full.filter { $0.day > checkpointDay }, "seed \(seed)")
      XCTAssertEqual(
        resumed.progress.score.bitPattern,
        ScoreHistory(of: completion, through: today).score(on: today).bitPattern, "seed \(seed)")
    }
  }

  func testTheWindowKeepsItsOrderAcrossAResume() {
    // Every 3 days: a window of 6 days, 2 check-ins for a full step.
    var habit = Habit(uuid: "u", name: "물", schedule: .every(3), start: start)
    habit.id = 1
    var history = HabitHistory(origin: start)
    for offset in [0, 1, 3, 7, 8] { history.set(.done, on: start.adding(days: offset)) }
    let completion = Completion(habit: habit, history: history)
    var walk = AchievementWalk(habit: habit)
    walk.walk(completion, through: start.adding(days: 4), today: nil)
    XCTAssertEqual(walk.progress.window, [0, 1, 1, 0, 1, 0])
    XCTAssertEqual(walk.progress.checkIns, 3)
  }

  func testOnlyCalendarYesNoHabitsWithAShortWindowAreKept() {
    let daily = Habit(uuid: "a", name: "a", start: start)
    XCTAssertTrue(AchievementProgress.isKept(for: daily))
    XCTAssertTrue(
      AchievementProgress.isKept(
        for: Habit(uuid: "b", name: "b", schedule: .every(32), start: start)))
    XCTAssertFalse(
      AchievementProgress.isKept(
        for: Habit(uuid: "c", name: "c", schedule: .every(33), start: start)))
    XCTAssertFalse(
      AchievementProgress.isKept(for: Habit(uuid: "d", name: "d", schedule: .tracked, start: start))
    )
    XCTAssertFalse(
      AchievementProgress.isKept(
        for: Habit(
          uuid: "e", name: "e", schedule: .frequency(Frequency(times: 3, days: 7)!), start: start)))
    var measured = daily
    measured.measure = Measure(unit: "km", target: Amount(thousandths: 5000), type: .atLeast)
    XCTAssertFalse(AchievementProgress.isKept(for: measured))
  }

  func testAProgressOfAnotherWindowDoesNotFit() {
    let daily = Habit(uuid: "a", name: "a", start: start)
    var everyThree = daily
    everyThree.schedule = .every(3)
    let progress = AchievementProgress(before: everyThree)
    XCTAssertTrue(progress.fits(everyThree))
    XCTAssertFalse(progress.fits(daily))
    XCTAssertEqual(AchievementProgress(bytes: progress.bytes), progress)
    XCTAssertNil(AchievementProgress(bytes: [1, 2, 3]))
    // Resumed from a progress that is not the habit's, the walk is read whole instead.
    let completion = Completion(habit: daily, history: HabitHistory(origin: start))
    XCTAssertNil(
      Derivation.walked(
        completion, through: start.adding(days: 3),
        from: StreakCheckpoint(day: start, run: 0, best: 0), kept: progress))
  }

  private func fullReckoning(_ completion: Completion, _ today: Day) -> [Achievement] {
    Achievement.earned(
      by: completion, scores: ScoreHistory(of: completion, through: today), through: today)
  }

  /// A daily, every-N or weekdays habit with spells of keeping it up and of letting it go, so
  /// that long streaks, many check-ins and a strong score all happen.
  private func randomHabit(_ random: inout PlannerSelectionTests.Seeded) -> (Habit, HabitHistory) {
    let schedules: [Schedule] = [
      .daily, .every(2), .every(5), .weekdays(WeekdaySet([.monday, .wednesday, .friday])),
    ]
    var habit = Habit(
      uuid: "u", name: "독서", schedule: schedules[random.below(schedules.count)], start: start)
    habit.id = 7
    var history = HabitHistory(origin: start)
    var keeping = true
    for offset in 0..<800 {
      if random.below(40) == 0 { keeping.toggle() }
      let roll = random.below(100)
      let status: EntryStatus? =
        roll < (keeping ? 92 : 15) ? .done : roll < (keeping ? 95 : 25) ? .skipped : nil
      history.set(status, on: start.adding(days: offset))
    }
    return (habit, history)
  }
}

extension PlannerSelectionTests.Seeded {
  /// A number from 0 up to `bound`, excluded.
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
