import HabitCLI
import XCTest

/// `history`: every day of a range, its state, amount and note.
final class HistoryCommandTests: CLITestCase {
  func testTheDefaultIsTheLastThirtyDays() {
    ok("add", "독서", "--start", "2026-11-01")
    ok("check", "독서", "--date", "2026-11-29", "--note", "한 장\n두 장")
    ok("skip", "독서", "--note", "\u{1B}[31m아픔")
    let lines = ok("history", "독서").split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.count, 30)
    XCTAssertEqual(lines.first, "2026-11-01  Sun  -")
    XCTAssertEqual(
      lines.suffix(3),
      [
        "2026-11-28  Sat  -", "2026-11-29  Sun  done     한 장\\n두 장",
        "2026-11-30  Mon  skipped  \\e[31m아픔",
      ])
    XCTAssertEqual(
      ok("history", "독서", "--from", "2026-11-29", "--json"),
      #"[{"date":"2026-11-29","state":"done","note":"한 장\n두 장"},"#
        + #"{"date":"2026-11-30","state":"skipped","note":"\u001b[31m아픔"}]"#)
  }

  func testAutoDaysAndAmountsShow() {
    ok("add", "독서", "--times", "2", "--per", "3", "--start", "2026-11-20")
    ok("check", "독서", "--date", "2026-11-26")
    ok("check", "독서", "--date", "2026-11-27")
    XCTAssertEqual(
      ok("history", "독서", "--from", "2026-11-25", "--to", "2026-11-29"),
      """
      2026-11-25  Wed  -
      2026-11-26  Thu  done
      2026-11-27  Fri  done
      2026-11-28  Sat  auto
      2026-11-29  Sun  -
      """)
    ok("add", "물", "--target", "2", "--unit", "L", "--start", "2026-11-28")
    ok("check", "물", "--value", "12.5", "--date", "2026-11-29")
    ok("skip", "물", "--note", "여행")
    XCTAssertEqual(
      ok("history", "물", "--to", "2026-11-30", "--from", "2026-11-27"),
      """
      2026-11-28  Sat  -           0 L
      2026-11-29  Sun  done     12.5 L
      2026-11-30  Mon  skipped     0 L  여행
      """)
  }

  func testBadRangesAreRefused() {
    ok("add", "독서")
    refused(
      ["history", "독서", "--from", "2026-11-30", "--to", "2026-11-01"], status: 2,
      message: "--from 2026-11-30 is after --to 2026-11-01: nothing to show")
    refused(
      ["history", "독서", "--to", "2026-12-01"], status: 1,
      message: "2026-12-01 is in the future (today is 2026-11-30)")
    refused(
      ["history", "독서", "--from", "2026-12-01"], status: 1,
      message: "2026-12-01 is in the future (today is 2026-11-30)")
    refused(
      ["history", "독서", "--from", "2026-13-01"], status: 2,
      message: "invalid date '2026-13-01' for --from: expected a real day as YYYY-MM-DD")
    refused(["history"], status: 2, message: "'history' needs a habit name")
    refused(["history", "없음"], status: 1, message: "no habit named '없음' (see 'habitflow list')")
  }
}
