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
    XCTAssertEqual(Update.update(&model, .key(.enter)), [.acknowledge])
  }

  func testTwoAlarmsRingingAtOnceKeepTheOverlayOnTheFirstAndNameTheOther() {
    var model = Fixture.model()
    func ring(_ habit: String, _ step: Int) -> DeliveredItem {
      let fire = Fixture.now.addingTimeInterval(TimeInterval(2 * step))
      let reminder = Reminder(
        id: "alarm:\(habit):2026-11-30:0\(step)", kind: .alarm, habit: habit, fireDate: fire,
        title: "HabitFlow", body: "⏰ \(habit): it's time!", thread: "alarm:\(habit):2026-11-30")
      return DeliveredItem(
        notification: DeliveredNotification(reminder: reminder, deliveredAt: fire, missed: false),
        presentation: Presentation(bell: true, flash: true))
    }
    _ = Update.update(&model, .delivered([ring("Running", 0)]))
    _ = Update.update(&model, .delivered([ring("Reading", 0), ring("Running", 1)]))
    _ = Update.update(&model, .delivered([ring("Reading", 1), ring("Running", 2)]))
    XCTAssertEqual(model.alarm?.habit, "Running")
    XCTAssertEqual(model.alarm?.rings, 3)
    XCTAssertEqual(model.alarm?.others, ["Reading"])
    XCTAssertTrue(View.render(model).plainText.contains("also ringing: Reading"))
  }

  func testAnEmptyCenterSaysNothingIsArmed() {
    var model = Fixture.model()
    model.snapshot.pendingCount = 0
    XCTAssertTrue(View.render(model).plainText.contains("1/3 done · nothing armed"))
  }
}
