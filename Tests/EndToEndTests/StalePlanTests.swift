import Foundation
import XCTest

/// Commands that only read never arm the notification center, so after a gap with nothing
/// running every one of them shows the same center, and `pending` says that the plan has run
/// out and how to arm it again.
final class StalePlanTests: EndToEndTestCase {
  private let zone = "Asia/Seoul"

  private func run(_ arguments: [String], now: String) throws -> Binary.Result {
    try Binary.run(arguments, environment: environment(zone: zone, now: now))
  }

  /// A habit at 07:00 armed on 11-01, then nothing for three weeks.
  private func armedThenLeft() throws {
    try ok(["add", "Run", "--at", "07:00", "--start", "2026-11-01"], zone: zone, now: "2026-11-01T06:00:00")
    try ok(["reschedule"], zone: zone, now: "2026-11-01T06:00:00")
  }

  func testAReadOnlyCommandNeverArmsTheCenterAndPendingSaysThePlanRanOut() throws {
    try armedThenLeft()
    let later = "2026-11-22T12:00:00"
    let stale =
      "The plan ran out at 2026-11-08T06:00:00+09:00 and nothing has planned since: `habitflow "
      + "reschedule` arms it again (the interface and `watch` keep it armed)"
    let first = try run(["pending"], now: later)
    XCTAssertEqual(first.status, 0, first.error)
    XCTAssertEqual(first.output, "Nothing pending.\n" + stale + "\n")
    // Neither a plain settings, nor any other command that only reads, arms it.
    for command in [["settings"], ["list"], ["status"], ["delivered"], ["streak"], ["heatmap"]] {
      XCTAssertEqual(try run(command, now: later).status, 0, "\(command)")
      XCTAssertEqual(try run(["pending"], now: later).output, first.output, "after \(command)")
    }
    // The JSON is the center's list alone; the note goes to standard error.
    let json = try run(["pending", "--json"], now: later)
    XCTAssertEqual(json.output, "[]\n")
    XCTAssertEqual(json.error, "habitflow: " + stale + "\n")
    // A command that writes plans again, and the note goes.
    try ok(["reschedule"], zone: zone, now: later)
    let armed = try run(["pending"], now: later)
    XCTAssertFalse(armed.output.contains("The plan ran out"), armed.output)
    XCTAssertTrue(armed.output.contains("Run"), armed.output)
  }
}
