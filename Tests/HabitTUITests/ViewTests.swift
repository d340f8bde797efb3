import Foundation
import HabitCore
import HabitTUI
import NotificationSimulator
import XCTest

/// Parts of the rendered screen checked by content rather than by whole snapshots.
final class ViewTests: XCTestCase {
  private func lines(_ model: Model) -> [String] {
    View.render(model).plainText.components(separatedBy: "\n")
  }

  func testASkippedHabitIsNotCountedInTheHeader() {
    var model = Fixture.model()
    model.snapshot.board.histories[1]!.set(.skipped, on: Fixture.today)
    XCTAssertTrue(lines(model)[0].contains("· 1/2 done ·"), lines(model)[0])
    _ = Update.update(&model, .key(.character("o")))
    XCTAssertTrue(lines(model)[2].contains("today 1/2"), lines(model)[2])
  }
}
