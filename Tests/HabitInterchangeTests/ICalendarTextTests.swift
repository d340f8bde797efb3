import Foundation
import HabitCore
import XCTest

@testable import HabitInterchange

final class ICalendarTextTests: XCTestCase {
  func testEscapingCoversBackslashSemicolonCommaAndNewlines() {
    XCTAssertEqual(ICalendarText.escaped(#"a\b;c,d"#), #"a\\b\;c\,d"#)
    XCTAssertEqual(ICalendarText.escaped("one\ntwo\r\nthree\rfour"), #"one\ntwo\nthree\nfour"#)
    XCTAssertEqual(ICalendarText.escaped("tab\there: 독서"), "tab\there: 독서")
    // Control characters have no place in TEXT.
    XCTAssertEqual(ICalendarText.escaped("bell\u{7}del\u{7F}"), "belldel")
  }

  func testParameterValuesAreQuotedOnlyWhenTheyMustBe() {
    XCTAssertEqual(ICalendarText.parameterValue("Europe/Berlin"), "Europe/Berlin")
    XCTAssertEqual(
      ICalendarText.parameterValue("CET-1CEST,M3.5.0,M10.5.0/3"), #""CET-1CEST,M3.5.0,M10.5.0/3""#)
    XCTAssertEqual(ICalendarText.parameterSafe(#"a"b"#), "ab")
  }

  func testShortLinesAreNotFolded() {
    let line = "SUMMARY:" + String(repeating: "x", count: 67)
    XCTAssertEqual(line.utf8.count, 75)
    XCTAssertEqual(ICalendarText.folded(line), line)
  }

  func testLongASCIILinesFoldAtSeventyFiveOctets() {
    let line = "SUMMARY:" + String(repeating: "abcdefghij", count: 16)
    let folded = ICalendarText.folded(line)
    let physical = folded.components(separatedBy: "\r\n")
    XCTAssertEqual(physical.map(\.utf8.count), [75, 75, 20])
    XCTAssertTrue(physical.dropFirst().allSatisfy { $0.hasPrefix(" ") })
    XCTAssertEqual(unfolded(folded), line)
  }

  func testKoreanLinesFoldBetweenCharacters() {
    // Each syllable is three octets: 8 + 22 * 3 = 74, so the 23rd cannot fit on the first line,
    // and a continuation line (its space, then 24 syllables) ends at 73.
    let name = String(repeating: "독서와운동", count: 12)
    let line = "SUMMARY:" + name
    let folded = ICalendarText.folded(line)
    let physical = folded.components(separatedBy: "\r\n")
    XCTAssertEqual(physical.map(\.utf8.count), [74, 73, 43])
    for text in physical {
      XCTAssertLessThanOrEqual(text.utf8.count, 75)
      // Each continuation holds whole syllables only: none was cut between lines.
      XCTAssertTrue(text.hasPrefix("SUMMARY:") || text.dropFirst().allSatisfy("독서와운동".contains))
    }
    XCTAssertEqual(unfolded(folded), line)
  }

  func testDocumentsEndEveryLineWithCRLF() {
    XCTAssertEqual(ICalendarText.document(["A:1", "B:2"]), "A:1\r\nB:2\r\n")
  }

  func testDatesAndOffsetsUseTheirBasicForms() {
    let day = Day(iso: "2026-03-15")!
    XCTAssertEqual(ICalendarText.localDateTime(day, secondOfDay: 7 * 3600), "20260315T070000")
    XCTAssertEqual(ICalendarText.utcDateTime(1_773_057_600), "20260309T120000Z")
    XCTAssertEqual(ICalendarText.utcDateTime(-1), "19691231T235959Z")
    XCTAssertEqual(ICalendarText.offset(3600), "+0100")
    XCTAssertEqual(ICalendarText.offset(-18_000), "-0500")
    XCTAssertEqual(ICalendarText.offset(19_800), "+0530")
    XCTAssertEqual(ICalendarText.offset(0), "+0000")
    XCTAssertEqual(ICalendarText.offset(-2670), "-004430")
  }

  private func unfolded(_ text: String) -> String {
    text.replacingOccurrences(of: "\r\n ", with: "")
  }
}
