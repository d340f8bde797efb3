import Foundation
import HabitApp
import HabitCLI
import HabitStore
import XCTest

final class ReminderCommandTests: CLITestCase {
  override func setUpWithError() throws {
    try super.setUpWithError()
    now = "2026-11-30T06:00:00+09:00"
  }

  private func pending() throws -> [[String: Any]] {
    try XCTUnwrap(json(ok("pending", "--json")) as? [[String: Any]])
  }

  func testAddingAHabitArmsItsReminders() throws {
    ok("add", "독서", "--at", "09:30")
    let requests = try pending()
    XCTAssertEqual(requests.count, 21)  // 7 x (pre, overdue, summary)
    XCTAssertEqual(requests[0]["kind"] as? String, "pre")
    XCTAssertEqual(requests[0]["fireDate"] as? String, "2026-11-30T09:20:00+09:00")
    XCTAssertEqual(requests[0]["habit"] as? String, "독서")
    XCTAssertEqual(requests[0]["title"] as? String, "HabitFlow")
    XCTAssertEqual(requests[0]["body"] as? String, "Time for 독서")
    XCTAssertEqual(
      Array(requests[0].keys).sorted(),
      ["body", "fireDate", "habit", "id", "kind", "thread", "title"])
  }

  func testCheckingInRemovesTodaysRemindersAtOnce() throws {
    ok("add", "독서", "--at", "09:30")
    ok("add", "러닝", "--at", "07:00")
    ok("check", "독서")
    let today = try pending().filter { ($0["fireDate"] as! String).hasPrefix("2026-11-30") }
    XCTAssertEqual(
      today.map { "\($0["kind"]!) \($0["body"]!)" },
      [
        "pre Time for 러닝", "overdue You haven't done 러닝 yet",
        "summary 1 habit still not done today (러닝)",
      ])
    ok("uncheck", "독서")
    XCTAssertEqual(
      try pending().filter { ($0["fireDate"] as! String).hasPrefix("2026-11-30") }.count, 5)
  }

  func testPlanJSONHasTheDocumentedShape() throws {
    ok("add", "Running", "--at", "07:00", "--alarm")
    let plan = try XCTUnwrap(json(ok("plan", "--json")) as? [String: Any])
    XCTAssertEqual(plan["now"] as? String, "2026-11-30T06:00:00+09:00")
    XCTAssertEqual(plan["horizon"] as? String, "2026-12-01T07:00:00+09:00")
    XCTAssertEqual(plan["dropped"] as? Int, 7 * 63 - 64)
    let requests = try XCTUnwrap(plan["requests"] as? [[String: Any]])
    XCTAssertEqual(requests.count, 64)
    XCTAssertEqual(requests[1]["id"] as? String, (requests[1]["thread"] as! String) + ":00")
  }

  func testSettingsChangesRescheduleAndMasterOffLeavesNothing() throws {
    ok("add", "독서", "--at", "09:30")
    ok("settings", "--pre", "30", "--lang", "ko")
    let first = try pending()[0]
    XCTAssertEqual(first["fireDate"] as? String, "2026-11-30T09:00:00+09:00")
    XCTAssertEqual(first["body"] as? String, "독서할 시간이에요")
    ok("settings", "--master", "off")
    XCTAssertEqual(ok("pending"), "Nothing pending.")
    ok("settings", "--master", "on")
    XCTAssertEqual(try pending().count, 21)
  }

  func testDeniedPermissionKeepsNothingPending() throws {
    ok("settings", "--permission", "denied")
    ok("add", "독서", "--at", "09:30")
    XCTAssertEqual(try pending().count, 0)
  }

  func testRemovingAHabitRemovesItsReminders() throws {
    ok("add", "독서", "--at", "09:30")
    ok("remove", "독서")
    XCTAssertEqual(try pending().count, 0)
  }

  func testAckMidBurstLeavesNothingOfTheBurst() throws {
    ok("add", "Running", "--at", "07:00", "--alarm")
    now = "2026-11-30T07:00:31+09:00"
    XCTAssertEqual(ok("ack"), "Stopped: ⏰ Running: it's time!")
    let thread = "alarm:"
    let burst = try pending().filter {
      ($0["thread"] as! String).hasPrefix(thread)
        && ($0["thread"] as! String).hasSuffix("2026-11-30T0700")
    }
    XCTAssertEqual(burst.count, 0)
    // Only the 06:50 reminder, delivered late because nothing was running, is left.
    let delivered = try XCTUnwrap(json(ok("delivered", "--json")) as? [[String: Any]])
    XCTAssertEqual(delivered.map { "\($0["kind"]!) \($0["missed"]!)" }, ["pre 1"])
    refused(["ack"], status: 1, message: "nothing is ringing")
    // A later reschedule never arms that occurrence again.
    ok("reschedule")
    XCTAssertFalse(
      try pending().contains {
        ($0["thread"] as! String).hasSuffix("2026-11-30T0700") && $0["kind"] as? String == "alarm"
      })
  }

  func testTimerRingsAndAcknowledgingChecksTheHabitIn() throws {
    ok("add", "독서")
    now = "2026-11-30T09:00:00+09:00"
    XCTAssertEqual(ok("timer", "독서", "25m"), "Timer for 독서 rings at 2026-11-30T09:25:00+09:00")
    let timer = try pending().filter { $0["kind"] as? String == "timer" }
    XCTAssertEqual(timer.count, 60)
    XCTAssertEqual(timer[0]["body"] as? String, "⏱ Time's up for 독서")
    now = "2026-11-30T09:25:10+09:00"
    XCTAssertEqual(
      ok("ack"),
      "Stopped: ⏱ Time's up for 독서\n독서 checked in for today (`habitflow uncheck 독서` takes it back)")
    XCTAssertTrue(ok("streak", "독서", "--json").contains(#""doneToday":true"#))
    XCTAssertFalse(try pending().contains { $0["kind"] as? String == "timer" })
  }

  func testAcknowledgingAMeasurableHabitsTimerKeepsItsAmount() throws {
    ok("add", "물", "--target", "2", "--unit", "L")
    ok("log", "물", "0.5", "--note", "아침")
    now = "2026-11-30T09:00:00+09:00"
    ok("timer", "물", "1m")
    now = "2026-11-30T09:01:10+09:00"
    XCTAssertEqual(ok("ack"), "Stopped: ⏱ Time's up for 물")
    // A timer checks a yes/no habit in; a measurable one needs its amount, which stays as it was.
    XCTAssertEqual(
      ok("history", "물", "--from", "2026-11-30", "--json"),
      #"[{"date":"2026-11-30","state":"none","amount":0.5,"note":"아침"}]"#)
  }

  func testSnoozeRingsAgainLater() throws {
    ok("add", "Running", "--at", "07:00", "--alarm")
    now = "2026-11-30T07:00:05+09:00"
    XCTAssertEqual(ok("snooze", "9"), "Snoozed Running until 2026-11-30T07:09:05+09:00")
    let alarms = try pending().filter { $0["kind"] as? String == "alarm" }
    XCTAssertEqual(alarms.first?["fireDate"] as? String, "2026-11-30T07:09:05+09:00")
    XCTAssertEqual(alarms.filter { ($0["thread"] as! String).hasPrefix("snooze:") }.count, 60)
    XCTAssertFalse(ok("delivered", "--json").contains(#""kind":"alarm""#))
    refused(["snooze", "5"], status: 1, message: "nothing is ringing")
  }

  func testRescheduleReportsTheHorizon() {
    ok("add", "독서", "--at", "09:30")
    XCTAssertEqual(ok("reschedule"), "Armed 21 reminders until 2026-12-07T06:00:00+09:00")
  }

  func testWritesNeverDeliverWhileAWatcherDelivers() throws {
    ok("add", "독서", "--at", "09:30")
    let watcher = try XCTUnwrap(try DelivererLock.acquire(database: database, role: "watch"))
    now = "2026-11-30T09:20:30+09:00"
    ok("add", "러닝")
    XCTAssertEqual(ok("delivered"), "Nothing delivered.")
    // The due reminder waits in the center for the watcher, whatever the writers planned.
    XCTAssertEqual(
      try pending().first.map { "\($0["kind"]!) \($0["fireDate"]!)" },
      "pre 2026-11-30T09:20:00+09:00")
    refused(["ack"], status: 1, message: "nothing is ringing")
    XCTAssertEqual(ok("delivered"), "Nothing delivered.")
    watcher.release()
    // Nobody delivers: the next command is the app opening, and delivers what is due.
    ok("add", "영어")
    let delivered = try XCTUnwrap(json(ok("delivered", "--json")) as? [[String: Any]])
    XCTAssertEqual(delivered.map { $0["kind"] as? String }, ["pre"])
  }

  func testStoppingOneAlarmKeepsAnotherThatRangOutUnanswered() throws {
    ok("add", "러닝", "--at", "07:00", "--alarm")
    ok("add", "독서", "--at", "07:04", "--alarm")
    now = "2026-11-30T07:05:00+09:00"
    XCTAssertEqual(ok("ack"), "Stopped: ⏰ 독서: it's time!")
    let delivered = try XCTUnwrap(json(ok("delivered", "--json")) as? [[String: Any]])
    let alarms = delivered.filter { $0["kind"] as? String == "alarm" }
    XCTAssertEqual(Set(alarms.compactMap { $0["habit"] as? String }), ["러닝"])
    XCTAssertEqual(alarms.count, 60)
    // 러닝's burst is over: it stays, missed.
    refused(["ack"], status: 1, message: "nothing is ringing")
  }

  func testAnotherNameOfTheSameFileSharesTheLock() throws {
    ok("add", "독서", "--at", "09:30")
    let link = folder.appendingPathComponent("link.sqlite").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: database)
    let watcher = try XCTUnwrap(try DelivererLock.acquire(database: link, role: "watch"))
    defer { watcher.release() }
    now = "2026-11-30T09:20:30+09:00"
    ok("add", "러닝")
    XCTAssertEqual(ok("delivered"), "Nothing delivered.", "the watcher on the link delivers")
  }

  func testASecondWatcherIsToldWhoDelivers() throws {
    ok("add", "독서", "--at", "09:30")
    let watcher = try XCTUnwrap(try DelivererLock.acquire(database: database, role: "watch"))
    defer { watcher.release() }
    refused(
      ["watch", "--until", "2026-11-30T09:00:01+09:00"], status: 1,
      message:
        "reminders for this database are already delivered by watch (pid \(getpid())); stop it "
        + "first, or use 'watch --wait' to take over when it stops")
  }

  func testTextListsShowABurstAsOneLineAndMarkWhatWasMissed() throws {
    ok("add", "러닝", "--at", "07:00", "--alarm")
    XCTAssertEqual(
      ok("pending").split(separator: "\n").prefix(3).joined(separator: "\n"),
      """
      Fires                      Kind     Habit  Text
      2026-11-30T06:50:00+09:00  pre      러닝   Time for 러닝
      2026-11-30T07:00:00+09:00  alarm    러닝   ⏰ 러닝: it's time! ×60
      """)
    now = "2026-11-30T07:01:00+09:00"
    ok("reschedule")
    XCTAssertEqual(
      ok("delivered"),
      """
      Fires                      Kind   Habit  Text                     Delivered
      2026-11-30T06:50:00+09:00  pre    러닝   Time for 러닝            missed
      2026-11-30T07:00:00+09:00  alarm  러닝   ⏰ 러닝: it's time! ×31  ringing
      """)
    XCTAssertTrue(ok("pending").contains("⏰ 러닝: it's time! ×29 of 60 left"))
    XCTAssertEqual(try XCTUnwrap(json(ok("delivered", "--json")) as? [Any]).count, 32)
    // Two minutes on, nobody stopped it: the burst was missed.
    now = "2026-11-30T07:03:00+09:00"
    XCTAssertTrue(ok("delivered").hasSuffix("⏰ 러닝: it's time! ×60  missed"), ok("delivered"))
  }

  func testWithNothingRunningTheListsShowWhatTheSystemDeliveredByNow() throws {
    ok("add", "러닝", "--at", "07:00", "--alarm")
    now = "2026-11-30T07:00:30+09:00"
    let pending = try self.pending()
    XCTAssertEqual(pending.first?["fireDate"] as? String, "2026-11-30T07:00:32+09:00")
    let delivered = try XCTUnwrap(json(ok("delivered", "--json")) as? [[String: Any]])
    XCTAssertEqual(delivered.count, 1 + 16)
    XCTAssertEqual(delivered.first?["missed"] as? Bool, true, "the 06:50 reminder came late")
    // A read shows it; only a command that changes something delivers for real.
    let store = try HabitStore(path: database)
    XCTAssertEqual(try store.read { db in try db.center().delivered.count }, 0)
  }

  func testABurstTheCapCutIsShownArmedThenLeft() throws {
    ok("add", "러닝", "--at", "07:00", "--alarm")
    ok("add", "독서", "--at", "07:01", "--alarm")
    // The two bursts overlap for a minute: the 64 slots hold the first 46 and 16 steps.
    XCTAssertTrue(ok("pending").contains("⏰ 러닝: it's time! ×46 of 60 armed"), ok("pending"))
    XCTAssertTrue(ok("pending").contains("⏰ 독서: it's time! ×16 of 60 armed"), ok("pending"))
    now = "2026-11-30T07:01:10+09:00"
    ok("reschedule")
    XCTAssertTrue(ok("pending").contains("⏰ 러닝: it's time! ×24 of 60 left"), ok("pending"))
    XCTAssertTrue(
      ok("pending").contains("⏰ 독서: it's time! ×40 armed, 54 of 60 left"), ok("pending"))
  }

  func testTheDeliveredListKeepsTheNewestHundredOfTheLastWeek() throws {
    ok("add", "러닝", "--at", "07:00", "--alarm")
    for day in 1...9 {
      now = "2026-12-0\(day)T07:05:00+09:00"
      ok("reschedule")
    }
    let delivered = try XCTUnwrap(json(ok("delivered", "--json")) as? [[String: Any]])
    XCTAssertEqual(delivered.count, 100)
    XCTAssertEqual(delivered.last?["id"] as? String, delivered.last?["thread"] as! String + ":59")
    XCTAssertTrue(
      delivered.allSatisfy { ($0["deliveredAt"] as! String) >= "2026-12-02T07:05:00+09:00" })
  }
}
