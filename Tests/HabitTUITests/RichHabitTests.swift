import Foundation
import HabitCore
import XCTest

@testable import HabitTUI

/// Amounts, archive, order and the list's marks of the richer habits (issue 9).
final class RichHabitTests: ModelTestCase {
  override func setUp() {
    super.setUp()
    model = RichFixture.model()
  }

  private var amountEntry: AmountEntry? {
    if case .amount(let entry) = model.panel { return entry }
    return nil
  }

  func testSpaceOnAMeasurableHabitAsksForTheAmountAndSetsIt() {
    XCTAssertEqual(press(.character(" ")), [])
    XCTAssertEqual(amountEntry?.field.text, "1.5")
    XCTAssertEqual(amountEntry?.adding, false)
    // The amount so far is offered selected: what is typed replaces it.
    XCTAssertEqual(amountEntry?.field.isSelected, true)
    type("2.25")
    XCTAssertEqual(amountEntry?.field.text, "2.25")
    XCTAssertEqual(
      press(.enter),
      [.setAmount(habitID: 1, day: Fixture.today, amount: Amount(thousandths: 2250))])
    XCTAssertEqual(model.panel, .none)
  }

  func testAWrongAmountKeepsWhatWasTypedAndEscapeCancels() {
    press(.character(" "), .end)
    type("x")
    XCTAssertEqual(press(.enter), [])
    XCTAssertEqual(amountEntry?.field.text, "1.5x")
    XCTAssertEqual(amountEntry?.invalid, true)
    press(.backspace)
    XCTAssertEqual(amountEntry?.invalid, false)
    XCTAssertEqual(press(.escape), [])
    XCTAssertEqual(model.panel, .none)
  }

  func testAnEmptyAmountClearsTheDay() {
    // One Backspace clears the offered amount.
    press(.character(" "), .backspace)
    XCTAssertEqual(amountEntry?.field.text, "")
    XCTAssertEqual(press(.enter), [.setAmount(habitID: 1, day: Fixture.today, amount: nil)])
  }

  func testPlusAddsToTheCursorDaysAmount() {
    press(.left, .character("+"))  // 11-29: 2 L so far
    XCTAssertEqual(amountEntry?.field.text, "")
    type("0.25")
    XCTAssertEqual(
      press(.enter),
      [
        .setAmount(
          habitID: 1, day: RichFixture.day("2026-11-29"), amount: Amount(thousandths: 2250))
      ]
    )
  }

  func testPlusOnAYesNoHabitExplainsItself() {
    press(.down)
    XCTAssertEqual(press(.character("+")), [])
    XCTAssertEqual(model.panel, .none)
    XCTAssertEqual(
      model.banner?.text, "+ adds to a measurable habit's amount; space checks this one in.")
    XCTAssertEqual(
      press(.character(" ")), [.setEntry(habitID: 2, day: Fixture.today, status: .done)])
  }

  func testTheListShowsProgressAutoDoneTimesAndArchived() {
    let board = model.snapshot.board
    let habits = model.habits
    XCTAssertEqual(
      habits.map { HabitList.mark($0, board) }, ["  1.5/2 L", "[+]", "✓ 1/2 잔", "[x]"])
    XCTAssertEqual(HabitList.times(habits[0]), "09:00+2")
    XCTAssertEqual(HabitList.times(habits[3]), "21:00")
    XCTAssertEqual(HabitList.mark(RichFixture.guitar, board), "[a]")
    var long = RichFixture.water
    long.measure?.unit = "glasses of water"
    XCTAssertEqual(HabitList.progress(long, Amount(thousandths: 1500)), "1.5/2 glass…")
  }

  func testANarrowWindowCutsTheProgressBeforeTheNameAndKeepsEveryColumn() {
    model = RichFixture.model(width: 40, height: 12)
    model.snapshot.board.habits[0].alarm = true
    let lines = View.render(model).plainText.components(separatedBy: "\n")
    // The best-streak column still ends at the window's edge; the name keeps six columns.
    XCTAssertEqual(lines[1], "            Habit   Time        Now Best")
    XCTAssertEqual(lines[2], " >   1.5/2… 물 마…  09:00+2 ⏰    1    2")
  }

  func testTheHabitsColourTintsItsMarkerAndItsHeatmap() {
    let grid = View.render(model)
    // Row 2: " >   1.5/2 L 물 마시기": the marker starts after " > ".
    XCTAssertEqual(grid[5, 2].text, "1")
    XCTAssertEqual(grid[5, 2].style.foreground, .habit(.blue))
    XCTAssertEqual(grid[3, 2].style.foreground, .habit(.blue))
    XCTAssertEqual(grid[1, 2].style.foreground, .standard)
    // Today's cell, 1.5 of 2 L: level 4 of 5, in blue (the last column, Monday's row).
    let heatmap = model.snapshot.board.heatmap(of: model.selectedHabit!)
    let index = heatmap.cells.firstIndex { $0.day == Fixture.today }!
    let cell = grid[100 - View.heatmapWidth + 4 + index / 7, 4 + index % 7]
    XCTAssertEqual(cell.text, "*")
    XCTAssertEqual(cell.style.background, .shade(.blue, level: 4))
    // The overall map keeps the default greens.
    press(.character("o"))
    let overall = View.render(model)[100 - View.heatmapWidth + 4 + index / 7, 4 + index % 7]
    XCTAssertEqual(overall.style.background, .heat(3))  // 3 of 4 done
  }

  func testTheCursorDaySaysTheAmountAndTheNote() {
    XCTAssertEqual(CursorDay(model), CursorDay(day: nil, note: nil))
    press(.left, .left)
    XCTAssertEqual(
      CursorDay(model), CursorDay(day: "2026-11-28 0.5/2 L", note: "note: 머리가 아팠다, 조금만"))
    press(.down, .left)
    XCTAssertEqual(CursorDay(model), CursorDay(day: "2026-11-29 done (auto)", note: nil))
  }

  func testVArchivesAndUndoSaysSo() {
    guard case .updateHabit(let archived, _)? = press(.character("v")).first else {
      return XCTFail("no update")
    }
    XCTAssertTrue(archived.archived)
    XCTAssertEqual(archived.id, 1)
    XCTAssertEqual(model.banner?.text, "물 마시기 archived: A shows archived habits, u undoes")
    send(.recorded(.habit(before: RichFixture.habits[0], after: archived)))
    XCTAssertEqual(
      press(.character("u")), [.undo(.habit(before: RichFixture.habits[0], after: archived))])
    XCTAssertEqual(model.banner?.text, "Undid: 물 마시기 archived")
    XCTAssertEqual(model.focusHabitID, 1)
  }

  func testAShowsArchivedHabitsWhichVBringsBack() {
    XCTAssertEqual(model.habits.count, 4)
    press(.character("A"))
    XCTAssertEqual(model.habits.map(\.id), [1, 2, 3, 4, 5])
    press(.character("G"))
    XCTAssertEqual(model.selectedHabit?.id, 5)
    XCTAssertEqual(press(.character("J")), [])
    XCTAssertEqual(
      model.banner?.text, "An archived habit keeps its place: v brings it back first.")
    guard case .updateHabit(let back, _)? = press(.character("v")).first else {
      return XCTFail("no update")
    }
    XCTAssertFalse(back.archived)
    XCTAssertEqual(model.banner?.text, "기타 연습 back in the list")
    press(.character("A"))
    XCTAssertEqual(model.habits.count, 4)
    XCTAssertEqual(model.selection, 3)
  }

  func testShiftJAndKMoveTheHabitAndUndoMovesItBack() {
    XCTAssertEqual(press(.character("K")), [])
    XCTAssertEqual(press(.character("J")), [.moveHabit(habitID: 1, to: 1)])
    press(.character("G"))
    XCTAssertEqual(press(.character("J")), [])
    XCTAssertEqual(press(.character("K")), [.moveHabit(habitID: 4, to: 2)])
    let move = Change.moved(habitID: 1, from: 0, to: 1)
    XCTAssertEqual(move.inverse, .moved(habitID: 1, from: 1, to: 0))
    send(.recorded(move))
    XCTAssertEqual(press(.character("u")), [.undo(move)])
    XCTAssertEqual(model.banner?.text, "Undid: 물 마시기 moved from 1 to 2")
  }

  func testAnAmountChangeIsDescribed() {
    let day = RichFixture.day("2026-11-29")
    let change = Change.entry(
      habitID: 1, day: day, before: nil,
      after: Entry(day: day, status: .done, amount: Amount(thousandths: 250)))
    XCTAssertEqual(ChangeText.describe(change, model), "물 마시기 0.25 L recorded on 11-29")
  }

  func testTheDeletePromptOffersToArchiveInstead() {
    press(.character("d"))
    guard case .updateHabit(let habit, _)? = press(.character("a")).first else {
      return XCTFail("no archive")
    }
    XCTAssertTrue(habit.archived)
    XCTAssertEqual(model.panel, .none)
  }

  func testStoppingAMeasurableHabitsAlarmAsksForAnAmount() {
    model.panel = .offerCheckIn(habitID: 1, kind: .alarm)
    XCTAssertEqual(press(.character("y")), [])
    XCTAssertEqual(amountEntry?.adding, true)
    XCTAssertEqual(amountEntry?.day, Fixture.today)
  }
}
