import Foundation
import HabitCore
import XCTest

final class TerminalTextTests: XCTestCase {
  func testWidths() {
    XCTAssertEqual(TerminalText.width("Running"), 7)
    XCTAssertEqual(TerminalText.width("독서"), 4)
    XCTAssertEqual(TerminalText.width("물 마시기"), 9)
    XCTAssertEqual(TerminalText.width("Yoga 🧘"), 7)
    XCTAssertEqual(TerminalText.width("e\u{301}"), 1)
    XCTAssertEqual(TerminalText.width("👩‍💻"), 2)
    XCTAssertEqual(TerminalText.width("漢字"), 4)
    XCTAssertEqual(TerminalText.width("ｱ"), 1)
  }

  func testPaddingCountsColumns() {
    XCTAssertEqual(TerminalText.padded("독서", to: 6), "독서  ")
    XCTAssertEqual(TerminalText.leftPadded("독서", to: 5), " 독서")
  }

  func testTruncationKeepsWithinColumns() {
    XCTAssertEqual(
      TerminalText.truncated("물 마시기 운동", to: 7), "물 마… ".trimmingCharacters(in: .whitespaces))
    XCTAssertEqual(TerminalText.truncated("short", to: 10), "short")
  }

  func testControlCharactersAreEscaped() {
    XCTAssertEqual(TerminalText.escaped("evil\u{1B}[31mred\u{07}"), "evil\\e[31mred\\x07")
    XCTAssertEqual(TerminalText.escaped("a\nb\tc\r"), "a\\nb\\tc\\r")
    XCTAssertEqual(TerminalText.escaped("\u{9B}2J\u{202E}x"), "\\u{009B}2J\\u{202E}x")
    XCTAssertEqual(TerminalText.escaped("독서 🧘 \\ ok"), "독서 🧘 \\ ok")
    XCTAssertEqual(TerminalText.escaped("\u{7F}"), "\\x7F")
  }

  func testNamesAreNormalizedAndChecked() {
    let decomposed = "\u{1103}\u{1169}\u{11A8}\u{1109}\u{1165}"  // 독서 as conjoining jamo
    XCTAssertEqual(HabitName.canonical(decomposed), "독서")
    XCTAssertEqual(HabitName.canonical(decomposed).unicodeScalars.count, 2)
    XCTAssertEqual(HabitName.problem(with: ""), "the habit name is empty")
    XCTAssertEqual(HabitName.problem(with: "   "), "the habit name is empty")
    XCTAssertNil(HabitName.problem(with: String(repeating: "독", count: 100)))
    XCTAssertEqual(
      HabitName.problem(with: String(repeating: "a", count: 101)),
      "the habit name is 101 characters long; at most 100 are allowed")
  }
}
