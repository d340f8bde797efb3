import HabitCLI
import XCTest

/// Measurable habits on the command line: targets, amounts set and added, and what is refused.
final class MeasurableCommandTests: CLITestCase {
  func testAddDescribesTheTargetAndEditChangesIt() {
    XCTAssertEqual(
      ok("add", "물", "--target", "2", "--unit", "L", "--at", "13:00,09:00"),
      "Added 물 (daily at 09:00,13:00, at least 2 L, from 2026-11-30)")
    XCTAssertEqual(
      ok("add", "커피", "--target", "1.5", "--unit", "cups", "--at-most"),
      "Added 커피 (daily, at most 1.5 cups, from 2026-11-30)")
    XCTAssertEqual(
      ok("add", "Pages", "--target", "0.125"),
      "Added Pages (daily, at least 0.125, from 2026-11-30)")
    XCTAssertEqual(
      ok("edit", "커피", "--target", "3", "--at-least", "--unit", ""),
      "Updated 커피 (daily, at least 3, from 2026-11-30)")
    XCTAssertEqual(
      ok("edit", "물", "--unit", "ml"),
      "Updated 물 (daily at 09:00,13:00, at least 2 ml, from 2026-11-30)")
  }

  func testCheckSetsTheAmountAndLogAddsToIt() {
    ok("add", "물", "--target", "2", "--unit", "L", "--start", "2026-11-28")
    XCTAssertEqual(
      ok("check", "물", "--value", "1.5", "--date", "yesterday"),
      "물: 1.5/2 L on 2026-11-29 · streak 0 (best 0)")
    XCTAssertEqual(
      ok("log", "물", "0.5", "--date", "2026-11-29", "--note", "컵 하나"),
      "물: +0.5 L, 2/2 L on 2026-11-29, done · streak 1 (best 1)")
    XCTAssertEqual(ok("log", "물", "0.25"), "물: +0.25 L, 0.25/2 L on 2026-11-30 · streak 1 (best 1)")
    XCTAssertEqual(
      ok("check", "물", "--value", "3"), "물: 3/2 L on 2026-11-30, done · streak 2 (best 2)")
    XCTAssertEqual(
      ok("skip", "물", "--date", "2026-11-28"), "물: skipped on 2026-11-28 · streak 2 (best 2)")
    XCTAssertEqual(
      ok("log", "물", "1", "--date", "2026-11-28"),
      "물: +1 L, 1/2 L on 2026-11-28 · streak 2 (best 2)")
    // The note stays with the amount when more is logged.
    XCTAssertEqual(
      ok("history", "물", "--from", "2026-11-28", "--json"),
      #"[{"date":"2026-11-28","state":"none","amount":1,"note":null},"#
        + #"{"date":"2026-11-29","state":"done","amount":2,"note":"컵 하나"},"#
        + #"{"date":"2026-11-30","state":"done","amount":3,"note":null}]"#)
  }

  func testAnAtMostHabitIsDoneOnlyWithSomethingRecorded() {
    ok("add", "커피", "--target", "2", "--unit", "cups", "--at-most", "--start", "2026-11-29")
    ok("check", "커피", "--value", "3", "--date", "2026-11-29")
    XCTAssertEqual(
      ok("check", "커피", "--value", "0"), "커피: 0/2 cups on 2026-11-30, done · streak 1 (best 1)")
    XCTAssertEqual(
      ok("list"),
      """
      #  Habit  Time  Schedule  Today          Streak  Best
      1  커피   -     daily     done 0/2 cups       1     1
      2026-11-30: 1 of 1 due habits done
      """)
  }

  func testListShowsProgressAndTheJSONGainsTheNewFields() {
    ok("add", "독서", "--at", "09:30", "--description", "Did I read?")
    ok("add", "물", "--target", "2", "--unit", "L", "--at", "09:00,13:00,17:00", "--color", "Blue")
    ok("log", "물", "1.5")
    XCTAssertEqual(
      ok("list"),
      """
      #  Habit  Time      Schedule  Today            Streak  Best
      1  독서   09:30     daily     pending               0     0
      2  물     09:00 +2  daily     pending 1.5/2 L       0     0
      2026-11-30: 0 of 2 due habits done
      """)
    XCTAssertEqual(
      ok("list", "--json"),
      """
      [{"id":1,"name":"독서","targetTime":"09:30","schedule":{"kind":"daily","days":["mon","tue","wed","thu","fri","sat","sun"],"every":1},"alarm":false,"start":"2026-11-30","doneToday":false,"currentStreak":0,"bestStreak":0,\
      "kind":"yes-no","unit":null,"target":null,"targetType":null,"frequency":null,"times":["09:30"],"archived":false,"position":1,"description":"Did I read?","color":null,"amount":null,"periodAmount":null,"todayState":"pending"},\
      {"id":2,"name":"물","targetTime":"09:00","schedule":{"kind":"daily","days":["mon","tue","wed","thu","fri","sat","sun"],"every":1},"alarm":false,"start":"2026-11-30","doneToday":false,"currentStreak":0,"bestStreak":0,\
      "kind":"measurable","unit":"L","target":2,"targetType":"at-least","frequency":null,"times":["09:00","13:00","17:00"],"archived":false,"position":2,"description":"","color":"blue","amount":1.5,"periodAmount":1.5,"todayState":"pending"}]
      """)
  }

  func testEditClearsDescriptionAndColour() {
    ok("add", "독서", "--description", "책", "--color", "teal")
    XCTAssertEqual(
      ok("edit", "독서", "--color", "none", "--description", ""),
      "Updated 독서 (daily, from 2026-11-30)")
    XCTAssertTrue(ok("list", "--json").contains(#""description":"","color":null"#))
  }

  func testTheKindChangesOnlyWithoutEntries() {
    ok("add", "물", "--target", "2")
    ok("add", "독서")
    XCTAssertEqual(ok("edit", "물", "--yes-no"), "Updated 물 (daily, from 2026-11-30)")
    XCTAssertEqual(
      ok("edit", "물", "--target", "8", "--unit", "cups"),
      "Updated 물 (daily, at least 8 cups, from 2026-11-30)")
    ok("log", "물", "1")
    ok("check", "독서")
    XCTAssertEqual(
      ok("edit", "물", "--target", "2.5", "--at-most"),
      "Updated 물 (daily, at most 2.5 cups, from 2026-11-30)")
    refused(
      ["edit", "물", "--yes-no"], status: 1,
      message: "'물' has check-ins: it cannot change from measurable to yes/no while it has any")
    refused(
      ["edit", "독서", "--target", "1"], status: 1,
      message: "'독서' has check-ins: it cannot change from yes/no to measurable while it has any")
    refused(
      ["edit", "독서", "--unit", "L"], status: 1,
      message: "'독서' is a yes/no habit: give --target to make it measurable")
  }

  func testBadValuesAndRefusalsChangeNothing() {
    ok("add", "물", "--target", "2", "--unit", "L")
    ok("add", "독서")
    let amount = "expected a number from 0 to 1000000000 with at most 3 decimals (e.g. 2 or 0.25)"
    let cases: [([String], Int32, String)] = [
      (["check", "물", "--value", "-1"], 2, "invalid --value '-1': \(amount)"),
      (["check", "물", "--value", "abc"], 2, "invalid --value 'abc': \(amount)"),
      (["check", "물", "--value", "1.2345"], 2, "invalid --value '1.2345': \(amount)"),
      (["log", "물", "-1"], 2, "invalid amount '-1': \(amount)"),
      (["log", "물", "1e3"], 2, "invalid amount '1e3': \(amount)"),
      (["log", "물"], 2, "'log' needs an amount such as 1 or 0.25"),
      (["add", "x", "--target", "-2"], 2, "invalid --target '-2': \(amount)"),
      (
        ["add", "x", "--target", "1", "--unit", "e" + String(repeating: "\u{301}", count: 80)], 2,
        "invalid --unit: 161 bytes long in UTF-8; at most 80 are allowed"
      ),
      (
        ["add", "x", "--target", "1", "--unit", String(repeating: "u", count: 21)], 2,
        "invalid --unit 'uuuuuuuuuuuuuuuuuuuuu': 21 characters long; at most 20 are allowed"
      ),
      (
        ["add", "x", "--unit", "L"], 2,
        "--unit, --at-least and --at-most need --target: the amount to reach"
      ),
      (
        ["add", "x", "--target", "1", "--at-most", "--at-least"], 2,
        "use either --at-least or --at-most"
      ),
      (
        ["edit", "물", "--yes-no", "--target", "1"], 2,
        "--yes-no makes a habit yes/no: it cannot go with --target, --unit, --at-least or --at-most"
      ),
      (
        ["add", "x", "--color", "mauve"], 2,
        "unknown colour 'mauve' for --color: use red, orange, amber, yellow, lime, green, teal,"
          + " cyan, blue, indigo, purple, pink or none"
      ),
      (
        ["check", "물"], 1,
        "'물' is measurable: give the day's amount with --value X (or add to it with 'log')"
      ),
      (["check", "독서", "--value", "1"], 1, "'독서' is a yes/no habit: it takes no --value"),
      (["log", "독서", "1"], 1, "'독서' is a yes/no habit: 'log' adds amounts to measurable ones"),
      (["log", "없음", "1"], 1, "no habit named '없음' (see 'habitflow list')"),
      (
        ["log", "물", "1", "--date", "2026-12-01"], 1,
        "2026-12-01 is in the future (today is 2026-11-30)"
      ),
    ]
    for (arguments, status, message) in cases {
      refused(arguments, status: status, message: message)
    }
  }

  func testTheHeatmapOfAMeasurableHabitUsesSixLevels() {
    ok("add", "물", "--target", "4", "--start", "2026-11-24")
    for (day, value) in [
      ("24", "0"), ("25", "0.5"), ("26", "1.5"), ("27", "2.5"), ("28", "3.5"), ("29", "4"),
    ] {
      ok("check", "물", "--value", value, "--date", "2026-11-\(day)")
    }
    let lines = ok("heatmap", "물").split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines.last, "    Less .-=+*# More   ~ skipped  o today")
    let week = lines.dropFirst(2).prefix(7).map { $0.last.map(String.init) ?? "" }
    XCTAssertEqual(week, ["#", "o", ".", "-", "=", "+", "*"])
  }

  func testTodaysPartlyMetTargetIsShadedByItsLevelAsInTheInterface() {
    ok("add", "물", "--target", "4", "--color", "blue")
    ok("log", "물", "1.5")
    let cell = { (background: Int) in "\u{1B}[48;5;\(background)m \u{1B}[0m" }
    let map = run(["heatmap", "물"], terminalColumns: 120).output
    let count = { (background: Int) in map.components(separatedBy: cell(background)).count - 1 }
    // 1.5 of 4 is under a half: level 2, blue's second shade, today and in the legend; the
    // grey of an open today only in the legend.
    XCTAssertEqual(count(19), 2, map)
    XCTAssertEqual(count(240), 1, map)
  }

  func testAHabitsColourTintsItsHeatmapOnAColourTerminal() {
    ok("add", "독서", "--color", "red", "--start", "2026-11-29")
    ok("check", "독서", "--date", "2026-11-29")
    let cell = { (background: Int) in "\u{1B}[48;5;\(background)m \u{1B}[0m" }
    let tinted = run(["heatmap", "독서"], terminalColumns: 120).output
    // The interface's shades: a checked day is the fourth of red's five, like its list marker.
    XCTAssertTrue(tinted.contains(cell(160)), tinted)
    XCTAssertTrue(
      tinted.contains("Less " + [237, 52, 88, 124, 160].map(cell).joined() + " More"), tinted)
    ok("edit", "독서", "--color", "none")
    let green = run(["heatmap", "독서"], terminalColumns: 120).output
    XCTAssertTrue(green.contains(cell(40)) && !green.contains(cell(160)), green)
  }
}
