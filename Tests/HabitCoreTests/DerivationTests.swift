import XCTest

@testable import HabitCore

/// What the store keeps of a habit: the streak checkpoint, the stored marks, and how a board
/// resumes from them to the figures a full reading gives.
final class DerivationTests: XCTestCase {
  private let checks: [String: EntryStatus] = [
    "2026-03-01": .done, "2026-03-02": .done, "2026-03-03": .done, "2026-03-05": .skipped,
    "2026-03-06": .done, "2026-03-08": .done, "2026-03-09": .done,
  ]

  func testTheCheckpointIsTheWalkThroughTheEndOfTheMonthBeforeTheLastEntrys() {
    let daily = habit(start: "2026-02-20")
    let february: [String: EntryStatus] = [
      "2026-02-20": .done, "2026-02-21": .done, "2026-02-23": .done, "2026-02-24": .done,
      "2026-02-25": .done, "2026-02-27": .skipped, "2026-02-28": .done,
    ]
    let derived = Derivation(habit: daily, history: history(daily, february.merging(checks) { $1 }))
    // Through 02-28: 20-21 a run of 2, 22 breaks, 23-25 a run of 3, 26 breaks, 27 skipped, 28.
    XCTAssertEqual(derived.checkpoint, StreakCheckpoint(day: d("2026-02-28"), run: 1, best: 3))
    XCTAssertEqual(Array(derived.years.keys), [2026])
    XCTAssertEqual(derived.years[2026]?.count, 365)
    XCTAssertEqual(derived.recent.first, d("2026-02-28"), "the entries from the checkpoint on")
    let onlyMarch = Derivation(habit: habit(start: "2026-02-20"), history: history(daily, checks))
    XCTAssertEqual(
      onlyMarch.checkpoint, StreakCheckpoint(day: d("2026-02-28"), run: 0, best: 0),
      "02-20 to 02-28 without a check-in")
    let lateStart = habit(start: "2026-03-04")
    let late = Derivation(habit: lateStart, history: history(lateStart, checks))
    XCTAssertEqual(
      late.checkpoint, StreakCheckpoint(day: d("2026-03-03"), run: 0, best: 0),
      "never before the day before the start")
  }

  func testAHabitWithoutEntriesHasAnEmptyCheckpointBeforeItsStartAndNoMarks() {
    let fresh = habit(start: "2026-03-01")
    let derived = Derivation(habit: fresh, history: HabitHistory(origin: fresh.start))
    XCTAssertEqual(derived.checkpoint, StreakCheckpoint(day: d("2026-02-28"), run: 0, best: 0))
    XCTAssertEqual(derived.years, [:])
  }

  func testStoredBytesHoldTheMarkAndTheLevel() {
    XCTAssertEqual(StoredMarks.byte(mark: .none, level: nil), 0)
    XCTAssertEqual(StoredMarks.byte(mark: .done, level: nil), 1)
    XCTAssertEqual(StoredMarks.byte(mark: .auto, level: nil), 2)
    XCTAssertEqual(StoredMarks.byte(mark: .skipped, level: nil), 3)
    XCTAssertEqual(StoredMarks.byte(mark: .done, level: 5), 1 | 6 << 2)
    XCTAssertEqual(StoredMarks.byte(mark: .none, level: 0), 1 << 2)
    let marks = StoredMarks(first: d("2026-03-01"), bytes: [1 | 6 << 2, 1 << 2, 3])
    XCTAssertEqual(marks.mark(on: d("2026-03-01")), .done)
    XCTAssertEqual(marks.level(on: d("2026-03-01")), 5)
    XCTAssertEqual(marks.level(on: d("2026-03-02")), 0)
    XCTAssertEqual(marks.mark(on: d("2026-03-03")), .skipped)
    XCTAssertNil(marks.level(on: d("2026-03-03")))
    XCTAssertEqual(marks.mark(on: d("2026-03-04")), .none)
    XCTAssertEqual(marks.last, d("2026-03-03"))
  }

  func testMarksReachPastTheLastEntryAsFarAsAFrequencysWindow() {
    // 2 in 7 days: the interval of the check-ins of 03-02 and 03-03 runs to 03-08 (auto days);
    // the derived marks go 6 more days past the last entry (a month's 30 for a monthly one).
    let twice = habit(schedule: .frequency(Frequency(times: 2, days: 7)!), start: "2026-03-01")
    XCTAssertEqual(Completion.lookBack(of: twice), 6)
    let monthly = habit(schedule: .frequency(Frequency(times: 2, days: 30)!))
    XCTAssertEqual(Completion.lookBack(of: monthly), 30)
    var measured = monthly
    measured.measure = Measure(target: Amount(thousandths: 1000))
    XCTAssertEqual(Completion.lookBack(of: measured), 29)
    let derived = Derivation(
      habit: twice, history: history(twice, ["2026-03-02": .done, "2026-03-03": .done]))
    let marks = Derivation.marks(
      years: derived.years, from: d("2026-03-01"), through: d("2026-03-10"))
    XCTAssertEqual(
      (0..<10).map { marks.mark(on: d("2026-03-01").adding(days: $0)) },
      [.none, .done, .done, .auto, .auto, .auto, .auto, .auto, .none, .none])
  }

  func testAStreakResumedFromTheCheckpointIsTheFullOne() {
    for schedule in [Schedule.daily, .every(3), .weekdays(WeekdaySet([.monday, .friday]))] {
      let habit = habit(schedule: schedule, start: "2026-03-01")
      let whole = history(habit, checks)
      let derived = Derivation(habit: habit, history: whole)
      for today in ["2026-03-09", "2026-03-10", "2026-03-12", "2026-04-01"].map(d) {
        // Only the days after the checkpoint, as the board reads them.
        var recent = HabitHistory(origin: derived.checkpoint.day.adding(days: 1))
        for day in stride(from: recent.origin.number, to: whole.end.number, by: 1) {
          recent.set(whole.status(on: Day(number: day)), on: Day(number: day))
        }
        XCTAssertEqual(
          Streaks.summary(
            of: Completion(habit: habit, history: recent), today: today,
            from: derived.checkpoint),
          Streaks.summary(for: habit, history: whole, today: today), "\(schedule) \(today)")
      }
    }
  }

  func testABoardResumesOnlyFromACheckpointBeforeTodayWithNoMissingDayUpToIt() {
    let daily = habit(start: "2026-03-01")
    let checkpoint = StreakCheckpoint(day: d("2026-03-08"), run: 1, best: 3)
    XCTAssertTrue(
      Board.canResume(from: checkpoint, of: daily, today: d("2026-03-09"), missingDays: []))
    XCTAssertFalse(
      Board.canResume(from: checkpoint, of: daily, today: d("2026-03-08"), missingDays: []))
    XCTAssertFalse(
      Board.canResume(
        from: checkpoint, of: daily, today: d("2026-03-20"), missingDays: [d("2026-03-04")]))
    XCTAssertTrue(
      Board.canResume(
        from: checkpoint, of: daily, today: d("2026-03-20"), missingDays: [d("2026-03-12")]))
  }

  func testOlderDaysComeFromTheStoredMarksAndRecentOnesFromTheHistory() {
    let daily = habit(start: "2026-03-01")
    let stored = StoredMarks(first: d("2026-03-01"), bytes: [1, 3, 1, 1, 1])
    var recent = HabitHistory(origin: d("2026-03-04"))
    recent.set(nil, on: d("2026-03-04"))
    let completion = Completion(habit: daily, history: recent, stored: stored)
    XCTAssertEqual(completion.exactFrom, d("2026-03-04"))
    XCTAssertTrue(completion.isExact(from: d("2026-03-01")))
    XCTAssertFalse(
      Completion(habit: daily, history: recent).isExact(from: d("2026-03-01")))
    XCTAssertEqual(
      (0..<5).map { completion.mark(on: d("2026-03-01").adding(days: $0)) },
      [.done, .skipped, .done, .none, .none])
  }
}

/// The entries kept beside a checkpoint, as bytes and back.
final class RecentEntriesTests: XCTestCase {
  func testEntriesRoundTripThroughTheirBytes() throws {
    let water = habit(start: "2026-03-01")
    var whole = HabitHistory(origin: water.start)
    whole.set(.done, on: d("2026-03-02"), amount: Amount(thousandths: 1500))
    whole.set(.skipped, on: d("2026-03-04"))
    whole.set(.done, on: d("2026-03-05"))
    let recent = RecentEntries(whole, from: d("2026-03-02"))
    // The day (4 bytes), then 03-02 done 1.5 (1 + 8 bytes), 03-03 nothing, 03-04 skipped,
    // 03-05 done.
    XCTAssertEqual(recent.bytes.count, 4 + 9 + 1 + 1 + 1)
    let read = try XCTUnwrap(RecentEntries(bytes: recent.bytes))
    XCTAssertEqual(read, recent)
    let history = try XCTUnwrap(read.history(from: d("2026-03-03")))
    XCTAssertEqual(history.origin, d("2026-03-03"))
    XCTAssertNil(history.status(on: d("2026-03-02")))
    XCTAssertEqual(history.status(on: d("2026-03-04")), .skipped)
    XCTAssertEqual(history.status(on: d("2026-03-05")), .done)
    XCTAssertEqual(
      read.history(from: d("2026-03-02"))?.amount(on: d("2026-03-02")), Amount(thousandths: 1500))
    XCTAssertNil(read.history(from: d("2026-03-01")), "the days before it are not held")
    XCTAssertNil(RecentEntries(bytes: [1, 2]))
  }

  /// Read from any day on, the entries are what setting them day by day gives: statuses,
  /// amounts and the end, on random histories.
  func testAHistoryReadFromAnyDayIsTheOneSetDayByDay() throws {
    var random = PlannerSelectionTests.Seeded(state: 20_261_201)
    let first = d("2026-03-01")
    for _ in 0..<200 {
      var whole = HabitHistory(origin: first)
      for offset in 0..<Int(random.next() % 40) {
        let day = first.adding(days: offset)
        switch random.next() % 4 {
        case 0: whole.set(.done, on: day)
        case 1: whole.set(.skipped, on: day)
        case 2: whole.set(.done, on: day, amount: Amount(thousandths: Int64(random.next() % 5000)))
        default: break
        }
      }
      let kept = RecentEntries(whole, from: first.adding(days: Int(random.next() % 5)))
      for origin in (0..<45).map(first.adding(days:)) where origin >= kept.first {
        var expected = HabitHistory(origin: origin)
        for number in origin.number..<max(origin.number, whole.end.number) {
          let day = Day(number: number)
          expected.set(whole.status(on: day), on: day, amount: whole.amount(on: day))
        }
        let read = try XCTUnwrap(kept.history(from: origin))
        XCTAssertEqual(read.origin, origin)
        XCTAssertEqual(read.end, expected.end, "\(origin)")
        for day in (-1..<50).map(first.adding(days:)) {
          XCTAssertEqual(read.status(on: day), expected.status(on: day), "\(day)")
          XCTAssertEqual(read.amount(on: day), expected.amount(on: day), "\(day)")
        }
      }
    }
  }
}

/// Bringing derived data up to date from the last few days after a check-in.
final class DerivationUpdateTests: XCTestCase {
  /// The update after setting `day` to `status` (nil clears it), and the whole reading after.
  private func update(
    _ habit: Habit, _ before: [String: EntryStatus], setting day: String,
    to status: EntryStatus? = .done, amounts: [String: Int64] = [:]
  ) -> (DerivationUpdate?, Derivation) {
    let kept = Derivation(habit: habit, history: history(habit, before, amounts: amounts))
    var after = before
    after[day] = status
    let whole = history(habit, after, amounts: amounts)
    let origin = DerivationUpdate.origin(of: habit, after: kept.checkpoint)
    var recent = HabitHistory(origin: origin)
    for number in origin.number..<max(origin.number, whole.end.number) {
      let day = Day(number: number)
      recent.set(whole.status(on: day), on: day, amount: whole.amount(on: day))
    }
    let update = DerivationUpdate.after(
      change: d(day), of: habit, kept: kept.checkpoint, progress: kept.progress,
      lastEntry: whole.end > whole.origin ? whole.end.adding(days: -1) : nil, history: recent)
    return (update, Derivation(habit: habit, history: whole))
  }

  /// The update agrees with the whole reading: checkpoint, recent entries and every mark it
  /// writes (cleared ones included).
  private func assertAgrees(
    _ result: (DerivationUpdate?, Derivation), _ message: String,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let (update, whole) = result
    let fresh = try XCTUnwrap(update, message, file: file, line: line)
    XCTAssertEqual(fresh.checkpoint, whole.checkpoint, message, file: file, line: line)
    XCTAssertEqual(fresh.recent, whole.recent, message, file: file, line: line)
    XCTAssertEqual(fresh.progress, whole.progress, message, file: file, line: line)
    let marks = Derivation.marks(
      years: whole.years, from: fresh.marks.first, through: fresh.marks.last)
    XCTAssertEqual(fresh.marks, marks, message, file: file, line: line)
  }

  private let before: [String: EntryStatus] = [
    "2026-02-26": .done, "2026-02-27": .done, "2026-03-01": .done, "2026-03-02": .done,
    "2026-03-04": .skipped, "2026-03-05": .done,
  ]

  func testACheckInAfterTheCheckpointGivesWhatAWholeReadingGives() throws {
    for schedule in [Schedule.daily, .every(2), .weekdays(WeekdaySet([.monday, .thursday]))] {
      let habit = habit(schedule: schedule, start: "2026-02-20")
      try assertAgrees(update(habit, before, setting: "2026-03-07"), "\(schedule)")
      try assertAgrees(update(habit, before, setting: "2026-03-03"), "\(schedule) back-filled")
      try assertAgrees(
        update(habit, before, setting: "2026-04-01"), "\(schedule) the walk goes to 03-31")
    }
  }

  func testClearingTheLastEntryKeepsTheCheckpointWhileTheMonthHasAnother() throws {
    for schedule in [Schedule.daily, .every(2)] {
      let habit = habit(schedule: schedule, start: "2026-02-20")
      try assertAgrees(update(habit, before, setting: "2026-03-05", to: nil), "\(schedule)")
      try assertAgrees(
        update(habit, before, setting: "2026-03-05", to: .skipped), "\(schedule) skipped")
    }
  }

  func testClearingAMeasuredLastEntryClearsTheMarksItReachedPast() throws {
    var water = habit(schedule: .frequency(Frequency(times: 3, days: 7)!), start: "2026-02-20")
    water.measure = Measure(target: Amount(thousandths: 2000))
    let amounts = ["2026-03-02": Int64(2500), "2026-03-05": 1500, "2026-03-01": 500]
    let result = update(water, before, setting: "2026-03-05", to: nil, amounts: amounts)
    try assertAgrees(result, "measurable 3 in 7")
    let marks = try XCTUnwrap(result.0).marks
    XCTAssertEqual(marks.last, d("2026-03-11"), "as far as the cleared day's window reached")
    XCTAssertEqual(marks.level(on: d("2026-03-10")), 0, "in the window of 03-04 (skipped)")
    XCTAssertEqual(marks.level(on: d("2026-03-11")), nil, "past every window: no level kept")
  }

  func testAChangeOnOrBeforeTheCheckpointOrToAYesNoFrequencyNeedsAWholeReading() {
    let daily = habit(start: "2026-02-20")
    XCTAssertNil(update(daily, before, setting: "2026-02-25").0, "before the checkpoint (02-28)")
    let march: [String: EntryStatus] = ["2026-02-27": .done, "2026-03-05": .done]
    XCTAssertNil(
      update(daily, march, setting: "2026-03-05", to: nil).0,
      "the month's only entry went: the checkpoint moves back")
    let often = habit(schedule: .frequency(Frequency(times: 2, days: 7)!), start: "2026-02-20")
    XCTAssertNil(update(often, before, setting: "2026-03-07").0, "intervals snap back")
  }
}
