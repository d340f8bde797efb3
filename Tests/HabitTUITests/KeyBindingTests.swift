import XCTest

@testable import HabitTUI

/// One key table drives the main screen's keys and the help.
final class KeyBindingTests: XCTestCase {
  func testNoKeyIsBoundTwice() {
    let keys = MainKeys.bindings.flatMap(\.keys)
    XCTAssertEqual(keys.count, Set(keys).count)
    XCTAssertEqual(keys.count, 35, "every key the main screen had before the table")
  }

  func testTheHelpListsEveryRowOfTheTable() {
    XCTAssertEqual(HelpPanel.keys.map(\.0.en), MainKeys.bindings.map(\.label.en))
    let help = View.render(
      {
        var model = Fixture.model(width: 100, height: 60)
        model.panel = .help(scroll: 0)
        return model
      }()
    ).plainText
    for binding in MainKeys.bindings {
      XCTAssertTrue(help.contains(binding.label.en), binding.label.en)
    }
  }

  func testAKeyTheTableDoesNotNameDoesNothing() {
    var model = Fixture.model()
    let before = model.panel
    XCTAssertEqual(MainKeys.handle(.character("Z"), &model), [])
    XCTAssertEqual(model.panel, before)
    XCTAssertEqual(model.selection, 0)
  }

  func testEachBoundKeyDoesWhatItsRowSays() {
    var model = Fixture.model()
    XCTAssertEqual(MainKeys.handle(.character("q"), &model), [.quit])
    _ = MainKeys.handle(.character("?"), &model)
    XCTAssertEqual(model.panel, .help(scroll: 0))
    _ = MainKeys.handle(.escape, &model)
    XCTAssertEqual(model.panel, .none)
    _ = MainKeys.handle(.character("j"), &model)
    XCTAssertEqual(model.selection, 1)
    _ = MainKeys.handle(.end, &model)
    XCTAssertEqual(model.selection, model.habits.count - 1)
    _ = MainKeys.handle(.character("n"), &model)
    XCTAssertEqual(model.panel, .notifications(index: 0))
  }
}
