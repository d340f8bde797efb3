import Foundation
import XCTest

/// The time rules through the binary: real-minute offsets, days that never go back, dates a zone
/// skipped, and offsets with seconds.
final class TimeRuleTests: EndToEndTestCase {
  private func requests(zone: String, now: String) throws -> [[String: Any]] {
    let plan = try XCTUnwrap(
      json(try ok(["plan", "--json"], zone: zone, now: now)) as? [String: Any])
    return try XCTUnwrap(plan["requests"] as? [[String: Any]])
  }

  func testTheReminderBeforeASpringForwardHabitComesBeforeIt() throws {
    let zone = "America/New_York"
    try ok(["add", "Run", "--at", "03:05"], zone: zone, now: "2026-03-07T12:00")
    let fires = try requests(zone: zone, now: "2026-03-07T12:00").filter {
      ($0["id"] as? String)?.contains(":2026-03-08") == true && $0["kind"] as? String != "summary"
    }.map { "\($0["kind"]!) \($0["fireDate"]!)" }
    XCTAssertEqual(
      fires, ["pre 2026-03-08T01:55:00-05:00", "overdue 2026-03-08T04:05:00-04:00"])
  }

  func testTodayDoesNotGoBackInTheFallFold() throws {
    let zone = "Europe/Berlin"
    try ok(["add", "Lesen", "--start", "2026-10-01"], zone: zone, now: "2026-10-20T12:00")
    try ok(["settings", "--day-start", "02:30"], zone: zone, now: "2026-10-20T12:00")
    // 02:10 CET comes after 02:30 CEST: the 25th has begun and stays today.
    let now = "2026-10-25T02:10:00+01:00"
    try ok(["check", "Lesen"], zone: zone, now: now)
    let map = try XCTUnwrap(
      json(try ok(["heatmap", "Lesen", "--json"], zone: zone, now: now)) as? [String: Any])
    XCTAssertEqual(map["end"] as? String, "2026-10-25")
    let days = try XCTUnwrap(map["days"] as? [[String: Any]])
    let done = days.filter { $0["state"] as? String == "done" }.map { $0["date"] as! String }
    XCTAssertEqual(done, ["2026-10-25"])
  }

  func testADateTheZoneSkippedIsNotDue() throws {
    let zone = "Pacific/Apia"
    try ok(
      ["add", "Walk", "--at", "09:00", "--start", "2011-12-20"], zone: zone, now: "2011-12-27T12:00"
    )
    for day in ["2011-12-28", "2011-12-29"] {
      try ok(["check", "Walk", "--date", day], zone: zone, now: "2011-12-29T12:00")
    }
    let ids = try requests(zone: zone, now: "2011-12-29T12:00").compactMap { $0["id"] as? String }
    XCTAssertFalse(ids.contains { $0.contains("2011-12-30") }, "\(ids)")
    XCTAssertEqual(ids.filter { $0.hasPrefix("pre:") && $0.hasSuffix(":2011-12-31T0900") }.count, 1)
    XCTAssertEqual(
      try ok(["check", "Walk", "--date", "2011-12-30"], zone: zone, now: "2011-12-31T12:00")
        .isEmpty,
      false, "a check-in on the skipped date is kept like any day that is not due")
    try ok(["uncheck", "Walk", "--date", "2011-12-30"], zone: zone, now: "2011-12-31T12:00")
    try ok(["check", "Walk"], zone: zone, now: "2011-12-31T12:00")
    let streak = try XCTUnwrap(
      json(try ok(["streak", "Walk", "--json"], zone: zone, now: "2011-12-31T12:00"))
        as? [String: Any])
    XCTAssertEqual(streak["current"] as? Int, 3)
  }

  /// Tokelau skipped 30 December 2011: the overdue reminder of the 29th (22:50 and 4 hours)
  /// fires at 02:50 on the 31st, planned after midnight too, and not once the 29th is checked in.
  func testTheOverdueReminderOfTheDayBeforeASkippedDateFiresAfterIt() throws {
    let zone = "Pacific/Fakaofo"
    try ok(["add", "X", "--at", "22:50"], zone: zone, now: "2011-12-29T12:00")
    try ok(["settings", "--overdue", "240"], zone: zone, now: "2011-12-29T12:00")
    let overdue = { (now: String) in
      try self.requests(zone: zone, now: now).filter {
        ($0["id"] as? String)?.hasSuffix(":2011-12-29") == true
      }.map { "\($0["kind"]!) \($0["fireDate"]!)" }
    }
    for now in ["2011-12-29T23:00", "2011-12-31T00:30"] {
      XCTAssertEqual(try overdue(now), ["overdue 2011-12-31T02:50:00+13:00"], now)
    }
    try ok(["check", "X", "--date", "2011-12-29"], zone: zone, now: "2011-12-31T00:30")
    XCTAssertEqual(try overdue("2011-12-31T00:30"), [])
  }

  func testOffsetsWithSecondsAreWrittenWithThem() throws {
    try makeDatabase()
    let plan = try XCTUnwrap(
      json(try ok(["plan", "--json"], zone: "Africa/Monrovia", now: "1971-06-01T12:00:00Z"))
        as? [String: Any])
    XCTAssertEqual(plan["now"] as? String, "1971-06-01T11:15:30-00:44:30")
    let text = try ok(["plan"], zone: "Africa/Monrovia", now: "1971-06-01T12:00:00Z")
    XCTAssertTrue(text.contains("-00:44:30"), text)
  }

  func testAWatcherInAnotherZonePlansTheWallClockTimesAgain() throws {
    try ok(["add", "독서", "--at", "09:30"], zone: "Asia/Seoul", now: "2026-11-30T08:00")
    // 09:20 in Seoul is 19:20 the evening before in New York: not when the reminder is meant.
    let result = try Binary.run(
      ["watch", "--json", "--speed", "60", "--until", "2026-11-29T19:21"],
      environment: environment(zone: "America/New_York", now: "2026-11-29T19:19:50"))
    XCTAssertEqual(result.status, 0, result.error)
    XCTAssertEqual(result.output, "")
    let pending = try ok(["pending", "--json"], zone: "America/New_York", now: "2026-11-29T19:21")
    XCTAssertTrue(pending.contains(#""fireDate":"2026-11-30T09:20:00-05:00""#), pending)
  }
}
