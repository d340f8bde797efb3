import Foundation
import HabitApp
import HabitCore
import HabitStore
import HabitTUI
import XCTest

@testable import HabitTerminal

/// The interface's effects against a real store file: what they write, what they record for undo,
/// and that the board kept in memory matches a fresh read.
final class EffectRunnerTests: RunnerTestCase {
  override func seed(_ store: HabitStore) throws {
    _ = try store.write {
      try $0.insert(
        Habit(
          uuid: "u1", name: "독서", targetTime: TimeOfDay(parsing: "09:30"),
          start: Day(iso: "2026-11-01")!))
    }
    try store.write {
      try $0.save(Entry(day: Day(iso: "2026-11-29")!, status: .done, note: "한 장"), habitID: 1)
    }
  }

  private func freshBoard() throws -> Board {
    try ReminderService(store: store, zone: zone, environment: [:]).board(now: now)
  }

  func testACheckInKeepsTheNoteAndIsRecorded() throws {
    let day = Day(iso: "2026-11-29")!
    let messages = try runner.perform(.setEntry(habitID: 1, day: day, status: .skipped), now: now)
    let before = Entry(day: day, status: .done, note: "한 장")
    let after = Entry(day: day, status: .skipped, note: "한 장")
    guard case .recorded(let change)? = messages.first else { return XCTFail("\(messages)") }
    XCTAssertEqual(change, .entry(habitID: 1, day: day, before: before, after: after))
    XCTAssertEqual(try store.read { try $0.entry(habitID: 1, day: day) }, after)
    XCTAssertEqual(runner.board.history(of: runner.board.habits[0]).status(on: day), .skipped)
  }

  func testTheBoardInMemoryMatchesAFreshRead() throws {
    _ = try runner.perform(.setEntry(habitID: 1, day: today, status: .done), now: now)
    _ = try runner.perform(
      .setEntry(habitID: 1, day: Day(iso: "2026-11-28")!, status: .skipped), now: now)
    let fresh = try freshBoard()
    for offset in -40...0 {
      let day = today.adding(days: offset)
      XCTAssertEqual(
        runner.board.history(of: runner.board.habits[0]).status(on: day),
        fresh.history(of: fresh.habits[0]).status(on: day), day.iso)
    }
  }

  func testUndoingADeleteRestoresTheHabitAndItsNotes() throws {
    let messages = try runner.perform(.deleteHabit(habitID: 1), now: now)
    guard case .recorded(let change)? = messages.first else { return XCTFail("\(messages)") }
    XCTAssertEqual(try store.read { try $0.habits() }, [])
    XCTAssertEqual(try store.read { try $0.center() }.pending, [])
    _ = try runner.perform(.undo(change), now: now)
    XCTAssertEqual(try store.read { try $0.habits() }.map(\.name), ["독서"])
    XCTAssertEqual(try store.read { try $0.entries(habitID: 1) }.first?.note, "한 장")
    XCTAssertFalse(
      try store.read { try $0.center() }.pending.isEmpty, "restoring reschedules its reminders")
  }

  func testSettingsChangesAreRecordedAndReschedule() throws {
    let was = try store.read { try $0.settings() }
    var off = was
    off.reminders.masterEnabled = false
    let messages = try runner.perform(.saveSettings(off, was: was), now: now)
    guard case .recorded(.settings(let before, let after))? = messages.first else {
      return XCTFail()
    }
    XCTAssertTrue(before.reminders.masterEnabled)
    XCTAssertEqual(after, off)
    XCTAssertEqual(try store.read { try $0.center() }.pending, [])
    XCTAssertEqual(runner.board.settings, off)
  }

  func testAddingAHabitGivesItAnIdentityAndAPlan() throws {
    let messages = try runner.perform(
      .addHabit(Habit(uuid: "", name: "명상", targetTime: TimeOfDay(parsing: "21:00"), start: today)),
      now: now)
    guard case .recorded(.added(let habit, []))? = messages.first else {
      return XCTFail("\(messages)")
    }
    XCTAssertEqual(habit.name, "명상")
    XCTAssertFalse(habit.uuid.isEmpty)
    XCTAssertEqual(runner.board.habits.map(\.name), ["독서", "명상"])
    XCTAssertTrue(try store.read { try $0.center() }.pending.contains { $0.reminder.habit == "명상" })
  }

  func testStoppingATimerChecksNothingIn() throws {
    _ = try runner.perform(.startTimer(habitID: 1, seconds: 60), now: now)
    let ringing = now.addingTimeInterval(61)
    _ = try store.write { _ in try runner.service.deliverDue(now: ringing) }
    let threads = try store.read { try $0.center() }.ringingThreads
    XCTAssertEqual(threads.count, 1)
    XCTAssertTrue(try runner.perform(.acknowledge(threads: threads), now: ringing).isEmpty)
    XCTAssertNil(
      try store.read { try $0.entry(habitID: 1, day: today) }, "the interface offers the check-in")
    XCTAssertEqual(try store.read { try $0.center() }.ringingThreads, [])
    XCTAssertEqual(try store.read { try $0.bursts() }.count, 0)
  }

  func testCancellingATimerRemovesItsBurstAndRequests() throws {
    _ = try runner.perform(.startTimer(habitID: 1, seconds: 600), now: now)
    let timer = try runner.snapshot(now: now).timers
    XCTAssertEqual(timer.map(\.habitID), [1])
    XCTAssertEqual(timer.first?.fires, now.addingTimeInterval(600))
    XCTAssertEqual(
      try runner.snapshot(now: now).pendingThreads.contains(timer[0].id), true)
    _ = try runner.perform(.cancelTimer(id: timer[0].id), now: now)
    XCTAssertEqual(try runner.snapshot(now: now).timers, [])
    XCTAssertFalse(
      try store.read { try $0.center() }.pending.contains { $0.reminder.thread == timer[0].id })
  }
}
