import Foundation
import HabitCore
import NotificationSimulator
import XCTest

@testable import HabitTUI

/// AlarmKit mode in the interface: the settings explain and switch it, and a system alarm's
/// overlay rings until stopped instead of closing as a burst does.
final class AlarmModeTests: XCTestCase {
  private func settingsModel(_ change: (inout ReminderSettings) -> Void, row label: String)
    -> Model
  {
    var settings = Settings()
    change(&settings.reminders)
    var model = Fixture.model()
    _ = Update.update(&model, .loaded(Fixture.snapshot(settings: settings)))
    let field = SettingsPanel.rows.firstIndex { $0.label.en == label }!
    model.panel = .settings(field: field)
    return model
  }

  func testTheSettingsExplainBothModesAndSwitchThem() {
    let model = settingsModel({ _ in }, row: "Alarms ring as")
    let screen = View.render(model).plainText
    XCTAssertTrue(screen.contains("> Alarms ring as      < burst of 60 >"), screen)
    for line in [
      "Burst (the record's way): 60 notifications 2 s apart, 60 of",
      "the 64 slots, muted on silent. AlarmKit (iOS 26): one system",
      "alarm outside the 64, ringing through silent until stopped.",
    ] {
      XCTAssertTrue(screen.contains(line), screen)
    }
    var next = model
    let effects = Update.update(&next, .key(.character("l")))
    guard case .saveSettings(let saved, _)? = effects.first else {
      return XCTFail("\(effects)")
    }
    XCTAssertEqual(saved.reminders.alarmMode, .alarmkit)
  }

  func testDeniedAlarmsSayNothingIsScheduled() {
    let model = settingsModel(
      {
        $0.alarmMode = .alarmkit
        $0.alarmPermission = .denied
      }, row: "Alarm permission")
    let screen = View.render(model).plainText
    XCTAssertTrue(screen.contains("< system alarm (AlarmKit) >"), screen)
    XCTAssertTrue(screen.contains("< denied: no alarm is scheduled >"), screen)
  }

  func testASystemAlarmRingsUntilStopped() {
    var model = Fixture.model()
    let reminder = Reminder(
      id: "alarmkit:u2:2026-11-30", kind: .alarmkit, habit: "Running", fireDate: Fixture.now,
      title: "HabitFlow", body: "⏰ Running: it's time!", thread: "alarm:u2:2026-11-30")
    let ring = DeliveredItem(
      notification: DeliveredNotification(
        reminder: reminder, deliveredAt: Fixture.now, missed: false),
      presentation: Presentation(bell: true, flash: true))
    var snapshot = Fixture.snapshot()
    snapshot.ringing = [reminder.thread]
    _ = Update.update(&model, .delivered([ring]))
    _ = Update.update(&model, .loaded(snapshot))
    // Long past the two minutes of a burst, with nothing pending, it still rings.
    _ = Update.update(&model, .tick(Fixture.now.addingTimeInterval(600)))
    XCTAssertNotNil(model.alarm)
    XCTAssertTrue(View.render(model).plainText.contains("ringing until you stop it · rang 1 time"))
    XCTAssertEqual(
      Update.update(&model, .key(.enter)), [.acknowledge(threads: ["alarm:u2:2026-11-30"])])
  }

  private func ring(_ habit: String, _ step: Int) -> DeliveredItem {
    let fire = Fixture.now.addingTimeInterval(TimeInterval(2 * step))
    let reminder = Reminder(
      id: "alarm:\(habit):2026-11-30:0\(step)", kind: .alarm, habit: habit, fireDate: fire,
      title: "HabitFlow", body: "⏰ \(habit): it's time!", thread: "alarm:\(habit):2026-11-30")
    return DeliveredItem(
      notification: DeliveredNotification(reminder: reminder, deliveredAt: fire, missed: false),
      presentation: Presentation(bell: true, flash: true))
  }

  /// Running rings 3 times, 독서 (not done today) twice meanwhile.
  private func twoRinging() -> Model {
    var model = Fixture.model()
    _ = Update.update(&model, .delivered([ring("Running", 0)]))
    _ = Update.update(&model, .delivered([ring("독서", 0), ring("Running", 1)]))
    _ = Update.update(&model, .delivered([ring("독서", 1), ring("Running", 2)]))
    return model
  }

  func testTwoAlarmsRingingAtOnceKeepTheOverlayOnTheFirstAndNameTheOther() {
    let model = twoRinging()
    XCTAssertEqual(model.alarm?.habit, "Running")
    XCTAssertEqual(model.alarm?.rings, 3)
    XCTAssertEqual(model.waitingAlarms.map(\.habit), ["독서"])
    let screen = View.render(model).plainText
    XCTAssertTrue(screen.contains("also ringing: 독서"), screen)
    XCTAssertTrue(screen.contains("Enter: stop · S: stop all · z: snooze 9 min"), screen)
  }

  func testEnterStopsTheAlarmShownAndTheNextTakesTheOverlayWithItsOwnOffer() {
    var model = twoRinging()
    XCTAssertEqual(
      Update.update(&model, .key(.enter)), [.acknowledge(threads: ["alarm:Running:2026-11-30"])])
    XCTAssertEqual(model.alarm?.habit, "독서")
    XCTAssertEqual(model.alarm?.rings, 2, "its own count")
    XCTAssertEqual(model.banner?.text, "Alarm for Running stopped")
    XCTAssertEqual(model.panel, .none, "no offer behind the alarm still ringing")
    XCTAssertEqual(model.waitingAlarms, [])
    let screen = View.render(model).plainText
    XCTAssertTrue(screen.contains("ringing · 2 of 60"), screen)
    XCTAssertFalse(screen.contains("also ringing"), screen)
    XCTAssertFalse(screen.contains("S: stop all"), screen)
    _ = Update.update(&model, .delivered([ring("독서", 2)]))
    XCTAssertEqual(model.alarm?.rings, 3)
    XCTAssertEqual(
      Update.update(&model, .key(.enter)), [.acknowledge(threads: ["alarm:독서:2026-11-30"])])
    XCTAssertNil(model.alarm)
    // Running is done today (the fixture): only 독서 offers its check-in.
    XCTAssertEqual(model.panel, .offerCheckIn(habitID: 1, kind: .alarm))
    XCTAssertTrue(View.render(model).plainText.contains("Alarm for 독서 stopped."))
  }

  func testAnOfferOpenWhenAnAlarmRingsWaitsForIt() {
    var model = Fixture.model()
    _ = Update.update(&model, .delivered([ring("독서", 0)]))
    _ = Update.update(&model, .key(.enter))
    XCTAssertEqual(model.panel, .offerCheckIn(habitID: 1, kind: .alarm))
    _ = Update.update(&model, .delivered([ring("Running", 0)]))
    XCTAssertEqual(model.alarm?.habit, "Running")
    XCTAssertEqual(model.panel, .none, "the offer is not left behind the overlay")
    _ = Update.update(&model, .key(.enter))
    XCTAssertNil(model.alarm)
    XCTAssertEqual(model.panel, .offerCheckIn(habitID: 1, kind: .alarm), "back, once nothing rings")
  }

  func testStopAllStopsEveryOneSayingWhich() {
    var model = twoRinging()
    XCTAssertEqual(
      Update.update(&model, .key(.character("S"))),
      [.acknowledge(threads: ["alarm:Running:2026-11-30", "alarm:독서:2026-11-30"])])
    XCTAssertNil(model.alarm)
    XCTAssertEqual(model.waitingAlarms, [])
    XCTAssertEqual(model.banner?.text, "Stopped 2 alarms: Running, 독서")
  }

  func testAWaitingAlarmThatRangOutIsDroppedAsMissed() {
    var model = twoRinging()
    model.snapshot.pendingThreads = ["alarm:Running:2026-11-30"]
    _ = Update.update(&model, .tick(Fixture.now.addingTimeInterval(10)))
    XCTAssertEqual(model.alarm?.habit, "Running")
    XCTAssertEqual(model.waitingAlarms, [], "독서's last ring was at +2 s, nothing pending")
    XCTAssertEqual(model.banner?.text, "Missed: ⏰ 독서 alarm at 09:00 · n: notification center")
  }

  func testAnEmptyCenterSaysNothingIsArmed() {
    var model = Fixture.model()
    model.snapshot.pendingCount = 0
    XCTAssertTrue(View.render(model).plainText.contains("1/3 done · nothing armed"))
  }
}
