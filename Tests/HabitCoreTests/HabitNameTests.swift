import HabitCore
import XCTest

final class HabitNameTests: XCTestCase {
  func testSurroundingSpacesAreNotPartOfTheName() {
    XCTAssertEqual(HabitName.canonical("  Walk \t"), "Walk")
    XCTAssertEqual(HabitName.canonical("\u{3000}독서\u{3000}"), "독서")
    XCTAssertEqual(HabitName.canonical("물 마시기"), "물 마시기")
  }

  func testTheLengthIsBoundedInBytesToo() {
    XCTAssertNil(HabitName.problem(with: String(repeating: "😀", count: 100)))
    let stacked = "x" + String(repeating: "\u{301}", count: 60_000)
    XCTAssertEqual(stacked.count, 1)
    XCTAssertEqual(
      HabitName.problem(with: stacked),
      "the habit name is 120001 bytes long in UTF-8; at most 400 are allowed")
    XCTAssertEqual(
      HabitName.problem(with: String(repeating: "👨‍👩‍👧", count: 24)),
      "the habit name is 432 bytes long in UTF-8; at most 400 are allowed")
  }

  func testInvisibleCharactersDoNotMakeADifferentName() {
    for lookalike in [
      "Re\u{200B}ad", "\u{FEFF}Read", "Read\u{2060}", "R\u{AD}ead", " Read\u{200B} ",
    ] {
      XCTAssertEqual(HabitName.key(lookalike), "Read", lookalike.debugDescription)
    }
    XCTAssertEqual(HabitName.key("❤\u{FE0F} 운동"), HabitName.key("❤ 운동"))
    XCTAssertEqual(HabitName.problem(with: "\u{200B}\u{2060}"), "the habit name is empty")
  }

  func testAJoinerInsideAnEmojiSequenceCounts() {
    let family = "👨\u{200D}👩\u{200D}👧"
    XCTAssertEqual(HabitName.key(family), family)
    XCTAssertNotEqual(HabitName.key(family), HabitName.key("👨👩👧"))
    XCTAssertEqual(HabitName.key("🏃🏽\u{200D}♀\u{FE0F}"), "🏃🏽\u{200D}♀")
    XCTAssertEqual(HabitName.key("a\u{200D}b"), "ab")
    XCTAssertEqual(HabitName.key("👍\u{200D}"), "👍")
  }

  private let habits = [
    habit("독서", id: 1), habit("독일어", id: 2), habit("Running", id: 3), habit("Run", id: 4),
    habit("2", id: 5),
  ]

  private func resolve(_ text: String) -> HabitReference {
    HabitReference.resolve(text, in: habits)
  }

  func testAnExactNameWinsOverANumberAndAPrefix() {
    XCTAssertEqual(resolve("Run"), .habit(habits[3]))
    XCTAssertEqual(resolve("2"), .habit(habits[4]))
    XCTAssertEqual(resolve(" 독서\u{200B}"), .habit(habits[0]))
  }

  func testANumberNamesTheHabitAtThatPlaceInTheList() {
    XCTAssertEqual(resolve("1"), .habit(habits[0]))
    XCTAssertEqual(resolve("03"), .habit(habits[2]))
    XCTAssertEqual(resolve("6"), .noNumber(6, count: 5))
    XCTAssertEqual(resolve("0"), .noNumber(0, count: 5))
  }

  func testAUniquePrefixNamesAHabit() {
    XCTAssertEqual(resolve("독일"), .habit(habits[1]))
    XCTAssertEqual(resolve("Runn"), .habit(habits[2]))
    XCTAssertEqual(resolve("runn"), .habit(habits[2]))
    XCTAssertEqual(resolve("독"), .ambiguous([habits[0], habits[1]]))
    XCTAssertEqual(resolve("R"), .ambiguous([habits[2], habits[3]]))
    XCTAssertEqual(resolve("Walk"), .none)
    XCTAssertEqual(resolve("도"), .none)
  }
}

/// The names taken as canonical without Foundation's normalization.
final class CanonicalNameTests: XCTestCase {
  func testNamesSeenAsCanonicalAreWhatNormalizationGives() {
    for name in ["Walk", "물 마시기", "독서 09:30", "Café", "読書", "x", "A-b_c (2)"] {
      XCTAssertTrue(HabitName.isPlainlyCanonical(name), name)
      XCTAssertEqual(
        name.precomposedStringWithCanonicalMapping.trimmingCharacters(in: .whitespacesAndNewlines),
        name)
    }
    // Decomposed, spaced, conjoining jamo, combining marks, compatibility ideographs: the long way.
    for name in [
      "Cafe\u{301}", " Walk", "Walk ", "\u{1112}\u{1161}\u{11AB}", "\u{F900}", "a\u{A0}", "",
      "\u{AC00}\u{11A8}",
    ] {
      XCTAssertFalse(HabitName.isPlainlyCanonical(name), name)
    }
    XCTAssertEqual(HabitName.canonical("\u{1112}\u{1161}\u{11AB}"), "한")
  }
}
