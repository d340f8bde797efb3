import HabitCore
import XCTest

/// The board keeps a habit's reading while its history and rules stay as they were, and reads it
/// again as soon as either changes.
final class BoardReadingTests: XCTestCase {
  private func board() -> Board {
    let gym = habit("Gym", schedule: .frequency(Frequency(times: 2, days: 7)!), id: 1)
    let read = habit("독서", id: 2)
    return Board(
      habits: [gym, read],
      histories: [1: history(gym, ["2026-11-28": .done]), 2: history(read, [:])],
      today: d("2026-11-30"), settings: Settings())
  }

  func testACheckInThroughTheHistoriesIsReadAtOnce() {
    var board = board()
    let gym = board.habits[0]
    XCTAssertEqual(board.mark(of: gym, on: d("2026-12-01")), .none)
    board.histories[1]?.set(.done, on: d("2026-11-30"))
    // Two check-ins in 7 days: 11-28 to 12-04 is done.
    XCTAssertEqual(board.mark(of: gym, on: d("2026-12-01")), .auto)
    XCTAssertEqual(board.mark(of: gym, on: d("2026-11-30")), .done)
    board.histories[1]?.set(nil, on: d("2026-11-30"))
    XCTAssertEqual(board.mark(of: gym, on: d("2026-12-01")), .none)
  }

  func testAChangedRuleIsReadAgainWithTheSameHistory() {
    var board = board()
    board.histories[1]?.set(.done, on: d("2026-11-30"))
    XCTAssertEqual(board.mark(of: board.habits[0], on: d("2026-12-03")), .auto)
    board.habits[0].schedule = .frequency(Frequency(times: 3, days: 7)!)
    XCTAssertEqual(board.mark(of: board.habits[0], on: d("2026-12-03")), .none)
  }

  func testAnotherHabitsCheckInLeavesTheReadingEqual() {
    var board = board()
    let before = (0..<10).map {
      board.mark(of: board.habits[0], on: d("2026-11-26").adding(days: $0))
    }
    board.histories[2]?.set(.done, on: d("2026-11-30"))
    XCTAssertEqual(
      (0..<10).map { board.mark(of: board.habits[0], on: d("2026-11-26").adding(days: $0)) }, before
    )
    XCTAssertEqual(board.mark(of: board.habits[1], on: d("2026-11-30")), .done)
  }

  func testAHistoryIsIdenticalOnlyToItsUnchangedCopies() {
    let read = habit("독서")
    let original = history(read, ["2026-11-28": .done])
    var copy = original
    XCTAssertTrue(copy.isIdentical(to: original))
    copy.set(.done, on: d("2026-11-28"))
    XCTAssertFalse(copy.isIdentical(to: original), "a write gives the copy storage of its own")
    XCTAssertFalse(history(read, ["2026-11-28": .done]).isIdentical(to: original))
  }
}
