import HabitCore
import XCTest

/// The plain-loop stand-ins for `joined` and trimming give what the library's algorithms give.
final class ConcatenationTests: XCTestCase {
  func testConcatenatedIsJoined() {
    for parts in [[], [""], ["a"], ["a", "", "b"], ["독서", "러닝", "e\u{301}"]] {
      XCTAssertEqual(parts.concatenated(), parts.joined())
      XCTAssertEqual(parts.concatenated(separator: ", "), parts.joined(separator: ", "))
    }
  }

  func testTrailingSpacesAreTrimmedAndNothingElse() {
    for text in ["", " ", "   ", "a", " a ", "a  b  ", "독서 \t ", "a \u{301}", "a\u{3000}"] {
      XCTAssertEqual(
        text.trimmingTrailingSpaces, String(text.reversed().drop { $0 == " " }.reversed()))
    }
  }
}
