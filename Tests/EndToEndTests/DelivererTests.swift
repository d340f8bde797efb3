import Foundation
import XCTest

/// One process delivers: while `watch` runs, commands never deliver, a second watcher is told who
/// delivers (or waits), nothing that fired is armed again, and the center is refilled as it rings.
final class DelivererTests: EndToEndTestCase {
  private let zone = "Asia/Seoul"
  private let day = "2026-11-30"

  private func lines(_ output: String) throws -> [[String: Any]] {
    try output.split(separator: "\n").map { try XCTUnwrap(json(String($0)) as? [String: Any]) }
  }

  private func watch(from start: String, until end: String, speed: String, wait: Bool = false)
    throws -> Binary.Running
  {
    try Binary.start(
      ["watch", "--json", "--speed", speed, "--until", "\(day)T\(end)"] + (wait ? ["--wait"] : []),
      environment: environment(zone: zone, now: "\(day)T\(start)"))
  }

  /// The alarm steps a watcher delivered (missed reminders from before it started aside).
  private func ids(_ result: Binary.Result) throws -> [String] {
    XCTAssertEqual(result.status, 0, result.error)
    return try lines(result.output).filter { $0["kind"] as? String == "alarm" }.map {
      $0["id"] as! String
    }
  }

  /// Waits until a started watcher holds the database's deliverer lock (it says so in the lock
  /// file), so that what follows does not race its start.
  private func waitUntilDelivering(_ watcher: Binary.Running) throws {
    try waitForDeliverer(pid: watcher.process.processIdentifier)
  }

  /// The identifiers of a burst's first `count` steps.
  private func steps(_ thread: String, _ count: Int) -> Set<String> {
    Set((0..<count).map { String(format: "%@:%02d", thread, $0) })
  }

  func testCommandsWritingDuringTwoBurstsNeverDeliverAStep() throws {
    try ok(["add", "Run", "--at", "07:00", "--alarm"], zone: zone, now: "\(day)T06:00:00")
    try ok(["add", "Swim", "--at", "07:00", "--alarm"], zone: zone, now: "\(day)T06:00:00")
    try ok(["add", "Read"], zone: zone, now: "\(day)T06:00:00")
    let threads = [try alarmThread(of: "Run", zone: zone), try alarmThread(of: "Swim", zone: zone)]
    let origin = try XCTUnwrap(ISO8601DateFormatter().date(from: "\(day)T06:59:58+09:00"))
    let started = Date()
    let watcher = try watch(from: "06:59:58", until: "07:00:13", speed: "1")
    // Writers on the same simulated clock, until a second before the watcher ends. Their timers
    // bring requests earlier than the tail of a full center, as a phone's app would.
    let commands = [["check", "Read"], ["uncheck", "Read"], ["timer", "Read", "10s"]]
    var writes = 0
    while Date().timeIntervalSince(started) < 14 {
      let now = origin.addingTimeInterval(Date().timeIntervalSince(started))
      let stamp = ISO8601DateFormatter().string(from: now)
      let result = try Binary.run(
        commands[writes % commands.count], environment: environment(zone: zone, now: stamp))
      XCTAssertEqual(result.status, 0, result.error)
      writes += 1
    }
    let delivered = try lines(Binary.finish(watcher).output).filter {
      $0["kind"] as? String == "alarm"
    }
    let expected = steps(threads[0], 7).union(steps(threads[1], 7))
    XCTAssertGreaterThan(writes, 50)
    XCTAssertEqual(delivered.map { $0["id"] as! String }.sorted(), expected.sorted())
    XCTAssertTrue(
      delivered.allSatisfy { $0["bell"] as? Bool == true && $0["missed"] as? Bool == false })
    // Nothing of the bursts reached the delivered list but through the watcher.
    let list = try XCTUnwrap(
      json(try ok(["delivered", "--json"], zone: zone, now: "\(day)T07:00:13")) as? [[String: Any]])
    let alarms = Set(list.filter { $0["kind"] as? String == "alarm" }.map { $0["id"] as! String })
    XCTAssertEqual(alarms, expected)
  }

  func testASecondWatcherSaysWhoDeliversOrWaitsToTakeOver() throws {
    try ok(["add", "Run", "--at", "07:00", "--alarm"], zone: zone, now: "\(day)T06:00:00")
    let thread = try alarmThread(of: "Run", zone: zone)
    let first = try watch(from: "06:59:58", until: "07:01:00", speed: "60")
    try waitUntilDelivering(first)
    let waiting = try watch(from: "07:00:16", until: "07:02:05", speed: "60", wait: true)
    let refused = try Binary.run(
      ["watch"], environment: environment(zone: zone, now: "\(day)T06:59:58"))
    XCTAssertEqual(refused.status, 1)
    XCTAssertTrue(
      refused.error.hasPrefix(
        "habitflow: reminders for this database are already delivered by watch (pid "
          + "\(first.process.processIdentifier))"), refused.error)
    let before = try ids(Binary.finish(first))
    let after = try ids(Binary.finish(waiting))
    XCTAssertFalse(before.isEmpty)
    XCTAssertFalse(after.isEmpty, "the waiting watcher takes over")
    XCTAssertEqual((before + after).sorted(), steps(thread, 60).sorted())
  }

  func testATimerSetWhileWatchRunsRingsOnTime() throws {
    var realTime = environment(zone: zone)
    realTime["HABITFLOW_NOW"] = nil
    XCTAssertEqual(try Binary.run(["add", "Read"], environment: realTime).status, 0)
    let watcher = try Binary.start(["watch", "--json"], environment: realTime)
    try waitForDeliverer(pid: watcher.process.processIdentifier)
    let set = Date()
    XCTAssertEqual(try Binary.run(["timer", "Read", "2s"], environment: realTime).status, 0)
    Thread.sleep(forTimeInterval: 3.5)
    kill(watcher.process.processIdentifier, SIGINT)
    let result = Binary.finish(watcher)
    let rings = try lines(result.output)
    XCTAssertFalse(rings.isEmpty, result.error)
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    let first = try XCTUnwrap(rings.first.flatMap { formatter.date(from: $0["at"] as! String) })
    // The watcher slept until the next minute before; the command's write wakes it now.
    XCTAssertEqual(first.timeIntervalSince(set), 2, accuracy: 0.8)
  }

  func testAWaitingWatchersClockRunsWhileItWaits() throws {
    try ok(["add", "Run", "--at", "07:00", "--alarm"], zone: zone, now: "\(day)T06:00:00")
    let first = try watch(from: "06:59:58", until: "07:00:01", speed: "1")
    try waitUntilDelivering(first)
    let started = Date()
    let waiting = try watch(from: "06:59:58", until: "07:00:05", speed: "1", wait: true)
    let steps = try ids(Binary.finish(waiting))
    let elapsed = Date().timeIntervalSince(started)
    // 07:00:05 is seven seconds after 06:59:58, however long the lock took to come free.
    XCTAssertLessThan(elapsed, 8.5)
    XCTAssertEqual(steps.map { String($0.suffix(3)) }, [":01", ":02"])
    XCTAssertEqual(try ids(Binary.finish(first)).map { String($0.suffix(3)) }, [":00"])
  }

  func testWhatAWatcherDeliveredIsNotArmedAgainByACommandBehindIt() throws {
    try ok(["add", "Run", "--at", "09:00", "--alarm"], zone: zone, now: "\(day)T08:50:00")
    try ok(["add", "Read"], zone: zone, now: "\(day)T08:50:00")
    let first = try ids(Binary.finish(try watch(from: "08:59:59", until: "09:00:20", speed: "10")))
    XCTAssertEqual(first.count, 11)
    // A command whose clock is 15 seconds behind the watcher's.
    try ok(["check", "Read"], zone: zone, now: "\(day)T09:00:05")
    let pending = try XCTUnwrap(
      json(try ok(["pending", "--json"], zone: zone, now: "\(day)T09:00:05")) as? [[String: Any]])
    XCTAssertTrue(Set(pending.map { $0["id"] as! String }).isDisjoint(with: first))
    let second = try ids(Binary.finish(try watch(from: "09:00:20", until: "09:00:25", speed: "10")))
    XCTAssertTrue(Set(second).isDisjoint(with: first), "\(second)")
    XCTAssertEqual(second.map { String($0.suffix(3)) }, [":11", ":12"], "09:00:22 and 09:00:24")
  }

  func testASecondAlarmRingsInFullWhileTheFirstHasTakenTheSlots() throws {
    try ok(["add", "Run", "--at", "07:00", "--alarm"], zone: zone, now: "\(day)T06:00:00")
    try ok(["add", "Swim", "--at", "07:14", "--alarm"], zone: zone, now: "\(day)T06:00:00")
    let threads = [try alarmThread(of: "Run", zone: zone), try alarmThread(of: "Swim", zone: zone)]
    let delivered = try ids(
      Binary.finish(try watch(from: "06:59:58", until: "07:16:05", speed: "120")))
    XCTAssertEqual(delivered.filter { $0.hasPrefix(threads[0]) }.count, 60)
    XCTAssertEqual(delivered.filter { $0.hasPrefix(threads[1]) }.count, 60)
  }
}

extension EndToEndTestCase {
  /// Waits (up to 10 s) until the process `pid` holds the deliverer lock of the test database.
  func waitForDeliverer(pid: Int32) throws {
    let lockFile = URL(fileURLWithPath: database + "-deliverer").resolvingSymlinksInPath()
    let deadline = Date(timeIntervalSinceNow: 10)
    while (try? String(contentsOf: lockFile, encoding: .utf8)).map({
      pid < 0 ? $0.contains(" watch") : $0.hasPrefix("\(pid) ")
    }) != true {
      guard Date() < deadline else { return XCTFail("process \(pid) never took the lock") }
      Thread.sleep(forTimeInterval: 0.02)
    }
  }

  /// The thread of a habit's first planned alarm burst, as `plan --json` shows it at 06:00.
  func alarmThread(of name: String, zone: String) throws -> String {
    let plan = try XCTUnwrap(
      json(try ok(["plan", "--json"], zone: zone, now: "2026-11-30T06:00:00")) as? [String: Any])
    let requests = try XCTUnwrap(plan["requests"] as? [[String: Any]])
    let first = requests.first {
      $0["habit"] as? String == name && $0["kind"] as? String == "alarm"
    }
    return try XCTUnwrap(first?["thread"] as? String)
  }
}
