import HabitCore
import XCTest

/// The questions `ask` puts: each due day of the last days with no entry yet, oldest first, the
/// habits of a day in list order.
final class OpenDaysTests: XCTestCase {
  private let today = d("2026-11-30")

  private func questions(
    _ habits: [Habit], _ entries: [Int64: [(String, EntryStatus)]] = [:], days: Int = 7,
    missing: Set<Day> = []
  ) -> [String] {
    var histories: [Int64: HabitHistory] = [:]
    for habit in habits {
      var history = HabitHistory(origin: habit.start)
      for (day, status) in entries[habit.id] ?? [] { history.set(status, on: d(day)) }
      histories[habit.id] = history
    }
    let board = Board(
      habits: habits, histories: histories, today: today, settings: Settings(),
      missingDays: missing)
    return OpenDays.questions(board, days: days).map { "\($0.day.iso) \($0.habit.name)" }
  }

  func testEveryOpenDueDayIsAskedOldestFirstInListOrder() {
    let reading = habit("독서", start: "2026-11-01", id: 1)
    let gym = habit(
      "Gym", schedule: .weekdays(WeekdaySet([.monday, .thursday])), start: "2026-11-01", id: 2)
    // The last 4 days are 11-27 (a Friday) to 11-30 (a Monday); 독서 was skipped on 11-27.
    XCTAssertEqual(
      questions([reading, gym], [1: [("2026-11-25", .done), ("2026-11-27", .skipped)]], days: 4),
      ["2026-11-28 독서", "2026-11-29 독서", "2026-11-30 독서", "2026-11-30 Gym"])
  }

  func testNothingIsAskedBeforeAHabitStartedNorOfATrackedHabit() {
    let new = habit("새 습관", start: "2026-11-29", id: 1)
    let tracked = habit("기록", schedule: .tracked, start: "2026-11-01", id: 2)
    XCTAssertEqual(questions([new, tracked]), ["2026-11-29 새 습관", "2026-11-30 새 습관"])
  }

  func testADayTheZoneSkippedIsNotAsked() {
    let reading = habit("독서", start: "2026-11-01", id: 1)
    XCTAssertEqual(
      questions([reading], days: 3, missing: [d("2026-11-29")]),
      ["2026-11-28 독서", "2026-11-30 독서"])
  }

  func testADayAFrequencyAlreadyMetIsNotAsked() {
    let twice = habit(
      "수영", schedule: .frequency(Frequency(times: 2, days: 7)!), start: "2026-11-01", id: 1)
    XCTAssertEqual(questions([twice], days: 2), ["2026-11-29 수영", "2026-11-30 수영"])
    // Done on 11-28 and 11-29: 11-30's window (11-24 to 11-30) holds its 2, so 11-30 counts as
    // done by the frequency (auto) and is not asked; the days before them still are.
    XCTAssertEqual(
      questions([twice], [1: [("2026-11-28", .done), ("2026-11-29", .done)]], days: 5),
      ["2026-11-26 수영", "2026-11-27 수영"])
  }

  func testOneDayIsToday() {
    let reading = habit("독서", start: "2026-11-01", id: 1)
    XCTAssertEqual(questions([reading], days: 1), ["2026-11-30 독서"])
    XCTAssertEqual(questions([reading], [1: [("2026-11-30", .done)]], days: 1), [])
  }
}
