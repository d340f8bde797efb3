import Foundation
import XCTest

/// The full-screen interface in a real terminal (tmux): the journeys a person takes.
final class InterfaceTests: EndToEndTestCase {
  private let zone = "Asia/Seoul"
  private let setup = "2026-11-30T06:00:00"

  /// The command line that starts the interface in tmux, then reports its exit status.
  private func command(
    _ arguments: String, term: String = "xterm-256color", lang: String = "C.UTF-8"
  ) -> String {
    "env -i PATH=/usr/bin:/bin HOME='\(folder.path)' TERM=\(term) LANG=\(lang) TZ=\(zone) "
      + "HABITFLOW_DB='\(database)' '\(Binary.url.path)' \(arguments); echo EXIT=$?; sleep 30"
  }

  private func cli(_ arguments: [String], now: String) throws -> String {
    try ok(arguments, zone: zone, now: now)
  }

  func testTheDailyJourney() throws {
    try cli(["add", "독서", "--at", "09:30", "--start", "2026-11-01"], now: setup)
    try cli(["add", "러닝", "--at", "07:01", "--alarm", "--start", "2026-11-01"], now: setup)
    try cli(["check", "독서", "--date", "2026-11-29"], now: setup)
    let tmux = try Tmux(
      command: command("--now 2026-11-30T07:00:30 --speed 10"), width: 100, height: 32,
      folder: folder)
    var screen = try tmux.waitFor("러닝")
    XCTAssertTrue(screen.contains(" > [ ] 독서"), screen)
    XCTAssertTrue(screen.contains("독서 · streak 1 · best 1"), screen)

    // Check in the first habit with space: the streak grows and a CLI call sees it.
    try tmux.send("Space")
    try tmux.waitFor("독서 · streak 2 · best 2")
    XCTAssertTrue(
      try cli(["streak", "독서", "--json"], now: "2026-11-30T07:00:40").contains(#""doneToday":true"#)
    )

    // Settings: switch reminders off on the first field, and on again for the alarm.
    try tmux.send(",")
    try tmux.waitFor("Settings")
    try tmux.send("Space")
    try tmux.waitFor("< off >")
    XCTAssertTrue(
      try cli(["settings", "--json"], now: "2026-11-30T07:00:40").contains(
        #""masterEnabled":false"#))
    XCTAssertEqual(try cli(["pending"], now: "2026-11-30T07:00:40"), "Nothing pending.\n")
    try tmux.send("Space")
    try tmux.waitFor("< on >")
    try tmux.send("Escape")

    // 07:01 arrives under --speed 10: the overlay takes the screen and the bell rings.
    screen = try tmux.waitFor("Enter: stop", timeout: 15)
    XCTAssertTrue(screen.contains("⏰  러닝"), screen)
    try tmux.waitFor("BEL in the raw output", timeout: 5) { _ in tmux.rawBytes().contains(0x07) }
    try tmux.send("Enter")
    try tmux.waitFor("the overlay gone") { !$0.contains("Enter: stop") }
    let pending = try cli(["pending", "--json"], now: "2026-11-30T07:01:30")
    XCTAssertFalse(pending.contains(":2026-11-30T0701:"), "the burst left pending requests")
    XCTAssertFalse(
      try cli(["delivered", "--json"], now: "2026-11-30T07:01:30").contains(#""kind":"alarm""#))
    try takeTheOfferedCheckInAndUndoIt(tmux)

    // Shrink to 40x12 and back.
    try tmux.resize(width: 40, height: 12)
    try tmux.waitFor("11-30 Mon")
    try tmux.resize(width: 100, height: 32)
    try tmux.waitFor("HabitFlow · Mon 2026-11-30")

    // q leaves a clean terminal and exit status 0.
    try tmux.send("q")
    screen = try tmux.waitFor("EXIT=0")
    XCTAssertFalse(screen.contains("HabitFlow ·"), "the interface is still on screen:\n\(screen)")
  }

  /// Stopping the alarm offers the check-in; taking it is a change that undo takes back.
  private func takeTheOfferedCheckInAndUndoIt(_ tmux: Tmux) throws {
    try tmux.waitFor("Check 러닝 in for today?")
    XCTAssertTrue(try tmux.screen().contains("[ ] 러닝"), "nothing is checked in silently")
    try tmux.send("y")
    try tmux.waitFor("[x] 러닝")
    try tmux.send("u")
    try tmux.waitFor("Undid: 러닝 checked in")
    try tmux.waitFor("[ ] 러닝")
  }

  func testAChangeFromTheCommandLineShowsUp() throws {
    try cli(["add", "물 마시기", "--start", "2026-11-01"], now: setup)
    let tmux = try Tmux(
      command: command("--now 2026-11-30T09:00:00"), width: 100, height: 30, folder: folder)
    try tmux.waitFor("[ ] 물 마시기")
    try cli(["check", "물 마시기"], now: "2026-11-30T09:00:05")
    try tmux.send("j")  // any key wakes the loop, which notices the change
    try tmux.waitFor("[x] 물 마시기")
  }

  func testAddingAKoreanHabitInTheForm() throws {
    let tmux = try Tmux(
      command: command("--now 2026-11-30T09:00:00"), width: 100, height: 30, folder: folder)
    try tmux.waitFor("No habits yet")
    try tmux.send("a")
    try tmux.waitFor("New habit")
    try tmux.send("-l", "명상 🧘")
    try tmux.send("Tab", "Tab")  // past the kind, to the times
    try tmux.send("-l", "21:30")
    try tmux.send("Enter")
    try tmux.waitFor("[ ] 명상 🧘")
    XCTAssertTrue(
      try cli(["list", "--json"], now: "2026-11-30T09:00:10").contains(
        #""name":"명상 🧘","targetTime":"21:30""#))
    try tmux.send("u")
    try tmux.waitFor("No habits yet")
    try tmux.send("U")
    try tmux.waitFor("[ ] 명상 🧘")
  }

  func testNoUsableTerminalIsAClearError() throws {
    for (term, message) in [
      ("dumb", "TERM is dumb"), ("nosuchterminal", "unknown terminal type 'nosuchterminal'"),
    ] {
      let tmux = try Tmux(command: command("", term: term), width: 80, height: 10, folder: folder)
      let screen = try tmux.waitFor("EXIT=1")
      XCTAssertTrue(screen.contains(message), screen)
    }
    let piped = try Binary.run([], environment: environment())
    XCTAssertEqual(piped.status, 1)
    XCTAssertEqual(
      piped.error, "habitflow: the interface needs a terminal; use a command (habitflow help)\n")
  }

  func testCtrlCQuitsCleanly() throws {
    let tmux = try Tmux(
      command: command("--now 2026-11-30T09:00:00"), width: 40, height: 12, folder: folder)
    try tmux.waitFor("No habits yet")
    try tmux.send("C-c")
    let screen = try tmux.waitFor("EXIT=0")
    XCTAssertFalse(screen.contains("No habits yet"), screen)
  }

  func testSIGTERMRestoresTheTerminal() throws {
    let tmux = try Tmux(
      command: command("--now 2026-11-30T09:00:00"), width: 100, height: 30, folder: folder)
    try tmux.waitFor("No habits yet")
    let shell = try tmux.panePID()
    let children = try Binary.shell("pgrep -P \(shell)")
    for pid in children.split(separator: "\n").compactMap({ Int32($0) }) { kill(pid, SIGTERM) }
    let screen = try tmux.waitFor("EXIT=0")
    XCTAssertFalse(screen.contains("No habits yet"), screen)
  }

  func testAKoreanLocaleGetsAKoreanInterface() throws {
    // ko_KR.UTF-8 need not be installed: the interface still draws Hangul.
    let tmux = try Tmux(
      command: command("--now 2026-11-30T09:00:00", lang: "ko_KR.UTF-8"), width: 40, height: 12,
      folder: folder)
    try tmux.waitFor("아직 습관이 없어요.")
    try tmux.send("a")
    try tmux.waitFor("새 습관")
    try tmux.send("-l", "운동")
    try tmux.send("Enter")
    try tmux.waitFor("[ ] 운동")
    try tmux.send("d")
    try tmux.waitFor("운동과 그 기록을 모두 삭제할까요?")
    try tmux.send("y")
    try tmux.waitFor("아직 습관이 없어요.")
    try tmux.send("u")
    try tmux.waitFor("되돌림: 운동 삭제")
    try tmux.send("?")
    try tmux.waitFor("j/k: 스크롤 · Esc: 닫기")
    try tmux.send("G")
    let help = try tmux.waitFor("도움말, 닫기, 종료")
    XCTAssertFalse(help.contains("quit"), help)
  }

  func testATimerCountsDownAndCanBeCancelled() throws {
    try cli(["add", "독서", "--start", "2026-11-01"], now: setup)
    let tmux = try Tmux(
      command: command("--now 2026-11-30T09:00:00"), width: 100, height: 30, folder: folder)
    try tmux.waitFor("[ ] 독서")
    try tmux.send("t", "BSpace", "BSpace", "BSpace")
    try tmux.send("-l", "10m")
    try tmux.send("Enter")
    try tmux.waitFor("⏱ 독서 9:5")
    XCTAssertTrue(
      try cli(["pending", "--json"], now: "2026-11-30T09:00:10").contains(#""kind":"timer""#))
    try tmux.send("t")
    try tmux.waitFor("Cancel the timer for 독서?")
    try tmux.send("y")
    try tmux.waitFor("Timer for 독서 cancelled")
    XCTAssertFalse(try tmux.screen().contains("⏱ 독서"))
    XCTAssertFalse(
      try cli(["pending", "--json"], now: "2026-11-30T09:00:10").contains(#""kind":"timer""#))
  }

  func testAnAlarmNobodyStopsClosesAsMissed() throws {
    try cli(["add", "러닝", "--at", "07:00", "--alarm", "--start", "2026-11-01"], now: setup)
    // At 30 times real speed the alarm rings after four seconds and rings out four seconds later.
    let tmux = try Tmux(
      command: command("--now 2026-11-30T06:58:00 --speed 30"), width: 100, height: 30,
      folder: folder)
    try tmux.waitFor("Enter: stop", timeout: 20)
    let screen = try tmux.waitFor("Missed: ⏰ 러닝 alarm at 07:00", timeout: 20)
    XCTAssertFalse(screen.contains("Enter: stop"), screen)
    XCTAssertTrue(
      try cli(["delivered", "--json"], now: "2026-11-30T07:05:00").contains(#""kind":"alarm""#),
      "the notification center keeps the missed burst")
  }
}
