import Foundation
import XCTest

/// The database file under stress: devices, concurrent first use.
final class DatabaseFileTests: EndToEndTestCase {
  func testADeviceIsRefusedAndLeftAlone() throws {
    let journalExisted = FileManager.default.fileExists(atPath: "/dev/null-journal")
    let result = try Binary.run(["--db", "/dev/null", "list"], environment: environment())
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.error, "habitflow: /dev/null is not a regular file; it was left untouched\n")
    XCTAssertEqual(FileManager.default.fileExists(atPath: "/dev/null-journal"), journalExisted)
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
      XCTAssertEqual(files, ["habitflow.sqlite"], "round \(round): files left beside")
    }
  }
}
