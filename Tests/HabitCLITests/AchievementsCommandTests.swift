import HabitCLI
import XCTest

/// `achievements`: what was earned, oldest first, in English or Korean.
final class AchievementsCommandTests: CLITestCase {
  /// 독서 checked every day from 11-21 through 11-30: a 7-day streak on 11-27, 10 check-ins today.
  private func tenDays() {
    ok("add", "독서", "--start", "2026-11-21")
    for day in 21...30 { ok("check", "독서", "--date", "2026-11-\(day)") }
  }

  func testNothingYet() {
    ok("add", "독서")
    XCTAssertEqual(ok("achievements"), "Nothing earned yet.")
    XCTAssertEqual(ok("achievements", "--json"), "[]")
  }

  func testStreaksCountsAndThePerfectWeek() {
    tenDays()
    XCTAssertEqual(
      ok("achievements"),
      """
      Date        Habit  Achievement
      2026-11-27  독서   7-day streak
      2026-11-28  -      first perfect week
      2026-11-30  독서   10 check-ins
      """)
    XCTAssertEqual(
      ok("achievements", "--json"),
      #"[{"date":"2026-11-27","kind":"streak","value":7,"habit":"독서","title":"7-day streak"},"#
        + #"{"date":"2026-11-28","kind":"perfectWeek","value":null,"habit":null,"#
        + #""title":"first perfect week"},"#
        + #"{"date":"2026-11-30","kind":"total","value":10,"habit":"독서","title":"10 check-ins"}]"#)
  }

  func testAnUncheckTakesThemAway() {
    tenDays()
    ok("uncheck", "독서", "--date", "2026-11-24")
    XCTAssertEqual(
      ok("achievements"), "Nothing earned yet.",
      "6 days in a row since 11-25, 9 check-ins, 11-22..28 misses 11-24")
  }

  func testKoreanTitles() {
    tenDays()
    ok("settings", "--lang", "ko")
    XCTAssertEqual(
      ok("achievements"),
      """
      Date        Habit  Achievement
      2026-11-27  독서   7일 연속
      2026-11-28  -      첫 완벽한 한 주
      2026-11-30  독서   체크인 10회
      """)
  }
}

/// A check-in that earns something says so on a line of its own.
final class EarnedOnCheckInTests: CLITestCase {
  func testTheSeventhDayInARowEarnsAStreakLine() {
    ok("add", "독서", "--start", "2026-11-24")
    for day in 24...28 { ok("check", "독서", "--date", "2026-11-\(day)") }
    XCTAssertEqual(
      ok("check", "독서", "--date", "2026-11-29"),
      "독서: done on 2026-11-29 · streak 6 (best 6)")
    XCTAssertEqual(
      ok("check", "독서"), "독서: done on 2026-11-30 · streak 7 (best 7)\n🏆 독서: 7-day streak")
    ok("uncheck", "독서")
    ok("settings", "--lang", "ko")
    XCTAssertEqual(
      ok("check", "독서"), "독서: done on 2026-11-30 · streak 7 (best 7)\n🏆 독서: 7일 연속",
      "taken away by the uncheck, earned again")
    XCTAssertEqual(
      ok("skip", "독서", "--date", "2026-11-29"), "독서: skipped on 2026-11-29 · streak 6 (best 6)")
  }

  func testABackFilledDayCanEarnSeveralAtOnce() {
    ok("add", "독서", "--start", "2026-11-21")
    for day in [21, 22, 23, 25, 26, 27, 28, 29, 30] {
      ok("check", "독서", "--date", "2026-11-\(day)")
    }
    XCTAssertEqual(
      ok("check", "독서", "--date", "2026-11-24"),
      "독서: done on 2026-11-24 · streak 10 (best 10)\n🏆 독서: 7-day streak\n🏆 독서: 10 check-ins"
        + "\n🏆 first perfect week",
      "the week of 11-22 to 11-28 is whole and now every day of it was done")
  }

  func testTheCheckInThatCompletesTheFirstPerfectWeekSaysSo() {
    ok("add", "독서", "--start", "2026-11-22")
    ok("add", "Gym", "--days", "mon,thu", "--start", "2026-11-22")
    for day in 22...27 { ok("check", "독서", "--date", "2026-11-\(day)") }
    ok("check", "Gym", "--date", "2026-11-23")
    XCTAssertEqual(
      ok("check", "Gym", "--date", "2026-11-26"),
      "Gym: done on 2026-11-26 · streak 2 (best 2)", "11-28 is still open for 독서")
    XCTAssertEqual(
      ok("check", "독서", "--date", "2026-11-28"),
      "독서: done on 2026-11-28 · streak 0 (best 7)\n🏆 독서: 7-day streak\n🏆 first perfect week")
    ok("uncheck", "독서", "--date", "2026-11-28")
    ok("skip", "독서", "--date", "2026-11-28")
    XCTAssertEqual(
      ok("achievements", "--json").contains(#""kind":"perfectWeek""#), true,
      "a skipped day counts neither way: the week is still perfect")
    XCTAssertEqual(
      ok("check", "독서", "--date", "2026-11-28"),
      "독서: done on 2026-11-28 · streak 0 (best 7)\n🏆 독서: 7-day streak",
      "the week was perfect already")
  }
}
