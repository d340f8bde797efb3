import HabitCLI
import XCTest

/// Archiving and ordering habits from the command line.
final class ArchiveCommandTests: CLITestCase {
  override func setUpWithError() throws {
    try super.setUpWithError()
    ok("add", "독서", "--at", "09:30", "--start", "2026-11-29")
    ok("add", "Run", "--at", "07:00", "--start", "2026-11-29")
    ok("add", "영어", "--start", "2026-11-29")
    ok("check", "Run", "--date", "2026-11-29")
  }

  func testArchivedHabitsLeaveTheListsAndComeBack() {
    XCTAssertEqual(
      ok("archive", "독서"), "Archived 독서; its history is kept ('habitflow unarchive' brings it back)"
    )
    XCTAssertEqual(ok("archive", "독서"), "독서 is already archived; nothing changed")
    XCTAssertEqual(
      ok("list"),
      """
      #  Habit  Time   Schedule  Today    Streak  Best
      1  Run    07:00  daily     pending       1     1
      2  영어   -      daily     pending       0     0
      2026-11-30: 0 of 2 due habits done
      """)
    XCTAssertEqual(
      ok("list", "--all"),
      """
      #  Habit  Time   Schedule  Today     Streak  Best
      -  독서   09:30  daily     archived       0     0
      1  Run    07:00  daily     pending        1     1
      2  영어   -      daily     pending        0     0
      2026-11-30: 0 of 2 due habits done
      """)
    let all = ok("list", "--all", "--json")
    XCTAssertTrue(all.contains(#""archived":true,"position":null,"#), all)
    // Nothing reminds of an archived habit: its open today is not pending.
    XCTAssertEqual(all.components(separatedBy: #""todayState":"pending""#).count - 1, 2, all)
    XCTAssertTrue(all.contains(#""amount":null,"periodAmount":null,"todayState":"none"}"#), all)
    XCTAssertTrue(all.contains(#""name":"영어""#) && all.contains(#""archived":false,"position":2,"#))
    XCTAssertEqual(
      ok("streak"),
      "Habit  Current  Best  Today\nRun          1     1  pending\n영어         0     0  pending")
    XCTAssertEqual(ok("plan", "--json").contains("독서"), false)
    // The number 1 is Run now; the archived habit is still named by its name.
    XCTAssertEqual(ok("check", "1"), "Run: done on 2026-11-30 · streak 2 (best 2)")
    XCTAssertEqual(ok("unarchive", "독"), "Unarchived 독서")
    XCTAssertEqual(ok("unarchive", "독서"), "독서 is not archived; nothing changed")
    XCTAssertEqual(ok("plan", "--json").contains("독서"), true)
    XCTAssertEqual(
      ok("list").split(separator: "\n")[1], "1  독서   09:30  daily     pending       0     0")
  }

  func testTheOverallHeatmapLeavesArchivedHabitsOut() throws {
    ok("check", "독서", "--date", "2026-11-29")
    ok("archive", "Run")
    ok("archive", "영어")
    let overall = try XCTUnwrap(json(ok("heatmap", "--json")) as? [String: Any])
    let days = try XCTUnwrap(overall["days"] as? [[String: Any]])
    XCTAssertEqual(days.first { $0["date"] as? String == "2026-11-29" }?["level"] as? Int, 4)
  }

  func testMoveReordersAmongShownHabits() {
    XCTAssertEqual(ok("move", "영어", "--to", "1"), "Moved 영어 to place 1 of 3")
    XCTAssertEqual(ok("move", "독서", "--to=3"), "Moved 독서 to place 3 of 3")
    XCTAssertEqual(
      ok("list", "--json").components(separatedBy: #""name":""#).dropFirst().map {
        String($0.prefix { $0 != "\"" })
      }, ["영어", "Run", "독서"])
    ok("archive", "Run")
    XCTAssertEqual(ok("move", "독서", "--to", "1"), "Moved 독서 to place 1 of 2")
    // An archived habit keeps its place among the others and comes back to it.
    ok("unarchive", "Run")
    XCTAssertEqual(
      ok("list").split(separator: "\n").dropFirst().prefix(3).map {
        $0.split(separator: " ").prefix(2).joined(separator: " ")
      }, ["1 독서", "2 Run", "3 영어"])
  }

  func testBadMovesAreRefused() {
    ok("archive", "영어")
    refused(
      ["move", "독서", "--to", "3"], status: 1, message: "no place 3 in the list: it has 2 habits")
    refused(
      ["move", "영어", "--to", "1"], status: 1,
      message: "'영어' is archived: unarchive it before moving it")
    refused(
      ["move", "독서", "--to", "0"], status: 2,
      message: "invalid --to '0': expected a place in the list, from 1")
    refused(
      ["move", "독서", "--to", "x"], status: 2,
      message: "invalid --to 'x': expected a place in the list, from 1")
    refused(
      ["move", "독서"], status: 2, message: "'move' needs --to N: the habit's new place in the list")
    refused(["archive"], status: 2, message: "'archive' needs a habit name")
    refused(["unarchive", "없음"], status: 1, message: "no habit named '없음' (see 'habitflow list')")
  }
}
