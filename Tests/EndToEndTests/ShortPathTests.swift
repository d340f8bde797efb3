import Foundation
import XCTest

/// Paths of one character, in the folder a command runs in, are files like any other: they once
/// trapped in Foundation's `deletingLastPathComponent`.
final class ShortPathTests: EndToEndTestCase {
  private func run(_ arguments: [String], db: String? = nil) throws -> Binary.Result {
    var environment = environment()
    if let db { environment["HABITFLOW_DB"] = db }
    return try Binary.run(
      arguments, environment: environment,
      launcher: ["/bin/sh", "-c", "cd '\(folder.path)' && exec \"$0\" \"$@\""])
  }

  func testOneCharacterPathsAreWrittenAndRead() throws {
    try ok(["add", "독서"])
    try ok(["check", "독서"])
    let cases: [([String], String?, String)] = [
      (["export", "-o", "j"], nil, "Exported 1 habit and 1 check-in as json to j\n"),
      (["backup", "b"], nil, "Backed up 1 habit and 1 check-in to b\n"),
      (
        ["import", "j"], "o",
        "Imported 1 habit (1 new, 0 merged) and 1 check-in"
          + " (1 added, 0 changed) from the HabitFlow export j\n"
      ),
      (
        ["export", "--format", "csv", "-o", "c"], nil,
        "Exported 1 habit and 1 check-in as csv to c\n"
      ),
    ]
    for (arguments, db, output) in cases {
      let result = try run(arguments, db: db)
      XCTAssertEqual(result.status, 0, "\(arguments): \(result.error)")
      XCTAssertEqual(result.output, output, "\(arguments)")
    }
    XCTAssertEqual(try run(["list", "--names"], db: "o").output, "독서\n")
    let made = try run(["--db", "d", "add", "영어"])
    XCTAssertEqual(made.status, 0, made.error)
    XCTAssertEqual(made.error, "habitflow: created a new database at d\n")
  }
}
