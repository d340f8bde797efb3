import Foundation
import XCTest

/// A command that only reads never makes a database, nor the folders on its way (issue 27).
final class MissingDatabaseTests: EndToEndTestCase {
  /// Every command line that only reads, as a person would type it after a mistyped `--db`.
  private let reads: [[String]] = [
    ["list"], ["list", "--json"], ["list", "--all"], ["history", "독서"], ["streak"],
    ["streak", "--json"], ["heatmap"], ["stats"], ["stats", "--json"], ["achievements"],
    ["pending"], ["plan", "--json"], ["delivered"], ["settings"], ["settings", "--json"],
    ["export"], ["export", "--format", "ics"], ["backup"], ["sync", "--status"],
  ]

  func testAReadOnAMistypedPathSaysThereIsNoDatabaseAndMakesNothing() throws {
    let missing = folder.appendingPathComponent("nodir")
    let path = missing.appendingPathComponent("x.sqlite").path
    for arguments in reads {
      let result = try Binary.run(["--db", path] + arguments, environment: environment())
      XCTAssertEqual(result.status, 1, "\(arguments)")
      XCTAssertEqual(result.output, "", "\(arguments)")
      XCTAssertEqual(
        result.error,
        "habitflow: no database at \(path); make one by adding a habit"
          + " (habitflow add NAME), importing or restoring\n", "\(arguments)")
      XCTAssertFalse(
        FileManager.default.fileExists(atPath: missing.path), "\(arguments) made the folder")
    }
  }

  func testTheDefaultPlaceIsNotMadeByAReadEither() throws {
    var environment = environment()
    environment["HABITFLOW_DB"] = nil
    let result = try Binary.run(["list"], environment: environment)
    let path = folder.path + "/.local/share/habitflow/habitflow.sqlite"
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.error,
      "habitflow: no database at \(path); make one by adding a habit"
        + " (habitflow add NAME), importing or restoring\n")
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/.local"))
    XCTAssertEqual(try Binary.run(["add", "독서"], environment: environment).status, 0)
    XCTAssertEqual(try Binary.run(["list", "--names"], environment: environment).output, "독서\n")
  }

  func testADryRunImportPreviewsWithoutMakingTheDatabase() throws {
    let export = folder.appendingPathComponent("habits.json")
    try ok(["add", "독서"])
    try ok(["check", "독서"])
    try ok(["export", "-o", export.path])
    let path = folder.appendingPathComponent("nodir/x.sqlite").path
    let result = try Binary.run(
      ["--db", path, "import", export.path, "--dry-run"], environment: environment())
    XCTAssertEqual(result.status, 0, result.error)
    XCTAssertEqual(result.error, "")
    XCTAssertEqual(
      result.output,
      "  독서: 1 check-in (new)\nWould import 1 habit (1 new, 0 merged) and 1 check-in"
        + " (1 added, 0 changed) from the HabitFlow export \(export.path); dry run,"
        + " nothing was changed\n")
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/nodir"))
  }

  func testWhatStatusBarsAndCompletionsAskStillAnswersQuietly() throws {
    let path = folder.appendingPathComponent("nodir/x.sqlite").path
    for (arguments, output) in [(["status"], "✔ 0/0\n"), (["list", "--names"], "")] {
      let result = try Binary.run(["--db", path] + arguments, environment: environment())
      XCTAssertEqual(result.status, 0, "\(arguments)")
      XCTAssertEqual(result.output, output, "\(arguments)")
      XCTAssertEqual(result.error, "", "\(arguments)")
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/nodir"))
  }
}
