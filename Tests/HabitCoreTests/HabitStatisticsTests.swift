import XCTest

@testable import HabitCore

/// A habit's statistics worked out by hand on one month, and streak runs against the streak walk.
final class HabitStatisticsTests: XCTestCase {
  private let november: [String: EntryStatus] = [
    "2026-11-01": .done, "2026-11-02": .done, "2026-11-03": .done, "2026-11-04": .done,
    "2026-11-05": .done, "2026-11-06": .skipped, "2026-11-07": .done, "2026-11-08": .done,
    "2026-11-10": .done, "2026-11-29": .done,
  ]

  private func statistics(_ habit: Habit, amounts: [String: Int64] = [:]) -> HabitStatistics {
    let completion = Completion(habit: habit, history: history(habit, november, amounts: amounts))
    return HabitStatistics(of: completion, today: d("2026-11-30"), weekStart: .sunday)
  }

  func testAMonthOfADailyHabit() {
    let stats = statistics(habit(start: "2026-11-01"))
    XCTAssertEqual(stats.total, 9)
    // 29 days before today (open), one skipped: 9 done of 28.
    XCTAssertEqual(stats.rates.all, 9.0 / 28.0)
    XCTAssertEqual(stats.rates.month, 9.0 / 28.0)
    XCTAssertEqual(stats.rates.year, 9.0 / 28.0)
    XCTAssertEqual(stats.rates.week, 1, "Sunday 11-29 done, Monday 11-30 still open")
    XCTAssertEqual(
      stats.bestStreaks,
      [
        StreakRun(start: d("2026-11-01"), end: d("2026-11-08"), length: 7),
        StreakRun(start: d("2026-11-29"), end: d("2026-11-29"), length: 1),
        StreakRun(start: d("2026-11-10"), end: d("2026-11-10"), length: 1),
      ])
    XCTAssertEqual(
      stats.weeks.map(\.start.iso),
      ["2026-11-01", "2026-11-08", "2026-11-15", "2026-11-22", "2026-11-29"])
    XCTAssertEqual(stats.weeks.map(\.value), [6, 2, 0, 0, 1])
    XCTAssertEqual(stats.months, [PeriodTotal(start: d("2026-11-01"), value: 9)])
    XCTAssertEqual(stats.years, [PeriodTotal(start: d("2026-01-01"), value: 9)])
    XCTAssertEqual(
      stats.weekdays, [MonthWeekdays(month: d("2026-11-01"), counts: [1, 2, 1, 1, 0, 1, 3])])
    XCTAssertEqual(stats.scores.first, d("2026-11-01"))
    XCTAssertEqual(stats.scores.values.count, 30)
    XCTAssertEqual(stats.scoreChange.month, stats.score, "30 days ago nothing was scored")
    XCTAssertEqual(stats.scoreChange.year, stats.score)
  }

  func testAMeasurableHabitTotalsItsAmounts() {
    var water = habit(start: "2026-11-01")
    water.measure = Measure(unit: "l", target: Amount(thousandths: 2000))
    let stats = statistics(
      water, amounts: ["2026-11-01": 2500, "2026-11-02": 1000, "2026-11-29": 2000])
    XCTAssertEqual(stats.total, 5500, "amounts in thousandths")
    XCTAssertEqual(stats.weeks.first?.value, 3500)
    XCTAssertEqual(stats.weeks.last?.value, 2000)
    // Done days are the days the target was met: 11-01 (Sun) and 11-29 (Sun).
    XCTAssertEqual(stats.weekdays.first?.counts, [0, 0, 0, 0, 0, 0, 2])
  }

  func testTheLongestRunIsTheBestStreakAndTheLastTheCurrent() {
    var random = PlannerSelectionTests.Seeded(state: 20_261_130)
    let schedules: [Schedule] = [
      .daily, .every(3), .weekdays(WeekdaySet([.monday, .thursday])),
      .frequency(Frequency(times: 3, days: 7)!),
    ]
    for round in 0..<200 {
      let schedule = schedules[round % schedules.count]
      let habit = habit(schedule: schedule, start: "2026-01-01")
      var entries: [String: EntryStatus] = [:]
      for offset in 0..<120 where random.next() % 3 != 0 {
        entries[d("2026-01-01").adding(days: offset).iso] =
          random.next() % 5 == 0 ? .skipped : .done
      }
      let completion = Completion(habit: habit, history: history(habit, entries))
      let today = d("2026-01-01").adding(days: Int(random.next() % 130))
      let runs = Streaks.runs(of: completion, through: today)
      let summary = Streaks.summary(of: completion, today: today)
      XCTAssertEqual(runs.map(\.length).max() ?? 0, summary.best, "\(schedule) round \(round)")
      XCTAssertEqual(
        runs.map(\.length).reduce(0, +),
        (0...completion.habit.start.distance(to: today)).filter {
          let day = completion.habit.start.adding(days: $0)
          return habit.isDue(day) && completion.mark(on: day).isDone
        }.count, "every done due day is in one run")
      if summary.current > 0 { XCTAssertEqual(runs.last?.length, summary.current) }
    }
  }
}
