import Foundation
import HabitCore
import NotificationSimulator
import XCTest

@testable import HabitTUI

/// Moving around: jumps, text fields, the selection after changes, and the list's columns.
final class NavigationTests: ModelTestCase {
  func testGAndShiftGJumpLikeHomeAndEnd() {
    press(.character("G"))
    XCTAssertEqual(model.selection, 3)
    press(.character("g"))
    XCTAssertEqual(model.selection, 0)
    press(.end, .home)
    XCTAssertEqual(model.selection, 0)
  }

  func testJumpsInTheSettingsAndTheNotificationCenter() {
    press(.character(","), .character("G"))
    XCTAssertEqual(model.panel, .settings(field: SettingsPanel.rows.count - 1))
    press(.character("g"))
    XCTAssertEqual(model.panel, .settings(field: 0))
    press(.end)
    XCTAssertEqual(model.panel, .settings(field: SettingsPanel.rows.count - 1))
    press(.home, .escape)
    let items = (0..<5).map {
      DeliveredNotification(
        reminder: Fixture.reminder(.pre, "독서", "Time for 독서", at: "08:0\($0):00"),
        deliveredAt: Fixture.now, missed: false)
    }
    send(.loaded(Fixture.snapshot(delivered: items)))
    press(.character("n"), .character("G"))
    XCTAssertEqual(model.panel, .notifications(index: 4))
    press(.character("g"))
    XCTAssertEqual(model.panel, .notifications(index: 0))
    press(.end)
    XCTAssertEqual(model.panel, .notifications(index: 4))
  }

  func testTheCursorMovesInsideTheFormsTextFields() {
    press(.character("a"))
    type("독서")
    press(.left, .left)
    type("명상 ")
    press(.end)
    type("!")
    press(.home, .delete)
    guard case .form(let form) = model.panel else { return XCTFail("no form") }
    XCTAssertEqual(form.name.text, "상 독서!")
    XCTAssertEqual(form.name.cursor, 0)
    press(.right, .backspace)
    guard case .form(let edited) = model.panel else { return XCTFail("no form") }
    XCTAssertEqual(edited.name.text, " 독서!")
    press(.tab, .tab)
    type("0730")
    press(.left, .left)
    type(":")
    guard case .form(let timed) = model.panel else { return XCTFail("no form") }
    XCTAssertEqual(timed.times.text, "07:30")
    XCTAssertEqual(timed.times.cursor, 3)
  }

  func testTheCursorMovesInsideTheTimerPrompt() {
    press(.character("t"), .home)
    type("1h")
    press(.end, .left, .backspace)
    guard case .timer(_, let field) = model.panel else { return XCTFail("no prompt") }
    XCTAssertEqual(field.text, "1h2m")
    XCTAssertEqual(field.cursor, 3)
    XCTAssertEqual(press(.enter), [.startTimer(habitID: 1, seconds: 3720)])
  }

  func testANewHabitIsSelectedOnceItIsLoaded() {
    let added = Habit(
      id: 7, uuid: "u7", name: "명상", start: Fixture.today, position: 4)
    send(.recorded(.added(added, [])))
    var snapshot = Fixture.snapshot()
    snapshot.board.habits.append(added)
    send(.loaded(snapshot))
    XCTAssertEqual(model.selectedHabit?.name, "명상")
  }

  func testTheSelectionFollowsItsHabitWhenTheListChanges() {
    press(.down)  // Running
    var snapshot = Fixture.snapshot()
    snapshot.board.habits.insert(
      Habit(id: 8, uuid: "u8", name: "새 습관", start: Fixture.today, position: -1), at: 0)
    send(.loaded(snapshot))
    XCTAssertEqual(model.selectedHabit?.name, "Running")
    XCTAssertEqual(model.selection, 2)
  }

  func testUndoingADeleteSelectsTheRestoredHabit() {
    let habit = Fixture.habits[2]
    send(.recorded(.deleted(habit, [])))
    XCTAssertEqual(press(.character("u")), [.undo(.deleted(habit, []))])
    send(.loaded(Fixture.snapshot()))
    XCTAssertEqual(model.selectedHabit?.name, "물 마시기")
  }

  func testTheNameColumnTakesWhatTheNamesNeed() {
    model = Fixture.model(width: 40, height: 12)
    model.snapshot.board.habits = Fixture.habits.map {
      var habit = $0
      habit.targetTime = nil
      habit.alarm = false
      return habit
    }
    let lines = View.render(model).plainText.components(separatedBy: "\n")
    XCTAssertEqual(lines[1], "       Habit               Now Best")
    XCTAssertEqual(lines[2], " > [ ] 독서                  6    8")
    XCTAssertEqual(lines[5], "       영어 공부 Speaking    3    4")
  }
}

/// The statistics screen's keys.
final class StatisticsPanelTests: ModelTestCase {
  func testIOpensTheSelectedHabitsStatisticsAndWMAndEscapeWork() {
    press(.down, .character("i"))
    let habit = model.snapshot.board.habits[1].id
    XCTAssertEqual(model.panel, .statistics(StatisticsView(habitID: habit)))
    XCTAssertNil(model.snapshot.statistics, "read by the terminal side once the screen is open")
    Screens.loadStatistics(&model)
    press(.character("m"))
    guard case .statistics(let view) = model.panel else { return XCTFail("closed") }
    XCTAssertTrue(view.byMonth)
    press(.character("j"))
    guard case .statistics(let scrolled) = model.panel else { return XCTFail("closed") }
    XCTAssertEqual(scrolled.scroll, 1)
    press(.character("w"), .escape)
    XCTAssertEqual(model.panel, .none)
    press(.character("i"), .character("i"))
    XCTAssertEqual(model.panel, .none, "i again closes it")
  }

  func testWhatACheckInEarnedShowsInABanner() {
    var renamed = model.snapshot.board.habits[0]
    renamed.name = "독서\u{1B}[2J"
    _ = Update.update(
      &model,
      .earned([
        Achievement(.streak(7), habit: renamed, day: Fixture.today),
        Achievement(.total(10), habit: renamed, day: Fixture.today),
        Achievement(.perfectWeek, habit: nil, day: Fixture.today),
      ]))
    XCTAssertEqual(
      model.banner?.text, "🏆 독서\\e[2J: 7-day streak · 10 check-ins · first perfect week")
    XCTAssertNotNil(model.banner?.until, "it goes by itself")
  }

}
