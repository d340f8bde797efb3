import Foundation
import XCTest

@testable import HabitCore

/// Loop Habit Tracker's habit strength: its known values and hand-worked steps.
final class ScoreTests: XCTestCase {
  private let today = d("2026-11-30")

  /// The scores of `habit` through today with check-ins on the days `done` says (by offset
  /// back from today), amounts in thousandths and skips as given.
  private func scores(
    _ habit: Habit, done: (Int) -> Bool, days: Int, amount: Int64? = nil,
    skipped: Set<Int> = []
  ) -> ScoreHistory {
    var history = HabitHistory(origin: habit.start)
    for back in 0..<days {
      let day = today.adding(days: -back)
      if skipped.contains(back) {
        history.set(.skipped, on: day)
      } else if done(back) {
        history.set(.done, on: day, amount: amount.map { Amount(thousandths: $0) })
      }
    }
    return ScoreHistory(of: habit, history: history, through: today)
  }

  private func daily(start: String = "2020-01-01") -> Habit { habit(start: start) }

  func testADailyHabitCheckedOnTheLast20DaysHasLoopsKnownScore() {
    let twenty = scores(daily(), done: { _ in true }, days: 20)
    XCTAssertEqual(twenty.first, d("2026-11-11"), "scored from the first entry")
    XCTAssertEqual(twenty.values.count, 20)
    XCTAssertEqual(twenty.score(on: today), 0.655747, accuracy: 1e-6)
    XCTAssertEqual(twenty.values[0], 0.051922, accuracy: 1e-6, "after one check-in")
    let ninety = scores(daily(), done: { _ in true }, days: 90)
    XCTAssertGreaterThan(ninety.score(on: today), 0.99)
  }

  func testWeeklyHabitsConvergeToLoopsKnownValues() {
    let threeInSeven = habit(
      schedule: .frequency(Frequency(times: 3, days: 7)!), start: "2020-01-01")
    // Done on 2 of every 7 days (Monday and Thursday) for 100 weeks: 4 of the 6 needed in 14.
    let twoOfSeven = scores(threeInSeven, done: { [0, 3].contains($0 % 7) }, days: 700)
    XCTAssertEqual(twoOfSeven.score(on: today), 2.0 / 3.0, accuracy: 1e-6)
    // Once a week, alternating weekdays (3 and then 11 days apart): 2 in every 14 days.
    let weekly = habit(schedule: .frequency(Frequency(times: 1, days: 7)!), start: "2020-01-01")
    let alternating = scores(weekly, done: { [0, 3].contains($0 % 14) }, days: 1050)
    XCTAssertEqual(alternating.score(on: today), 1, accuracy: 1e-6)
  }

  func testEveryNDaysAndWeekdaySchedulesAreFrequencies() {
    XCTAssertTrue(ScoreRule.frequency(of: .every(3)) == (1, 3))
    XCTAssertTrue(ScoreRule.frequency(of: .weekdays(WeekdaySet([.monday, .friday]))) == (2, 7))
    let everyOther = ScoreRule(habit: habit(schedule: .every(2)))
    XCTAssertEqual(everyOther.window, 4)
    XCTAssertEqual(everyOther.needed, 2)
    XCTAssertEqual(everyOther.multiplier, pow(0.5, 0.5.squareRoot() / 13), accuracy: 1e-15)
    let kept = scores(
      habit(schedule: .every(2), start: "2020-01-01"), done: { $0 % 2 == 0 }, days: 600)
    XCTAssertEqual(kept.score(on: today), 1, accuracy: 1e-6)
    let weekdays = habit(schedule: .weekdays(WeekdaySet([.monday, .wednesday, .friday])))
    XCTAssertEqual(ScoreRule(habit: weekdays).window, 14)
    XCTAssertEqual(ScoreRule(habit: weekdays).needed, 6)
  }

  func testHandWorkedStepsWithASkipThatKeepsTheScore() {
    let m = pow(0.5, 1.0 / 13)
    // Back 3: done, back 2: nothing, back 1: skipped, today: done.
    let run = scores(daily(), done: { [3, 0].contains($0) }, days: 4, skipped: [1])
    let first = 1 - m
    let second = first * m
    XCTAssertEqual(run.values.count, 4)
    XCTAssertEqual(run.values[0], first, accuracy: 1e-12)
    XCTAssertEqual(run.values[1], second, accuracy: 1e-12)
    XCTAssertEqual(run.values[2], second, accuracy: 1e-12, "a skipped day keeps the score")
    XCTAssertEqual(run.values[3], second * m + (1 - m), accuracy: 1e-12)
  }

  func testMeasurableTargetsAtLeastAndAtMost() {
    var water = daily()
    water.measure = Measure(target: Amount(thousandths: 2000))
    let half = scores(water, done: { _ in true }, days: 600, amount: 1000)
    XCTAssertEqual(half.score(on: today), 0.5, accuracy: 1e-6, "1 of 2 a day: c = 0.5")
    water.measure = Measure(target: Amount(thousandths: 0))
    let anything = scores(water, done: { $0 == 5 }, days: 6, amount: 0)
    XCTAssertEqual(anything.values.count, 6)
    XCTAssertEqual(anything.score(on: today), 1 - pow(0.5, 6.0 / 13), accuracy: 1e-12)

    var coffee = daily()
    coffee.measure = Measure(target: Amount(thousandths: 2000), type: .atMost)
    XCTAssertEqual(ScoreRule(habit: coffee).initial, 1)
    XCTAssertEqual(
      ScoreHistory(of: coffee, history: HabitHistory(origin: coffee.start), through: today)
        .score(on: d("2019-01-01")), 1, "before the first day scored")
    let over = scores(coffee, done: { _ in true }, days: 600, amount: 3000)
    XCTAssertEqual(over.score(on: today), 0.5, accuracy: 1e-6, "1 over 2: c = 0.5")
    let far = scores(coffee, done: { _ in true }, days: 600, amount: 5000)
    XCTAssertEqual(far.score(on: today), 0, accuracy: 1e-6, "c clamps at 0")
    let none = scores(coffee, done: { $0 == 9 }, days: 10, amount: 1000)
    let m = pow(0.5, 1.0 / 13)
    XCTAssertEqual(
      none.score(on: today), pow(m, 9) + (1 - m), accuracy: 1e-12,
      "under: c = 1, then 8 days with nothing recorded: c = 0, as the done rates count them; "
        + "today, still open, not yet")
    coffee.measure = Measure(target: Amount(thousandths: 0), type: .atMost)
    let rule = ScoreRule(habit: coffee)
    XCTAssertEqual(rule.completion(windowTotal: 0), 1)
    XCTAssertEqual(rule.completion(windowTotal: 1), 0)
  }

  func testAMeasurableFrequencySumsItsWindow() {
    var runs = habit(schedule: .frequency(Frequency(times: 1, days: 7)!), start: "2020-01-01")
    runs.measure = Measure(target: Amount(thousandths: 10_000))
    let rule = ScoreRule(habit: runs)
    XCTAssertEqual(rule.window, 7, "a measurable habit's window is not doubled")
    // 5 km twice a week: 10 km in every 7 days.
    let kept = scores(runs, done: { [0, 3].contains($0 % 7) }, days: 1400, amount: 5000)
    XCTAssertEqual(kept.score(on: today), 1, accuracy: 1e-6)
  }

  func testA500DayRunDoesNotDrift() {
    let m = pow(0.5, 1.0 / 13)
    let run = scores(daily(), done: { _ in true }, days: 500)
    XCTAssertEqual(run.values.count, 500)
    for (index, value) in run.values.enumerated() {
      XCTAssertEqual(value, 1 - pow(m, Double(index + 1)), accuracy: 1e-12)
    }
  }

  func testAHabitWithoutEntriesIsScoredFromItsStart() {
    let fresh = ScoreHistory(
      of: daily(start: "2026-11-28"), history: HabitHistory(origin: d("2026-11-28")),
      through: today)
    XCTAssertEqual(fresh.first, d("2026-11-28"))
    XCTAssertEqual(fresh.values, [0, 0, 0])
    XCTAssertEqual(fresh.score(on: d("2026-11-01")), 0)
    XCTAssertEqual(fresh.score(on: d("2026-12-05")), 0)
  }

  func testACalendarScheduleMeasuresEachDueDaysTarget() {
    // At most 3 cups on weekdays, 2 each weekday: 10 in a 7-day window against 15, kept.
    var coffee = habit(
      schedule: .weekdays(WeekdaySet([.monday, .tuesday, .wednesday, .thursday, .friday])),
      start: "2020-01-01")
    coffee.measure = Measure(target: Amount(thousandths: 3000), type: .atMost)
    XCTAssertEqual(ScoreRule(habit: coffee).windowTarget, 15_000)
    let weekdays = scores(coffee, done: { ![1, 2].contains($0 % 7) }, days: 1400, amount: 2000)
    XCTAssertEqual(weekdays.score(on: today), 1, accuracy: 1e-9)
    // At least 2 L on Monday, Wednesday and Friday, drunk on Mondays only: 2 of 6 a week.
    var water = habit(
      schedule: .weekdays(WeekdaySet([.monday, .wednesday, .friday])), start: "2020-01-01")
    water.measure = Measure(target: Amount(thousandths: 2000))
    let mondays = scores(water, done: { $0 % 7 == 0 }, days: 1400, amount: 2000)
    XCTAssertEqual(mondays.score(on: today), 1.0 / 3.0, accuracy: 1e-6)
    var every = habit(schedule: .every(3), start: "2020-01-01")
    every.measure = Measure(target: Amount(thousandths: 2000))
    XCTAssertEqual(ScoreRule(habit: every).window, 3)
    XCTAssertEqual(ScoreRule(habit: every).windowTarget, 2000)
  }

  /// Loop's own tests of frequencies other than daily (its ScoreListTest and the scores of the
  /// 2-in-3 habit of its CSV export fixture), held here to its published figures.
  func testLoopsOwnFiguresForFrequenciesOtherThanDaily() {
    let fourInSeven = habit(
      schedule: .frequency(Frequency(times: 4, days: 7)!), start: "2020-01-01")
    let twoOfSeven = scores(fourInSeven, done: { [0, 1].contains($0 % 7) }, days: 700)
    XCTAssertEqual(twoOfSeven.score(on: today), 0.5, accuracy: 1e-6)
    let weekly = habit(schedule: .frequency(Frequency(times: 1, days: 7)!), start: "2020-01-01")
    let blocks = scores(weekly, done: { [0, 13].contains($0 % 14) }, days: 1400)
    XCTAssertEqual(blocks.score(on: today), 1, accuracy: 1e-3)
    var everyOther = habit(
      schedule: .frequency(Frequency(times: 1, days: 2)!), start: "2020-01-01")
    everyOther.measure = Measure(target: Amount(thousandths: 2000))
    XCTAssertEqual(
      scores(everyOther, done: { $0 < 2 }, days: 2, amount: 2000).score(on: today), 0.072631,
      accuracy: 1e-6)
    everyOther.measure = Measure(target: Amount(thousandths: 2000), type: .atMost)
    XCTAssertEqual(
      scores(everyOther, done: { $0 < 2 }, days: 2, amount: 5000).score(on: today), 0.927369,
      accuracy: 1e-6)
    // Loop's export fixture: "Wake up early", 2 in 3 days, done on 01-16, 17, 20, 21, 22 and
    // 25 of 2015; its Scores.csv from 01-16 through 01-25.
    let wake = habit(schedule: .frequency(Frequency(times: 2, days: 3)!), start: "2015-01-16")
    var history = HabitHistory(origin: wake.start)
    for date in [16, 17, 20, 21, 22, 25] { history.set(.done, on: d("2015-01-\(date)")) }
    let exported = ScoreHistory(of: wake, history: history, through: d("2015-01-25"))
    XCTAssertEqual(
      exported.values.map { ($0 * 10_000).rounded() / 10_000 },
      [0.0107, 0.0315, 0.0515, 0.0706, 0.0995, 0.1379, 0.1746, 0.1991, 0.2226, 0.2557])
  }
}
