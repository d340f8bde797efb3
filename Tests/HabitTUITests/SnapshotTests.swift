import Foundation
import HabitCore
import HabitTUI
import NotificationSimulator
import XCTest

/// Every screen rendered as plain text at 100x30, 80x24 and 40x12, in English and in Korean (a
/// Korean locale with the language setting `auto`), compared with the files in Snapshots/.
/// Re-record with HABITFLOW_RECORD_SNAPSHOTS=1 swift test --filter SnapshotTests, then review the diff.
final class SnapshotTests: XCTestCase {
  private static let sizes = [(100, 30), (80, 24), (40, 12)]

  private func assertScreens(
    _ name: String, file: StaticString = #filePath, line: UInt = #line,
    _ prepare: Screens.Prepare
  ) {
    for language in [Language.en, .ko] {
      for (width, height) in Self.sizes {
        var model = Fixture.model(width: width, height: height, language: language)
        prepare(&model)
        let suffix = language == .ko ? "-ko" : ""
        assertSnapshot(
          View.render(model).plainText, "\(name)\(suffix)-\(width)x\(height)", file: file,
          line: line)
      }
    }
  }

  /// The richer habits (issue 9) at 100x30 and 40x12, in English and in Korean.
  private func assertRichScreens(
    _ name: String, file: StaticString = #filePath, line: UInt = #line,
    _ prepare: Screens.Prepare
  ) {
    for language in [Language.en, .ko] {
      for (width, height) in [(100, 30), (40, 12)] {
        var model = RichFixture.model(width: width, height: height, language: language)
        prepare(&model)
        let suffix = language == .ko ? "-ko" : ""
        assertSnapshot(
          View.render(model).plainText, "rich-\(name)\(suffix)-\(width)x\(height)", file: file,
          line: line)
      }
    }
  }

  private func assertSnapshot(_ text: String, _ name: String, file: StaticString, line: UInt) {
    let folder = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().appendingPathComponent(
      "Snapshots")
    let url = folder.appendingPathComponent("\(name).txt")
    let recording = ProcessInfo.processInfo.environment["HABITFLOW_RECORD_SNAPSHOTS"] == "1"
    guard !recording, let expected = try? String(contentsOf: url, encoding: .utf8) else {
      try? (text + "\n").write(to: url, atomically: true, encoding: .utf8)
      if !recording {
        XCTFail("no snapshot \(name) yet; recorded it, review and commit", file: file, line: line)
      }
      return
    }
    XCTAssertEqual(text + "\n", expected, "snapshot \(name) differs", file: file, line: line)
  }

  private func press(_ model: inout Model, _ keys: Key...) {
    for key in keys { Screens.press(&model, key) }
  }

  func testMain() {
    assertScreens("main") { _ in }
  }

  func testDayCursorOnASecondHabit() {
    assertScreens("day-cursor") { self.press(&$0, .down, .left, .left, .left) }
  }

  func testStatistics() {
    assertScreens("statistics") { model in
      self.press(&model, .character("i"))
      Screens.loadStatistics(&model)
    }
    assertScreens("statistics-months") { model in
      self.press(&model, .down, .character("i"), .character("m"))
      Screens.loadStatistics(&model)
    }
  }

  func testOverall() {
    assertScreens("overall") { model in
      self.press(&model, .character("o"))
      Screens.loadOverall(&model)
    }
  }

  func testPanels() {
    for (name, prepare) in Screens.panels where !name.hasPrefix("settings-") || name == "settings-4"
    {
      assertScreens(name == "settings-4" ? "settings" : name, prepare)
    }
  }

  func testEmptyList() {
    assertScreens("empty") {
      $0.snapshot.board = Board(
        habits: [], histories: [:], today: Fixture.today, settings: Settings())
    }
  }

  func testEscapedNamesAndManyHabits() {
    assertScreens("many") {
      var habits = Fixture.habits
      habits.append(
        Habit(id: 9, uuid: "u9", name: "evil\u{1B}[31m빨강", start: Fixture.today, position: 4))
      for index in 10..<40 {
        habits.append(
          Habit(
            id: Int64(index), uuid: "u\(index)", name: "습관 \(index)", start: Fixture.today,
            position: index))
      }
      $0.snapshot.board = Board(
        habits: habits, histories: Fixture.histories(), today: Fixture.today, settings: Settings())
      for _ in 0..<6 { self.press(&$0, .down) }
    }
  }

  func testRichHabits() {
    assertRichScreens("main") { _ in }
    assertRichScreens("statistics") { model in
      self.press(&model, .character("i"))
      Screens.loadStatistics(&model)
      self.press(&model, .character("j"), .character("j"), .character("j"), .character("j"))
    }
    assertRichScreens("archived") { self.press(&$0, .character("A"), .character("G")) }
    assertRichScreens("note") { self.press(&$0, .left, .left) }
    assertRichScreens("frequency") { self.press(&$0, .down, .left) }
  }

  func testRichPrompts() {
    assertRichScreens("amount") { self.press(&$0, .character(" ")) }
    assertRichScreens("add-amount") {
      self.press(&$0, .character("+"))
      Screens.type(&$0, "0.2a")
      self.press(&$0, .enter)
    }
    assertRichScreens("edit-measurable") { self.press(&$0, .character("e"), .tab, .tab, .tab) }
    assertRichScreens("edit-frequency") {
      self.press(&$0, .down, .character("e"), .tab, .tab, .tab, .tab)
    }
    assertRichScreens("form-error") {
      self.press(&$0, .character("a"))
      Screens.type(&$0, "산책")
      self.press(&$0, .tab, .character(" "), .tab)
      Screens.type(&$0, "걸음 수를 세는 아주 긴 단위 이름이에요 정말로")
      self.press(&$0, .enter)
    }
    assertRichScreens("form-bottom") {
      self.press(&$0, .character("a"), .backTab, .character(" "), .backTab)
      Screens.type(&$0, "Is it done?")
    }
  }

  func testAHugeWindowKeepsTheSideBySideLayout() {
    var model = Fixture.model(width: 300, height: 100)
    _ = Update.update(&model, .key(.character("o")))
    let lines = View.render(model).plainText.components(separatedBy: "\n")
    XCTAssertEqual(lines.count, 100)
    XCTAssertTrue(lines[2].contains("All habits · 4 habits · today 1/3 · best streak 8"), lines[2])
    XCTAssertTrue(lines[99].hasSuffix("? help  q quit"))
    XCTAssertTrue(lines[1].contains("Habit"))
  }

  func testATinyWindowSaysSo() {
    let model = Fixture.model(width: 19, height: 5)
    XCTAssertEqual(
      View.render(model).plainText.components(separatedBy: "\n").first, "Window too small")
  }
}
