import Foundation
import HabitCLI
import XCTest

/// Naming habits on the command line: trimming, numbers, prefixes, lookalikes and `remove`'s question.
final class HabitNameCommandTests: CLITestCase {
  func testSurroundingSpacesAreTrimmedOnAddRenameAndLookup() {
    XCTAssertEqual(ok("add", "Walk "), "Added Walk (daily, from 2026-11-30)")
    XCTAssertEqual(ok("check", "Walk"), "Walk: done on 2026-11-30 · streak 1 (best 1)")
    XCTAssertEqual(ok("uncheck", "  Walk\t"), "Walk: cleared 2026-11-30 · streak 0 (best 0)")
    XCTAssertEqual(
      ok("edit", "Walk", "--rename", " Stroll  "), "Updated Stroll (daily, from 2026-11-30)")
    XCTAssertTrue(ok("list", "--json").contains(#""name":"Stroll","#))
  }

  func testTheListIsNumberedAndANumberNamesAHabit() {
    ok("add", "독서", "--at", "09:30")
    ok("add", "독일어")
    ok("add", "Running", "--at", "07:00")
    XCTAssertEqual(
      ok("list"),
      """
      #  Habit    Time   Schedule  Today    Streak  Best
      1  독서     09:30  daily     pending       0     0
      2  독일어   -      daily     pending       0     0
      3  Running  07:00  daily     pending       0     0
      2026-11-30: 0 of 3 due habits done
      """)
    XCTAssertEqual(ok("check", "2"), "독일어: done on 2026-11-30 · streak 1 (best 1)")
    refused(["check", "4"], status: 1, message: "no habit number 4: the list has 3 habits")
  }

  func testAUniquePrefixNamesAHabitAndAnAmbiguousOneListsTheCandidates() {
    ok("add", "독서")
    ok("add", "독일어")
    ok("add", "Running")
    XCTAssertEqual(ok("skip", "Run"), "Running: skipped on 2026-11-30 · streak 0 (best 0)")
    XCTAssertEqual(ok("check", "독일"), "독일어: done on 2026-11-30 · streak 1 (best 1)")
    refused(
      ["check", "독"], status: 1,
      message: "'독' matches 2 habits: 독서, 독일어 (type more of the name)")
    refused(["remove", "Walk"], status: 1, message: "no habit named 'Walk' (see 'habitflow list')")
  }

  func testRemoveAsksOnATerminalUnlessToldYes() {
    ok("add", "독서")
    ok("check", "독서")
    ok("add", "영어")
    var questions: [String] = []
    var answer = "n"
    let ask = { (question: String) -> String? in
      questions.append(question)
      return answer
    }
    let declined = run(["remove", "독서"], ask: ask)
    XCTAssertEqual(declined.status, 1)
    XCTAssertEqual(declined.error, "habitflow: cancelled; nothing was changed\n")
    XCTAssertEqual(questions, ["Remove 독서 and its 1 check-in? [y/N] "])
    XCTAssertTrue(ok("list", "--json").contains("독서"))
    answer = "y"
    XCTAssertEqual(run(["remove", "독"], ask: ask).output, "Removed 독서 and its 1 check-in\n")
    XCTAssertEqual(
      run(["remove", "영어", "--yes"], ask: ask).output, "Removed 영어 and its 0 check-ins\n")
    XCTAssertEqual(questions.count, 2)
    XCTAssertEqual(ok("list", "--json"), "[]")
  }

  func testNoAnswerIsNo() {
    ok("add", "독서")
    let outcome = run(["remove", "독서"], ask: { _ in nil })
    XCTAssertEqual(outcome.status, 1)
    XCTAssertEqual(outcome.error, "habitflow: cancelled; nothing was changed\n")
    XCTAssertEqual(run(["remove", "독서"], ask: { _ in " Yes\n" }).status, 0)
  }

  func testInvisibleCharactersDoNotMakeALookalikeName() {
    ok("add", "Read")
    refused(
      ["add", "Re\u{200B}ad"], status: 1, message: "a habit named 'Read' already exists")
    refused(
      ["add", "\u{FEFF}Read\u{2060}"], status: 1, message: "a habit named 'Read' already exists")
    XCTAssertEqual(ok("check", "Re\u{200B}ad"), "Read: done on 2026-11-30 · streak 1 (best 1)")
    ok("add", "👨‍👩‍👧")
    XCTAssertEqual(ok("add", "👨👩👧"), "Added 👨👩👧 (daily, from 2026-11-30)")
  }

  func testHugeNamesAreRefusedByTheirBytes() {
    ok("add", "독서")
    refused(
      ["add", "x" + String(repeating: "\u{301}", count: 60_000)], status: 2,
      message: "the habit name is 120001 bytes long in UTF-8; at most 400 are allowed")
  }

  func testBidiControlsAreEscapedInTextAndJSON() {
    let name = "abc\u{202E}fed\u{2066}x\u{2069}"
    XCTAssertEqual(
      ok("add", name), #"Added abc\u{202E}fed\u{2066}x\u{2069} (daily, from 2026-11-30)"#)
    XCTAssertTrue(ok("list").contains(#"abc\u{202E}fed\u{2066}x\u{2069}"#))
    let json = ok("list", "--json")
    XCTAssertTrue(json.contains(#""name":"abc\u202efed\u2066x\u2069""#), json)
    XCTAssertEqual((self.json(json) as? [[String: Any]])?.first?["name"] as? String, name)
    refused(
      ["add", name], status: 1,
      message: #"a habit named 'abc\u{202E}fed\u{2066}x\u{2069}' already exists"#)
  }
}
