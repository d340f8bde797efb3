import Foundation
import XCTest

/// The database file under stress.
final class DatabaseFileTests: EndToEndTestCase {
  func testADeviceIsRefusedAndLeftAlone() throws {
    let journalExisted = FileManager.default.fileExists(atPath: "/dev/null-journal")
    let result = try Binary.run(["--db", "/dev/null", "list"], environment: environment())
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.error, "habitflow: /dev/null is not a regular file; it was left untouched\n")
    XCTAssertEqual(FileManager.default.fileExists(atPath: "/dev/null-journal"), journalExisted)
  }
}
