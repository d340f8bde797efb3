import Foundation
import HabitApp
import HabitCore
import XCTest

/// The notification command run for real: a shell script the test writes, given the
/// notification on standard input and in its environment, never through a shell of ours.
final class NotifyHookTests: XCTestCase {
  private var folder: URL!
  private let local = LocalTime(zone: Zone(TimeZone(identifier: "Asia/Seoul")!))
  private let fired = Date(timeIntervalSince1970: 1_795_996_800)  // 2026-11-30T09:00:00+09:00

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("habitflow-hook-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  /// An executable script in the test's folder running `body`.
  private func script(_ name: String, _ body: String) throws -> String {
    let path = folder.appendingPathComponent(name).path
    try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    chmod(path, 0o755)
    return path
  }

  private func notification(habit: String?, id: String = "pre:u1:2026-11-30T0900")
    -> HookNotification
  {
    HookNotification(
      kind: "pre", id: id, habit: habit, title: "HabitFlow", body: "\(habit ?? "") 시간이에요",
      fireDate: fired, late: 0.25, event: .delivered)
  }

  private func hook(_ words: [String], timeout: Double = 10, limit: Int = 4) -> (
    NotifyHook, () -> [String]
  ) {
    let reports = Reports()
    let hook = NotifyHook(
      words: words, environment: ["PATH": "/usr/bin:/bin"], local: local, timeout: timeout,
      grace: 1, limit: limit, report: { reports.add($0) })
    return (hook, { reports.all })
  }

  private func read(_ name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  func testTheNotificationArrivesAsJSONAndAsVariablesWithHostileNamesAsDataOnly() throws {
    let out = folder.path
    let command = try script(
      "record",
      "cat > '\(out)/stdin'; printf '%s|%s|%s' \"$HABITFLOW_HABIT\" \"$HABITFLOW_KIND\""
        + " \"$1\" > '\(out)/env'")
    let hostile = "$(touch \(out)/PWNED); reboot `id` | x"
    let (hook, reports) = hook([command, "an argument"])
    hook.run(notification(habit: hostile))
    XCTAssertTrue(hook.waitUntilIdle(seconds: 10))
    XCTAssertEqual(
      try read("stdin"),
      #"{"kind":"pre","id":"pre:u1:2026-11-30T0900","habit":"$(touch \#(out)/PWNED); reboot `id` | x","#
        + #""title":"HabitFlow","body":"$(touch \#(out)/PWNED); reboot `id` | x 시간이에요","#
        + #""fireDate":"2026-11-30T09:00:00+09:00","late":0.25,"event":"delivered"}"# + "\n")
    XCTAssertEqual(try read("env"), "\(hostile)|pre|an argument")
    XCTAssertFalse(FileManager.default.fileExists(atPath: "\(out)/PWNED"), "nothing was run")
    XCTAssertEqual(reports(), [])
  }

  func testASlowCommandNeverHoldsTheCallerAndIsStoppedAtItsTimeout() throws {
    let command = try script("slow", "sleep 60")
    let (hook, reports) = hook([command], timeout: 1)
    let before = Date()
    hook.run(notification(habit: "독서"))
    XCTAssertLessThan(Date().timeIntervalSince(before), 0.5, "run returns at once")
    XCTAssertTrue(hook.waitUntilIdle(seconds: 10), "stopped well before its 60 s")
    XCTAssertEqual(
      reports(), ["notification command took more than 1 s and was stopped: \(command)"])
  }

  func testACommandIgnoringSIGTERMIsKilled() throws {
    let command = try script("stubborn", "trap '' TERM; sleep 60 & wait; sleep 60")
    let (hook, reports) = hook([command], timeout: 1)
    hook.run(notification(habit: "독서"))
    XCTAssertTrue(hook.waitUntilIdle(seconds: 10))
    XCTAssertEqual(reports().count, 1)
  }

  func testEachDistinctFailureIsReportedOnce() throws {
    let failing = try script("failing", "cat > /dev/null; exit 3")
    let (hook, reports) = hook([failing])
    for _ in 0..<3 { hook.run(notification(habit: "독서")) }
    XCTAssertTrue(hook.waitUntilIdle(seconds: 10))
    XCTAssertEqual(reports(), ["notification command exited with status 3: \(failing)"])
    let (missing, missingReports) = self.hook(["no-such-notifier-here"])
    missing.run(notification(habit: nil))
    missing.run(notification(habit: nil))
    XCTAssertTrue(missing.waitUntilIdle(seconds: 10))
    XCTAssertEqual(missingReports(), ["notification command not found: no-such-notifier-here"])
  }

  func testAtMostFourRunAtOnceAndTheRestWaitTheirTurn() throws {
    let out = folder.path
    // Each run marks itself running, counts the marks, and leaves.
    let command = try script(
      "count",
      "id=$(cat | md5sum | cut -c1-8)$$; touch '\(out)/running.'$id;"
        + " ls '\(out)' | grep -c '^running' >> '\(out)/counts'; sleep 0.3;"
        + " rm '\(out)/running.'$id; echo done >> '\(out)/finished'")
    let (hook, reports) = hook([command])
    for index in 0..<9 { hook.run(notification(habit: "습관 \(index)", id: "n\(index)")) }
    XCTAssertTrue(hook.waitUntilIdle(seconds: 20))
    let counts = try read("counts").split(separator: "\n").compactMap { Int($0) }
    XCTAssertEqual(counts.count, 9)
    XCTAssertLessThanOrEqual(counts.max() ?? 0, 4, "\(counts)")
    XCTAssertEqual(try read("finished").split(separator: "\n").count, 9, "none was dropped")
    XCTAssertEqual(reports(), [])
  }
}

/// What a hook reported, gathered from its threads.
private final class Reports: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []

  func add(_ line: String) {
    lock.lock()
    lines.append(line)
    lock.unlock()
  }

  var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return lines
  }
}
