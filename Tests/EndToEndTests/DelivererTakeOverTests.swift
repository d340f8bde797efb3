import Foundation
import XCTest

/// Two interfaces on one database: when the delivering one quits, the other takes over within a
/// second (it waits on the lock), so its header never names a process that is gone and a
/// `watch` started then finds it delivering.
final class DelivererTakeOverTests: EndToEndTestCase {
  private func interface() throws -> Tmux {
    try Tmux(
      command: interfaceCommand("--now 2026-12-02T08:00:05"), width: 100, height: 30,
      folder: folder)
  }

  func testTheWaitingInterfaceTakesOverTheMomentTheFirstQuits() throws {
    try ok(["add", "독서", "--at", "21:00"], now: "2026-12-02T08:00:00")
    let first = try interface()
    try first.waitFor("독서")
    let second = try interface()
    try second.waitFor("reminders ring in the interface (pid")
    try first.send("q")
    try first.waitFor("EXIT=0")
    // The next minute is 55 s away: only the wait on the lock can make this in time.
    try second.waitFor("the header without the quit interface", timeout: 3) {
      $0.contains("독서") && !$0.contains("reminders ring in")
    }
    let watch = try Binary.run(
      ["watch", "--until", "2026-12-02T08:00:30"],
      environment: environment(now: "2026-12-02T08:00:10"))
    XCTAssertEqual(watch.status, 1)
    XCTAssertTrue(
      watch.error.hasPrefix(
        "habitflow: reminders for this database are already delivered by the interface (pid "),
      watch.error)
    try second.send("q")
    try second.waitFor("EXIT=0")
  }
}
