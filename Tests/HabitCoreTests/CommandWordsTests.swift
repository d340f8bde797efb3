import HabitCore
import XCTest

/// A notification command split into words as a shell splits them, never run by one.
final class CommandWordsTests: XCTestCase {
  func testWordsSplitAtSpacesOutsideQuotes() {
    XCTAssertEqual(
      CommandWords.split("curl -d @- 'https://ntfy.sh/my topic'"),
      ["curl", "-d", "@-", "https://ntfy.sh/my topic"])
    XCTAssertEqual(
      CommandWords.split("  notify-send\t\"Habit Flow\"  "), ["notify-send", "Habit Flow"])
  }

  func testQuotesAndBackslashesAsAShellReadsThem() {
    XCTAssertEqual(
      CommandWords.split(#"a\ b "c \"d\" \\" 'e \ f'"#), ["a b", #"c "d" \"#, #"e \ f"#])
    XCTAssertEqual(CommandWords.split(#"x"y"'z' "" ''"#), ["xyz", "", ""])
  }

  func testNothingIsExpanded() {
    XCTAssertEqual(
      CommandWords.split("echo $(rm -rf ~) ; reboot | tee `id` *"),
      ["echo", "$(rm", "-rf", "~)", ";", "reboot", "|", "tee", "`id`", "*"])
  }

  func testAnUnclosedQuoteOrATrailingBackslashIsRefused() {
    XCTAssertNil(CommandWords.split("say 'hello"))
    XCTAssertNil(CommandWords.split("say \"hello"))
    XCTAssertNil(CommandWords.split("say hello\\"))
    XCTAssertEqual(CommandWords.split("   "), [])
  }
}
