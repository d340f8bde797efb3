import XCTest

@testable import HabitCore

/// Loop's rule for "N times in M days", on examples worked out by hand from the rule.
final class FrequencyTests: XCTestCase {
  private func often(_ times: Int, in days: Int) -> Habit {
    habit(schedule: .frequency(Frequency(times: times, days: days)!))
  }

  /// The marks of `days` (ISO dates) as one string: D done, A auto, S skipped, . none.
  private func marks(
    _ habit: Habit, _ entries: [String: EntryStatus], from first: String, through last: String
  ) -> String {
    let completion = Completion(habit: habit, history: history(habit, entries))
    let letters: [DayMark: Character] = [.done: "D", .auto: "A", .skipped: "S", .none: "."]
    return String(
      (d(first).number...d(last).number).map { letters[completion.mark(on: Day(number: $0))]! })
  }

  func testFrequenciesOutsideOneToThreeHundredSixtySixAreRefused() {
    XCTAssertNil(Frequency(times: 0, days: 7))
    XCTAssertNil(Frequency(times: 8, days: 7))
    XCTAssertNil(Frequency(times: 1, days: 367))
    XCTAssertEqual(Frequency(times: 366, days: 366)?.summary, "366 in 366 days")
  }

  func testThreeCheckInsWithinAWeekMakeTheRestOfThatWeekAuto() {
    let checks: [String: EntryStatus] = [
      "2026-03-02": .done, "2026-03-04": .done, "2026-03-06": .done,
    ]
    // Interval [03-02, 03-08]: from the oldest of the three check-ins, seven days.
    XCTAssertEqual(
      marks(often(3, in: 7), checks, from: "2026-03-01", through: "2026-03-09"), ".DADADAA.")
  }

  func testASkipInsideAnIntervalStaysASkip() {
    let entries: [String: EntryStatus] = [
      "2026-03-02": .done, "2026-03-04": .done, "2026-03-06": .done, "2026-03-07": .skipped,
    ]
    XCTAssertEqual(
      marks(often(3, in: 7), entries, from: "2026-03-01", through: "2026-03-09"), ".DADADSA.")
  }

  func testSkipsDoNotCountAsCheckIns() {
    let entries: [String: EntryStatus] = [
      "2026-03-02": .done, "2026-03-04": .skipped, "2026-03-06": .done,
    ]
    XCTAssertEqual(
      marks(often(3, in: 7), entries, from: "2026-03-01", through: "2026-03-09"), ".D.S.D...")
  }

  func testCheckInsTooFarApartEarnNoInterval() {
    // 03-03 and 03-10 are seven days apart: two check-ins do not fit in seven days.
    let checks: [String: EntryStatus] = [
      "2026-03-01": .done, "2026-03-03": .done, "2026-03-10": .done, "2026-03-12": .done,
    ]
    XCTAssertEqual(
      marks(often(2, in: 7), checks, from: "2026-02-28", through: "2026-03-17"),
      ".DADAAAA..DADAAAA.")
  }

  func testOverlappingIntervalsAreMovedEarlierButKeepTheirNewestCheckIn() {
    // Intervals newest first: [03-06, 03-12] (centre 03-08), [03-05, 03-11] (centre 03-06),
    // [03-01, 03-07] (centre 03-05). The second moves 5 days earlier (its centre limits it) to
    // [02-28, 03-06]; the third then reaches into it and moves 2 days to [02-27, 03-05].
    let checks: [String: EntryStatus] = [
      "2026-03-01": .done, "2026-03-05": .done, "2026-03-06": .done, "2026-03-08": .done,
    ]
    XCTAssertEqual(
      marks(often(2, in: 7), checks, from: "2026-02-26", through: "2026-03-13"),
      ".AADAAADDADAAAA.")
    let intervals = LoopIntervals.snapped(
      LoopIntervals.intervals(
        checked: ["2026-03-08", "2026-03-06", "2026-03-05", "2026-03-01"].map(d),
        frequency: Frequency(times: 2, days: 7)!))
    XCTAssertEqual(
      intervals.map { "\($0.begin.iso)..\($0.end.iso)@\($0.center.iso)" },
      [
        "2026-03-06..2026-03-12@2026-03-08", "2026-02-28..2026-03-06@2026-03-06",
        "2026-02-27..2026-03-05@2026-03-05",
      ])
  }

  func testTheRuleOnLoopsPublishedSnapExample() {
    // Days back from 03-31, (begin, end) with the centre on the begin: [8..2], [12..6],
    // [20..14], [27..21] become [8..2], [15..9], [22..16], [29..23]; centres stay.
    let day = { (offset: Int) in d("2026-03-31").adding(days: -offset) }
    let interval = { (begin: Int, center: Int, end: Int) in
      LoopIntervals.Interval(begin: day(begin), center: day(center), end: day(end))
    }
    XCTAssertEqual(
      LoopIntervals.snapped([
        interval(8, 8, 2), interval(12, 12, 6), interval(20, 20, 14), interval(27, 27, 21),
      ]),
      [interval(8, 8, 2), interval(15, 12, 9), interval(22, 20, 16), interval(29, 27, 23)])
  }

  /// Loop's own example (its EntryListTest): a 1-in-3 habit checked 4, 9 and 10 days ago is
  /// done 2, 3, 7, 8, 11 and 12 days ago by the rule: the oldest interval, moved back to close
  /// the gap, begins two days before the first check-in, and so does the habit in Loop.
  func testTheFirstLoopDayCanComeBeforeTheFirstCheckIn() {
    let day = { (offset: Int) in d("2026-03-31").adding(days: -offset) }
    let oneInThree = Frequency(times: 1, days: 3)!
    XCTAssertEqual(oneInThree.firstLoopDay(checkedOn: [day(9), day(4), day(10)]), day(12))
    XCTAssertNil(Frequency(times: 2, days: 7)!.firstLoopDay(checkedOn: [day(1), day(9)]))
    XCTAssertNil(oneInThree.firstLoopDay(checkedOn: []))
    let habit = habit(schedule: .frequency(oneInThree), start: day(12).iso)
    let checks = [day(4).iso: EntryStatus.done, day(9).iso: .done, day(10).iso: .done]
    XCTAssertEqual(marks(habit, checks, from: day(13).iso, through: day(1).iso), ".AADDAA..DAA.")
  }

  func testAMonthlyWindowIsTheLengthOfTheMonthItStartsIn() {
    // 1 in 30 days from 02-10 (February 2026 has 28 days): [02-10, 03-09].
    XCTAssertEqual(
      marks(often(1, in: 30), ["2026-02-10": .done], from: "2026-03-08", through: "2026-03-11"),
      "AA..")
    // From a month's last day, the next month's length: 01-31 + 28 days -> [01-31, 02-27].
    XCTAssertEqual(
      marks(often(1, in: 31), ["2026-01-31": .done], from: "2026-02-26", through: "2026-03-01"),
      "AA..")
    // A leap February: 1 in 30 from 2028-02-03 covers 29 days, through 03-02.
    XCTAssertEqual(
      marks(
        habit(schedule: .frequency(Frequency(times: 1, days: 30)!), start: "2028-01-01"),
        ["2028-02-03": .done], from: "2028-03-01", through: "2028-03-03"),
      "AA.")
    XCTAssertEqual(LoopIntervals.windowLength(7, from: d("2026-01-31")), 7)
    XCTAssertEqual(LoopIntervals.windowLength(30, from: d("2026-12-31")), 31)
  }

  func testStreaksCountAutoDaysAndAnOpenTodayDoesNotBreak() {
    let checks: [String: EntryStatus] = [
      "2026-03-02": .done, "2026-03-04": .done, "2026-03-06": .done,
    ]
    let habit = often(3, in: 7)
    let history = history(habit, checks)
    XCTAssertEqual(
      Streaks.summary(for: habit, history: history, today: d("2026-03-08")),
      StreakSummary(current: 7, best: 7, doneToday: true))
    // 03-09 is open today: the run of seven stands; on 03-10, 03-09 broke it.
    XCTAssertEqual(
      Streaks.summary(for: habit, history: history, today: d("2026-03-09")),
      StreakSummary(current: 7, best: 7, doneToday: false))
    XCTAssertEqual(
      Streaks.summary(for: habit, history: history, today: d("2026-03-10")),
      StreakSummary(current: 0, best: 7, doneToday: false))
  }

  func testAutoDaysAreDoneOnTheBoardAndNotOpenForReminders() {
    let habit = often(2, in: 7)
    let board = Board(
      habits: [habit],
      histories: [habit.id: history(habit, ["2026-03-02": .done, "2026-03-03": .done])],
      today: d("2026-03-04"), settings: Settings())
    XCTAssertEqual(board.mark(of: habit, on: d("2026-03-04")), .auto)
    XCTAssertFalse(board.isOpen(habit, on: d("2026-03-08")))
    XCTAssertTrue(board.isOpen(habit, on: d("2026-03-09")))
    XCTAssertEqual(board.todayProgress.done, 1)
    let cell = board.heatmap(of: habit).cells.first { $0.day == d("2026-03-04") }!
    XCTAssertEqual(cell.state, .auto)
    XCTAssertEqual(cell.level, 2)
  }
}
