import Foundation
import XCTest

/// The statistics screen in a real terminal (tmux): opened with `i`, read from the whole history,
/// scrolled to the achievements, switched to months, closed.
final class InterfaceStatisticsTests: EndToEndTestCase {
  private let zone = "Asia/Seoul"

  private func command(_ arguments: String) -> String {
    "env -i PATH=/usr/bin:/bin HOME='\(folder.path)' TERM=xterm-256color LANG=C.UTF-8 TZ=\(zone) "
      + "HABITFLOW_DB='\(database)' '\(Binary.url.path)' \(arguments); echo EXIT=$?; sleep 30"
  }

  /// The interface at 100x30 on 2026-11-30 with 독서 checked every day from November `first`
  /// through the 29th (today open).
  private func interface(checkedFrom first: Int) throws -> Tmux {
    let setup = "2026-11-30T06:00:00"
    try ok(["add", "독서", "--start", "2026-11-\(first)"], zone: zone, now: setup)
    for day in first...29 {
      try ok(["check", "독서", "--date", "2026-11-\(day)"], zone: zone, now: setup)
    }
    let tmux = try Tmux(
      command: command("--now 2026-11-30T09:00:00"), width: 100, height: 30, folder: folder)
    try tmux.waitFor("[ ] 독서")
    return tmux
  }

  func testTheStatisticsOfAHabit() throws {
    let tmux = try interface(checkedFrom: 21)
    try tmux.send("i")
    // The panel opens at once; its figures, read from the whole history, a frame later.
    var screen = try tmux.waitFor("Check-ins 9 · streak 9 now")
    XCTAssertTrue(screen.contains("Statistics · 독서"), screen)
    XCTAssertTrue(screen.contains("Done: week 100% · month 100% · year 100% · all 100%"), screen)
    XCTAssertTrue(screen.contains("100% ⠀"), screen)
    try tmux.send("G")
    screen = try tmux.waitFor("2026-11-27  7-day streak")
    XCTAssertTrue(screen.contains("Achievements"), screen)
    try tmux.send("g", "m")
    screen = try tmux.waitFor("By month")
    XCTAssertTrue(screen.contains("2026-11 ############################## 9"), screen)
    try tmux.send("Escape")
    try tmux.waitFor("the main screen again") { !$0.contains("Statistics · 독서") }
  }

  func testACheckInThatEarnsAnAchievementSaysSo() throws {
    let tmux = try interface(checkedFrom: 24)
    try tmux.send("Space")
    try tmux.waitFor("🏆 독서: 7-day streak")
    try tmux.send("u")
    try tmux.waitFor("the undo said, the banner gone") {
      $0.contains("Undid") && !$0.contains("🏆")
    }
    // Taken away by the undo, earned again.
    try tmux.send("Space")
    try tmux.waitFor("🏆 독서: 7-day streak")
  }
}
