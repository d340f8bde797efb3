import Foundation
import HabitCLI
import HabitCore
import HabitStore
import XCTest

/// `export`: every format, read back by `import` to the same data; nothing overwritten unasked.
final class ExportCommandTests: CLITestCase {
  private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// Runs the command against another database of the test's folder.
  private func on(_ database: String, _ arguments: String...) -> String {
    let outcome = run(arguments, environment: ["HABITFLOW_DB": path(database)])
    XCTAssertEqual(outcome.status, 0, outcome.error)
    return String(outcome.output.dropLast())
  }

  private func someHabits() {
    ok("add", "러닝, \"fast\"", "--at", "07:00", "--days", "mon,wed,fri", "--start", "2026-11-01")
    ok("add", "Water", "--unit", "l", "--target", "2", "--start", "2026-11-01")
    ok("add", "Old", "--every", "3", "--start", "2026-10-01")
    ok("check", "러닝", "--date", "2026-11-02", "--note", "first; easy")
    ok("skip", "러닝", "--date", "2026-11-04")
    ok("log", "Water", "1.25", "--date", "2026-11-29")
    ok("check", "Old", "--date", "2026-10-01")
    ok("archive", "Old")
    ok("settings", "--week-start", "monday")
  }

  func testJSONImportedIntoAnEmptyDatabaseExportsTheSameAndReportsAgree() throws {
    someHabits()
    let exported = ok("export")
    XCTAssertTrue(exported.hasPrefix("{\"format\":\"habitflow\",\"version\":1,"))
    ok("export", "-o", path("all.json"))
    XCTAssertEqual(
      on("other.sqlite", "import", path("all.json")),
      "Imported 3 habits (3 new, 0 merged) and 4 check-ins (4 added, 0 changed) from the "
        + "HabitFlow export \(path("all.json")); settings changed: weekStart")
    XCTAssertEqual(on("other.sqlite", "export"), exported)
    for report in [
      ["list", "--json", "--all"], ["streak", "--json"], ["heatmap", "--json"],
      ["heatmap", "Water", "--json"], ["stats", "--json"], ["history", "러닝, \"fast\""],
    ] {
      let here = run(report).output
      XCTAssertEqual(run(report, environment: ["HABITFLOW_DB": path("other.sqlite")]).output, here)
    }
  }

  func testALoopBackupReadsBackToTheSameHabitsAndEntries() throws {
    someHabits()
    XCTAssertEqual(
      ok("export", "--format", "loop", "-o", path("loop.db")),
      "Exported 3 habits and 4 check-ins as loop to \(path("loop.db"))\n"
        + "\"러닝, \"fast\"\": Loop has no weekday schedule (mon,wed,fri goes as 3 times in 7 days, "
        + "reminded on those days); HabitFlow reads it back from this file\n"
        + "\"Old\": Loop has no every-3-days schedule (it goes as once in 3 days); HabitFlow "
        + "reads it back from this file")
    on("other.sqlite", "import", path("loop.db"))
    let mine = json(ok("export")) as? [String: Any]
    let theirs = json(on("other.sqlite", "export")) as? [String: Any]
    // Every field of every habit comes back, what Loop cannot hold from the backup's extras.
    let habits = { (file: [String: Any]?) -> [String]? in
      (file?["habits"] as? [[String: Any]])?.map { habit in
        let data = try? JSONSerialization.data(withJSONObject: habit, options: [.sortedKeys])
        return String(decoding: data ?? Data(), as: UTF8.self)
      }
    }
    XCTAssertEqual(habits(theirs), habits(mine))
    on("other.sqlite", "export", "--format", "loop", "-o", path("again.db"))
    on("third.sqlite", "import", path("again.db"))
    XCTAssertEqual(on("third.sqlite", "export"), on("other.sqlite", "export"))
  }

  func testCSVGoesToAFolderOrAZipAndComesBack() throws {
    someHabits()
    ok("export", "--format", "csv", "-o", path("csv"))
    let top = try FileManager.default.contentsOfDirectory(atPath: path("csv")).sorted()
    XCTAssertEqual(
      top,
      [
        "001 러닝, \"fast\"", "002 Water", "003 Old", "Checkmarks.csv", "HabitFlow.json",
        "Habits.csv", "Scores.csv",
      ])
    ok("export", "--format", "csv", "-o", path("csv.zip"))
    for source in ["csv", "csv.zip"] {
      let database = source + ".sqlite"
      on(database, "import", path(source))
      XCTAssertEqual(
        on(database, "history", "Water", "--from", "2026-11-29", "--to", "2026-11-29"),
        "2026-11-29  Sun  -        1.25 l")
      XCTAssertEqual(
        on(database, "history", "러닝, \"fast\"", "--from", "2026-11-02", "--to", "2026-11-04"),
        "2026-11-02  Mon  done     first; easy\n2026-11-03  Tue  -\n2026-11-04  Wed  skipped")
    }
  }

  func testICalendarGoesToStandardOutput() throws {
    someHabits()
    let calendar = ok("export", "--format", "ics")
    XCTAssertTrue(calendar.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"), calendar)
    XCTAssertTrue(calendar.contains("SUMMARY:러닝\\, \"fast\"\r\n"), calendar)
    XCTAssertTrue(calendar.contains("RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR\r\n"), calendar)
    XCTAssertTrue(calendar.contains("TZID:Asia/Seoul\r\n"), calendar)
    XCTAssertFalse(calendar.contains("SUMMARY:Water"), "untimed habits are not events")
  }

  /// RFC 5545 ends every line with CRLF: the last line's too, and nothing follows it, on
  /// standard output as in a file.
  func testICalendarEndsWithItsLastLinesCRLFAndNothingElse() throws {
    someHabits()
    let printed = run("export", "--format", "ics").output
    XCTAssertEqual(Array(printed.utf8.suffix(15)), Array("END:VCALENDAR\r\n".utf8))
    XCTAssertEqual(bareLineFeeds(printed), 0)
    let file = path("habits.ics")
    ok("export", "--format", "ics", "-o", file)
    let written = try XCTUnwrap(FileManager.default.contents(atPath: file))
    XCTAssertTrue(written == Data(printed.utf8), "the file and standard output differ")
  }

  /// Line feeds not preceded by a carriage return.
  private func bareLineFeeds(_ text: String) -> Int {
    let bytes = Array(text.utf8)
    return bytes.indices.filter { bytes[$0] == 0x0A && ($0 == 0 || bytes[$0 - 1] != 0x0D) }.count
  }

  func testNothingIsOverwrittenUnlessForcedAndBinaryFormatsNeedAPath() throws {
    someHabits()
    let taken = path("taken.json")
    try Data("mine".utf8).write(to: URL(fileURLWithPath: taken))
    refused(
      ["export", "-o", taken], status: 1,
      message: "\(taken) already exists; nothing was written (--force replaces it)")
    XCTAssertEqual(FileManager.default.contents(atPath: taken), Data("mine".utf8))
    ok("export", "-o", taken, "--force")
    XCTAssertEqual(
      String(decoding: FileManager.default.contents(atPath: taken)!, as: UTF8.self),
      ok("export") + "\n")
    refused(["export", "--format", "csv"], status: 2, message: "--format csv needs -o PATH")
    refused(["export", "--format", "loop"], status: 2, message: "--format loop needs -o PATH")
    refused(
      ["export", "--format", "xml"], status: 2,
      message: "--format takes one of json, csv, loop, ics, not 'xml'")
    ok("export", "--format", "csv", "-o", path("folder"))
    refused(
      ["export", "--format", "csv", "-o", path("folder")], status: 1,
      message: "\(path("folder")) already exists; nothing was written (--force replaces it)")
    try Data("stale".utf8).write(to: URL(fileURLWithPath: path("folder/stale.txt")))
    ok("export", "--format", "csv", "-o", path("folder"), "--force")
    XCTAssertFalse(FileManager.default.fileExists(atPath: path("folder/stale.txt")))
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    XCTAssertFalse(left.contains { $0.contains(".new-") }, "no temporary file left: \(left)")
  }

  func testAPathThatCannotBeWrittenIsSaidWithoutItsControlBytes() {
    someHabits()
    let path = folder.appendingPathComponent("no\u{1B}[31m/x.json").path
    refused(
      ["export", "-o", path], status: 1,
      message: "\(TerminalText.escaped(path)): cannot be written (No such file or directory)")
    XCTAssertTrue(TerminalText.escaped(path).contains("\\e[31m"))
  }
}
