import Foundation
import HabitStore
import XCTest

/// `watch` as the live device: bursts on time, bell and flash per the presentation table.
final class WatchTests: EndToEndTestCase {
  private let zone = "Asia/Seoul"

  /// One alarm habit at 07:00 and the given alert settings, set up at 06:59:50.
  private func prepare(_ settings: [String] = []) throws {
    try ok(["add", "Running", "--at", "07:00", "--alarm"], zone: zone, now: "2026-11-30T06:59:50")
    if !settings.isEmpty { try ok(["settings"] + settings, zone: zone, now: "2026-11-30T06:59:50") }
  }

  private func watch(
    from start: String, until end: String, speed: String, extra: [String] = []
  ) throws -> [[String: Any]] {
    let result = try Binary.run(
      ["watch", "--json", "--speed", speed, "--until", end] + extra,
      environment: environment(zone: zone, now: start))
    XCTAssertEqual(result.status, 0, result.error)
    return try result.output.split(separator: "\n").map {
      try XCTUnwrap(json(String($0)) as? [String: Any])
    }
  }

  private func parse(_ text: String) -> Date {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.date(from: text) ?? ISO8601DateFormatter().date(from: text)!
  }

  func testAWholeBurstIsDeliveredOnTimeInOrder() throws {
    try prepare()
    let lines = try watch(from: "2026-11-30T06:59:55", until: "2026-11-30T07:02:05", speed: "60")
    XCTAssertEqual(lines.count, 60)
    XCTAssertEqual(lines.map { $0["id"] as! String }, lines.map { $0["id"] as! String }.sorted())
    for line in lines {
      let late = parse(line["at"] as! String).timeIntervalSince(parse(line["fireDate"] as! String))
      XCTAssertGreaterThanOrEqual(late, 0)
      XCTAssertLessThan(late, 30, "more than half a real second late at speed 60")
      XCTAssertEqual(line["missed"] as? Bool, false)
      XCTAssertEqual(line["kind"] as? String, "alarm")
      XCTAssertEqual(line["habit"] as? String, "Running")
      XCTAssertEqual(line["title"] as? String, "HabitFlow")
    }
    XCTAssertEqual(
      try ok(["pending", "--json"], zone: zone, now: "2026-11-30T07:02:05").contains("2026-11-30:"),
      false)
  }

  func testBellAndFlashFollowTheAlertStyleAndRinger() throws {
    let cases: [([String], Bool, Bool)] = [
      (["--alert", "sound+vibration", "--ringer", "ring"], true, true),
      (["--alert", "sound+vibration", "--ringer", "silent"], false, true),
      (["--alert", "vibrate", "--ringer", "ring"], false, true),
      (["--alert", "vibrate", "--ringer", "silent"], false, true),
      (["--alert", "none", "--ringer", "ring"], false, false),
      (["--alert", "none", "--ringer", "silent"], false, false),
    ]
    try prepare()
    for (index, (settings, bell, flash)) in cases.enumerated() {
      let day = "2026-12-0\(index + 1)"
      try ok(["settings"] + settings, zone: zone, now: "\(day)T06:59:50")
      let lines = try watch(from: "\(day)T06:59:58", until: "\(day)T07:00:11", speed: "20")
      XCTAssertEqual(lines.count, 6, "\(settings)")
      XCTAssertTrue(
        lines.allSatisfy { $0["bell"] as? Bool == bell && $0["flash"] as? Bool == flash },
        "\(settings)")
    }
  }

  func testAPipeGetsOneLinePerBurstWithoutBellOrFlash() throws {
    try prepare()
    let result = try Binary.run(
      ["watch", "--speed", "20", "--until", "2026-11-30T07:00:03"],
      environment: environment(zone: zone, now: "2026-11-30T06:59:59"))
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(
      result.output,
      "[2026-11-30T07:00:00+09:00] HabitFlow · ⏰ Running: it's time! ×2, still ringing as watch "
        + "stopped\n")
    XCTAssertFalse(result.output.contains("\u{07}") || result.output.contains("\u{1B}"))
  }

  func testABurstMissedWhileNothingRanIsOneLine() throws {
    try prepare()
    let result = try Binary.run(
      ["watch", "--until", "2026-11-30T07:05:01"],
      environment: environment(zone: zone, now: "2026-11-30T07:05:00"))
    XCTAssertEqual(result.status, 0, result.error)
    XCTAssertEqual(
      result.output,
      "[2026-11-30T07:00:00+09:00] HabitFlow · ⏰ Running: it's time! ×60, missed\n")
  }

  func testABurstStoppedLiveIsClosedWithWhenItStopped() throws {
    try prepare()
    let watcher = try Binary.start(
      ["watch", "--speed", "10", "--until", "2026-11-30T07:00:40"],
      environment: environment(zone: zone, now: "2026-11-30T06:59:58"))
    try waitForDeliverer(pid: watcher.process.processIdentifier)
    // Simulated 07:00:00 is 0.2 s away; at 1.5 s the burst has rung 7 or 8 times.
    Thread.sleep(forTimeInterval: 1.5)
    let ack = try Binary.run(
      ["ack"], environment: environment(zone: zone, now: "2026-11-30T07:00:13"))
    XCTAssertEqual(ack.status, 0, ack.error)
    let result = Binary.finish(watcher)
    XCTAssertEqual(result.status, 0, result.error)
    let lines = result.output.split(separator: "\n")
    XCTAssertEqual(lines.count, 1, result.output)
    let line = try XCTUnwrap(lines.first)
    XCTAssertTrue(
      line.hasPrefix("[2026-11-30T07:00:00+09:00] HabitFlow · ⏰ Running: it's time! ×"), "\(line)")
    XCTAssertTrue(line.contains(", stopped at 07:0"), "\(line)")
  }

  func testATerminalShowsABurstAsOneLineUpdatedInPlace() throws {
    try prepare()
    let tmux = try Tmux(
      command: "env -i PATH=/usr/bin:/bin TZ=\(zone) HABITFLOW_DB='\(database)' "
        + "HABITFLOW_NOW=2026-11-30T06:59:59 '\(Binary.url.path)' watch --speed 30 "
        + "--until 2026-11-30T07:02:30; echo EXIT=$?; sleep 30",
      width: 100, height: 30, folder: folder)
    let ringing = try tmux.waitFor("the burst's line counting") {
      $0.contains("⏰ Running: it's time! · ring 1")
    }
    XCTAssertEqual(ringing.components(separatedBy: "it's time!").count, 2, ringing)
    let closed = try tmux.waitFor("EXIT=0", timeout: 20)
    XCTAssertEqual(
      closed.split(separator: "\n").prefix(2),
      ["[2026-11-30T07:00:00+09:00] HabitFlow · ⏰ Running: it's time! ×60, missed", "EXIT=0"])
  }

  /// At speed 100 the rings come every 20 ms, well within a flash's 150 ms.
  func testATerminalRingsAndEveryFlashIsSwitchedOffEvenAtHighSpeed() throws {
    try prepare()
    let tmux = try Tmux(
      command: "env -i PATH=/usr/bin:/bin TZ=\(zone) HABITFLOW_DB='\(database)' "
        + "HABITFLOW_NOW=2026-11-30T06:59:59 '\(Binary.url.path)' watch --speed 100 "
        + "--until 2026-11-30T07:02:05; echo EXIT=$?; sleep 30",
      width: 100, height: 30, folder: folder)
    try tmux.waitFor("EXIT=0", timeout: 20)
    let raw = tmux.rawBytes()
    let count = { (text: String) in raw.ranges(of: Data(text.utf8)).count }
    XCTAssertEqual(count("\u{07}"), 60)
    XCTAssertEqual(count("\u{1B}[?5h"), 60)
    XCTAssertEqual(count("\u{1B}[?5l"), 60, "a flash left on inverts the screen")
    XCTAssertTrue(raw.suffix(64).range(of: Data("\u{1B}[?5l".utf8)) != nil)
  }

  func testDeliveriesMissedWhileNothingRanArriveSilently() throws {
    try prepare()
    let lines = try watch(from: "2026-11-30T07:05:00", until: "2026-11-30T07:05:01", speed: "1")
    XCTAssertEqual(lines.count, 60)
    XCTAssertTrue(
      lines.allSatisfy {
        $0["missed"] as? Bool == true && $0["bell"] as? Bool == false
          && $0["flash"] as? Bool == false
      })
  }

  func testCtrlCEndsWatchCleanly() throws {
    try prepare()
    let running = try Binary.start(
      ["watch"], environment: environment(zone: zone, now: "2026-11-30T06:00:00"))
    Thread.sleep(forTimeInterval: 0.5)
    kill(running.process.processIdentifier, SIGINT)
    let result = Binary.finish(running)
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(result.error, "")
  }

  func testForegroundWatchReschedulesLikeAnOpenApp() throws {
    try ok(["settings", "--permission", "denied"], zone: zone, now: "2026-11-30T06:00:00")
    try prepare()
    // Allow notifications behind the app's back: only an app that reschedules will arm them.
    let store = try HabitStore(path: database)
    try store.write { db in try db.setValue("allowed", for: "permission") }
    XCTAssertEqual(
      try watch(from: "2026-11-30T06:59:58", until: "2026-11-30T07:00:03", speed: "20").count, 0)
    let lines = try watch(
      from: "2026-11-30T06:59:58", until: "2026-11-30T07:00:03", speed: "20",
      extra: ["--foreground"])
    XCTAssertEqual(lines.count, 2)
  }
}
