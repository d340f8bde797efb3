import HabitCore
import Testing

/// Month and year ends, leap days, and every-N anchors across them, as parameterized cases.
@Suite struct CalendarEdgeTests {
  @Test(arguments: [
    ("2026-01-31", "2026-02-01"), ("2026-02-28", "2026-03-01"), ("2028-02-28", "2028-02-29"),
    ("2028-02-29", "2028-03-01"), ("2026-04-30", "2026-05-01"), ("2026-12-31", "2027-01-01"),
    ("2099-12-31", "2100-01-01"), ("2100-02-28", "2100-03-01"),
  ])
  func nextDay(today: String, tomorrow: String) {
    #expect(Day(iso: today)!.adding(days: 1).iso == tomorrow)
    #expect(Day(iso: tomorrow)!.adding(days: -1).iso == today)
  }

  @Test(arguments: [
    (3, "2028-02-27", ["2028-02-27", "2028-03-01", "2028-03-04"]),
    (2, "2026-12-30", ["2026-12-30", "2027-01-01", "2027-01-03", "2027-01-05"]),
    (7, "2026-12-25", ["2026-12-25", "2027-01-01"]),
  ])
  func everyNCrossesMonthsAndYears(interval: Int, start: String, expected: [String]) {
    let first = Day(iso: start)!
    let due = (0..<8).map { first.adding(days: $0) }
      .filter { Schedule.every(interval).isDue($0, start: first) }
    #expect(due.map(\.iso) == expected)
  }

  @Test func leapDayStreak() {
    let habit = Habit(uuid: "u", name: "독서", start: Day(iso: "2028-02-27")!)
    let days = ["2028-02-27", "2028-02-28", "2028-02-29", "2028-03-01"].map { Day(iso: $0)! }
    let history = HabitHistory(origin: habit.start, entries: days.map { ($0, .done) })
    let summary = Streaks.summary(for: habit, history: history, today: Day(iso: "2028-03-02")!)
    #expect(summary == StreakSummary(current: 4, best: 4, doneToday: false))
  }
}
