import XCTest

@testable import HabitInterchange

final class CSVTests: XCTestCase {
  func testReadsQuotedFieldsWithCommasQuotesAndLineBreaks() throws {
    let text =
      "Name,Note\r\n\"Read, write\",\"He said \"\"hi\"\"\"\r\nRun,\"two\r\nlines\"\nLast,row"
    let rows = try CSV.rows(text, file: "data.csv")
    XCTAssertEqual(
      rows,
      [
        CSV.Row(line: 1, fields: ["Name", "Note"]),
        CSV.Row(line: 2, fields: ["Read, write", "He said \"hi\""]),
        CSV.Row(line: 3, fields: ["Run", "two\nlines"]),
        CSV.Row(line: 5, fields: ["Last", "row"]),
      ])
  }

  func testIgnoresAByteOrderMarkAndBlankLinesAndKeepsEmptyFields() throws {
    let rows = try CSV.rows("\u{FEFF}Date,Run,\n\n2024-03-01,,\n\"\"\n", file: "data.csv")
    XCTAssertEqual(
      rows,
      [
        CSV.Row(line: 1, fields: ["Date", "Run", ""]),
        CSV.Row(line: 3, fields: ["2024-03-01", "", ""]),
        CSV.Row(line: 4, fields: [""]),
      ])
    XCTAssertEqual(try CSV.rows("", file: "data.csv"), [])
  }

  func testALoneCarriageReturnEndsARecord() throws {
    XCTAssertEqual(
      try CSV.rows("a,b\rc,d\r", file: "data.csv"),
      [CSV.Row(line: 1, fields: ["a", "b"]), CSV.Row(line: 2, fields: ["c", "d"])])
  }

  func testAQuoteInsideAnUnquotedFieldIsText() throws {
    XCTAssertEqual(
      try CSV.rows("5\" disk,러닝 🏃\n", file: "data.csv"),
      [CSV.Row(line: 1, fields: ["5\" disk", "러닝 🏃"])])
  }

  func testRefusesAnUnclosedQuoteAndTextAfterAClosingQuote() {
    XCTAssertThrowsError(try CSV.rows("a,b\n\"open,\nstill open", file: "data.csv")) {
      XCTAssertEqual("\($0)", "data.csv, line 2: a quoted field is never closed")
    }
    XCTAssertThrowsError(try CSV.rows("a\n\"quoted\"tail,b", file: "data.csv")) {
      XCTAssertEqual("\($0)", "data.csv, line 2: text follows a closing quote")
    }
  }

  func testWritesQuotingOnlyWhatNeedsIt() throws {
    XCTAssertEqual(CSV.field("plain text"), "plain text")
    XCTAssertEqual(CSV.field("a,b"), "\"a,b\"")
    XCTAssertEqual(CSV.field("say \"hi\""), "\"say \"\"hi\"\"\"")
    XCTAssertEqual(CSV.field("two\nlines"), "\"two\nlines\"")
    XCTAssertEqual(CSV.field("cr\r"), "\"cr\r\"")
    XCTAssertEqual(
      CSV.text([["Date", "Read, write"], ["2024-03-01", ""]]),
      "Date,\"Read, write\"\n2024-03-01,\n")
  }

  func testWhatIsWrittenReadsBack() throws {
    let records = [["a", "b,c", "\"q\""], ["", "multi\nline", "러닝"], [""]]
    let rows = try CSV.rows(CSV.text(records), file: "data.csv")
    XCTAssertEqual(rows.map(\.fields), records)
    XCTAssertEqual(rows.map(\.line), [1, 2, 4])
  }
}
