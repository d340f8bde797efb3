import Foundation
import XCTest

/// AlarmKit mode through the binary: one system alarm rings every 2 s, bell and flash even on
/// silent, past the two minutes a burst lasts, until acknowledged, and leaves nothing delivered.
final class AlarmKitTests: EndToEndTestCase {
  private let zone = "Asia/Seoul"

  func testASystemAlarmRingsThroughSilentUntilAcknowledged() throws {
    try ok(["add", "Running", "--at", "07:00", "--alarm"], zone: zone, now: "2026-11-30T06:00:00")
    try ok(
      ["settings", "--alarm-mode", "alarmkit", "--ringer", "silent", "--alert", "none"], zone: zone,
      now: "2026-11-30T06:00:00")
    let result = try Binary.run(
      ["watch", "--json", "--speed", "20", "--until", "2026-11-30T07:02:10"],
      environment: environment(zone: zone, now: "2026-11-30T06:59:58"))
    XCTAssertEqual(result.status, 0, result.error)
    let rings = try result.output.split(separator: "\n").map {
      try XCTUnwrap(json(String($0)) as? [String: Any])
    }.filter { $0["kind"] as? String == "alarmkit" }
    let times = rings.map { $0["fireDate"] as! String }
    XCTAssertEqual(times.first, "2026-11-30T07:00:00+09:00")
    XCTAssertEqual(times.last, "2026-11-30T07:02:10+09:00", "still ringing after two minutes")
    XCTAssertEqual(times, times.sorted())
    XCTAssertEqual(Set(times).count, times.count)
    XCTAssertGreaterThan(rings.count, 32, "a ring every 2 s (a late wake skips, never floods)")
    XCTAssertTrue(
      times.allSatisfy { Int($0.dropFirst(17).prefix(2))! % 2 == 0 }, "on the 2-second grid")
    XCTAssertTrue(rings.allSatisfy { $0["bell"] as? Bool == true && $0["flash"] as? Bool == true })
    XCTAssertEqual(Set(rings.map { $0["habit"] as! String }), ["Running"])

    XCTAssertEqual(
      try ok(["ack"], zone: zone, now: "2026-11-30T07:02:10"),
      "Stopped: ⏰ Running: it's time!\n")
    let after = try Binary.run(
      ["watch", "--json", "--speed", "20", "--until", "2026-11-30T07:02:20"],
      environment: environment(zone: zone, now: "2026-11-30T07:02:10"))
    XCTAssertEqual(after.output, "", "nothing rings once acknowledged")
    let delivered = try ok(["delivered", "--json"], zone: zone, now: "2026-11-30T07:02:20")
    XCTAssertFalse(delivered.contains("alarmkit"), "no delivered spam: \(delivered)")
    let pending = try ok(["pending", "--json"], zone: zone, now: "2026-11-30T07:02:20")
    XCTAssertTrue(pending.contains(#""kind":"alarmkit""#) && pending.contains("2026-12-01T07:00"))
  }
}
