import XCTest

/// The day's counts in `list` agree with the interface's header and the overall heatmap.
final class CountsTests: CLITestCase {
  func testASkippedHabitIsNotCountedAsDue() {
    ok("add", "독서", "--at", "09:30")
    ok("add", "Run", "--at", "07:00")
    ok("add", "영어")
    ok("check", "Run")
    ok("skip", "영어")
    XCTAssertEqual(
      ok("list").components(separatedBy: "\n").last, "2026-11-30: 1 of 2 due habits done")
  }
}
