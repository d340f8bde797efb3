import Foundation
import HabitCore
import XCTest

@testable import HabitTUI

/// A window of any size, down to one cell, shows something and survives every key and resize.
final class TinyWindowTests: XCTestCase {
  /// The first line a window too small for the screen shows, in English.
  private func tooSmall(width: Int) -> String {
    switch width {
    case 16...: return "Window too small"
    case 9...: return "Too small"
    case 5...: return "Small"
    default: return String("Small".prefix(width))
    }
  }

  func testEverySizeFromOneCellShowsSomething() {
    for height in 1...6 {
      for width in 1...12 {
        let model = Fixture.model(width: width, height: height)
        let lines = View.render(model).plainText.components(separatedBy: "\n")
        XCTAssertEqual(lines.count, height, "\(width)x\(height)")
        XCTAssertEqual(lines[0], tooSmall(width: width), "\(width)x\(height)")
      }
    }
  }

  func testAKoreanTinyWindowSaysSoInKorean() {
    let expected = [1: "…", 2: "작", 5: "작아", 6: "작아요", 11: "너무 작아요", 16: "창이 너무 작아요"]
    for (width, text) in expected {
      let model = Fixture.model(width: width, height: 3, language: .ko)
      XCTAssertEqual(
        View.render(model).plainText.components(separatedBy: "\n")[0], text, "width \(width)")
    }
  }

  func testATallNarrowWindowLoadsAndTakesKeys() {
    // The first load moved the day cursor in a layout with -3 weeks of heatmap: a trap.
    var model = Fixture.model(width: 2, height: 200)
    _ = Update.update(&model, .loaded(Fixture.snapshot()))
    Screens.press(&model, .left, .left, .character("o"), .character("o"))
    XCTAssertEqual(View.render(model).plainText.components(separatedBy: "\n")[0], "Sm")
    XCTAssertEqual(model.dayOffset, 0)
  }

  func testResizingThroughEverySmallSizeWithEveryPanelOpen() {
    for (name, prepare) in Screens.panels + [("main", { _ in })] {
      var model = Fixture.model(width: 100, height: 30)
      prepare(&model)
      for height in [1, 2, 3, 4, 5, 6, 200] {
        for width in 1...12 {
          _ = Update.update(&model, .resized(width: width, height: height))
          _ = Update.update(&model, .loaded(model.snapshot))
          // Keys that page and scroll lay the panel out at the window's size.
          var pressed = model
          Screens.press(&pressed, .down, .pageDown, .character(" "), .left)
          let grid = View.render(pressed)
          XCTAssertEqual(grid.height, height, "\(name) at \(width)x\(height)")
          XCTAssertFalse(grid.plainText.isEmpty, "\(name) at \(width)x\(height) shows nothing")
        }
      }
      _ = Update.update(&model, .resized(width: 100, height: 30))
      XCTAssertTrue(View.render(model).plainText.hasPrefix(" HabitFlow"), name)
    }
  }
}
