import Foundation
import XCTest

/// Habits that start after today (a planned habit, or a Loop habit without entries that starts
/// on the day it was imported, read with an earlier `--now`): every command that reads a
/// habit's days from its start through today answers, none traps.
final class FutureStartTests: EndToEndTestCase {
  private let today = "2026-12-02T10:00:00"

  /// One habit of each kind starting on 2026-12-10, one of them with a check-in on its start,
  /// and one starting next year.
  private func futureHabits() throws {
    try ok(["add", "New year", "--start", "2027-01-10"], now: today)
    try ok(["add", "Later", "--start", "2026-12-10"], now: today)
    try ok(["add", "물", "--target", "2", "--unit", "L", "--start", "2026-12-10"], now: today)
    try ok(["add", "커피", "--target", "2", "--at-most", "--start", "2026-12-10"], now: today)
    try ok(["add", "Gym", "--times", "3", "--per", "7", "--start", "2026-12-10"], now: today)
    try ok(
      ["add", "Piano", "--at", "09:00", "--days", "mon,wed", "--start", "2026-12-10"], now: today)
    try ok(["check", "Gym", "--date", "2026-12-10"], now: "2026-12-10T10:00:00")
  }

  /// Every reading command, for every habit and for all of them, exits 0 with output.
  func testEveryCommandAnswersForHabitsThatStartAfterToday() throws {
    try futureHabits()
    var commands: [[String]] = [
      ["list"], ["list", "--json"], ["stats"], ["stats", "--json"], ["achievements"],
      ["achievements", "--json"], ["heatmap"], ["streak"], ["status"], ["plan"], ["export"],
      ["export", "--format", "ics"],
      ["export", "--format", "csv", "-o", folder.appendingPathComponent("csv").path],
      ["export", "--format", "csv", "-o", folder.appendingPathComponent("loop.zip").path],
      ["export", "--format", "loop", "-o", folder.appendingPathComponent("loop.db").path],
    ]
    for name in ["New year", "Later", "물", "커피", "Gym", "Piano"] {
      commands += [
        ["stats", name], ["stats", name, "--json"], ["history", name],
        ["history", name, "--json"], ["heatmap", name], ["streak", name, "--json"],
      ]
    }
    for command in commands {
      let result = try Binary.run(command, environment: environment(zone: "Asia/Seoul", now: today))
      XCTAssertEqual(result.status, 0, "\(command): \(result.error)")
    }
  }

  /// With only a habit that starts next year, the years from the first start through today are
  /// none at all.
  func testOnlyAHabitStartingNextYear() throws {
    try ok(["add", "New year", "--start", "2027-01-10"], now: today)
    for command in [
      ["stats"], ["achievements"], ["list"], ["heatmap"], ["status"], ["stats", "New year"],
    ] {
      let result = try Binary.run(command, environment: environment(zone: "Asia/Seoul", now: today))
      XCTAssertEqual(result.status, 0, "\(command): \(result.error)")
    }
    try browseStatistics(of: 1)
  }

  /// The figures of a habit that has not started are empty, not invented.
  func testTheStatisticsOfAHabitThatHasNotStartedAreEmpty() throws {
    try futureHabits()
    let figures = try XCTUnwrap(
      json(try ok(["stats", "Later", "--json"], now: today)) as? [String: Any])
    XCTAssertEqual(figures["score"] as? Double, 0)
    XCTAssertEqual(figures["total"] as? Int, 0)
    XCTAssertEqual((figures["scores"] as? [Any])?.count, 0)
    let earned = try XCTUnwrap(json(try ok(["achievements", "--json"], now: today)) as? [Any])
    XCTAssertEqual(earned.count, 0)
  }

  /// The interface opens on them, and their statistics screen shows.
  func testTheInterfaceShowsThemAndTheirStatistics() throws {
    try futureHabits()
    try browseStatistics(of: 7)
  }

  /// The interface at 100x30 opened today: the first `count` habits' statistics are opened and
  /// closed in turn, then the interface quits cleanly.
  private func browseStatistics(of count: Int) throws {
    let tmux = try Tmux(
      command:
        "env -i PATH=/usr/bin:/bin HOME='\(folder.path)' TERM=xterm-256color LANG=C.UTF-8 "
        + "TZ=Asia/Seoul HABITFLOW_DB='\(database)' '\(Binary.url.path)' --now \(today); "
        + "echo EXIT=$?; sleep 30",
      width: 100, height: 30, folder: folder)
    try tmux.waitFor("New year")
    for _ in 0..<count {
      try tmux.send("i")
      try tmux.waitFor("Statistics · ")
      try tmux.send("Escape")
      try tmux.waitFor("the main screen") { !$0.contains("Statistics · ") }
      try tmux.send("j")
    }
    try tmux.send("q")
    try tmux.waitFor("EXIT=0")
  }
}
