import Foundation
import XCTest

/// `watch --notify` against a real notification server: a private D-Bus session, dunst on a
/// virtual X display, every call to the server recorded by dbus-monitor, Stop chosen through
/// dunst as a person would.
final class DesktopNotificationTests: EndToEndTestCase {
  /// One `Notify` call: the notification it replaces (0: a new one), its summary and body.
  struct Notify: Equatable {
    var replaces: Int
    var summary: String
    var body: String
  }

  private static let tools = [
    "/usr/bin/Xvfb", "/usr/bin/dunst", "/usr/bin/dunstctl", "/usr/bin/notify-send",
    "/usr/bin/dbus-run-session", "/usr/bin/dbus-monitor", "/usr/bin/dbus-send",
  ]

  /// The bash that runs the session: dunst shows only critical notifications (the others go to
  /// its history, and the monitor still sees them), so that `dunstctl action 0` is the burst.
  private func driver(
    display: Int, choose: String = "dunstctl action 0", until: String = "09:02:30"
  )
    -> String
  {
    let binary = Binary.url.path
    return """
      set -u
      cd '\(folder.path)'
      printf '#!/bin/sh\\ngrep Snooze\\n' > menu.sh; chmod +x menu.sh
      printf '[global]\\n timeout = 0\\n dmenu = %s/menu.sh\\n[quiet]\\n msg_urgency = normal\\n skip_display = yes\\n' "$PWD" > dunstrc
      Xvfb :\(display) -screen 0 640x480x24 >/dev/null 2>&1 & xvfb=$!
      export DISPLAY=:\(display)
      for i in $(seq 50); do [ -e /tmp/.X11-unix/X\(display) ] && break; sleep 0.1; done
      dunst -config dunstrc >dunst.log 2>&1 & dunst=$!
      # Asked without activating it: a dunst started by D-Bus would have neither our display nor
      # our configuration.
      for i in $(seq 50); do
        dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \\
          org.freedesktop.DBus.NameHasOwner string:org.freedesktop.Notifications 2>/dev/null \\
          | grep -q 'boolean true' && break
        sleep 0.1
      done
      dbus-monitor --session "interface=org.freedesktop.Notifications" > monitor.txt 2>&1 & monitor=$!
      sleep 0.3
      '\(binary)' --now 2026-11-30T08:49:50 watch --notify --speed 60 \\
        --until 2026-11-30T\(until) > watch.txt 2> watch.err & watch=$!
      # The second call for the burst is its listener's: from then on Stop is on the notification.
      for i in $(seq 400); do [ "$(grep -c '⏰ 러닝' monitor.txt)" -ge 2 ] && break; sleep 0.05; done
      \(choose)
      wait $watch; echo "watch=$?"
      sleep 0.3
      kill $monitor $dunst $xvfb 2>/dev/null
      wait 2>/dev/null
      """
  }

  /// The `Notify` calls dbus-monitor recorded, in order.
  private func notifies(_ text: String) -> [Notify] {
    let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    var calls: [Notify] = []
    for (index, line) in lines.enumerated() where line.hasSuffix("member=Notify") {
      guard index + 5 < lines.count else { continue }
      let string = { (line: String) in String(line.dropFirst(8).dropLast()) }  // string "…"
      calls.append(
        Notify(
          replaces: Int(lines[index + 2].dropFirst(7)) ?? -1, summary: string(lines[index + 4]),
          body: string(lines[index + 5])))
    }
    return calls
  }

  func testABurstIsOneNotificationUpdatedInPlaceAndStopAcknowledgesIt() throws {
    try requireTools()
    let setup = "2026-11-30T08:40:00"
    try ok(["add", "러닝", "--at", "09:00", "--alarm"], now: setup)
    try ok(["add", "독서", "--at", "08:59"], now: setup)
    try ok(["settings", "--overdue", "1", "--summary", "09:02"], now: setup)
    let output = try session(driver(display: 90 + Int.random(in: 0..<400)))
    XCTAssertTrue(output.contains("watch=0"), output)
    let monitor = try String(
      contentsOf: folder.appendingPathComponent("monitor.txt"), encoding: .utf8)
    let calls = notifies(monitor)
    let burst = calls.filter { $0.body.contains("⏰ 러닝") }
    XCTAssertEqual(burst.first?.replaces, 0, monitor)
    XCTAssertEqual(burst.first?.body, "⏰ 러닝: it's time! · ring 1 of 60")
    XCTAssertEqual(Set(burst.dropFirst().map(\.replaces)).count, 1, "one notification: \(burst)")
    XCTAssertGreaterThan(burst.count, 1, "updated in place")
    XCTAssertTrue(
      monitor.contains("member=CloseNotification") || monitor.contains("member=NotificationClosed"))
    let others = calls.filter { !$0.body.contains("⏰") }.map(\.body)
    XCTAssertEqual(
      others,
      [
        "Time for 독서", "Time for 러닝", "You haven't done 독서 yet", "You haven't done 러닝 yet",
        "2 habits still not done today (러닝, 독서)",
      ], monitor)
    XCTAssertTrue(calls.allSatisfy { $0.summary == "HabitFlow" })
    // Stop did what `ack` does: the burst stopped ringing well before its 60th ring.
    let rings =
      try String(contentsOf: folder.appendingPathComponent("watch.txt"), encoding: .utf8)
      .components(separatedBy: "⏰ 러닝").count - 1
    XCTAssertLessThan(rings, 60, "acknowledged from the desktop")
    let delivered = try ok(["delivered"], now: "2026-11-30T09:02:30")
    XCTAssertFalse(delivered.contains("ringing"), delivered)
  }

  /// Runs a driver in a private D-Bus session; what it printed.
  private func session(_ driver: String) throws -> String {
    var environment = environment()
    environment["PATH"] = "/usr/bin:/bin"
    return try Tool.run(
      "/usr/bin/dbus-run-session", ["--", "/bin/bash", "-c", driver], environment: environment
    ).output
  }

  private func requireTools() throws {
    let missing = Self.tools.filter { !FileManager.default.isExecutableFile(atPath: $0) }
    guard missing.isEmpty else {
      if ProcessInfo.processInfo.environment["HABITFLOW_REQUIRE_TOOLS"] == "1" {
        XCTFail("missing: \(missing)")
      }
      throw XCTSkip("no desktop notification tools: \(missing)")
    }
  }

  func testSnoozeFromTheMenuRingsTheBurstAgainNineMinutesLater() throws {
    try requireTools()
    try ok(["add", "러닝", "--at", "09:00", "--alarm"], now: "2026-11-30T08:40:00")
    let output = try session(
      driver(display: 90 + Int.random(in: 400..<800), choose: "dunstctl context", until: "09:10:00")
    )
    XCTAssertTrue(output.contains("watch=0"), output)
    let rings = try String(contentsOf: folder.appendingPathComponent("watch.txt"), encoding: .utf8)
      .split(separator: "\n").filter { $0.contains("⏰ 러닝") }
    XCTAssertLessThan(rings.filter { $0.hasPrefix("[2026-11-30T09:00") }.count, 60, "snoozed")
    XCTAssertTrue(
      rings.contains { $0.hasPrefix("[2026-11-30T09:09") }, "rang again 9 minutes later: \(rings)")
  }

  func testWithoutASessionBusItSaysSoOnceAndDeliversInTheTerminal() throws {
    try ok(["add", "독서", "--at", "08:59"], now: "2026-11-30T08:40:00")
    var environment = environment(now: "2026-11-30T08:48:00")
    environment["DBUS_SESSION_BUS_ADDRESS"] = nil
    environment["XDG_RUNTIME_DIR"] = folder.path
    let result = try Binary.run(
      ["watch", "--notify", "--speed", "600", "--until", "2026-11-30T09:00:30"],
      environment: environment)
    XCTAssertEqual(result.status, 0, result.error)
    XCTAssertEqual(
      result.error, "habitflow: no D-Bus session bus: notifications stay in the terminal\n")
    XCTAssertEqual(
      result.output, "[2026-11-30T08:49:00+09:00] HabitFlow · Time for 독서\n")
  }
}
