import Foundation
import HabitCLI
import XCTest

/// The command line's colours follow the terminal: 256 where it has them, the 8 basic ones
/// where it has fewer, none on a pipe, with `NO_COLOR`, `TERM=dumb` or a terminal without colour.
final class ColorDepthTests: CLITestCase {
  private let full = "\u{1B}[48;5;40m \u{1B}[0m"
  private let basic = "\u{1B}[92m#\u{1B}[0m"

  private func heatmap(
    _ environment: [String: String], _ options: [String] = [], columns: Int? = 100
  )
    -> String
  {
    run(options + ["heatmap", "독서"], environment: environment, terminalColumns: columns).output
  }

  override func setUpWithError() throws {
    try super.setUpWithError()
    ok("add", "독서", "--start", "2026-11-01")
    ok("check", "독서", "--date", "2026-11-29")
  }

  func testTheDepthFollowsTerminfoAndCOLORTERM() {
    XCTAssertTrue(heatmap(["TERM": "xterm-256color"]).contains(full))
    let eight = heatmap(["TERM": "xterm"])
    XCTAssertTrue(eight.contains(basic), eight)
    XCTAssertFalse(eight.contains("48;5"))
    XCTAssertTrue(heatmap(["TERM": "xterm", "COLORTERM": "truecolor"]).contains(full))
    XCTAssertFalse(heatmap(["TERM": "vt100"]).contains("\u{1B}"), "vt100 has no colours")
    XCTAssertFalse(heatmap(["TERM": "no-such-terminal"]).contains("\u{1B}"))
    XCTAssertFalse(heatmap(["TERM": "dumb"]).contains("\u{1B}"))
    XCTAssertFalse(heatmap(["NO_COLOR": "1"]).contains("\u{1B}"))
    XCTAssertFalse(heatmap([:], columns: nil).contains("\u{1B}"), "a pipe")
  }

  func testTheLevelsStayApartInEightColours() {
    ok("add", "물", "--target", "4", "--start", "2026-11-01")
    for (day, amount) in [("24", "0.5"), ("25", "1.5"), ("26", "2.5"), ("27", "3.5"), ("28", "4")] {
      ok("log", "물", amount, "--date", "2026-11-\(day)")
    }
    let map = run(["heatmap", "물"], environment: ["TERM": "xterm"], terminalColumns: 100).output
    let glyphs = map.components(separatedBy: "\u{1B}[").compactMap { piece -> Character? in
      guard let end = piece.firstIndex(of: "m") else { return nil }
      return piece[piece.index(after: end)...].first
    }
    for glyph in ["-", "=", "+", "*", "#"] as [Character] {
      XCTAssertTrue(glyphs.contains(glyph), "level \(glyph) shows: \(map)")
    }
  }

  func testColorOverridesTheTerminalBothWays() {
    XCTAssertTrue(heatmap([:], ["--color", "always"], columns: nil).contains(full), "a pipe")
    XCTAssertTrue(heatmap(["NO_COLOR": "1"], ["--color=always"]).contains(full))
    XCTAssertTrue(heatmap(["TERM": "vt100"], ["--color", "always"]).contains(basic))
    XCTAssertFalse(heatmap([:], ["--color", "never"]).contains("\u{1B}"))
    refused(
      ["--color", "sometimes", "list"], status: 2,
      message: "--color takes auto, always or never, not 'sometimes'")
  }
}
