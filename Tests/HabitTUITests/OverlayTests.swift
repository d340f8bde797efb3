import Foundation
import HabitCore
import XCTest

@testable import HabitTUI

/// Every panel and overlay, at the three sizes and in both languages: each cell of the screen
/// is the panel's (its box and a blank margin round it) or the screen's behind it, and no wide
/// character is left in halves.
final class OverlayTests: XCTestCase {
  /// The screens with an overlay: every panel, the statistics, and an alarm over a panel.
  private var screens: [(String, Screens.Prepare)] {
    Screens.panels + [
      (
        "statistics",
        {
          Screens.press(&$0, .character("i"))
          Screens.loadStatistics(&$0)
        }
      ),
      (
        "alarm over the settings",
        {
          Screens.press(&$0, .character(","))
          _ = Update.update(&$0, .delivered([Screens.alarm(.alarm, "Running", "⏰ Running")]))
        }
      ),
    ]
  }

  /// A cell's rectangle test.
  private struct Area {
    var x: Int, y: Int, width: Int, height: Int
    func contains(_ column: Int, _ row: Int) -> Bool {
      column >= x && column < x + width && row >= y && row < y + height
    }
  }

  /// What the screen must show, layer by layer from the screen behind: in a dialog's box its
  /// cells drawn alone, in its margin blanks, elsewhere what was there, blanked where the margin
  /// cuts a wide character in two.
  private func expected(behind: Grid, layers: [(box: Area, alone: Grid)]) -> [[String]] {
    var texts = (0..<behind.height).map { row in (0..<behind.width).map { behind[$0, row].text } }
    for layer in layers {
      let margin = Area(
        x: layer.box.x - 1, y: layer.box.y - 1, width: layer.box.width + 2,
        height: layer.box.height + 2)
      let before = texts
      for row in texts.indices {
        for column in texts[row].indices {
          let text = before[row][column]
          if layer.box.contains(column, row) {
            texts[row][column] = layer.alone[column, row].text
          } else if margin.contains(column, row) {
            texts[row][column] = " "
          } else if text.isEmpty, margin.contains(column - 1, row) {
            texts[row][column] = " "
          } else if TerminalText.width(text) == 2, margin.contains(column + 1, row) {
            texts[row][column] = " "
          }
        }
      }
    }
    return texts
  }

  func testNoCellOfAnOverlayShowsThroughFromBehind() {
    for (name, prepare) in screens {
      for language in [Language.en, .ko] {
        for (width, height) in PanelLayoutTests.sizes {
          var model = Fixture.model(width: width, height: height, language: language)
          prepare(&model)
          var back = model
          back.panel = .none
          back.alarm = nil
          let behind = View.render(back)
          let layers = Screens.dialogs(model).map { dialog -> (box: Area, alone: Grid) in
            let placement = dialog.place(width: width, height: height)
            var alone = Grid(width: width, height: height)
            dialog.draw(&alone)
            return (
              Area(
                x: placement.x, y: placement.y, width: placement.width, height: placement.height),
              alone
            )
          }
          let grid = View.render(model)
          let what = "\(name) (\(language)) at \(width)x\(height)"
          var wrong: [String] = []
          let wanted = expected(behind: behind, layers: layers)
          for row in 0..<height {
            for column in 0..<width {
              let want = wanted[row][column]
              if grid[column, row].text != want {
                wrong.append("(\(column),\(row)) '\(grid[column, row].text)' not '\(want)'")
              }
            }
          }
          XCTAssertEqual(wrong, [], what)
          assertWhole(grid, what)
        }
      }
    }
  }

  /// Every wide character has its second cell, and every second cell its wide character.
  private func assertWhole(_ grid: Grid, _ what: String) {
    for row in 0..<grid.height {
      for column in 0..<grid.width {
        let text = grid[column, row].text
        if text.isEmpty {
          XCTAssertTrue(
            column > 0 && TerminalText.width(grid[column - 1, row].text) == 2,
            "\(what): a stray half at (\(column),\(row))")
        } else if TerminalText.width(text) == 2 {
          XCTAssertTrue(
            column + 1 < grid.width && grid[column + 1, row].text.isEmpty,
            "\(what): '\(text)' without its second half at (\(column),\(row))")
        }
      }
    }
  }
}
