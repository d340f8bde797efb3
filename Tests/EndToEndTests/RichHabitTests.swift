import Foundation
import HabitStore
import XCTest

/// Measurable and N-in-M habits, several times, archive, order and history, through the binary.
final class RichHabitTests: EndToEndTestCase {
  func testEveryNewCommandAndOptionRuns() throws {
    XCTAssertEqual(
      try ok([
        "add", "물", "--target", "2", "--unit", "L", "--at", "13:00,09:00", "--color", "blue",
        "--description", "Drink water",
      ]),
      "Added 물 (daily at 09:00,13:00, at least 2 L, blue, from 2026-11-30)\n")
    XCTAssertEqual(
      try ok(["add", "커피", "--target", "2", "--at-most", "--times", "1", "--per", "week"]),
      "Added 커피 (1 in 7 days, at most 2, from 2026-11-30)\n")
    XCTAssertEqual(
      try ok(["add", "독서", "--times", "2", "--per", "3", "--start", "2026-11-20"]),
      "Added 독서 (2 in 3 days, from 2026-11-20)\n")
    XCTAssertEqual(
      try ok(["edit", "커피", "--at-least", "--unit", "cups", "--target", "1"]),
      "Updated 커피 (1 in 7 days, at least 1 cups, from 2026-11-30)\n")
    XCTAssertEqual(
      try ok(["edit", "커피", "--yes-no", "--times", "3", "--per", "month", "--color", "none"]),
      "Updated 커피 (3 in 30 days, from 2026-11-30)\n")
    XCTAssertEqual(
      try ok(["check", "물", "--value", "1.5", "--note", "아침"]),
      "물: 1.5/2 L on 2026-11-30 · streak 0 (best 0)\n")
    XCTAssertEqual(
      try ok(["log", "물", "0.5"]), "물: +0.5 L, 2/2 L on 2026-11-30, done · streak 1 (best 1)\n")
    try ok(["check", "독서", "--date", "2026-11-28"])
    try ok(["check", "독서", "--date", "2026-11-29"])
    try ok(["skip", "물", "--date", "2026-11-30"])
    XCTAssertEqual(
      try ok(["history", "물", "--from", "2026-11-30", "--json"]),
      #"[{"date":"2026-11-30","state":"skipped","amount":0,"note":"아침"}]"# + "\n")
    XCTAssertEqual(
      try ok(["history", "독서", "--from", "2026-11-28", "--to", "2026-11-30"]),
      "2026-11-28  Sat  done\n2026-11-29  Sun  done\n2026-11-30  Mon  auto\n")
    // From its start, 2026-11-20, through today.
    XCTAssertEqual(try ok(["history", "독서"]).split(separator: "\n").count, 11)
    XCTAssertEqual(try ok(["move", "독서", "--to", "1"]), "Moved 독서 to place 1 of 3\n")
    XCTAssertEqual(
      try ok(["archive", "커피"]),
      "Archived 커피; its history is kept ('habitflow unarchive' brings it back)\n")
    let list = try XCTUnwrap(try json(try ok(["list", "--json"])) as? [[String: Any]])
    XCTAssertEqual(list.map { $0["name"] as? String }, ["독서", "물"])
    XCTAssertEqual(list[0]["todayState"] as? String, "auto")
    XCTAssertEqual(list[0]["doneToday"] as? Bool, true)
    XCTAssertEqual(list[1]["kind"] as? String, "measurable")
    XCTAssertEqual(list[1]["times"] as? [String], ["09:00", "13:00"])
    XCTAssertEqual(list[1]["description"] as? String, "Drink water")
    let all = try XCTUnwrap(try json(try ok(["list", "--all", "--json"])) as? [[String: Any]])
    XCTAssertEqual(all.map { $0["archived"] as? Bool }, [false, false, true])
    XCTAssertEqual(try ok(["unarchive", "커피"]), "Unarchived 커피\n")
    XCTAssertTrue(try ok(["heatmap", "물"]).contains("Less .-=+*# More"))
  }

  func testEveryBadValueIsOneLineWithTheRightStatusAndNoChange() throws {
    try ok(["add", "물", "--target", "2", "--unit", "L"])
    try ok(["add", "독서"])
    try ok(["check", "독서"])
    let amount = "expected a number from 0 to 1000000000 with at most 3 decimals (e.g. 2 or 0.25)"
    let cases: [([String], Int32, String)] = [
      (
        ["add", "x", "--times", "0", "--per", "7"], 2,
        "invalid --times '0': expected a whole number from 1 to 366"
      ),
      (
        ["add", "x", "--times", "8", "--per", "7"], 2,
        "invalid frequency: 8 times in 7 days; N times in M days needs 1 <= N <= M <= 366"
      ),
      (["check", "물", "--value", "-1"], 2, "invalid --value '-1': \(amount)"),
      (["check", "물", "--value", "abc"], 2, "invalid --value 'abc': \(amount)"),
      (["log", "물", "-1"], 2, "invalid amount '-1': \(amount)"),
      (
        ["add", "x", "--target", "1", "--unit", "123456789012345678901"], 2,
        "invalid --unit '123456789012345678901': 21 characters long; at most 20 are allowed"
      ),
      (
        ["add", "x", "--at", "01:00,02:00,03:00,04:00,05:00,06:00,07:00,08:00,09:00"], 2,
        "--at lists 9 times; a habit has at most 8"
      ),
      (["add", "x", "--at", "07:00,07:00"], 2, "--at lists 07:00 twice"),
      (
        ["edit", "물", "--color", "mauve"], 2,
        "unknown colour 'mauve' for --color: use red, orange, amber, yellow, lime, green, teal,"
          + " cyan, blue, indigo, purple, pink or none"
      ),
      (
        ["log", "물", "1", "--date", "2026-02-30"], 2,
        "invalid date '2026-02-30' for --date: expected a real day as YYYY-MM-DD"
      ),
      (
        ["history", "물", "--from", "2026-11-30", "--to", "2026-11-29"], 2,
        "--from 2026-11-30 is after --to 2026-11-29: nothing to show"
      ),
      (
        ["move", "물", "--to", "zero"], 2,
        "invalid --to 'zero': expected a place in the list, from 1"
      ),
      (["log", "독서", "1"], 1, "'독서' is a yes/no habit: 'log' adds amounts to measurable ones"),
      (["check", "독서", "--value", "1"], 1, "'독서' is a yes/no habit: it takes no --value"),
      (
        ["check", "물"], 1,
        "'물' is measurable: give the day's amount with --value X (or add to it with 'log')"
      ),
      (
        ["edit", "독서", "--target", "3"], 1,
        "'독서' has check-ins: it cannot change from yes/no to measurable while it has any"
      ),
      (["move", "물", "--to", "3"], 1, "no place 3 in the list: it has 2 habits"),
      (["archive", "없음"], 1, "no habit named '없음' (see 'habitflow list')"),
      (
        ["history", "물", "--to", "2026-12-01"], 1,
        "2026-12-01 is in the future (today is 2026-11-30)"
      ),
    ]
    for (arguments, status, message) in cases {
      let before = try snapshot()
      let result = try Binary.run(arguments, environment: environment())
      XCTAssertEqual(result.status, status, "\(arguments)")
      XCTAssertEqual(result.error, "habitflow: \(message)\n", "\(arguments)")
      XCTAssertEqual(result.output, "", "\(arguments)")
      XCTAssertEqual(try snapshot(), before, "\(arguments) changed the database")
    }
  }

  /// Everything stored: habits with every field, entries with notes and amounts, settings.
  private func snapshot() throws -> String {
    let store = try HabitStore(path: database)
    let habits = try store.read { try $0.habits(includeArchived: true) }
    let entries = try store.read { db in try habits.map { try db.entries(habitID: $0.id) } }
    return
      "\(habits)\(entries)\(try store.read { try $0.settingValues() }.sorted { $0.key < $1.key })"
  }
}
