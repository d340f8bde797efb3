import Foundation
import XCTest

/// A timer's duration as typed: it replaces the offered 25m, and units come once each, in order.
final class TimerEntryTests: EndToEndTestCase {
  func testTheCommandRefusesARepeatedOrDisorderedUnit() throws {
    try ok(["add", "독서"])
    for text in ["25m5m", "5m1h"] {
      let result = try Binary.run(["timer", "독서", text], environment: environment())
      XCTAssertEqual(result.status, 2, text)
      XCTAssertEqual(
        result.error,
        "habitflow: invalid duration '\(text)': expected e.g. 25m, 1h30m or 90s (h, m, s once "
          + "each, in that order), up to 24h\n")
    }
    XCTAssertFalse(try ok(["pending", "--json"]).contains(#""kind":"timer""#), "no timer was set")
  }

  func testTypingInTheInterfaceReplacesTheOfferedDuration() throws {
    try ok(["add", "독서"])
    let tmux = try Tmux(
      command: interfaceCommand("--now 2026-11-30T09:00:00"), width: 100, height: 30,
      folder: folder)
    try tmux.waitFor("독서")
    try tmux.send("t")
    try tmux.waitFor("Rings after  25m")
    try tmux.send("9", "0", "s", "Enter")
    try tmux.waitFor("Timer set for 1m30s")
    try tmux.send("q")
    try tmux.waitFor("EXIT=0")
    let pending = try XCTUnwrap(json(try ok(["pending", "--json"])) as? [[String: Any]])
    XCTAssertEqual(
      pending.first { $0["kind"] as? String == "timer" }?["fireDate"] as? String,
      "2026-11-30T09:01:30+09:00")
  }
}
