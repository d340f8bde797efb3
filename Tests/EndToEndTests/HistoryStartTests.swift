import Foundation
import XCTest

/// `history` lists a habit's days from its start: a day before it is not a missed one (issue 27).
final class HistoryStartTests: EndToEndTestCase {
  func testDaysBeforeTheStartAreNotListed() throws {
    try ok(["add", "독서", "--start", "2026-11-27"])
    try ok(["check", "독서", "--date", "2026-11-28"])
    XCTAssertEqual(
      try ok(["history", "독서"]),
      """
      2026-11-27  Fri  -
      2026-11-28  Sat  done
      2026-11-29  Sun  -
      2026-11-30  Mon  -

      """)
    XCTAssertEqual(
      try ok(["history", "독서", "--from", "2026-11-20", "--to", "2026-11-28", "--json"]),
      #"[{"date":"2026-11-27","state":"none","note":null},"#
        + #"{"date":"2026-11-28","state":"done","note":null}]"# + "\n")
  }

  func testARangeWhollyBeforeTheStartSaysWhenItStarts() throws {
    try ok(["add", "독서", "--start", "2026-11-27"])
    try ok(["add", "Later", "--start", "2026-12-10"])
    XCTAssertEqual(
      try ok(["history", "독서", "--to", "2026-11-26"]),
      "Nothing to show: 독서 started on 2026-11-27\n")
    XCTAssertEqual(try ok(["history", "독서", "--to", "2026-11-26", "--json"]), "[]\n")
    XCTAssertEqual(try ok(["history", "Later"]), "Nothing to show: Later starts on 2026-12-10\n")
  }
}
