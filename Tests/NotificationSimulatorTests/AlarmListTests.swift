import Foundation
import HabitCore
import NotificationSimulator
import XCTest

/// The simulated AlarmKit alarm list: scheduling, permission, alerting, rings and stopping.
final class AlarmListTests: XCTestCase {
  private let now = Date(timeIntervalSince1970: 1_800_000_000)

  private func alarm(_ id: String, in seconds: TimeInterval) -> Reminder {
    Reminder(
      id: id, kind: .alarmkit, habit: "러닝", fireDate: now.addingTimeInterval(seconds),
      title: "HabitFlow", body: "⏰ 러닝", thread: "thread-\(id)")
  }

  func testApplyingSchedulesThePlanAndCancelsTheRest() {
    var list = AlarmList()
    list.apply([alarm("a", in: 60), alarm("b", in: 120)], now: now, ringingFor: [])
    list.apply([alarm("b", in: 180), alarm("past", in: -5)], now: now, ringingFor: [])
    XCTAssertEqual(list.scheduled.map(\.id), ["b"])
    XCTAssertEqual(list.scheduled.first?.fireDate, now.addingTimeInterval(180))
    XCTAssertEqual(list.nextEvent, now.addingTimeInterval(180))
  }

  func testDeniedPermissionSchedulesNothing() {
    var list = AlarmList(permission: .denied)
    list.apply([alarm("a", in: 60)], now: now, ringingFor: [])
    XCTAssertEqual(list.alarms, [])
  }

  func testAnAlarmRingsEveryTwoSecondsUntilStopped() {
    var list = AlarmList()
    list.apply([alarm("a", in: 10)], now: now, ringingFor: [])
    XCTAssertEqual(list.startAlerting(now: now.addingTimeInterval(9)), [])
    XCTAssertEqual(list.startAlerting(now: now.addingTimeInterval(10)).map(\.reminder.id), ["a"])
    XCTAssertEqual(list.rings(now: now.addingTimeInterval(10)).map(\.number), [0])
    XCTAssertEqual(list.rings(now: now.addingTimeInterval(11)), [], "the next ring is at +12")
    XCTAssertEqual(list.nextEvent, now.addingTimeInterval(12))
    // Long after a burst would have ended it still rings; a late device rings once, on the grid.
    let late = list.rings(now: now.addingTimeInterval(10 + 300.5))
    XCTAssertEqual(late.map(\.number), [150])
    XCTAssertEqual(late.first?.reminder.fireDate, now.addingTimeInterval(310))
    // A plan does not cancel an alerting alarm while its occurrence is open; stopping does.
    list.apply([], now: now.addingTimeInterval(311), ringingFor: ["thread-a"])
    XCTAssertEqual(list.alertingThreads, ["thread-a"])
    XCTAssertEqual(list.stop(threads: ["thread-a"]).map(\.reminder.id), ["a"])
    XCTAssertEqual(list.alarms, [])
    XCTAssertNil(list.nextEvent)
  }

  func testTheAppStopsAnAlarmWhoseOccurrenceClosed() {
    var list = AlarmList()
    list.apply([alarm("a", in: 10), alarm("b", in: 10)], now: now, ringingFor: [])
    _ = list.startAlerting(now: now.addingTimeInterval(10))
    // "a" was checked in: its thread is no longer open, so the app stops it.
    list.apply([], now: now.addingTimeInterval(12), ringingFor: ["thread-b"])
    XCTAssertEqual(list.alertingThreads, ["thread-b"])
  }

  func testAnAlarmWhoseTimeHasComeIsLeftForTheDeviceToStart() {
    var list = AlarmList()
    list.apply([alarm("a", in: 10)], now: now, ringingFor: [])
    list.apply([], now: now.addingTimeInterval(11), ringingFor: [])
    XCTAssertEqual(list.startAlerting(now: now.addingTimeInterval(11)).map(\.reminder.id), ["a"])
  }
}
