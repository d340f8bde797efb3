import HabitCore
import XCTest

final class StreakTests: XCTestCase {
  private func summary(
    _ habit: Habit, _ entries: [String: EntryStatus], today: String
  ) -> StreakSummary {
    Streaks.summary(for: habit, history: history(habit, entries), today: d(today))
  }

  func testNoEntriesIsZero() {
    XCTAssertEqual(
      summary(habit(), [:], today: "2026-01-10"),
      StreakSummary(current: 0, best: 0, doneToday: false))
  }

  func testConsecutiveDoneDaysEndingYesterdayCountWhileTodayIsPending() {
    let result = summary(
      habit(), ["2026-01-07": .done, "2026-01-08": .done, "2026-01-09": .done], today: "2026-01-10")
    XCTAssertEqual(result, StreakSummary(current: 3, best: 3, doneToday: false))
  }

  func testDoneTodayAddsOne() {
    let result = summary(habit(), ["2026-01-09": .done, "2026-01-10": .done], today: "2026-01-10")
    XCTAssertEqual(result, StreakSummary(current: 2, best: 2, doneToday: true))
  }

  func testAMissedDueDayEndsTheRun() {
    let result = summary(
      habit(),
      ["2026-01-05": .done, "2026-01-06": .done, "2026-01-08": .done, "2026-01-09": .done],
      today: "2026-01-10")
    XCTAssertEqual(result, StreakSummary(current: 2, best: 2, doneToday: false))
  }

  func testASkipNeitherAddsNorBreaks() {
    let result = summary(
      habit(), ["2026-01-07": .done, "2026-01-08": .skipped, "2026-01-09": .done],
      today: "2026-01-10")
    XCTAssertEqual(result.current, 2)
    XCTAssertEqual(result.best, 2)
  }

  func testSkippedTodayKeepsTheRun() {
    let result = summary(
      habit(), ["2026-01-09": .done, "2026-01-10": .skipped], today: "2026-01-10")
    XCTAssertEqual(result, StreakSummary(current: 1, best: 1, doneToday: false))
  }

  func testYesterdayMissedMeansZeroEvenWithOlderRun() {
    let result = summary(habit(), ["2026-01-07": .done, "2026-01-08": .done], today: "2026-01-10")
    XCTAssertEqual(result, StreakSummary(current: 0, best: 2, doneToday: false))
  }

  func testOffDayCheckInsShowButDoNotCount() {
    let mwf = habit(
      schedule: .weekdays(WeekdaySet([.monday, .wednesday, .friday])), start: "2026-11-01")
    // 2026-11-23 Mon, 24 Tue (off), 25 Wed, 27 Fri; today Sat 28 (off).
    let result = summary(
      mwf, ["2026-11-23": .done, "2026-11-24": .done, "2026-11-25": .done, "2026-11-27": .done],
      today: "2026-11-28")
    XCTAssertEqual(result, StreakSummary(current: 3, best: 3, doneToday: false))
  }

  func testOffDaysNeverBreakAWeekdayStreak() {
    let weekends = habit(
      schedule: .weekdays(WeekdaySet([.saturday, .sunday])), start: "2026-11-01")
    let result = summary(
      weekends,
      ["2026-11-14": .done, "2026-11-15": .done, "2026-11-21": .done, "2026-11-22": .done],
      today: "2026-11-27")
    XCTAssertEqual(result.current, 4)
    // The next due day after them, Sunday 11-29, left undone ends the run once it is past.
    let after = summary(
      weekends, ["2026-11-21": .done, "2026-11-22": .done, "2026-11-28": .done], today: "2026-12-03"
    )
    XCTAssertEqual(after, StreakSummary(current: 0, best: 3, doneToday: false))
  }

  func testOffDayDoneTodayIsDoneTodayButNoStreak() {
    let mwf = habit(schedule: .weekdays(WeekdaySet([.monday])), start: "2026-11-01")
    let result = summary(mwf, ["2026-11-24": .done], today: "2026-11-24")
    XCTAssertEqual(result, StreakSummary(current: 0, best: 0, doneToday: true))
  }

  func testEveryNCountsOnlyAnchoredDays() {
    let everyThree = habit(schedule: .every(3), start: "2026-12-29")
    // Due: 12-29, 01-01, 01-04, 01-07. Today 01-08 is not due.
    let result = summary(
      everyThree,
      [
        "2026-12-29": .done, "2026-12-30": .done, "2027-01-01": .done, "2027-01-04": .done,
        "2027-01-07": .done,
      ],
      today: "2027-01-08")
    XCTAssertEqual(result, StreakSummary(current: 4, best: 4, doneToday: false))
  }

  func testEveryNMissedAnchorBreaks() {
    let everyThree = habit(schedule: .every(3), start: "2026-12-29")
    let result = summary(
      everyThree, ["2026-12-29": .done, "2027-01-02": .done, "2027-01-04": .done],
      today: "2027-01-05")
    XCTAssertEqual(result, StreakSummary(current: 1, best: 1, doneToday: false))
  }

  func testTheWalkStopsAtTheStartDate() {
    let young = habit(start: "2026-01-08")
    let result = summary(young, ["2026-01-08": .done, "2026-01-09": .done], today: "2026-01-10")
    XCTAssertEqual(result.current, 2)
  }

  func testBestIsTheLongestRunAnywhere() {
    var entries: [String: EntryStatus] = [:]
    for day in 1...10 { entries[d("2026-01-01").adding(days: day).iso] = .done }  // 01-02 ... 01-11
    entries["2026-01-13"] = .done
    entries["2026-01-14"] = .done
    let result = summary(habit(), entries, today: "2026-01-15")
    XCTAssertEqual(result, StreakSummary(current: 2, best: 10, doneToday: false))
  }

  func testBestRunsThroughSkips() {
    let result = summary(
      habit(),
      ["2026-01-01": .done, "2026-01-02": .skipped, "2026-01-03": .skipped, "2026-01-04": .done],
      today: "2026-01-06")
    XCTAssertEqual(result, StreakSummary(current: 0, best: 2, doneToday: false))
  }

  func testOnlySkipsIsZero() {
    let result = summary(
      habit(), ["2026-01-09": .skipped, "2026-01-10": .skipped], today: "2026-01-10")
    XCTAssertEqual(result, StreakSummary(current: 0, best: 0, doneToday: false))
  }

  func testHabitStartingInTheFutureHasNoStreak() {
    let later = habit(start: "2026-02-01")
    XCTAssertEqual(
      summary(later, [:], today: "2026-01-10"), StreakSummary(current: 0, best: 0, doneToday: false)
    )
  }

  func testRunAcrossAYearEndAndALeapDay() {
    var entries: [String: EntryStatus] = [:]
    for offset in 0..<70 { entries[d("2027-12-25").adding(days: offset).iso] = .done }
    let result = summary(habit(start: "2027-12-01"), entries, today: "2028-03-03")
    // 2027-12-25 ... 2028-03-03 is 70 days including 2028-02-29.
    XCTAssertEqual(result, StreakSummary(current: 70, best: 70, doneToday: true))
  }

  func testEntriesAfterTodayAreIgnored() {
    let result = summary(habit(), ["2026-01-09": .done, "2026-01-11": .done], today: "2026-01-10")
    XCTAssertEqual(result, StreakSummary(current: 1, best: 1, doneToday: false))
  }

  func testADateTheZoneSkippedNeitherCountsNorBreaks() {
    let apiaHabit = habit(start: "2011-12-20")
    let done = history(
      apiaHabit, ["2011-12-28": .done, "2011-12-29": .done, "2011-12-31": .done])
    let summary = Streaks.summary(
      for: apiaHabit, history: done, today: d("2011-12-31"), missing: [d("2011-12-30")])
    XCTAssertEqual(summary, StreakSummary(current: 3, best: 3, doneToday: true))
    XCTAssertEqual(
      Streaks.summary(for: apiaHabit, history: done, today: d("2011-12-31")).current, 1,
      "without the zone's knowledge the day is missed")
  }
}
