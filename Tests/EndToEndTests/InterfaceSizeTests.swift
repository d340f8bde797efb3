import Foundation
import XCTest

/// The interface in tmux windows of every size: tiny ones, and the four a person tries.
final class InterfaceSizeTests: EndToEndTestCase {
  /// The command line that starts the interface in tmux, then reports its exit status.
  func interface(_ arguments: String = "--now 2026-11-30T09:00:00", lang: String = "C.UTF-8")
    -> String
  {
    interfaceCommand(arguments, lang: lang)
  }

  /// The first line a window too small for the screen shows, in English.
  private func tooSmall(width: Int) -> String {
    switch width {
    case 16...: return "Window too small"
    case 9...: return "Too small"
    case 5...: return "Small"
    default: return String("Small".prefix(width))
    }
  }

  func testEveryTinySizeShowsSomethingAndSurvivesResizing() throws {
    try ok(["add", "독서", "--at", "09:30", "--start", "2026-11-01"])
    try ok(["add", "Running", "--at", "07:00", "--alarm", "--start", "2026-11-01"])
    // Two columns and 200 rows: the first load used to trap in the heatmap's layout.
    continueAfterFailure = false
    let tmux = try Tmux(command: interface(), width: 2, height: 200, folder: folder)
    try tmux.waitFor("the two-column screen") { $0.hasPrefix("Sm\n") }
    for height in 1...6 {
      for width in 1...12 {
        try tmux.resize(width: width, height: height)
        let expected = tooSmall(width: width)
        try tmux.waitFor("'\(expected)' at \(width)x\(height)") {
          $0.components(separatedBy: "\n").first == expected
        }
      }
    }
    try tmux.send("j", "o", "Left")
    try tmux.resize(width: 100, height: 30)
    let screen = try tmux.waitFor("HabitFlow · Mon 2026-11-30")
    XCTAssertFalse(screen.contains("EXIT="), screen)
  }

  func testKoreanMonthsAreAllNumbersWhenOneNameWouldNotFit() throws {
    try ok(["add", "독서", "--at", "09:30", "--start", "2026-11-01"])
    let tmux = try Tmux(
      command: interface(lang: "ko_KR.UTF-8"), width: 100, height: 30, folder: folder)
    let screen = try tmux.waitFor("독서 · 연속")
    let lines = screen.components(separatedBy: "\n")
    let title = try XCTUnwrap(lines.firstIndex { $0.contains("독서 · 연속") })
    XCTAssertTrue(
      lines[title + 1].hasSuffix("   12  1   2   3    4   5    6   7   8    9   10  11"),
      lines[title + 1])
  }

  func testEveryActionSaysWhatItDidOnceAndNoMessageStays() throws {
    try ok(["add", "독서", "--at", "09:30", "--start", "2026-11-01"])
    try ok(["add", "Gym", "--start", "2026-11-01"])
    let tmux = try Tmux(command: interface(), width: 100, height: 30, folder: folder)
    try tmux.waitFor("[ ] Gym")
    try tmux.send("j", "v")
    try tmux.waitFor("Gym archived: A shows archived habits, u undoes")
    try tmux.send("A")
    try tmux.waitFor("Showing 1 archived habit, marked [a]")
    try tmux.send("G", "v")
    try tmux.waitFor("Gym back in the list")
    try tmux.send("K")
    var screen = try tmux.waitFor("Gym moved from 2 to 1")
    XCTAssertFalse(screen.contains("back in the list"), screen)
    try tmux.send("K")
    try tmux.waitFor("Gym is first already")
    try tmux.send("d", "y")
    screen = try tmux.waitFor("Gym deleted · u undoes")
    XCTAssertFalse(screen.contains("[ ] Gym"), screen)
    try tmux.send("j")
    try tmux.waitFor("the message gone") { !$0.contains("deleted") }
  }

  func testSettingsKeepACustomValueInTheCycleAndTakeATypedOne() throws {
    try ok(["settings", "--overdue", "45", "--summary", "22:15"])
    let tmux = try Tmux(command: interface(), width: 100, height: 30, folder: folder)
    try tmux.waitFor("No habits yet")
    try tmux.send(",", "j")
    try tmux.waitFor("> Not done after      < 45 min >")
    try tmux.send("l")
    try tmux.waitFor("> Not done after      < 1 h >")
    try tmux.send("h")
    try tmux.waitFor("> Not done after      < 45 min >")
    try tmux.send("Enter")
    try tmux.send("-l", "50")
    try tmux.send("Enter")
    try tmux.waitFor("> Not done after      < 50 min >")
    try tmux.send("j", "l")
    try tmux.waitFor("> Daily summary at    < 22:30 >")
    try tmux.send("h")
    try tmux.waitFor("> Daily summary at    < 22:15 >")
    try tmux.send("Enter")
    try tmux.send("-l", "7:05")
    try tmux.send("Enter")
    try tmux.waitFor("> Daily summary at    < 07:05 >")
    try tmux.send("Enter")
    try tmux.send("-l", "7:65")
    try tmux.send("Enter")
    try tmux.waitFor("A time is HH:MM, from 00:00 to 23:59.")
    let settings = try ok(["settings", "--json"], now: "2026-11-30T09:00:10")
    XCTAssertTrue(settings.contains(#""overdueDelayMinutes":50,"summaryTime":"07:05""#), settings)
  }

  func testNamesGetWhatTheyNeedAndTheHeatmapTheRest() throws {
    try ok(["add", "Running", "--at", "07:00", "--alarm", "--start", "2026-11-01"])
    try ok(["add", "물 마시기", "--target", "2", "--unit", "L", "--at", "07:00", "--alarm"])
    try ok(["add", "영어 공부 Speaking", "--start", "2026-11-01"])
    try ok(["check", "Running", "--date", "2026-11-29"])
    let tmux = try Tmux(command: interface(), width: 100, height: 30, folder: folder)
    var screen = try tmux.waitFor("Running · streak")
    XCTAssertTrue(screen.contains("\n > [ ]     Running             07:00 ⏰    1    1  "), screen)
    XCTAssertTrue(screen.contains("\n     0/2 L 물 마시기           07:00 ⏰    0    0  "), screen)
    XCTAssertTrue(screen.contains("\n   [ ]     영어 공부 Speaking    -         0    0\n"), screen)
    try tmux.resize(width: 200, height: 50)
    screen = try tmux.waitFor("Dec     Jan")
    let lines = screen.components(separatedBy: "\n")
    // Times stay beside their names; two columns a week; the last days down to the bottom.
    XCTAssertTrue(
      lines[2].hasPrefix(" > [ ]     Running             07:00 ⏰    1    1  "), lines[2])
    XCTAssertTrue(lines[3].contains("  Dec     Jan     Feb     Mar       Apr     May"), lines[3])
    XCTAssertEqual(lines[13].trimmingCharacters(in: .whitespaces), "Last days")
    XCTAssertEqual(lines[14].trimmingCharacters(in: .whitespaces), "Mon 11-30  to do")
    XCTAssertEqual(lines[15].trimmingCharacters(in: .whitespaces), "Sun 11-29  done")
    XCTAssertEqual(lines[43].trimmingCharacters(in: .whitespaces), "Sun 11-01  no entry")
  }
}
