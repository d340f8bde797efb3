import HabitCore
import XCTest

@testable import HabitInterchange

final class JSONParserTests: XCTestCase {
  private func parse(_ text: String) -> JSON? {
    try? JSON.parse(Array(text.utf8)).get()
  }

  func testValuesAndNumbersKeepTheirExactForm() {
    XCTAssertEqual(
      parse(" {\"a\": [1, -2, 1.25, 0.5e1, 1.0005, true, false, null], \"b\": {}} "),
      .object([
        (
          "a",
          .array([
            .int(1), .int(-2), .amount(Amount(thousandths: 1250)), .number(5), .number(1.0005),
            .bool(true), .bool(false), .null,
          ])
        ), ("b", .object([])),
      ]))
    XCTAssertEqual(parse("\u{FEFF}[]"), .array([]))
  }

  func testStringEscapesIncludingSurrogatePairs() {
    XCTAssertEqual(
      parse(#""a\"b\\c\/\n\t\u00e9\ud83c\udfc3러닝""#), .string("a\"b\\c/\n\té🏃러닝"))
    XCTAssertEqual(
      HabitFlowFile.document(Carried(habits: [])).serialized,
      parse(HabitFlowFile.document(Carried(habits: [])).serialized)?.serialized)
  }

  func testMalformedTextIsRefusedWithItsLine() {
    for bad in [
      "", "{", "[1,]", "{\"a\" 1}", "01", "1.", "-", "\"\u{1}\"", "\"\\x\"", "[1] 2", "tru",
      "\"\\ud83c\"", "{\"a\":1,}", String(repeating: "[", count: 300),
    ] {
      XCTAssertNil(parse(bad), bad)
    }
    XCTAssertEqual(JSON.parse(Array("[\n1,\n]".utf8)), .failure(JSONSyntaxError(line: 3)))
  }
}
