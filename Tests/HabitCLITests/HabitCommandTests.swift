import HabitCLI
import XCTest

final class HabitCommandTests: CLITestCase {
  func testAddDescribesTheHabit() {
    XCTAssertEqual(ok("add", "독서", "--at", "09:30"), "Added 독서 (daily at 09:30, from 2026-11-30)")
    XCTAssertEqual(
      ok(
        "add", "Running", "--days", "mon,wed,fri", "--at", "7:00", "--alarm", "--start",
        "2026-11-01"),
      "Added Running (mon,wed,fri at 07:00, alarm, from 2026-11-01)")
    XCTAssertEqual(ok("add", "물 마시기", "--every=2"), "Added 물 마시기 (every 2 days, from 2026-11-30)")
  }

  func testListJSONHasTheDocumentedShape() {
    ok("add", "독서", "--at", "09:30", "--start", "2026-11-01")
    ok("add", "Yoga 🧘", "--days", "sat,sun")
    ok("add", "영어", "--every", "3", "--start", "2026-11-28")
    ok("check", "독서", "--date", "2026-11-29")
    ok("check", "독서")
    XCTAssertEqual(
      ok("list", "--json"),
      """
      [{"id":1,"name":"독서","targetTime":"09:30","schedule":{"kind":"daily","days":["mon","tue","wed","thu","fri","sat","sun"],"every":1},"alarm":false,"start":"2026-11-01","doneToday":true,"currentStreak":2,"bestStreak":2,\
      "kind":"yes-no","unit":null,"target":null,"targetType":null,"frequency":null,"times":["09:30"],"archived":false,"position":1,"description":"","color":null,"amount":null,"periodAmount":null,"todayState":"done"},\
      {"id":2,"name":"Yoga 🧘","targetTime":null,"schedule":{"kind":"weekdays","days":["sat","sun"],"every":1},"alarm":false,"start":"2026-11-30","doneToday":false,"currentStreak":0,"bestStreak":0,\
      "kind":"yes-no","unit":null,"target":null,"targetType":null,"frequency":null,"times":[],"archived":false,"position":2,"description":"","color":null,"amount":null,"periodAmount":null,"todayState":"none"},\
      {"id":3,"name":"영어","targetTime":null,"schedule":{"kind":"every","days":["mon","tue","wed","thu","fri","sat","sun"],"every":3},"alarm":false,"start":"2026-11-28","doneToday":false,"currentStreak":0,"bestStreak":0,\
      "kind":"yes-no","unit":null,"target":null,"targetType":null,"frequency":null,"times":[],"archived":false,"position":3,"description":"","color":null,"amount":null,"periodAmount":null,"todayState":"none"}]
      """)
  }

  func testListTextAlignsDoubleWidthNames() {
    ok("add", "독서", "--at", "09:30")
    ok("add", "Run", "--at", "07:00", "--alarm", "--days", "mon,wed")
    ok("check", "Run")
    XCTAssertEqual(
      ok("list"),
      """
      #  Habit  Time      Schedule  Today    Streak  Best
      1  독서   09:30     daily     pending       0     0
      2  Run    07:00 ⏰  mon,wed   done          1     1
      2026-11-30: 1 of 2 due habits done
      """)
  }

  func testListOfNothingSaysHowToStart() throws {
    try makeDatabase()
    XCTAssertEqual(ok("list"), "No habits yet. Add one: habitflow add NAME --at 07:00")
    XCTAssertEqual(ok("list", "--json"), "[]")
  }

  func testEditChangesOnlyWhatIsNamed() {
    ok("add", "독서", "--at", "09:30", "--start", "2026-11-01")
    ok("check", "독서", "--date", "2026-11-29", "--note", "한 장")
    XCTAssertEqual(
      ok("edit", "독서", "--rename", "책 읽기", "--days", "mon,tue", "--alarm", "on"),
      "Updated 책 읽기 (mon,tue at 09:30, alarm, from 2026-11-01)")
    XCTAssertEqual(
      ok("edit", "책 읽기", "--alarm", "off", "--no-time", "--daily"),
      "Updated 책 읽기 (daily, from 2026-11-01)")
    XCTAssertEqual(
      ok("edit", "책 읽기", "--every", "2", "--at", "21:00"),
      "Updated 책 읽기 (every 2 days at 21:00, from 2026-11-01)")
    XCTAssertTrue(ok("streak", "책 읽기", "--json").contains("\"habit\":\"책 읽기\""))
  }

  func testRemoveDeletesTheHabitAndItsCheckIns() {
    ok("add", "독서", "--start", "2026-11-01")
    ok("check", "독서", "--date", "2026-11-28")
    ok("skip", "독서", "--date", "2026-11-29")
    XCTAssertEqual(ok("remove", "독서"), "Removed 독서 and its 2 check-ins")
    XCTAssertEqual(ok("list", "--json"), "[]")
    ok("add", "독서", "--start", "2026-11-01")
    XCTAssertEqual(
      ok("streak", "독서", "--json"), #"{"habit":"독서","current":0,"best":0,"doneToday":false}"#)
  }

  func testNamesWithControlCharactersArePrintedEscaped() {
    let evil = "evil\u{1B}[2J\u{07}"
    XCTAssertEqual(ok("add", evil), "Added evil\\e[2J\\x07 (daily, from 2026-11-30)")
    XCTAssertFalse(ok("list").contains("\u{1B}"))
    XCTAssertFalse(ok("heatmap", evil).contains("\u{1B}"))
    XCTAssertTrue(ok("list", "--json").contains(#""name":"evil\u001b[2J\u0007""#))
    refused(
      ["check", evil, "--date", "2027-01-01"], status: 1,
      message: "2027-01-01 is in the future (today is 2026-11-30)")
  }

  func testListFitsANarrowTerminal() {
    ok("add", "물 마시기 그리고 스트레칭", "--at", "09:30")
    ok("add", "Run", "--at", "07:00", "--alarm", "--days", "mon,wed")
    let outcome = run(["list"], environment: ["NO_COLOR": "1"], terminalColumns: 40)
    XCTAssertEqual(
      outcome.output,
      """
      #  Habit           Today    Streak  Best
      1  물 마시기 그…   pending       0     0
      2  Run             pending       0     0
      2026-11-30: 0 of 2 due habits done

      """)
  }
}
