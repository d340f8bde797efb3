import Foundation
import HabitApp
import HabitCore
import HabitStore
import HabitTUI
import XCTest

@testable import HabitTerminal

/// The richer habits' effects against a real store file: amounts, moves, archive and notes.
final class RichEffectTests: RunnerTestCase {
  private let start = Day(iso: "2026-11-01")!

  override func seed(_ store: HabitStore) throws {
    _ = try store.write {
      try $0.insert(
        Habit(
          uuid: "u1", name: "물", start: start,
          measure: Measure(unit: "L", target: Amount(thousandths: 2000))))
    }
    _ = try store.write { try $0.insert(Habit(uuid: "u2", name: "독서", start: start)) }
    _ = try store.write {
      try $0.insert(Habit(uuid: "u3", name: "기타", start: start, archived: true))
    }
    try store.write {
      try $0.save(
        Entry(day: today, status: .done, note: "점심에 한 잔", amount: Amount(thousandths: 500)),
        habitID: 1)
    }
    try store.write { try $0.save(Entry(day: today, status: .done), habitID: 3) }
  }

  func testAnAmountKeepsTheNoteAndReachesTheBoard() throws {
    let messages = try runner.perform(
      .setAmount(habitID: 1, day: today, amount: Amount(thousandths: 2250)), now: now)
    let before = Entry(day: today, status: .done, note: "점심에 한 잔", amount: Amount(thousandths: 500))
    var after = before
    after.amount = Amount(thousandths: 2250)
    guard case .recorded(let change)? = messages.first else { return XCTFail("\(messages)") }
    XCTAssertEqual(change, .entry(habitID: 1, day: today, before: before, after: after))
    XCTAssertEqual(try store.read { try $0.entry(habitID: 1, day: today) }, after)
    let water = runner.board.habits[0]
    XCTAssertEqual(runner.board.history(of: water).amount(on: today), Amount(thousandths: 2250))
    XCTAssertEqual(runner.board.mark(of: water, on: today), .done)
    // Undo puts the old amount back, in the store and in memory.
    _ = try runner.perform(.undo(change), now: now)
    XCTAssertEqual(runner.board.history(of: water).amount(on: today), Amount(thousandths: 500))
    XCTAssertEqual(try store.read { try $0.entry(habitID: 1, day: today) }, before)
  }

  func testTheSnapshotCarriesArchivedHabitsTheirHistoriesAndNotes() throws {
    let snapshot = try runner.snapshot(now: now)
    XCTAssertEqual(snapshot.board.habits.map(\.name), ["물", "독서"])
    XCTAssertEqual(snapshot.archived.map(\.name), ["기타"])
    XCTAssertEqual(snapshot.board.history(of: snapshot.archived[0]).status(on: today), .done)
    XCTAssertEqual(snapshot.notes, [1: [today: "점심에 한 잔"]])
    XCTAssertEqual(snapshot.board.todayProgress.due, 2, "archived habits stay out of the count")
  }

  func testArchivingIsAnEditThatUndoTakesBack() throws {
    let was = try XCTUnwrap(runner.board.habits.last)
    var reading = was
    reading.archived = true
    let messages = try runner.perform(.updateHabit(reading, was: was), now: now)
    XCTAssertEqual(try runner.snapshot(now: now).archived.map(\.name), ["독서", "기타"])
    guard case .recorded(let change)? = messages.first else { return XCTFail("\(messages)") }
    _ = try runner.perform(.undo(change), now: now)
    XCTAssertEqual(try store.read { try $0.habits() }.map(\.name), ["물", "독서"])
  }

  func testAMoveIsRecordedAndUndone() throws {
    let messages = try runner.perform(.moveHabit(habitID: 2, to: 9), now: now)
    guard case .recorded(let change)? = messages.first else { return XCTFail("\(messages)") }
    XCTAssertEqual(change, .moved(habitID: 2, from: 1, to: 1), "clamped to the list")
    guard
      case .recorded(let up)? = try runner.perform(.moveHabit(habitID: 2, to: 0), now: now).first
    else { return XCTFail("not recorded") }
    XCTAssertEqual(up, .moved(habitID: 2, from: 1, to: 0))
    XCTAssertEqual(runner.board.habits.map(\.name), ["독서", "물"])
    _ = try runner.perform(.undo(Change.moved(habitID: 2, from: 1, to: 0)), now: now)
    XCTAssertEqual(try store.read { try $0.habits() }.map(\.name), ["물", "독서"])
  }

  func testAnEditLandsOnTheHabitAsStoredAndItsUndoTakesBackOnlyThat() throws {
    let was = try XCTUnwrap(runner.board.habits.last)
    // Another device's rename comes in while the form is open.
    var renamed = was
    renamed.name = "책 읽기"
    try store.write { db in try db.update(renamed) }
    var edited = was
    edited.description = "자기 전에"
    let messages = try runner.perform(.updateHabit(edited, was: was), now: now)
    var stored = try XCTUnwrap(try store.read { try $0.habits(ids: [was.id]) }.first)
    XCTAssertEqual(stored.name, "책 읽기")
    XCTAssertEqual(stored.description, "자기 전에")
    guard case .recorded(let change)? = messages.first else { return XCTFail("\(messages)") }
    _ = try runner.perform(.undo(change), now: now)
    stored = try XCTUnwrap(try store.read { try $0.habits(ids: [was.id]) }.first)
    XCTAssertEqual(stored.name, "책 읽기", "the undo takes back the edit only")
    XCTAssertEqual(stored.description, was.description)
  }

  func testChangingTheKindOfAHabitWithEntriesIsRefused() throws {
    var water = runner.board.habits[0]
    water.measure = nil
    XCTAssertThrowsError(
      try runner.perform(.updateHabit(water, was: runner.board.habits[0]), now: now)
    ) { error in
      XCTAssertEqual("\(error)", "물 has entries: it stays measurable")
    }
    XCTAssertNotNil(try store.read { try $0.habits() }[0].measure)
  }

  func testAnUndoThatWouldChangeTheKindOfAHabitWithEntriesIsRefused() throws {
    // 독서 has no entries: it may become measurable; then it gets one.
    let reading = try XCTUnwrap(runner.board.habits.first { $0.name == "독서" })
    var measured = reading
    measured.measure = Measure(unit: "쪽", target: Amount(thousandths: 30_000))
    let messages = try runner.perform(.updateHabit(measured, was: reading), now: now)
    guard case .recorded(let change)? = messages.first else { return XCTFail("\(messages)") }
    _ = try runner.perform(
      .setAmount(habitID: reading.id, day: today, amount: Amount(thousandths: 12_000)), now: now)
    XCTAssertThrowsError(try runner.perform(.undo(change), now: now)) { error in
      XCTAssertEqual("\(error)", "독서 has entries: it stays measurable")
    }
    XCTAssertNotNil(
      try store.read { try $0.habits(ids: [reading.id]) }.first?.measure,
      "the undo changed nothing")
  }

  func testStoppingAnAlarmShowsItsFrameBeforeTheCommit() throws {
    var shownInside = false
    _ = try runner.perform(.acknowledge(threads: ["none"]), now: now) { answers in
      XCTAssertTrue(answers.isEmpty)
      shownInside = true
    }
    XCTAssertTrue(shownInside, "the interface draws before the reschedule and the commit")
  }
}
