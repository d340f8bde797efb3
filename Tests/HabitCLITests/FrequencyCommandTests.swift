import HabitCLI
import XCTest

/// "N times in M days" and several times a day, on the command line.
final class FrequencyCommandTests: CLITestCase {
  func testTimesPerMakesAFrequencyAndAutoDoneDaysListAsDone() {
    XCTAssertEqual(
      ok("add", "독서", "--times", "3", "--per", "week", "--start", "2026-11-20"),
      "Added 독서 (3 in 7 days, from 2026-11-20)")
    XCTAssertEqual(
      ok("add", "Run", "--times", "1", "--per", "month", "--at", "07:00"),
      "Added Run (1 in 30 days at 07:00, from 2026-11-30)")
    XCTAssertEqual(
      ok("add", "Yoga", "--times", "2", "--per", "3"), "Added Yoga (2 in 3 days, from 2026-11-30)")
    for day in ["27", "28", "29"] { ok("check", "독서", "--date", "2026-11-\(day)") }
    XCTAssertEqual(
      ok("list"),
      """
      #  Habit  Time   Schedule      Today    Streak  Best
      1  독서   -      3 in 7 days   done          4     4
      2  Run    07:00  1 in 30 days  pending       0     0
      3  Yoga   -      2 in 3 days   pending       0     0
      2026-11-30: 1 of 3 due habits done
      """)
    let list = ok("list", "--json")
    XCTAssertTrue(
      list.contains(
        #""schedule":{"kind":"frequency","days":["mon","tue","wed","thu","fri","sat","sun"],"every":1},"#
      ),
      list)
    XCTAssertTrue(list.contains(#""frequency":{"times":3,"days":7},"times":[],"#), list)
    XCTAssertTrue(
      list.contains(#""doneToday":true,"currentStreak":4,"bestStreak":4,"kind":"yes-no""#), list)
    XCTAssertTrue(list.contains(#""amount":null,"periodAmount":null,"todayState":"auto"}"#), list)
    XCTAssertTrue(list.contains(#""frequency":{"times":1,"days":30},"times":["07:00"],"#), list)
  }

  func testEditSwitchesBetweenFrequencyAndCalendarSchedules() {
    ok("add", "독서")
    XCTAssertEqual(
      ok("edit", "독서", "--times", "2", "--per", "7"), "Updated 독서 (2 in 7 days, from 2026-11-30)")
    XCTAssertEqual(ok("edit", "독서", "--days", "mon,fri"), "Updated 독서 (mon,fri, from 2026-11-30)")
  }

  func testSeveralTimesAreSortedAndAlarmed() {
    XCTAssertEqual(
      ok("add", "약", "--at", "21:00, 08:00,13:30", "--alarm"),
      "Added 약 (daily at 08:00,13:30,21:00, alarm, from 2026-11-30)")
    XCTAssertEqual(
      ok("list"),
      """
      #  Habit  Time         Schedule  Today    Streak  Best
      1  약     08:00 +2 ⏰  daily     pending       0     0
      2026-11-30: 0 of 1 due habits done
      """)
    XCTAssertEqual(
      ok("edit", "약", "--at", "09:00"), "Updated 약 (daily at 09:00, alarm, from 2026-11-30)")
    XCTAssertTrue(ok("list", "--json").contains(#""targetTime":"09:00","#))
  }

  func testAMeasurableFrequencyReportsItsWindowsSumBesideTodaysAmount() {
    ok(
      "add", "Run", "--target", "20", "--unit", "km", "--times", "1", "--per", "7", "--start",
      "2026-11-20")
    ok("log", "Run", "12", "--date", "2026-11-27")
    ok("log", "Run", "3")
    let list = ok("list", "--json")
    XCTAssertTrue(list.contains(#""amount":3,"periodAmount":15,"todayState":"pending"}"#), list)
  }

  func testBadFrequenciesAndTimesAreUsageErrors() {
    ok("add", "독서")
    let cases: [([String], String)] = [
      (
        ["add", "x", "--times", "0", "--per", "7"],
        "invalid --times '0': expected a whole number from 1 to 366"
      ),
      (
        ["add", "x", "--times", "8", "--per", "7"],
        "invalid frequency: 8 times in 7 days; N times in M days needs 1 <= N <= M <= 366"
      ),
      (
        ["add", "x", "--times", "1", "--per", "367"],
        "invalid --per '367': expected week, month or a whole number of days from 1 to 366"
      ),
      (
        ["add", "x", "--times", "1", "--per", "fortnight"],
        "invalid --per 'fortnight': expected week, month or a whole number of days from 1 to 366"
      ),
      (["add", "x", "--times", "3"], "--times needs --per: week, month or a number of days"),
      (["edit", "독서", "--per", "week"], "--per needs --times: N times --per M days"),
      (
        ["add", "x", "--times", "3", "--per", "7", "--days", "mon"],
        "use only one of --days, --times"
      ),
      (
        ["edit", "독서", "--daily", "--times", "1", "--per", "2"], "use only one of --daily, --times"
      ),
      (["add", "x", "--every", "3", "--per", "7"], "use only one of --every, --per"),
      (
        ["add", "x", "--at", "01:00,02:00,03:00,04:00,05:00,06:00,07:00,08:00,09:00"],
        "--at lists 9 times; a habit has at most 8"
      ),
      (["add", "x", "--at", "09:00,09:00"], "--at lists 09:00 twice"),
      (
        ["add", "x", "--at", "09:00,"],
        "invalid time '' for --at: expected HH:MM from 00:00 to 23:59"
      ),
    ]
    for (arguments, message) in cases {
      refused(arguments, status: 2, message: message)
    }
  }
}
