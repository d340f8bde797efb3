import Foundation
import HabitCore
import HabitTUI
import NotificationSimulator
import XCTest

/// update() key by key and message by message: the exact model changes and effects.
final class UpdateTests: ModelTestCase {
  func testMovingTheSelectionStaysInTheList() {
    XCTAssertEqual(press(.character("j")), [])
    XCTAssertEqual(model.selection, 1)
    press(.down, .down, .down, .down)
    XCTAssertEqual(model.selection, 3)
    press(.character("k"), .up, .up, .up, .up)
    XCTAssertEqual(model.selection, 0)
    press(.end)
    XCTAssertEqual(model.selection, 3)
  }

  func testSpaceTogglesTodaysCheckIn() {
    XCTAssertEqual(
      press(.character(" ")), [.setEntry(habitID: 1, day: Fixture.today, status: .done)])
    press(.down)
    XCTAssertEqual(press(.character("x")), [.setEntry(habitID: 2, day: Fixture.today, status: nil)])
    XCTAssertEqual(
      press(.character("s")), [.setEntry(habitID: 2, day: Fixture.today, status: .skipped)])
  }

  func testTheDayCursorBackFillsAndStopsAtTheStart() {
    press(.character("h"), .character("h"))
    XCTAssertEqual(model.cursorDay.iso, "2026-11-28")
    // 11-28 is done in the fixture, so space clears it; s marks it skipped.
    XCTAssertEqual(
      press(.character(" ")), [.setEntry(habitID: 1, day: Day(iso: "2026-11-28")!, status: nil)])
    XCTAssertEqual(
      press(.character("s")),
      [.setEntry(habitID: 1, day: Day(iso: "2026-11-28")!, status: .skipped)])
    press(.right, .right, .right)
    XCTAssertEqual(model.dayOffset, 0)
    press(.down, .down, .down)  // 영어 공부 started 2026-11-01
    for _ in 0..<40 { press(.left) }
    XCTAssertEqual(model.cursorDay.iso, "2026-11-01", "the cursor stops at the habit's first day")
    press(.escape)
    XCTAssertEqual(model.dayOffset, 0)
  }

  func testRecordedChangesFeedUndoAndRedo() {
    let change = Change.entry(
      habitID: 1, day: Fixture.today, before: nil, after: Entry(day: Fixture.today, status: .done))
    send(.recorded(change))
    XCTAssertEqual(model.undoStack, [change])
    XCTAssertEqual(press(.character("u")), [.undo(change)])
    XCTAssertEqual(model.undoStack, [])
    XCTAssertEqual(model.redoStack, [change])
    XCTAssertEqual(press(.character("U")), [.redo(change)])
    XCTAssertEqual(model.undoStack, [change])
    XCTAssertEqual(press(.character("U")), [])
    XCTAssertEqual(model.banner?.text, "Nothing to redo")
    send(.recorded(change))
    XCTAssertEqual(model.redoStack, [])
  }

  func testInversesRestoreWhatWasThere() {
    let habit = Fixture.habits[0]
    let entries = [Entry(day: Fixture.today, status: .done, note: "한 장")]
    XCTAssertEqual(Change.deleted(habit, entries).inverse, .added(habit, entries))
    XCTAssertEqual(Change.added(habit, entries).inverse, .deleted(habit, entries))
    let settings = Settings(dayStart: .midnight, weekStart: .monday)
    XCTAssertEqual(
      Change.settings(before: Settings(), after: settings).inverse,
      .settings(before: settings, after: Settings()))
  }

  func testAddFormTakesKoreanAndValidates() {
    press(.character("a"))
    guard case .form = model.panel else { return XCTFail("no form") }
    type("독서")
    XCTAssertEqual(press(.enter), [])
    guard case .form(let refused) = model.panel else { return XCTFail("the form closed") }
    XCTAssertEqual(refused.error, .duplicate("독서"))
    press(.backspace, .backspace)
    type("명상")
    press(.tab, .tab)
    type("2130")
    XCTAssertEqual(press(.enter), [])
    guard case .form(let badTime) = model.panel else { return XCTFail("the form closed") }
    XCTAssertEqual(badTime.error, .badTime("2130"))
    XCTAssertEqual(badTime.field, .times)
    press(.backspace, .backspace)
    type(":30")
    press(.tab, .character(" "), .tab, .right, .character(" "), .tab, .character(" "))
    let effects = press(.enter)
    XCTAssertEqual(model.panel, .none)
    guard case .addHabit(let habit)? = effects.first else { return XCTFail("\(effects)") }
    XCTAssertEqual(habit.name, "명상")
    XCTAssertEqual(habit.targetTime?.description, "21:30")
    XCTAssertEqual(habit.schedule, .weekdays(WeekdaySet([.monday, .tuesday, .wednesday, .friday])))
    XCTAssertTrue(habit.alarm)
    XCTAssertEqual(habit.start, Fixture.today)
  }

  func testEditFormStartsFromTheHabit() {
    press(.down, .character("e"))
    guard case .form(let form) = model.panel else { return XCTFail("no form") }
    XCTAssertEqual(form.name.text, "Running")
    XCTAssertEqual(form.times.text, "07:00")
    XCTAssertEqual(form.kind, .weekdays)
    press(.tab, .tab, .tab, .character(" "), .tab, .backspace)
    type("3")
    let effects = press(.enter)
    guard case .updateHabit(let habit, _)? = effects.first else { return XCTFail("\(effects)") }
    XCTAssertEqual(habit.id, 2)
    XCTAssertEqual(habit.schedule, .every(3))
    XCTAssertEqual(habit.alarm, true)
  }

  func testEscapeCancelsAForm() {
    press(.character("a"))
    type("abc")
    XCTAssertEqual(press(.escape), [])
    XCTAssertEqual(model.panel, .none)
  }

  func testDeleteAsksFirst() {
    press(.character("d"))
    XCTAssertEqual(model.panel, .confirmDelete(habitID: 1))
    XCTAssertEqual(press(.character("n")), [])
    XCTAssertEqual(model.panel, .none)
    press(.character("d"))
    XCTAssertEqual(press(.character("y")), [.deleteHabit(habitID: 1)])
  }

  func testSettingsChangeAtOnceAndReloadingCausesNothing() {
    press(.character(","))
    XCTAssertEqual(model.panel, .settings(field: 0))
    var off = Settings()
    off.reminders.masterEnabled = false
    XCTAssertEqual(press(.character(" ")), [.saveSettings(off, was: Settings())])
    // The save comes back as a reload; it must not save again (the seed team's infinite loop).
    XCTAssertEqual(send(.loaded(Fixture.snapshot(settings: off))), [])
    press(.character("j"))
    var later = off
    later.reminders.overdueDelayMinutes = 120
    XCTAssertEqual(press(.character("l")), [.saveSettings(later, was: off)])
    var sooner = off
    sooner.reminders.overdueDelayMinutes = 30
    XCTAssertEqual(press(.character("h")), [.saveSettings(sooner, was: off)])
    press(.escape)
    XCTAssertEqual(model.panel, .none)
  }

  func testAlertStyleCyclesWithoutSoundOnly() {
    press(.character(","), .down, .down, .down, .down)
    var settings = Settings()
    var seen: [AlertStyle] = []
    for _ in 0..<3 {
      guard case .saveSettings(let next, _)? = press(.character("l")).first else {
        return XCTFail()
      }
      seen.append(next.reminders.alertStyle)
      settings = next
      send(.loaded(Fixture.snapshot(settings: settings)))
    }
    XCTAssertEqual(seen, [.vibrate, .none, .soundAndVibration])
  }

  func testNotificationCenterClearsOneOrAll() {
    let items = [
      DeliveredNotification(
        reminder: Fixture.reminder(.pre, "독서", "Time for 독서", at: "09:20:00"),
        deliveredAt: Fixture.now, missed: false),
      DeliveredNotification(
        reminder: Fixture.reminder(.summary, nil, "1 habit", at: "08:00:00"),
        deliveredAt: Fixture.now, missed: true),
    ]
    send(.loaded(Fixture.snapshot(delivered: items)))
    press(.character("n"), .character("j"))
    XCTAssertEqual(model.panel, .notifications(index: 1))
    XCTAssertEqual(press(.character("d")), [.clearDelivered(ids: ["summary:08:00:00"])])
    XCTAssertEqual(press(.character("D")), [.clearDelivered(ids: nil)])
    press(.escape)
    XCTAssertEqual(model.panel, .none)
  }

  func testOverallHelpAndQuit() {
    press(.character("o"))
    XCTAssertEqual(model.panel, .overall)
    press(.character("o"))
    XCTAssertEqual(model.panel, .none)
    press(.character("?"))
    XCTAssertEqual(model.panel, .help(scroll: 0))
    press(.escape)
    XCTAssertEqual(press(.character("q")), [.quit])
    XCTAssertEqual(press(.controlC), [.quit])
  }

  func testTimerPrompt() {
    press(.character("t"))
    XCTAssertEqual(model.panel, .timer(habitID: 1, field: TextField("25m", selected: true)))
    type("1h30m")
    XCTAssertEqual(press(.enter), [.startTimer(habitID: 1, seconds: 5400)])
    XCTAssertEqual(model.banner?.text, "Timer set for 1h30m")
    press(.character("t"))
    type("soon")
    XCTAssertEqual(press(.enter), [])
    XCTAssertEqual(model.banner?.isError, true)
  }

  func testAnAlarmDeliveryRingsAndTakesTheScreen() {
    let ring = Fixture.reminder(
      .alarm, "Running", "⏰ Running", at: "07:00:00", thread: "alarm:u2:2026-11-30")
    let item = DeliveredItem(
      notification: DeliveredNotification(reminder: ring, deliveredAt: Fixture.now, missed: false),
      presentation: Presentation(bell: true, flash: true))
    XCTAssertEqual(send(.delivered([item])), [.ring(bell: true, flash: true)])
    XCTAssertEqual(model.alarm?.rings, 1)
    send(.delivered([item]))
    XCTAssertEqual(model.alarm?.rings, 2)
    XCTAssertEqual(press(.character("j")), [], "other keys wait while the alarm rings")
    XCTAssertEqual(model.selection, 0)
    XCTAssertEqual(press(.enter), [.acknowledge(threads: ["alarm:u2:2026-11-30"])])
    XCTAssertNil(model.alarm)
    send(.delivered([item]))
    XCTAssertEqual(
      press(.character("z")), [.snooze(minutes: 9, threads: ["alarm:u2:2026-11-30"])])
    XCTAssertEqual(model.banner?.text, "Snoozed Running for 9 minutes")
  }

  func testMissedDeliveriesOnlyShowABanner() {
    let ring = Fixture.reminder(.alarm, "Running", "⏰ Running", at: "07:00:00")
    let item = DeliveredItem(
      notification: DeliveredNotification(reminder: ring, deliveredAt: Fixture.now, missed: true),
      presentation: Presentation(bell: false, flash: false))
    XCTAssertEqual(send(.delivered([item])), [])
    XCTAssertNil(model.alarm)
    XCTAssertEqual(model.banner?.text, "⏰ Running (missed)")
  }

  func testTicksExpireBannersAndRollTheDayOver() {
    send(.failed("disk full"))
    XCTAssertEqual(send(.tick(Fixture.now.addingTimeInterval(3))), [])
    XCTAssertNotNil(model.banner)
    XCTAssertEqual(send(.tick(Fixture.now.addingTimeInterval(5))), [])
    XCTAssertNil(model.banner)
    XCTAssertEqual(send(.tick(Fixture.now.addingTimeInterval(15 * 3600))), [.reschedule])
  }

  func testResizeAndReloadKeepTheSelectionValid() {
    send(.resized(width: 40, height: 12))
    XCTAssertEqual(model.width, 40)
    press(.end)
    var fewer = Fixture.snapshot()
    fewer.board = Board(
      habits: Array(Fixture.habits.prefix(2)), histories: Fixture.histories(), today: Fixture.today,
      settings: Settings())
    send(.loaded(fewer))
    XCTAssertEqual(model.selection, 1)
  }
}
