import Foundation
import XCTest

/// `habitflow ask` as a person and a script use it: one key per answer in a terminal, one line
/// per answer from a pipe; every answer saved as it comes.
final class AskTests: EndToEndTestCase {
  private func question(_ day: String, _ name: String) -> String {
    "\(day)  \(name)  [y]es [n]o [s]kip [?] note, [q]uit: "
  }

  override func setUpWithError() throws {
    try super.setUpWithError()
    try ok(["add", "독서", "--start", "2026-11-20"])
    try ok(["add", "Gym", "--days", "mon,thu", "--start", "2026-11-20"])
  }

  /// The states `history` shows of a habit over the last three days.
  private func states(_ name: String) throws -> [String] {
    let days = try XCTUnwrap(
      try json(try ok(["history", name, "--from", "2026-11-28", "--json"])) as? [[String: Any]])
    return days.compactMap { $0["state"] as? String }
  }

  func testAnswersReadLineByLineFromAPipe() throws {
    let environment = environment().map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
    let (status, output) = try Tool.run(
      "/bin/sh",
      ["-c", "printf 'y\\nn\\ns\\n' | env -i \(environment) '\(Binary.url.path)' ask --days 3"])
    XCTAssertEqual(status, 0, output)
    XCTAssertEqual(
      output,
      question("2026-11-28 Sat", "독서") + "y\n" + question("2026-11-29 Sun", "독서") + "n\n"
        + question("2026-11-30 Mon", "독서") + "s\n" + question("2026-11-30 Mon", "Gym") + "\n"
        + "Recorded 2 (1 done, 1 skipped); 2 still open\n")
    XCTAssertEqual(try states("독서"), ["done", "none", "skipped"])
  }

  func testOneKeyAnswersInATerminalAndCtrlCKeepsWhatWasAnswered() throws {
    let tmux = try Tmux(
      command: interfaceCommand("--now 2026-11-30T09:00:00 ask --days 3"), width: 100, height: 30,
      folder: folder)
    // A screen's lines end without their trailing spaces.
    let shown = { (day: String) in String(self.question(day, "독서").dropLast()) }
    try tmux.waitFor(shown("2026-11-28 Sat"))
    try tmux.send("y")
    try tmux.waitFor(shown("2026-11-29 Sun"))
    try tmux.send("s")
    try tmux.waitFor(shown("2026-11-30 Mon"))
    try tmux.send("C-c")
    let screen = try tmux.waitFor("EXIT=")
    XCTAssertTrue(screen.contains("Recorded 2 (1 done, 1 skipped); 2 still open"), screen)
    XCTAssertTrue(screen.contains("EXIT=0"), screen)
    XCTAssertTrue(
      screen.hasPrefix(shown("2026-11-28 Sat") + " y\n" + shown("2026-11-29 Sun") + " s\n"), screen)
    XCTAssertEqual(try states("독서"), ["done", "skipped", "none"])
    // The terminal is given back as it was: a line typed now is echoed.
    try tmux.send("echo", "Space", "back", "Enter")
    try tmux.waitFor("echo back")
  }

  func testAnAmountIsTypedWithBackspaceAndCtrlCInItKeepsTheTerminal() throws {
    try ok(["add", "물", "--target", "2", "--unit", "L", "--start", "2026-11-30"])
    let prompt = "2026-11-30 Mon  물  amount (at least 2 L), [n]o [s]kip [?] note, [q]uit:"
    let tmux = try Tmux(
      command: interfaceCommand("--now 2026-11-30T09:00:00 ask 물"), width: 100, height: 30,
      folder: folder)
    try tmux.waitFor(prompt)
    // An arrow key answers nothing; a typo is taken back.
    try tmux.send("Up", "1", "BSpace", "2", ".", "5", "Enter")
    var screen = try tmux.waitFor("EXIT=")
    XCTAssertTrue(screen.hasPrefix(prompt + " 2.5\nRecorded 1 (1 done, 0 skipped)"), screen)
    XCTAssertTrue(try ok(["list"]).contains("2.5/2 L"))
    try ok(["uncheck", "물"])
    let again = try Tmux(
      command: interfaceCommand("--now 2026-11-30T09:00:00 ask 물"), width: 40, height: 12,
      folder: folder)
    try again.waitFor("[q]uit:")
    try again.send("3", "C-c")
    screen = try again.waitFor("EXIT=")
    XCTAssertTrue(screen.contains("Recorded nothing; 1 still open"), screen)
    XCTAssertTrue(screen.contains("EXIT=0"), screen)
    try again.send("echo", "Space", "back", "Enter")
    try again.waitFor("echo back")
  }
}
