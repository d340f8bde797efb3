import Foundation
import HabitCLI
import XCTest

/// Output that cannot be written is an error to report, never a trap.
final class StandardStreamsTests: CLITestCase {
  func testAFailedWriteReturnsItsErrorNumber() throws {
    let full = open("/dev/full", O_WRONLY)
    defer { close(full) }
    XCTAssertEqual(StandardStreams.write("독서\n", to: full), ENOSPC)
    XCTAssertEqual(StandardStreams.write("", to: full), nil)
    let null = open("/dev/null", O_WRONLY)
    defer { close(null) }
    XCTAssertNil(StandardStreams.write(String(repeating: "x", count: 1 << 20), to: null))
  }

  func testTheReportSaysWhetherAChangeWasKept() {
    XCTAssertEqual(
      StandardStreams.failureLine(EPIPE, changed: false),
      "habitflow: cannot write to standard output: Broken pipe\n")
    XCTAssertEqual(
      StandardStreams.failureLine(ENOSPC, changed: true),
      "habitflow: cannot write to standard output: No space left on device; "
        + "what the command changed is saved\n")
  }

  func testAnOutcomeSaysWhetherItCommittedAChange() {
    XCTAssertTrue(run(["add", "독서"]).changed)
    XCTAssertFalse(run(["list"]).changed)
    XCTAssertFalse(run(["add", ""]).changed)
    XCTAssertFalse(run(["help"]).changed)
  }
}
