import Foundation
import HabitCLI
import XCTest

/// A database is created only where the user meant it, and says so.
final class DatabaseLocationTests: CLITestCase {
  func testAnExplicitPathSaysItCreatedTheDatabaseOnce() {
    let path = folder.appendingPathComponent("new.sqlite").path
    let first = run(["--db", path, "add", "독서"])
    XCTAssertEqual(first.status, 0)
    XCTAssertEqual(first.output, "Added 독서 (daily, from 2026-11-30)\n")
    XCTAssertEqual(first.error, "habitflow: created a new database at \(path)\n")
    let second = run(["list", "--json", "--db", path])
    XCTAssertEqual(second.status, 0)
    XCTAssertEqual(second.error, "")
  }

  func testAMistypedPathIsNotMistakenForLostData() {
    _ = ok("add", "독서")
    let typo = folder.appendingPathComponent("habitflw.sqlite").path
    let outcome = run(["--db=\(typo)", "list"])
    XCTAssertEqual(outcome.status, 1)
    XCTAssertEqual(outcome.output, "")
    XCTAssertEqual(
      outcome.error,
      "habitflow: no database at \(typo); make one by adding a habit (habitflow add NAME),"
        + " importing or restoring\n")
    XCTAssertFalse(FileManager.default.fileExists(atPath: typo))
    let added = run(["--db=\(typo)", "add", "영어"])
    XCTAssertEqual(added.status, 0)
    XCTAssertEqual(added.error, "habitflow: created a new database at \(typo)\n")
  }

  func testTheEnvironmentsAndTheDefaultPathsStayQuiet() {
    XCTAssertEqual(run(["add", "독서"]).error, "")
    XCTAssertTrue(FileManager.default.fileExists(atPath: database))
  }

  func testAnEmptyPathIsAUsageError() {
    for arguments in [["--db", "", "list"], ["--db=", "add", "x"], ["list", "--db", ""]] {
      refused(arguments, status: 2, message: "--db needs a path; an empty one was given")
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: database))
  }
}
