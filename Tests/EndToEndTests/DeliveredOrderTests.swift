import Foundation
import XCTest

/// `delivered` lists by fire date, then insertion, whatever order the deliveries came in
/// (issue 27).
final class DeliveredOrderTests: EndToEndTestCase {
  func testTheDeliveredListIsInFireOrder() throws {
    try ok(["add", "Running", "--at", "07:00"], now: "2026-11-30T06:00:00")
    try ok(["add", "독서", "--at", "09:30"], now: "2026-11-30T06:00:00")
    try ok(["check", "Running"], now: "2026-11-30T06:55:00")
    // Delivers 06:50 pre Running and 09:20 pre 독서; then a clock set back clears the check-in
    // before its overdue reminder's time, which is delivered afterwards, at 09:26.
    try ok(["reschedule"], now: "2026-11-30T09:25:00")
    try ok(["uncheck", "Running"], now: "2026-11-30T07:30:00")
    XCTAssertEqual(
      try ok(["delivered"], now: "2026-11-30T09:26:00"),
      """
      Fires                      Kind     Habit    Text                          Delivered
      2026-11-30T06:50:00+09:00  pre      Running  Time for Running              missed
      2026-11-30T08:00:00+09:00  overdue  Running  You haven't done Running yet  missed
      2026-11-30T09:20:00+09:00  pre      독서     Time for 독서                 missed

      """)
    try ok(["reschedule"], now: "2026-11-30T09:27:00")
    let stored = try XCTUnwrap(
      json(try ok(["delivered", "--json"], now: "2026-11-30T09:27:00")) as? [[String: Any]])
    XCTAssertEqual(
      stored.map { "\($0["kind"]!) \($0["fireDate"]!)" },
      [
        "pre 2026-11-30T06:50:00+09:00", "overdue 2026-11-30T08:00:00+09:00",
        "pre 2026-11-30T09:20:00+09:00",
      ])
  }
}
