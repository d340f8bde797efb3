import Foundation
import HabitCore
import XCTest

@testable import HabitTUI

/// Every action says what it did, once; no message outlives the next key.
final class MessageTests: ModelTestCase {
  override func setUp() {
    super.setUp()
    model = RichFixture.model()
  }

  private var text: String? { model.banner?.text }

  func testAnOldMessageGoesWithTheNextKey() {
    press(.character("v"))
    XCTAssertEqual(text, "물 마시기 archived: A shows archived habits, u undoes")
    press(.down)
    XCTAssertNil(model.banner)
    send(.notice("Synced: 2 changes"))
    press(.character("K"))
    XCTAssertNil(model.banner, "the move says what it did once it is recorded")
    send(.recorded(.moved(habitID: 2, from: 1, to: 0)))
    XCTAssertEqual(text, "운동 moved from 2 to 1")
  }

  func testAMoveThatCannotHappenSaysWhy() {
    XCTAssertEqual(press(.character("K")), [])
    XCTAssertEqual(text, "물 마시기 is first already")
    press(.character("G"), .character("J"))
    XCTAssertEqual(text, "독서 is last already")
  }

  func testEveryRecordedChangeSaysWhatItDid() {
    let habit = RichFixture.habits[3]
    send(.recorded(.entry(habitID: 4, day: RichFixture.today, before: nil, after: nil)))
    XCTAssertEqual(text, "독서 check-in removed")
    send(.recorded(.deleted(habit, [])))
    XCTAssertEqual(text, "독서 deleted · u undoes")
    send(.recorded(.added(habit, [])))
    XCTAssertEqual(text, "독서 added")
    var renamed = habit
    renamed.name = "책"
    send(.recorded(.habit(before: habit, after: renamed)))
    XCTAssertEqual(text, "독서 renamed to 책")
  }

  func testArchivingSaysItOnceWithItsHint() {
    guard case .updateHabit(let archived, _)? = press(.character("v")).first else {
      return XCTFail("no update")
    }
    send(.recorded(.habit(before: RichFixture.habits[0], after: archived)))
    XCTAssertEqual(text, "물 마시기 archived: A shows archived habits, u undoes")
  }

  func testDeletingOrKeepingSaysWhich() {
    press(.character("G"), .character("d"))
    XCTAssertEqual(press(.character("y")), [.deleteHabit(habitID: 4)])
    XCTAssertNil(model.banner, "said once the delete is recorded")
    press(.character("d"), .character("n"))
    XCTAssertEqual(text, "독서 kept")
  }

  func testShowingArchivedHabitsSaysSo() {
    press(.character("A"))
    XCTAssertEqual(text, "Showing 1 archived habit, marked [a]")
    press(.character("A"))
    XCTAssertEqual(text, "Archived habits hidden")
  }

  func testKeepingATimerSaysSo() {
    var snapshot = model.snapshot
    snapshot.timers = [
      RunningTimer(
        id: "timer:1", habitID: 1, habit: "물 마시기", kind: .timer,
        fires: model.now.addingTimeInterval(600))
    ]
    send(.loaded(snapshot))
    press(.character("t"), .character("n"))
    XCTAssertEqual(text, "Timer for 물 마시기 keeps running")
  }
}
