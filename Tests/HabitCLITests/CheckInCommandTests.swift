import Foundation
import HabitCLI
import HabitCore
import XCTest

final class CheckInCommandTests: CLITestCase {
  override func setUpWithError() throws {
    try super.setUpWithError()
    _ = ok("add", "독서", "--start", "2026-11-20")
    _ = ok("add", "러닝", "--days", "mon,wed,fri", "--start", "2026-11-20")
  }

  func testCheckSkipAndUncheckReportTheStreak() {
    XCTAssertEqual(
      ok("check", "독서", "--date", "2026-11-28"), "독서: done on 2026-11-28 · streak 0 (best 1)")
    XCTAssertEqual(
      ok("check", "독서", "--date", "yesterday"), "독서: done on 2026-11-29 · streak 2 (best 2)")
    XCTAssertEqual(ok("skip", "독서"), "독서: skipped on 2026-11-30 · streak 2 (best 2)")
    XCTAssertEqual(ok("check", "독서"), "독서: done on 2026-11-30 · streak 3 (best 3)")
    XCTAssertEqual(ok("uncheck", "독서"), "독서: cleared 2026-11-30 · streak 2 (best 2)")
    XCTAssertEqual(ok("uncheck", "독서"), "독서 has no check-in on 2026-11-30; nothing changed")
  }

  func testOffDayCheckInsAreAllowedAndSaidSo() {
    XCTAssertEqual(
      ok("check", "러닝", "--date", "2026-11-29"),
      "러닝: done on 2026-11-29 (not a due day) · streak 0 (best 0)")
  }

  func testNotesAreKeptUntilReplaced() {
    _ = ok("check", "독서", "--note", "한 장 읽음")
    _ = ok("skip", "독서")
    _ = ok("check", "독서")
    XCTAssertEqual(dump().contains("한 장 읽음"), true)
    _ = ok("check", "독서", "--note", "두 장")
    XCTAssertFalse(dump().contains("한 장 읽음"))
    XCTAssertTrue(dump().contains("두 장"))
  }

  func testStreakJSONForAllAndForOne() {
    _ = ok("check", "독서", "--date", "2026-11-29")
    _ = ok("check", "러닝", "--date", "2026-11-27")
    _ = ok("check", "러닝")
    XCTAssertEqual(
      ok("streak", "--json"),
      #"[{"habit":"독서","current":1,"best":1,"doneToday":false},{"habit":"러닝","current":2,"best":2,"doneToday":true}]"#
    )
    XCTAssertEqual(
      ok("streak", "러닝", "--json"), #"{"habit":"러닝","current":2,"best":2,"doneToday":true}"#)
    XCTAssertEqual(
      ok("streak"),
      """
      Habit  Current  Best  Today
      독서         1     1  pending
      러닝         2     2  done
      """)
  }

  func testHeatmapJSONHasTheDocumentedShape() throws {
    _ = ok("check", "독서", "--date", "2026-11-29")
    _ = ok("skip", "독서", "--date", "2026-11-28")
    let object = try XCTUnwrap(json(ok("heatmap", "독서", "--json")) as? [String: Any])
    XCTAssertEqual(object["habit"] as? String, "독서")
    XCTAssertEqual(object["weekStart"] as? String, "sunday")
    XCTAssertEqual(object["start"] as? String, "2025-11-30")
    XCTAssertEqual(object["end"] as? String, "2026-11-30")
    let days = try XCTUnwrap(object["days"] as? [[String: Any]])
    XCTAssertEqual(days.count, 371)
    func cell(_ date: String) -> String {
      let day = days.first { $0["date"] as? String == date }!
      return "\(day["level"] is NSNull ? "null" : "\(day["level"]!)") \(day["state"]!)"
    }
    XCTAssertEqual(cell("2026-11-19"), "null none")
    XCTAssertEqual(cell("2026-11-20"), "0 missed")
    XCTAssertEqual(cell("2026-11-28"), "null skipped")
    XCTAssertEqual(cell("2026-11-29"), "4 done")
    XCTAssertEqual(cell("2026-11-30"), "0 pending")
    XCTAssertEqual(cell("2026-12-05"), "null future")
  }

  func testOverallHeatmapJSONHasNoStates() throws {
    _ = ok("check", "독서", "--date", "2026-11-27")
    let text = ok("heatmap", "--json", "--end", "2026-11-28")
    XCTAssertTrue(
      text.hasPrefix(
        #"{"habit":null,"weekStart":"sunday","start":"2025-11-23","end":"2026-11-28","days":[{"date":"2025-11-23","level":null}"#
      ))
    XCTAssertTrue(text.contains(#"{"date":"2026-11-27","level":2}"#))
    XCTAssertTrue(text.contains(#"{"date":"2026-11-26","level":0}"#))
    XCTAssertFalse(text.contains("state"))
  }

  func testHeatmapTextHasLabelsAndLegend() {
    _ = ok("settings", "--week-start", "monday")
    _ = ok("check", "독서", "--date", "2026-11-29")
    let lines = ok("heatmap", "독서").components(separatedBy: "\n")
    XCTAssertEqual(lines.count, 10)
    XCTAssertEqual(lines[0], "독서  2025-12-01 – 2026-11-30  streak 1 · best 1")
    XCTAssertEqual(lines[1], "    Dec  Jan Feb Mar  Apr May Jun  Jul Aug  Sep Oct Nov")
    // The habit started on Friday 2026-11-20; today is Monday 2026-11-30, in the last column.
    XCTAssertEqual(lines[2], "Mon" + String(repeating: " ", count: 52) + ".o")
    XCTAssertEqual(lines[6], "Fri" + String(repeating: " ", count: 51) + "..")
    XCTAssertEqual(lines[8], String(repeating: " ", count: 54) + ".#")
    XCTAssertEqual(lines[9], "    Less .-+*# More   ~ skipped  o today")
  }

  func testHeatmapFitsANarrowTerminal() {
    _ = ok("check", "독서", "--date", "2026-11-29")
    let outcome = run(["heatmap", "독서"], environment: ["NO_COLOR": "1"], terminalColumns: 40)
    let lines = outcome.output.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines[1], "    Apr May  Jun Jul Aug  Sep Oct Nov")
    XCTAssertEqual(lines[2], String(repeating: " ", count: 37) + ".#")
    XCTAssertEqual(lines[8], String(repeating: " ", count: 36) + "..")
    XCTAssertTrue(lines.dropFirst().allSatisfy { TerminalText.width($0) <= 40 })
    XCTAssertFalse(outcome.output.contains("\u{1B}"))
  }

  func testColourOnATerminal() {
    _ = ok("check", "독서", "--date", "2026-11-29")
    let outcome = run(["heatmap", "독서"], terminalColumns: 100)
    XCTAssertTrue(outcome.output.contains("\u{1B}[48;5;40m \u{1B}[0m"))
    let plain = run(["heatmap", "독서"], environment: ["NO_COLOR": "1"], terminalColumns: 100)
    XCTAssertFalse(plain.output.contains("\u{1B}"))
  }
}
