import Foundation
import HabitCLI
import HabitStore
import XCTest

/// AlarmKit mode through the commands: one system alarm per alarm habit or timer, outside the 64,
/// its own permission, acknowledged and snoozed like a burst, with nothing left delivered.
final class AlarmKitCommandTests: CLITestCase {
  override func setUpWithError() throws {
    try super.setUpWithError()
    now = "2026-11-30T06:00:00+09:00"
  }

  private func pending() throws -> [[String: Any]] {
    try XCTUnwrap(json(ok("pending", "--json")) as? [[String: Any]])
  }

  private func alarms() throws -> [String] {
    try pending().filter { $0["kind"] as? String == "alarmkit" }.map {
      "\($0["id"]!) \($0["fireDate"]!)"
    }
  }

  func testSettingsShowTheModeAndItsPermission() throws {
    try makeDatabase()
    let settings = try XCTUnwrap(json(ok("settings", "--json")) as? [String: Any])
    XCTAssertEqual(settings["alarmMode"] as? String, "burst")
    XCTAssertEqual(settings["alarmPermission"] as? String, "allowed")
    ok("settings", "--alarm-mode", "alarmkit", "--alarm-permission", "denied")
    XCTAssertTrue(
      ok("settings", "--json").contains(#""alarmMode":"alarmkit","alarmPermission":"denied""#))
    refused(
      ["settings", "--alarm-mode", "ring"], status: 2,
      message: "invalid --alarm-mode 'ring': expected one of burst, alarmkit")
  }

  func testAnAlarmHabitIsOneSystemAlarmOutsideTheSixtyFour() throws {
    ok("add", "Running", "--at", "07:00", "--alarm")
    XCTAssertEqual(try pending().filter { $0["kind"] as? String == "alarm" }.count, 60)
    ok("settings", "--alarm-mode", "alarmkit")
    let uuid = try XCTUnwrap(
      (try pending().first?["thread"] as? String)?.split(separator: ":").dropFirst().first)
    XCTAssertEqual(try alarms(), ["alarmkit:\(uuid):2026-11-30T0700 2026-11-30T07:00:00+09:00"])
    XCTAssertEqual(try pending().count, 1 + 7 * 3, "pre, overdue and summary stay notifications")
    let plan = try XCTUnwrap(json(ok("plan", "--json")) as? [String: Any])
    XCTAssertEqual((plan["alarms"] as? [[String: Any]])?.count, 1)
    XCTAssertEqual(
      ok("reschedule"),
      "Armed 21 reminders until 2026-12-07T06:00:00+09:00\nScheduled 1 system alarm (AlarmKit)")
  }

  func testDeniedAlarmPermissionSchedulesNothingAndSaysSo() throws {
    ok("add", "Running", "--at", "07:00", "--alarm")
    ok("settings", "--alarm-mode", "alarmkit", "--alarm-permission", "denied")
    XCTAssertEqual(try alarms(), [])
    XCTAssertTrue(
      ok("reschedule").hasSuffix(
        "Alarms are not allowed (alarm permission denied): 1 alarm not scheduled"))
  }

  func testAcknowledgingStopsTheAlarmAndArmsTheNextOccurrence() throws {
    ok("add", "Running", "--at", "07:00", "--alarm")
    ok("settings", "--alarm-mode", "alarmkit")
    now = "2026-11-30T07:05:00+09:00"
    XCTAssertEqual(ok("ack"), "Stopped: ⏰ Running: it's time!")
    refused(["ack"], status: 1, message: "nothing is ringing")
    XCTAssertEqual(
      try alarms().map { String($0.suffix(41)) }, ["2026-12-01T0700 2026-12-01T07:00:00+09:00"])
    XCTAssertFalse(ok("delivered", "--json").contains("alarmkit"), "no delivered spam")
  }

  func testCheckingInStopsARingingSystemAlarm() throws {
    ok("add", "Running", "--at", "07:00", "--alarm")
    ok("settings", "--alarm-mode", "alarmkit")
    now = "2026-11-30T07:00:10+09:00"
    ok("reschedule")  // nothing runs: the command is the app opening, and the alarm rings
    let store = try HabitStore(path: database)
    XCTAssertEqual(try store.read { db in try db.alarmList().alertingThreads.count }, 1)
    XCTAssertTrue(
      ok("pending").contains("alarmkit  Running  ⏰ Running: it's time! (ringing)"), ok("pending"))
    ok("check", "Running")
    // The app stopped it at the check-in.
    refused(["ack"], status: 1, message: "nothing is ringing")
    XCTAssertEqual(
      try alarms().map { String($0.suffix(41)) }, ["2026-12-01T0700 2026-12-01T07:00:00+09:00"])
  }

  func testATimerIsOneAlarmAndSnoozingKeepsItATimer() throws {
    ok("add", "독서")
    ok("settings", "--alarm-mode", "alarmkit")
    ok("timer", "독서", "25m")
    XCTAssertEqual(try alarms().count, 1)
    now = "2026-11-30T06:25:30+09:00"
    XCTAssertEqual(ok("snooze", "5"), "Snoozed 독서 until 2026-11-30T06:30:30+09:00")
    let snoozed = try pending().filter { $0["kind"] as? String == "alarmkit" }
    XCTAssertEqual(snoozed.count, 1)
    XCTAssertEqual(snoozed.first?["body"] as? String, "⏱ Time's up for 독서")
    now = "2026-11-30T06:31:00+09:00"
    XCTAssertEqual(
      ok("ack"),
      "Stopped: ⏱ Time's up for 독서\n독서 checked in for today (`habitflow uncheck 독서` takes it back)")
    XCTAssertTrue(ok("streak", "독서", "--json").contains(#""doneToday":true"#))
  }
}
