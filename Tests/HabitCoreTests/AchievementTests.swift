import XCTest

@testable import HabitCore

/// Achievements worked out from the history: earned once, on the day they were reached.
final class AchievementTests: XCTestCase {
  private let today = d("2026-11-30")

  private func earned(_ habit: Habit, _ entries: [String: EntryStatus]) -> [Achievement] {
    let completion = Completion(habit: habit, history: history(habit, entries))
    let scores = ScoreHistory(of: habit, history: completion.history, through: today)
    return Achievement.earned(by: completion, scores: scores, through: today)
  }

  /// `count` days of `status` from `first`, by ISO day.
  private func days(from first: String, _ count: Int, every step: Int = 1) -> [String: EntryStatus]
  {
    Dictionary(
      uniqueKeysWithValues: (0..<count).map { (d(first).adding(days: $0 * step).iso, .done) })
  }

  func testFortyDaysInARowEarnStreaksACountAndStrength() {
    let reading = habit(start: "2026-10-01")
    let achievements = earned(reading, days(from: "2026-10-01", 40))
    // 1 - m^n > 0.8 from the 31st check-in on (m = 0.5^(1/13)).
    XCTAssertEqual(
      achievements.map(\.kind), [.streak(7), .total(10), .streak(21), .streak(30), .strength])
    XCTAssertEqual(
      achievements.map(\.day.iso),
      ["2026-10-07", "2026-10-10", "2026-10-21", "2026-10-30", "2026-10-31"])
    XCTAssertTrue(achievements.allSatisfy { $0.habit == reading })
  }

  func testEachIsEarnedOnceAndAnUncheckTakesItAway() {
    let reading = habit(start: "2026-10-01")
    var entries = days(from: "2026-10-01", 7)
    entries.merge(days(from: "2026-10-10", 7)) { $1 }
    XCTAssertEqual(
      earned(reading, entries).map(\.kind), [.streak(7), .total(10)], "the second 7 earns nothing")
    entries["2026-10-04"] = nil
    entries["2026-10-05"] = .skipped
    let later = earned(reading, entries)
    XCTAssertEqual(later.map(\.kind), [.total(10), .streak(7)])
    XCTAssertEqual(later.map(\.day.iso), ["2026-10-14", "2026-10-16"])
  }

  func testTheFirstPerfectWeekIsAWholeWeekOfEveryHabitDueDone() {
    let reading = habit("독서", start: "2026-11-01", id: 1)
    let gym = habit(
      "Gym", schedule: .weekdays(WeekdaySet([.monday, .thursday])), start: "2026-11-01", id: 2)
    // Weeks from Sunday: 11-01..07 misses Gym on Thursday 11-05; 11-08..14 is perfect (Gym skipped
    // on Monday 11-09 counts neither way).
    var readings = days(from: "2026-11-01", 14)
    readings["2026-11-20"] = .done
    let gyms: [String: EntryStatus] = [
      "2026-11-02": .done, "2026-11-09": .skipped, "2026-11-12": .done,
    ]
    let completions = [
      Completion(habit: reading, history: history(reading, readings)),
      Completion(habit: gym, history: history(gym, gyms)),
    ]
    XCTAssertEqual(
      Achievement.firstPerfectWeek(completions, through: today, weekStart: .sunday),
      d("2026-11-14"))
    XCTAssertNil(
      Achievement.firstPerfectWeek(completions, through: d("2026-11-13"), weekStart: .sunday),
      "a week counts once it is whole")
    XCTAssertNil(
      Achievement.firstPerfectWeek(completions, through: today, weekStart: .monday),
      "Monday to Sunday: 11-02..08 misses Gym on 11-05, 11-09..15 misses 독서 on 11-15")
  }

  func testAnAtMostHabitEarnsStrengthOnlyByRisingPast80Percent() {
    var coffee = habit("커피", start: "2026-11-01")
    coffee.measure = Measure(target: Amount(thousandths: 3000), type: .atMost)
    XCTAssertEqual(earned(coffee, [:]), [], "nothing recorded, nothing earned")
    XCTAssertEqual(
      earned(coffee, ["2026-11-20": .done]), [],
      "it starts at full strength: a first day under the limit earns nothing")
    // Five days with nothing recorded (not done) take it to 76.6 %; three under the limit
    // bring it back past 80 % on the third (77.8 %, 79.0 %, 80.0 %).
    let entries = ["2026-11-01", "2026-11-07", "2026-11-08", "2026-11-09"].map {
      ($0, EntryStatus.done)
    }
    XCTAssertEqual(
      earned(coffee, Dictionary(uniqueKeysWithValues: entries)).map { "\($0.kind) \($0.day.iso)" },
      ["strength 2026-11-09"])
  }
}
