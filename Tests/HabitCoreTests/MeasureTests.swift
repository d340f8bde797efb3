import HabitCore
import XCTest

/// Measurable habits: exact amounts, targets over a day or a rolling window, six-step heatmaps.
final class MeasureTests: XCTestCase {
  private func measured(
    _ target: String, _ type: TargetType = .atLeast, schedule: Schedule = .daily
  ) -> Habit {
    var habit = habit("물", schedule: schedule)
    habit.measure = Measure(unit: "L", target: Amount(parsing: target)!, type: type)
    return habit
  }

  private func completion(_ habit: Habit, _ amounts: [String: String?]) -> Completion {
    var history = HabitHistory(origin: habit.start)
    for (day, amount) in amounts {
      history.set(
        amount == nil ? .skipped : .done, on: d(day), amount: amount.map { Amount(parsing: $0)! })
    }
    return Completion(habit: habit, history: history)
  }

  func testAmountsParseExactlyToThreeDecimals() {
    XCTAssertEqual(Amount(parsing: "2")?.thousandths, 2000)
    XCTAssertEqual(Amount(parsing: "0.25")?.thousandths, 250)
    XCTAssertEqual(Amount(parsing: "1.125")?.thousandths, 1125)
    XCTAssertEqual(Amount(parsing: ".5")?.thousandths, 500)
    XCTAssertEqual(Amount(parsing: "0.1")!.thousandths * 3, Amount(parsing: "0.3")!.thousandths)
    for bad in ["", "-1", "abc", "1.2345", "1e3", "5.", "1.2.3", "+1", " 1", "１"] {
      XCTAssertNil(Amount(parsing: bad), bad)
    }
    XCTAssertEqual(Amount(parsing: "1000000000")?.description, "1000000000")
    XCTAssertNil(Amount(parsing: "1000000000.001"))
  }

  func testAmountsPrintInTheirShortestForm() {
    XCTAssertEqual(
      ["2", "2.000", "0.25", "1.125", "0.010", "0"].map { Amount(parsing: $0)!.description },
      ["2", "2", "0.25", "1.125", "0.01", "0"])
    XCTAssertEqual(Amount(parsing: "0.7")!.adding(Amount(parsing: "0.3")!)?.description, "1")
    XCTAssertNil(Amount.maximum.adding(Amount(thousandths: 1)))
  }

  func testSumsOfAmountsPastTheLargestAreCheckedNotTrapped() {
    let huge = Amount(thousandths: Int64.max / 2 - 10)
    XCTAssertNil(huge.adding(huge).flatMap { $0.adding(huge) })
    XCTAssertNil(Amount(thousandths: .max).adding(Amount(thousandths: 1)))
    // A history holds such amounts as the largest one, so its period sums stay in range.
    let weekly = measured("2", schedule: .frequency(Frequency(times: 1, days: 7)!))
    var history = HabitHistory(origin: weekly.start)
    for day in ["2026-11-27", "2026-11-28", "2026-11-29"] {
      history.set(.done, on: d(day), amount: huge)
    }
    XCTAssertEqual(history.amount(on: d("2026-11-28")), Amount.maximum)
    let completion = Completion(habit: weekly, history: history)
    XCTAssertEqual(completion.mark(on: d("2026-11-29")), .done)
  }

  func testADailyAtLeastDayIsDoneWhenTheAmountReachesTheTarget() {
    let water = completion(
      measured("2"),
      ["2026-03-01": "1.5", "2026-03-02": "2", "2026-03-03": "2.5", "2026-03-04": nil])
    XCTAssertEqual(
      ["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05"].map {
        water.mark(on: d($0))
      }, [.none, .done, .done, .skipped, .none])
    XCTAssertEqual(water.fraction(on: d("2026-03-01")), 0.75)
    XCTAssertEqual(water.amount(on: d("2026-03-01"))?.description, "1.5")
    XCTAssertNil(water.amount(on: d("2026-03-05")))
  }

  func testAnAtMostDayIsDoneOnlyWithAnAmountAtOrUnderTheTarget() {
    let coffee = completion(
      measured("3", .atMost),
      ["2026-03-01": "2", "2026-03-02": "3", "2026-03-03": "4", "2026-03-04": "0"])
    XCTAssertEqual(
      ["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05"].map {
        coffee.mark(on: d($0))
      }, [.done, .done, .none, .done, .none])
  }

  func testATargetOfZeroIsMetOnlyByARecordedDay() {
    let habit = measured("0")
    let zero = completion(habit, ["2026-03-01": "0"])
    XCTAssertEqual(zero.mark(on: d("2026-03-01")), .done)
    XCTAssertEqual(zero.mark(on: d("2026-03-02")), .none)
  }

  func testAFrequencySumsTheLastMDays() {
    // 20 km in 7 days: 10 on 03-01 and 10 on 03-04 meet it from 03-04 through 03-07.
    let running = completion(
      measured("20", schedule: .frequency(Frequency(times: 1, days: 7)!)),
      ["2026-03-01": "10", "2026-03-04": "10"])
    let days = (0..<9).map { d("2026-03-01").adding(days: $0) }
    XCTAssertEqual(
      days.map { running.mark(on: $0) },
      [.none, .none, .none, .done, .done, .done, .done, .none, .none])
    XCTAssertEqual(running.periodAmount(on: d("2026-03-08")).description, "10")
    XCTAssertEqual(running.periodAmount(on: d("2026-03-11")).description, "0")
    XCTAssertEqual(running.fraction(on: d("2026-03-03")), 0.5)
  }

  func testStreaksCountDaysThatMetTheTarget() {
    let habit = measured("2")
    var history = HabitHistory(origin: habit.start)
    for (day, amount) in [("2026-03-01", "2"), ("2026-03-02", "1"), ("2026-03-03", "3")] {
      history.set(.done, on: d(day), amount: Amount(parsing: amount))
    }
    history.set(.skipped, on: d("2026-03-04"))
    history.set(.done, on: d("2026-03-05"), amount: Amount(parsing: "0.5"))
    XCTAssertEqual(
      Streaks.summary(for: habit, history: history, today: d("2026-03-05")),
      StreakSummary(current: 1, best: 1, doneToday: false))
    history.set(.done, on: d("2026-03-05"), amount: Amount(parsing: "2"))
    XCTAssertEqual(
      Streaks.summary(for: habit, history: history, today: d("2026-03-05")),
      StreakSummary(current: 2, best: 2, doneToday: true))
  }

  func testTheHeatmapShadesBySixSteps() {
    let habit = measured("4")
    let amounts = ["0", "0.5", "1", "2", "3.996", "4", "9"]
    var history = HabitHistory(origin: habit.start)
    for (offset, amount) in amounts.enumerated() {
      history.set(.done, on: d("2026-03-01").adding(days: offset), amount: Amount(parsing: amount))
    }
    let map = Heatmap.habit(
      Completion(habit: habit, history: history), today: d("2026-03-08"), end: d("2026-03-08"),
      weekStart: .monday)
    let cells = map.cells.filter { $0.day >= d("2026-03-01") && $0.day <= d("2026-03-08") }
    XCTAssertEqual(cells.map(\.level), [0, 1, 2, 3, 4, 5, 5, 0])
    XCTAssertEqual(String(cells.map(\.glyph)), ".-=+*##o")
    XCTAssertEqual(cells.last?.state, .pending)
    // Exact quarters land on their step: 3.747 of 4.996 is exactly 3/4 (a Double says 0.74999...).
    let measure = Measure(target: Amount(parsing: "4.996")!)
    XCTAssertEqual(measure.level(of: Amount(parsing: "3.747")!, recorded: true), 4)
    XCTAssertEqual(measure.level(of: Amount(parsing: "3.746")!, recorded: true), 3)
    XCTAssertEqual(measure.level(of: Amount(parsing: "1.249")!, recorded: true), 2)
    XCTAssertEqual(measure.level(of: Amount(parsing: "1.248")!, recorded: true), 1)
  }
}
