import Foundation
import HabitCore
import NotificationSimulator
import XCTest

@testable import HabitTUI

/// Undo never lies: every change is on the stack in order, and undo/redo say what they changed.
final class UndoTests: ModelTestCase {
  private let checkIn = Change.entry(
    habitID: 4, day: Fixture.today, before: nil, after: Entry(day: Fixture.today, status: .done))

  func testUndoAndRedoSayWhatTheyChanged() {
    send(.recorded(checkIn))
    XCTAssertEqual(press(.character("u")), [.undo(checkIn)])
    XCTAssertEqual(model.banner?.text, "Undid: 영어 공부 Speaking checked in")
    XCTAssertEqual(press(.character("U")), [.redo(checkIn)])
    XCTAssertEqual(model.banner?.text, "Redid: 영어 공부 Speaking checked in")
  }

  func testATimersCheckInIsUndoneBeforeAnEarlierSettingsChange() {
    // The sequence: change the language, then stop a timer and check in.
    var korean = Settings()
    korean.reminders.language = .ko
    send(.recorded(.settings(before: Settings(), after: korean)))
    send(.delivered([Screens.alarm(.timer, "영어 공부 Speaking", "⏱")]))
    press(.enter)
    XCTAssertEqual(
      press(.character("y")), [.setEntry(habitID: 4, day: Fixture.today, status: .done)])
    send(.recorded(checkIn))
    XCTAssertEqual(press(.character("u")), [.undo(checkIn)])
    XCTAssertEqual(model.banner?.text, "Undid: 영어 공부 Speaking checked in")
    XCTAssertEqual(
      press(.character("u")), [.undo(.settings(before: Settings(), after: korean))])
    XCTAssertEqual(model.banner?.text, "Undid: Language auto (English) → 한국어")
  }

  func testEveryKindOfChangeIsDescribed() {
    let habit = Fixture.habits[0]
    var renamed = habit
    renamed.name = "책"
    var timed = habit
    timed.targetTime = TimeOfDay(parsing: "10:00")
    let day = Day(iso: "2026-11-28")!
    let cases: [(Change, String, String)] = [
      (
        .entry(
          habitID: 1, day: Fixture.today, before: nil,
          after: Entry(day: Fixture.today, status: .skipped)),
        "독서 skipped", "독서 건너뜀"
      ),
      (
        .entry(habitID: 1, day: day, before: Entry(day: day, status: .done), after: nil),
        "독서 check-in on 11-28 removed", "독서 11-28 체크인 취소"
      ),
      (
        .entry(habitID: 1, day: day, before: nil, after: Entry(day: day, status: .done)),
        "독서 checked in on 11-28", "독서 11-28 체크인"
      ),
      (.habit(before: habit, after: renamed), "독서 renamed to 책", "독서 → 책 이름 변경"),
      (.habit(before: habit, after: timed), "독서 edited", "독서 수정"),
      (.added(habit, []), "독서 added", "독서 추가"),
      (.deleted(habit, []), "독서 deleted", "독서 삭제"),
    ]
    for (change, english, korean) in cases {
      XCTAssertEqual(ChangeText.describe(change, Fixture.model()), english)
      XCTAssertEqual(ChangeText.describe(change, Fixture.model(language: .ko)), korean)
    }
  }

  func testKoreanUndoMessage() {
    model = Fixture.model(language: .ko)
    send(.recorded(checkIn))
    press(.character("u"))
    XCTAssertEqual(model.banner?.text, "되돌림: 영어 공부 Speaking 체크인")
  }
}
