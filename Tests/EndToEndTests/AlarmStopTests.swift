import Foundation
import XCTest

/// Two alarms at once: each stop stops the alarm it names, and says what it stopped; a timer's
/// check-in is said; nothing ringing is the same refusal for `ack` and `snooze`.
final class AlarmStopTests: EndToEndTestCase {
  private let day = "2026-12-02"

  private func twoAlarmsAtSeven() throws {
    try ok(["add", "Running", "--at", "07:00", "--alarm"], now: "\(day)T06:00:00")
    try ok(
      ["add", "물 마시기", "--target", "2", "--unit", "L", "--at", "07:00", "--alarm"],
      now: "\(day)T06:00:00")
    try ok(["reschedule"], now: "\(day)T06:00:00")
  }

  private func run(_ arguments: [String], at time: String) throws -> Binary.Result {
    try Binary.run(arguments, environment: environment(now: "\(day)T\(time)"))
  }

  func testAckStopsTheOldestTheNamedOrAllAndListsWhatItStopped() throws {
    try twoAlarmsAtSeven()
    XCTAssertEqual(try ok(["ack"], now: "\(day)T07:00:05"), "Stopped: ⏰ Running: it's time!\n")
    XCTAssertEqual(try ok(["status"], now: "\(day)T07:00:06"), "✔ 0/2 · ⏰ 물 마시기!\n")
    let notRinging = try run(["ack", "Running"], at: "07:00:07")
    XCTAssertEqual(notRinging.status, 1)
    XCTAssertEqual(notRinging.error, "habitflow: Running is not ringing (ringing: 물 마시기)\n")
    XCTAssertEqual(
      try ok(["ack", "물 마시기"], now: "\(day)T07:00:08"), "Stopped: ⏰ 물 마시기: it's time!\n")
    for command in [["ack"], ["ack", "--all"], ["snooze", "5"]] {
      let nothing = try run(command, at: "07:00:09")
      XCTAssertEqual(nothing.status, 1, "\(command)")
      XCTAssertEqual(nothing.error, "habitflow: nothing is ringing\n", "\(command)")
    }
    // Tomorrow both ring again: --all stops both, oldest first.
    XCTAssertEqual(
      try ok(["ack", "--all"], now: "2026-12-03T07:00:03"),
      "Stopped: ⏰ Running: it's time!\nStopped: ⏰ 물 마시기: it's time!\n")
  }

  func testSnoozeTakesTheOldestAndNamesIt() throws {
    try twoAlarmsAtSeven()
    XCTAssertEqual(
      try ok(["snooze", "5"], now: "\(day)T07:00:05"),
      "Snoozed Running until 2026-12-02T07:05:05+09:00\n")
    XCTAssertEqual(try ok(["status"], now: "\(day)T07:00:06"), "✔ 0/2 · ⏰ 물 마시기!\n")
  }

  func testAckOnATimerSaysItCheckedTheHabitIn() throws {
    try ok(["add", "독서"], now: "\(day)T08:00:00")
    try ok(["timer", "독서", "1m"], now: "\(day)T08:00:00")
    XCTAssertEqual(
      try ok(["ack"], now: "\(day)T08:01:03"),
      "Stopped: ⏱ Time's up for 독서\n"
        + "독서 checked in for today (`habitflow uncheck 독서` takes it back)\n")
    XCTAssertTrue(try ok(["list"], now: "\(day)T08:01:04").contains("done"))
    try ok(["uncheck", "독서"], now: "\(day)T08:01:05")
    // Already done by hand: the timer stops and checks nothing in again.
    try ok(["check", "독서"], now: "\(day)T08:02:00")
    try ok(["timer", "독서", "1m"], now: "\(day)T08:02:00")
    XCTAssertEqual(try ok(["ack"], now: "\(day)T08:03:03"), "Stopped: ⏱ Time's up for 독서\n")
  }
}

/// The interface with two alarms ringing: Enter stops the one shown and the other takes the
/// overlay, still ringing, with its own check-in offer after.
final class InterfaceTwoAlarmsTests: EndToEndTestCase {
  private let day = "2026-12-02"

  private func delivered(_ habit: String) throws -> Int {
    let list = try XCTUnwrap(
      json(try ok(["delivered", "--json"], now: "\(day)T07:02:30")) as? [[String: Any]])
    return list.filter { $0["habit"] as? String == habit && $0["kind"] as? String == "alarm" }
      .count
  }

  func testEnterStopsTheAlarmShownAndTheOtherRingsOnWithItsOwnOffer() throws {
    try ok(["add", "Running", "--at", "07:00", "--alarm"], now: "\(day)T06:00:00")
    try ok(
      ["add", "물 마시기", "--target", "2", "--unit", "L", "--at", "07:00", "--alarm"],
      now: "\(day)T06:00:00")
    let tmux = try Tmux(
      command: interfaceCommand("--now \(day)T06:59:57"), width: 100, height: 30, folder: folder)
    try tmux.waitFor("also ringing: 물 마시기", timeout: 10)
    XCTAssertTrue(try tmux.screen().contains("Enter: stop · S: stop all · z: snooze 9 min"))
    try tmux.send("Enter")
    try tmux.waitFor("물 마시기 ringing on its own", timeout: 10) { screen in
      screen.contains("⏰ 물 마시기: it's time!") && !screen.contains("also ringing")
        && screen.contains("ringing · ")
    }
    let before = try delivered("물 마시기")
    try tmux.waitFor("a later ring of 물 마시기", timeout: 10) { _ in
      (try? self.delivered("물 마시기")) ?? 0 > before
    }
    XCTAssertEqual(try delivered("Running"), 0, "Running was stopped: its copies went")
    try tmux.send("Enter")
    try tmux.waitFor("Alarm for Running stopped.", timeout: 5)
    XCTAssertTrue(try tmux.screen().contains("Check Running in for today?"))
    try tmux.send("y")
    try tmux.waitFor("Alarm for 물 마시기 stopped.", timeout: 5)
    try tmux.send("Escape")
    try tmux.send("q")
    try tmux.waitFor("EXIT=0")
    let list = try ok(["list"], now: "\(day)T07:03:00")
    XCTAssertTrue(list.contains("Running    07:00 ⏰  daily     done"), list)
  }
}
