import Foundation
import XCTest

/// The database file under stress: devices, concurrent first use, read-only files and folders.
final class DatabaseFileTests: EndToEndTestCase {
  func testADeviceIsRefusedAndLeftAlone() throws {
    let journalExisted = FileManager.default.fileExists(atPath: "/dev/null-journal")
    let result = try Binary.run(["--db", "/dev/null", "list"], environment: environment())
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.error, "habitflow: /dev/null is not a regular file; it was left untouched\n")
    XCTAssertEqual(FileManager.default.fileExists(atPath: "/dev/null-journal"), journalExisted)
  }

  func testTheInterfaceSaysItCreatedTheDatabaseOnceTheTerminalIsBack() throws {
    let path = folder.appendingPathComponent("new.sqlite").path
    let command =
      "env -i PATH=/usr/bin:/bin HOME='\(folder.path)' TERM=xterm-256color LANG=C.UTF-8 "
      + "TZ=Asia/Seoul '\(Binary.url.path)' --db '\(path)' --now 2026-11-30T06:00:00; "
      + "echo EXIT=$?; sleep 30"
    let tmux = try Tmux(command: command, width: 200, height: 30, folder: folder)
    try tmux.waitFor("HabitFlow")
    try tmux.send("q")
    let screen = try tmux.waitFor("EXIT=")
    XCTAssertTrue(
      screen.contains("habitflow: created a new database at \(path)\nEXIT=0"), screen)
  }

  func testSixteenProcessesStartingOnAMissingDatabaseAllSucceed() throws {
    for round in 1...20 {
      let path = folder.appendingPathComponent("round \(round)/habitflow.sqlite").path
      let running = try (1...16).map {
        try Binary.start(["--db", path, "add", "habit \($0)"], environment: environment())
      }
      let results = running.map(Binary.finish)
      XCTAssertEqual(results.filter { $0.status != 0 }.map(\.error), [], "round \(round)")
      XCTAssertEqual(
        results.filter { $0.error == "habitflow: created a new database at \(path)\n" }.count, 1)
      let list = try Binary.run(["--db", path, "list", "--json"], environment: environment())
      XCTAssertEqual((try json(list.output) as? [Any])?.count, 16, "round \(round)")
      let files = try FileManager.default.contentsOfDirectory(
        atPath: (path as NSString).deletingLastPathComponent)
      // The file and its write-ahead log with the log's index: no temporary file left beside.
      XCTAssertEqual(
        files.sorted(), ["habitflow.sqlite", "habitflow.sqlite-shm", "habitflow.sqlite-wal"],
        "round \(round): files left beside")
    }
  }

  /// What the read commands print, as (arguments, output) pairs.
  private func reads() throws -> [([String], String)] {
    try [
      ["list"], ["list", "--json"], ["streak", "--json"], ["heatmap", "독서", "--json"],
      ["heatmap"], ["pending", "--json"], ["delivered"], ["plan", "--json"],
    ].map { ($0, try ok($0)) }
  }

  /// Makes the database, runs `protect`, and checks reads work, writes are refused and nothing changes.
  private func checkReadOnly(
    leaving left: [String] = ["e2e.sqlite", "e2e.sqlite-shm", "e2e.sqlite-wal"],
    protect: () throws -> Void, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    try ok(["add", "독서", "--at", "09:30", "--start", "2026-11-01"])
    try ok(["check", "독서", "--date", "2026-11-29"])
    let expected = try reads()
    let bytes = FileManager.default.contents(atPath: database)
    try protect()
    for (arguments, output) in expected {
      let result = try Binary.run(
        arguments, environment: environment(), launcher: Binary.withoutOverride)
      XCTAssertEqual(result.error, "", "\(arguments)", file: file, line: line)
      XCTAssertEqual(result.output, output, "\(arguments)", file: file, line: line)
    }
    for arguments in [["add", "영어"], ["check", "독서"], ["reschedule"]] {
      let result = try Binary.run(
        arguments, environment: environment(), launcher: Binary.withoutOverride)
      XCTAssertEqual(result.status, 1, "\(arguments)", file: file, line: line)
      XCTAssertEqual(
        result.error, "habitflow: the database is read-only (\(database)); nothing was changed\n",
        file: file, line: line)
    }
    XCTAssertEqual(FileManager.default.contents(atPath: database), bytes, file: file, line: line)
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), left,
      "the log's files kept beside, nothing added", file: file, line: line)
  }

  /// Every command that wrote folds the log into the file as it ends, though it leaves closing
  /// the file to the operating system: the file alone, copied while nothing runs, holds it all.
  func testEveryWriteIsInTheFileAloneOnceTheCommandEnds() throws {
    try ok(["add", "독서", "--start", "2026-11-01"])
    try ok(["check", "독서", "--date", "2026-11-29"])
    try ok(["skip", "독서", "--date", "2026-11-28"])
    let log = try FileManager.default.attributesOfItem(atPath: database + "-wal")
    XCTAssertEqual((log[.size] as? NSNumber)?.intValue, 0, "the log is empty")
    let copy = folder.appendingPathComponent("copy.sqlite").path
    try FileManager.default.copyItem(atPath: database, toPath: copy)
    let days = try Binary.run(
      ["--db", copy, "heatmap", "독서", "--json"], environment: environment())
    XCTAssertEqual(days.status, 0, days.error)
    let shown = (try json(days.output) as? [String: Any])?["days"] as? [[String: Any]] ?? []
    var states: [String: String] = [:]
    for day in shown { states[day["date"] as? String ?? ""] = day["state"] as? String }
    XCTAssertEqual(states["2026-11-29"], "done")
    XCTAssertEqual(states["2026-11-28"], "skipped")
  }

  func testAReadOnlyFileCanBeRead() throws {
    try checkReadOnly { chmod(database, 0o444) }
  }

  func testADatabaseInAReadOnlyFolderCanBeRead() throws {
    defer { chmod(folder.path, 0o755) }
    try checkReadOnly { chmod(folder.path, 0o555) }
  }

  /// Copied without the log's index (as some backup tools copy): the empty log holds nothing.
  func testADatabaseWithItsEmptyLogButNoIndexInAReadOnlyFolderCanBeRead() throws {
    defer { chmod(folder.path, 0o755) }
    try checkReadOnly(leaving: ["e2e.sqlite", "e2e.sqlite-wal"]) {
      unlink(database + "-shm")
      chmod(folder.path, 0o555)
    }
  }
}
