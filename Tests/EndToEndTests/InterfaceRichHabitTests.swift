import Foundation
import XCTest

/// The richer habits in a real terminal (tmux): a measurable habit made in the form and filled
/// with space and `+`; archive, unarchive and order.
final class InterfaceRichHabitTests: EndToEndTestCase {
  private let zone = "Asia/Seoul"
  private let setup = "2026-11-30T06:00:00"

  /// The command line that starts the interface in tmux, then reports its exit status.
  private func command(_ arguments: String) -> String {
    "env -i PATH=/usr/bin:/bin HOME='\(folder.path)' TERM=xterm-256color LANG=C.UTF-8 TZ=\(zone) "
      + "HABITFLOW_DB='\(database)' '\(Binary.url.path)' \(arguments); echo EXIT=$?; sleep 30"
  }

  func testAMeasurableHabitFromTheFormTakesAmounts() throws {
    let tmux = try Tmux(
      command: command("--now 2026-11-30T09:00:00"), width: 100, height: 30, folder: folder)
    try tmux.waitFor("No habits yet")
    try tmux.send("a")
    try tmux.waitFor("New habit")
    try tmux.send("-l", "물 마시기")
    try tmux.send("Tab", "Space")  // Kind: measurable
    try tmux.waitFor("< measurable >")
    try tmux.send("Tab")
    try tmux.send("-l", "L")
    try tmux.send("Tab", "BSpace")
    try tmux.send("-l", "2")
    try tmux.send("Enter")
    try tmux.waitFor(">   0/2 L 물 마시기")

    // Space asks for the amount; Enter sets it.
    try tmux.send("Space")
    try tmux.waitFor("target: at least 2 L")
    try tmux.send("-l", "1.5")
    try tmux.send("Enter")
    try tmux.waitFor(">   1.5/2 L 물 마시기")
    // A wrong amount is refused with the reason; what was typed stays.
    try tmux.send("+")
    try tmux.waitFor("So far 1.5 L")
    try tmux.send("-l", "0.5x")
    try tmux.send("Enter")
    try tmux.waitFor("An amount is a number such as 2 or 0.25")
    try tmux.send("BSpace", "Enter")
    let met = try tmux.waitFor("> ✓ 2/2 L 물 마시기")
    XCTAssertTrue(met.contains("1/1 done"), met)
    try tmux.send("u")
    try tmux.waitFor("Undid: 물 마시기 2 L recorded")
    try tmux.waitFor(">   1.5/2 L 물 마시기")

    // The amount is stored: a new interface shows it.
    try tmux.send("q")
    try tmux.waitFor("EXIT=0")
    let again = try Tmux(
      command: command("--now 2026-11-30T09:05:00"), width: 40, height: 12, folder: folder)
    try again.waitFor(">   1.5/2 L 물 마시기")
  }

  func testArchiveUnarchiveAndOrder() throws {
    for name in ["독서", "영어", "명상"] {
      try ok(["add", name, "--start", "2026-11-01"], zone: zone, now: setup)
    }
    let tmux = try Tmux(
      command: command("--now 2026-11-30T09:00:00"), width: 100, height: 30, folder: folder)
    try tmux.waitFor("[ ] 명상")

    // v archives the selected habit: it leaves the list and the day's count.
    try tmux.send("v")
    try tmux.waitFor("독서 archived: A shows archived habits, u undoes")
    var screen = try tmux.waitFor("0/2 done")
    XCTAssertFalse(screen.contains("[ ] 독서"), screen)
    // A shows it, marked, after the others; v there brings it back.
    try tmux.send("A")
    try tmux.waitFor("[a] 독서")
    try tmux.send("G", "v")
    try tmux.waitFor("독서 back in the list")
    try tmux.waitFor("0/3 done")
    // Undo archives it again; redo brings it back.
    try tmux.send("u")
    try tmux.waitFor("Undid: 독서 unarchived")
    try tmux.waitFor("[a] 독서")
    try tmux.send("U")
    try tmux.waitFor("Redid: 독서 unarchived")
    try tmux.waitFor("0/3 done")

    // J moves the selected habit down; the command line sees the new order.
    try tmux.send("A", "g", "J")
    // 독서 starts on top, selected: wait for the list below it to show the move itself.
    screen = try tmux.waitFor("독서 under 영어") { screen in
      let rows = screen.components(separatedBy: "\n")
      let reading = rows.firstIndex { $0.contains(" > [ ] 독서") }
      let english = rows.firstIndex { $0.contains("[ ] 영어") }
      return reading != nil && english != nil && english! < reading!
    }
    let lines = screen.components(separatedBy: "\n")
    XCTAssertEqual(
      lines.filter { $0.contains("[ ]") }.map {
        $0.contains("영어") ? "영어" : $0.contains("독서") ? "독서" : "명상"
      },
      ["영어", "독서", "명상"], screen)
    let list = try ok(["list"], zone: zone, now: "2026-11-30T09:00:10")
    let order = ["영어", "독서", "명상"].map { list.range(of: $0)!.lowerBound }
    XCTAssertEqual(order, order.sorted(), list)
  }
}
