import Foundation
import XCTest

/// The interface as the device: it refills the center while alarms ring, and it leaves delivering
/// to a `watch` that already does.
final class InterfaceReminderTests: EndToEndTestCase {
  private let zone = "Asia/Seoul"
  private let day = "2026-11-30"

  private func command(_ arguments: String) -> String {
    "env -i PATH=/usr/bin:/bin HOME='\(folder.path)' TERM=xterm-256color LANG=C.UTF-8 TZ=\(zone) "
      + "HABITFLOW_DB='\(database)' '\(Binary.url.path)' \(arguments); echo EXIT=$?; sleep 30"
  }

  private func deliveredAlarms(now: String) throws -> [String] {
    let list = try XCTUnwrap(
      json(try ok(["delivered", "--json"], zone: zone, now: "\(day)T\(now)")) as? [[String: Any]])
    return list.filter { $0["kind"] as? String == "alarm" }.map { $0["thread"] as! String }
  }

  func testASecondAlarmRingsInFullWhileTheFirstWasNeverStopped() throws {
    try ok(["add", "러닝", "--at", "07:00", "--alarm"], zone: zone, now: "\(day)T06:00:00")
    try ok(["add", "수영", "--at", "07:14", "--alarm"], zone: zone, now: "\(day)T06:00:00")
    let second = try alarmThread(of: "수영", zone: zone)
    let tmux = try Tmux(
      command: command("--now \(day)T06:59:50 --speed 60"), width: 100, height: 30, folder: folder)
    try tmux.waitFor("수영")
    // Both bursts are over at 07:15:58, 16 s later at sixty simulated seconds per second.
    try tmux.waitFor("the second burst delivered in full", timeout: 40) { _ in
      (try? self.deliveredAlarms(now: "07:16:10").filter { $0 == second }.count) == 60
    }
    try tmux.send("C-c")
    try tmux.waitFor("EXIT=0")
  }

  func testAnInterfaceOpenedWhileWatchRunsLeavesDeliveringToIt() throws {
    try ok(["add", "러닝", "--at", "07:00", "--alarm"], zone: zone, now: "\(day)T06:00:00")
    let watcher = try Binary.start(
      ["watch", "--json", "--speed", "10", "--until", "\(day)T07:00:30"],
      environment: environment(zone: zone, now: "\(day)T06:59:55"))
    try waitForDeliverer(pid: watcher.process.processIdentifier)
    let tmux = try Tmux(
      command: command("--now \(day)T06:59:57 --speed 10"), width: 100, height: 30, folder: folder)
    try tmux.waitFor("reminders ring in watch (pid \(watcher.process.processIdentifier))")
    let watched = Binary.finish(watcher)
    XCTAssertEqual(watched.status, 0, watched.error)
    let steps = watched.output.split(separator: "\n").filter { $0.contains(#""kind":"alarm""#) }
    XCTAssertEqual(
      steps.count, 16, "every step until 07:00:30 rang in watch, none in the interface")
    // Once watch is gone, the interface takes over: the next steps reach the delivered list.
    try tmux.waitFor("a step delivered by the interface", timeout: 10) { _ in
      (try? self.deliveredAlarms(now: "07:01:00").count) ?? 0 > 16
    }
    try tmux.waitFor("the header without the watcher") { !$0.contains("reminders ring in") }
    try tmux.send("C-c")
    try tmux.waitFor("EXIT=0")
  }
}
