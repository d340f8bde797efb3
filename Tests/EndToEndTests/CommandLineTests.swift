import Foundation
import HabitStore
import XCTest

/// Every command and every refusal, through the built binary.
final class CommandLineTests: EndToEndTestCase {
  func testEveryCommandRuns() throws {
    XCTAssertEqual(try ok(["--version"]), "habitflow 0.1.0\n")
    XCTAssertTrue(try ok(["help"]).contains("commands:"))
    XCTAssertTrue(try ok(["check", "--help"]).hasPrefix("usage: habitflow"))
    XCTAssertEqual(
      try ok(["add", "독서", "--at", "09:30", "--start", "2026-11-01"]),
      "Added 독서 (daily at 09:30, from 2026-11-01)\n")
    try ok(["add", "Running", "--days", "mon,wed,fri", "--at", "07:00", "--alarm"])
    try ok(["edit", "Running", "--every", "2", "--alarm", "off"])
    try ok(["check", "독서", "--date", "2026-11-29", "--note", "한 장"])
    try ok(["skip", "독서", "--date", "2026-11-28"])
    try ok(["check", "독서"])
    try ok(["uncheck", "독서"])
    XCTAssertEqual(
      try ok(["streak", "독서", "--json"]),
      #"{"habit":"독서","current":1,"best":1,"doneToday":false}"# + "\n")
    XCTAssertEqual((try json(try ok(["list", "--json"])) as? [Any])?.count, 2)
    let stats = try XCTUnwrap(try json(try ok(["stats", "독서", "--json"])) as? [String: Any])
    XCTAssertEqual(stats["total"] as? Int, 1)
    XCTAssertEqual(
      try XCTUnwrap(stats["score"] as? Double), (1 - pow(0.5, 1.0 / 13)) * pow(0.5, 1.0 / 13),
      accuracy: 1e-12, "11-28 skipped (no step), 11-29 checked, today a step of nothing")
    XCTAssertTrue(try ok(["stats"]).hasPrefix("Today          0 of 2 due habits done\n"))
    XCTAssertEqual(try ok(["achievements"]), "Nothing earned yet.\n")
    XCTAssertEqual(try ok(["achievements", "--json"]), "[]\n")
    XCTAssertEqual(
      ((try json(try ok(["heatmap", "--json"])) as? [String: Any])?["days"] as? [Any])?.count, 371)
    XCTAssertTrue(try ok(["heatmap", "독서"]).contains("Less .-+*# More"))
    XCTAssertTrue(
      try ok(["settings", "--week-start", "monday", "--json"]).hasPrefix(
        #"{"dayStart":"00:00","weekStart":"monday","masterEnabled":true,"#))
    XCTAssertEqual(try ok(["reschedule"]), "Armed 27 reminders until 2026-12-07T09:00:00+09:00\n")
    XCTAssertEqual((try json(try ok(["pending", "--json"])) as? [Any])?.count, 27)
    XCTAssertEqual((try json(try ok(["plan", "--json"])) as? [String: Any])?["dropped"] as? Int, 0)
    XCTAssertEqual(try ok(["delivered"]), "Nothing delivered.\n")
    let ack = try Binary.run(["ack"], environment: environment())
    XCTAssertEqual(ack.status, 1)
    XCTAssertEqual(ack.error, "habitflow: nothing is ringing\n")
    XCTAssertEqual(
      try ok(["timer", "독서", "1h"]), "Timer for 독서 rings at 2026-11-30T10:00:00+09:00\n")
    XCTAssertEqual(try ok(["watch", "--until", "2026-11-30T09:00:00"]), "")
    XCTAssertEqual(try ok(["remove", "Running"]), "Removed Running and its 0 check-ins\n")
  }

  func testEveryRefusalIsOneLineWithTheRightStatusAndNoChange() throws {
    try ok(["add", "독서", "--start", "2026-11-01", "--at", "07:00", "--alarm"])
    try ok(["add", "영어"])
    let cases: [([String], Int32, String)] = [
      (["add", ""], 2, "the habit name is empty"),
      (["add", "독서"], 1, "a habit named '독서' already exists"),
      (
        ["add", "x", "--at", "25:61"], 2,
        "invalid time '25:61' for --at: expected HH:MM from 00:00 to 23:59"
      ),
      (
        ["add", "x", "--every", "0"], 2,
        "invalid --every '0': expected a whole number of days from 1 to 3650"
      ),
      (
        ["add", "x", "--days", "mon,fry"], 2,
        "unknown weekday 'fry' in --days: use mon,tue,wed,thu,fri,sat,sun"
      ),
      (
        ["check", "독서", "--date", "2026-02-30"], 2,
        "invalid date '2026-02-30' for --date: expected a real day as YYYY-MM-DD"
      ),
      (
        ["check", "독서", "--date", "2026-12-01"], 1,
        "2026-12-01 is in the future (today is 2026-11-30)"
      ),
      (
        ["skip", "독서", "--date", "2026-10-31"], 1, "2026-10-31 is before '독서' started (2026-11-01)"
      ),
      (["check", "없음"], 1, "no habit named '없음' (see 'habitflow list')"),
      (["edit", "영어", "--rename", "독서"], 1, "a habit named '독서' already exists"),
      (["frobnicate"], 2, "unknown command 'frobnicate' (see 'habitflow help')"),
      (["list", "--frob"], 2, "unknown option '--frob' for 'list'"),
      (
        ["--now", "noon", "list"], 2,
        "invalid --now 'noon': expected ISO 8601 such as 2026-11-30T09:00:00+09:00"
      ),
    ]
    for (arguments, status, message) in cases {
      let before = try snapshot()
      let result = try Binary.run(arguments, environment: environment())
      XCTAssertEqual(result.status, status, "\(arguments)")
      XCTAssertEqual(result.error, "habitflow: \(message)\n")
      XCTAssertEqual(result.output, "")
      XCTAssertEqual(try snapshot(), before, "\(arguments) changed the database")
    }
  }

  func testAForeignFileIsLeftUntouched() throws {
    let bytes = Data("SQLite format 3? no, a grocery list\n".utf8)
    _ = FileManager.default.createFile(atPath: database, contents: bytes)
    let result = try Binary.run(["add", "x"], environment: environment())
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.error, "habitflow: \(database) is not a HabitFlow database; it was left untouched\n")
    XCTAssertEqual(FileManager.default.contents(atPath: database), bytes)
  }

  func testTheDefaultLocationFollowsXDG() throws {
    var env = environment()
    env["HABITFLOW_DB"] = nil
    env["XDG_DATA_HOME"] = folder.appendingPathComponent("data").path
    XCTAssertEqual(try Binary.run(["add", "독서"], environment: env).status, 0)
    let expected = folder.appendingPathComponent("data/habitflow/habitflow.sqlite").path
    XCTAssertTrue(FileManager.default.fileExists(atPath: expected))
    env["XDG_DATA_HOME"] = nil
    XCTAssertEqual(try Binary.run(["add", "독서"], environment: env).status, 0)
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(".local/share/habitflow/habitflow.sqlite").path))
  }

  func testNoColourWhenNotATerminal() throws {
    try ok(["add", "독서"])
    let output = try ok(["heatmap", "독서"])
    XCTAssertFalse(output.contains("\u{1B}"))
  }

  func testTwoProcessesWritingAtOnceBothLand() throws {
    try ok(["add", "a", "--start", "2026-01-01"])
    try ok(["add", "b", "--start", "2026-01-01"])
    // Eight processes at a time (two habits x four days), all writing the same file.
    let unique = (1...31).map { "2026-10-" + ($0 < 10 ? "0" : "") + String($0) }
    var failures: [String] = []
    for chunk in stride(from: 0, to: unique.count, by: 4) {
      let slice = unique[chunk..<min(chunk + 4, unique.count)]
      let running = try slice.flatMap { day in
        try ["a", "b"].map {
          try Binary.start(["check", $0, "--date", day], environment: environment())
        }
      }
      for result in running.map(Binary.finish) where result.status != 0 {
        failures.append(result.error)
      }
    }
    XCTAssertEqual(failures, [])
    let store = try HabitStore(path: database)
    for habit in try store.read({ try $0.habits() }) {
      XCTAssertEqual(
        try store.read { try $0.entries(habitID: habit.id) }.count, unique.count, habit.name)
    }
  }

  private func snapshot() throws -> String {
    let store = try HabitStore(path: database)
    let habits = try store.read { try $0.habits(includeArchived: true) }
    let entries = try store.read { db in try habits.map { try db.entries(habitID: $0.id) } }
    return
      "\(habits)\(entries)\(try store.read { try $0.settingValues() }.sorted { $0.key < $1.key })"
  }
}
