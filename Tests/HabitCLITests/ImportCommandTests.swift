import Foundation
import HabitCLI
import HabitStore
import XCTest

/// `import`: each format from files made by the other program's rules; all or nothing.
final class ImportCommandTests: CLITestCase {
  func file(_ name: String, _ text: String) throws -> String {
    let path = folder.appendingPathComponent(name).path
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// A Loop backup of schema 12 (no values, no types): Run with three check-ins, one twice,
  /// and a row of a deleted habit.
  func loop12() throws -> String {
    let path = folder.appendingPathComponent("loop12.db").path
    let database = try Database(path: path, mode: .create)
    let day = 20_454 * 86_400_000  // 2026-01-01
    try database.execute(
      """
      CREATE TABLE Habits (id integer primary key autoincrement, archived integer, color integer,
        description text, freq_den integer, freq_num integer, highlight integer, name text,
        position integer, reminder_hour integer, reminder_min integer,
        reminder_days integer not null default 127);
      CREATE TABLE Repetitions (id integer primary key autoincrement, habit integer, timestamp integer);
      INSERT INTO Habits VALUES (1, 0, 11, 'Did you run?', 7, 3, 0, 'Run', 0, 6, 45, 127);
      INSERT INTO Repetitions (habit, timestamp) VALUES (1, \(day)), (1, \(day + 86_400_000)),
        (1, \(day)), (1, \(day + 3 * 86_400_000)), (7, \(day));
      PRAGMA user_version = 12;
      """)
    return path
  }

  func harshFolder() throws -> String {
    _ = try file(
      "harsh/habits",
      "! Health\nRun: 1\n# every other day\nGym: 3/7\nOld: 1w: 2026-06-01\n")
    _ = try file(
      "harsh/log",
      "2026-11-01 : Run : y\n2026-11-02 : Run : s : rain\n2026-11-02 : Gym : y : Leg day : 1.5\n"
        + "2026-11-03 : 독서 : y")
    return folder.appendingPathComponent("harsh").path
  }

  func testALoopBackupOfSchema12ComesInWithItsCheckInsOnce() throws {
    let path = try loop12()
    XCTAssertEqual(
      ok("import", path),
      "Imported 1 habit (1 new, 0 merged) and 3 check-ins (3 added, 0 changed) from the Loop "
        + "backup \(path)")
    XCTAssertEqual(
      ok("history", "Run", "--from", "2026-01-01", "--to", "2026-01-04"),
      """
      2026-01-01  Thu  done
      2026-01-02  Fri  done
      2026-01-03  Sat  auto
      2026-01-04  Sun  done
      """)
    let list = json(ok("list", "--json", "--all")) as? [[String: Any]]
    XCTAssertEqual(list?.first?["frequency"] as? [String: Int], ["times": 3, "days": 7])
    XCTAssertEqual(list?.first?["times"] as? [String], ["06:45"])
    XCTAssertEqual(list?.first?["description"] as? String, "Did you run?")
    XCTAssertEqual(list?.first?["color"] as? String, "blue")
    XCTAssertEqual(list?.first?["start"] as? String, "2026-01-01")
    XCTAssertEqual(
      ok("import", path),
      "Imported 1 habit (0 new, 1 merged) and 3 check-ins (0 added, 0 changed) from the Loop "
        + "backup \(path) (nothing was new)")
  }

  func testHarshFilesComeInWithEveryHabitOfTheLog() throws {
    let path = try harshFolder()
    let output = ok("import", path, "--json")
    let report = json(output) as? [String: Any]
    XCTAssertEqual(report?["format"] as? String, "harsh")
    XCTAssertEqual(
      report?["totals"] as? [String: Int],
      [
        "habits": 4, "newHabits": 4, "mergedHabits": 0, "entries": 4, "notDone": 0, "added": 4,
        "replaced": 0,
      ])
    let names = (json(ok("list", "--json", "--all")) as? [[String: Any]])?.map {
      $0["name"] as? String
    }
    XCTAssertEqual(names, ["Run", "Gym", "Old", "독서"])
    XCTAssertEqual(
      ok("history", "Run", "--from", "2026-11-01", "--to", "2026-11-02"),
      "2026-11-01  Sun  done\n2026-11-02  Mon  skipped  rain")
    XCTAssertEqual(
      ok("history", "Gym", "--from", "2026-11-02", "--to", "2026-11-02"),
      "2026-11-02  Mon  done     Leg day · 1.5")
  }

  func testADryRunListsEachHabitAndChangesNothing() throws {
    ok("add", "Run")
    let path = try harshFolder()
    let before = dump()
    XCTAssertEqual(
      ok("import", path, "--dry-run"),
      """
        Run (2): 2 check-ins (new, renamed from a taken name)
        Gym: 1 check-in (new)
        Old: 0 check-ins (new)
        독서: 1 check-in (new)
      Would import 4 habits (4 new, 0 merged) and 4 check-ins (4 added, 0 changed) from the \
      harsh files \(path); dry run, nothing was changed
      """)
    XCTAssertEqual(dump(), before)
  }

  func testBadFilesAreRefusedInOneLineWithNothingChanged() throws {
    ok("add", "Keep")
    let missing = folder.appendingPathComponent("nope.db").path
    refused(["import", missing], status: 1, message: "\(missing): no such file")
    let text = try file("notes.txt", "hello\n")
    refused(
      ["import", text], status: 1,
      message:
        "\(text): not a file HabitFlow imports (a Loop .db, a Loop CSV folder or .zip, harsh's habits or log, a HabitFlow .json)"
    )
    let loop = try loop12()
    try Database(path: loop, mode: .readWrite).execute("PRAGMA user_version = 26")
    refused(
      ["import", loop], status: 1,
      message: "\(loop): Loop schema 26 is newer than this HabitFlow reads (25)")
    let truncated = folder.appendingPathComponent("truncated.db").path
    let bytes = try XCTUnwrap(FileManager.default.contents(atPath: loop))
    try bytes.prefix(1024).write(to: URL(fileURLWithPath: truncated))
    refused(
      ["import", truncated, "--from", "loop"], status: 1,
      message: "\(truncated): not a readable SQLite file")
    let log = try file("h/log", "2026-11-01 : Run : y\n2026-11-31 : Run : y\n")
    refused(["import", log], status: 1, message: "\(log), line 2: bad date \"2026-11-31\"")
    let garbled = try file("g/log", "2026-11-01 : Run : y\n2026-11-02 Run y\n")
    refused(
      ["import", garbled], status: 1,
      message: "\(garbled), line 2: expected \"date : habit : y|n|s\"")
    let dated = try file(
      "dated/Habits.csv",
      "Position,Name,FrequencyNumerator,FrequencyDenominator\n001,Run,1,1\n")
    _ = try file("dated/Checkmarks.csv", "Date,Run\n2026-11-01,YES_MANUAL\n2026-1-02,NO\n")
    refused(
      ["import", (dated as NSString).deletingLastPathComponent], status: 1,
      message:
        "\((dated as NSString).deletingLastPathComponent)/Checkmarks.csv, line 3: bad date \"2026-1-02\""
    )
    let csv = try file("csv/Habits.csv", "Position,Name\n001,Run\n")
    _ = try file("csv/Checkmarks.csv", "Date,Run\n")
    refused(
      ["import", (csv as NSString).deletingLastPathComponent], status: 1,
      message:
        "\(csv), line 1: missing column \"FrequencyNumerator\" (or Loop 2.2's \"NumRepetitions\")"
    )
    refused(
      ["import", text, "--from", "xml"], status: 2,
      message: "--from takes one of loop, loop-csv, harsh, habitflow, not 'xml'")
  }

  /// harsh's `n` is an answer of "not done": kept with its comment, said apart from the
  /// check-ins, and shown as such in the history.
  func testAnAnswerOfNotDoneIsKeptWithItsNote() throws {
    _ = try file("n/habits", "Run: 1\n")
    _ = try file("n/log", "2026-11-01 : Run : n : sick\n2026-11-02 : Run : y\n")
    let path = folder.appendingPathComponent("n").path
    XCTAssertEqual(
      ok("import", path),
      "Imported 1 habit (1 new, 0 merged) and 1 check-in and 1 not-done day (2 added, 0 changed) "
        + "from the harsh files \(path)")
    XCTAssertEqual(
      ok("history", "Run", "--from", "2026-11-01", "--to", "2026-11-03"),
      "2026-11-01  Sun  no       sick\n2026-11-02  Mon  done\n2026-11-03  Tue  -")
    XCTAssertEqual(
      ok("history", "Run", "--from", "2026-11-01", "--to", "2026-11-01", "--json"),
      #"[{"date":"2026-11-01","state":"not-done","note":"sick"}]"#)
  }

  func testALoopBackupImportedExportedAsLoopAndImportedAgainIsTheSame() throws {
    let path = try loop12()
    ok("import", path)
    let again = folder.appendingPathComponent("again.db").path
    ok("export", "--format", "loop", "-o", again)
    let other = folder.appendingPathComponent("other.sqlite").path
    XCTAssertEqual(run(["import", again], environment: ["HABITFLOW_DB": other]).status, 0)
    XCTAssertEqual(
      run(["export"], environment: ["HABITFLOW_DB": other]).output, ok("export") + "\n")
  }
}
