import HabitCLI
import XCTest

/// Days and instants are taken in the years 1900 to 9999 and refused outside them.
final class DateRangeTests: CLITestCase {
  func testDaysOutsideTheSupportedYearsAreUsageErrors() {
    _ = ok("add", "독서", "--start", "2026-11-01")
    let expected = "expected a day in the years 1900 to 9999"
    refused(
      ["add", "x", "--start", "1899-12-31"], status: 2,
      message: "invalid date '1899-12-31' for --start: \(expected)")
    refused(
      ["add", "x", "--start", "0000-01-01"], status: 2,
      message: "invalid date '0000-01-01' for --start: \(expected)")
    refused(
      ["check", "독서", "--date", "0001-01-01"], status: 2,
      message: "invalid date '0001-01-01' for --date: \(expected)")
    refused(
      ["heatmap", "독서", "--end", "1000-06-15"], status: 2,
      message: "invalid date '1000-06-15' for --end: \(expected)")
  }

  func testInstantsOutsideTheSupportedYearsAreUsageErrors() {
    _ = ok("add", "독서")
    refused(
      ["--now", "0000-01-01T00:00:00Z", "list"], status: 2,
      message: "invalid --now '0000-01-01T00:00:00Z': 0000-01-01 is outside the years 1900 to 9999")
    // Still 9999 where it was written, but already 10000 in Seoul, where days are counted.
    refused(
      ["--now", "9999-12-31T23:59-05:00", "add", "x"], status: 2,
      message:
        "invalid --now '9999-12-31T23:59-05:00': 10000-01-01 is outside the years 1900 to 9999")
    let outcome = run(["list"], environment: ["HABITFLOW_NOW": "1899-12-31T12:00"])
    XCTAssertEqual(outcome.status, 2)
    XCTAssertEqual(
      outcome.error,
      "habitflow: invalid --now '1899-12-31T12:00': 1899-12-31 is outside the years 1900 to 9999\n")
    refused(
      ["watch", "--until", "10000-01-01T00:00"], status: 2,
      message:
        "invalid --until '10000-01-01T00:00': expected ISO 8601 such as 2026-11-30T09:00:00+09:00")
    refused(
      ["watch", "--until", "0999-01-01T00:00Z"], status: 2,
      message: "invalid --until '0999-01-01T00:00Z': 0999-01-01 is outside the years 1900 to 9999")
  }

  func testTheFirstAndLastSupportedDaysWork() {
    now = "9999-12-31T23:59:00"
    XCTAssertEqual(ok("add", "끝", "--at", "23:30"), "Added 끝 (daily at 23:30, from 9999-12-31)")
    XCTAssertEqual(ok("check", "끝"), "끝: done on 9999-12-31 · streak 1 (best 1)")
    XCTAssertEqual(
      ok("streak", "끝", "--json"), #"{"habit":"끝","current":1,"best":1,"doneToday":true}"#)
    XCTAssertTrue(ok("heatmap", "끝", "--json").contains(#""end":"9999-12-31""#))
    XCTAssertTrue(ok("plan", "--json").hasPrefix(#"{"now":"9999-12-31T23:59:00+09:00""#))
    now = "1900-01-01T12:00:00"
    XCTAssertEqual(
      ok("add", "처음", "--start", "1900-01-01"), "Added 처음 (daily, from 1900-01-01)")
    XCTAssertEqual(
      ok("check", "처음", "--date", "1900-01-01"), "처음: done on 1900-01-01 · streak 1 (best 1)")
  }
}
