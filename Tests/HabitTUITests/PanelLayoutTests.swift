import Foundation
import HabitCore
import NotificationSimulator
import XCTest

@testable import HabitTUI

/// Panels size to their content and wrap at word boundaries: no word of any panel is ever cut.
final class PanelLayoutTests: XCTestCase {
  static let sizes = [(100, 30), (80, 24), (40, 12)]

  /// The words a dialog says (what the user must be able to read whole).
  private func words(_ dialog: Dialog) -> [String] {
    let texts = (dialog.body + dialog.footer).flatMap { item -> [String] in
      switch item {
      case .text(let text, _): return [text]
      case .entry(let prefix, let text, _, _): return [prefix, text]
      case .blank: return []
      case .field(let label, let value, _, _, _): return [label, value]
      case .key(let key, let does): return [key, does]
      case .choice(let options, let shown, _): return [options[shown]]
      case .hints(let hints, _): return hints
      }
    }
    return ([dialog.title] + texts).flatMap { $0.split(separator: " ").map(String.init) }
  }

  /// The words on a screen, split at spaces and box lines.
  private func tokens(_ grid: Grid) -> Set<String> {
    Set(
      grid.plainText.split { $0 == " " || $0 == "\n" || "│┌┐└┘─".contains($0) }.map(String.init))
  }

  /// Every word a dialog can show appears whole, scrolling through its body.
  private func assertNothingCut(_ dialog: Dialog, _ what: String, width: Int, height: Int) {
    let seen = Screens.scrolled(dialog, width: width, height: height).reduce(Set<String>()) {
      $0.union(tokens($1))
    }
    for word in words(dialog) where !seen.contains(word) {
      XCTFail("\(what) at \(width)x\(height): '\(word)' is cut")
    }
  }

  func testNoPanelCutsItsText() {
    for (name, prepare) in Screens.panels {
      for (width, height) in Self.sizes {
        var model = Fixture.model(width: width, height: height)
        prepare(&model)
        let dialogs = Screens.dialogs(model)
        XCTAssertFalse(dialogs.isEmpty, "\(name) opens no panel")
        for dialog in dialogs {
          assertNothingCut(dialog, name, width: width, height: height)
        }
      }
    }
  }

  func testAPanelIsAsNarrowAsItsContent() {
    let dialog = Dialog(title: "Delete", body: [.text("Delete 독서?")], footer: [.text("y: yes")])
    let placement = dialog.place(width: 100, height: 30)
    XCTAssertEqual(placement.width, 4 + 12)
    XCTAssertEqual(placement.height, 2 + 3)
  }

  func testTheFocusStaysInViewInAShortWindow() {
    let body = (0..<20).map { DialogItem.field(label: "row \($0)", value: "v", selected: $0 == 15) }
    let dialog = Dialog(title: "T", body: body, focus: 15)
    let placement = dialog.place(width: 40, height: 8)
    XCTAssertEqual(placement.body.count, 6)
    XCTAssertTrue(placement.body.contains { $0.runs.first?.text == "> row 15" })
    XCTAssertEqual(placement.below, 3)
  }

  func testWrappingBreaksAtSpacesAndKeepsInnerSpacing() {
    XCTAssertEqual(Wrap.words("타이머가 끝났어요 정말로", width: 10), ["타이머가", "끝났어요", "정말로"])
    XCTAssertEqual(Wrap.words("08:50  독서할 시간", width: 40), ["08:50  독서할 시간"])
    XCTAssertEqual(Wrap.words("abcdefghij", width: 4), ["abcd", "efgh", "ij"])
    XCTAssertEqual(
      Wrap.pieces("ab cd ef", width: 5),
      [.init(start: 0, text: "ab cd"), .init(start: 6, text: "ef")])
  }

  func testKeyHintsBreakOnlyBetweenTwoHints() {
    XCTAssertEqual(
      Dialog.pack(["Tab: next field", "space: change", "Enter: save", "Esc: cancel"], width: 54),
      ["Tab: next field · space: change · Enter: save", "Esc: cancel"])
    XCTAssertEqual(
      Dialog.pack(["any other key: keep it"], width: 10), ["any other", "key: keep", "it"])
  }

  func testTheTextCursorSitsOnItsCharacterAfterAWrap() {
    let dialog = Dialog(
      title: "T", body: [.field(label: "Name", value: "aaaa bbbb", selected: true, cursor: 6)],
      maxWidth: 4 + 2 + 6 + 6)
    var grid = Grid(width: 40, height: 10)
    dialog.draw(&grid)
    let placement = dialog.place(width: 40, height: 10)
    // "> Name  " then the value column of 6: "aaaa" on the first line, "bbbb" on the second.
    let x = placement.x + 2 + 8 + 1
    let y = placement.y + 2
    XCTAssertEqual(grid[x, y].text, "b")
    XCTAssertFalse(grid[x, y].style.reverse, "the cursor shows in the opposite video")
    XCTAssertTrue(grid[x - 1, y].style.reverse)
  }
}
