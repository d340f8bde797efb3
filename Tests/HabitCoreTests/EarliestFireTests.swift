import Foundation
import XCTest

@testable import HabitCore

/// The earliest instant anything of some habits, or a summary, could fire: the limit until which
/// a check-in's plan may wait.
final class EarliestFireTests: XCTestCase {
  private let seoul = Zone(TimeZone(identifier: "Asia/Seoul")!)

  private func local(dayStart: String = "00:00") -> LocalTime {
    LocalTime(zone: seoul, dayStart: TimeOfDay(parsing: dayStart)!)
  }

  private func at(_ day: String, _ time: String, _ local: LocalTime) -> Date {
    local.instant(on: Day(iso: day)!, secondOfDay: TimeOfDay(parsing: time)!.minutes * 60)
  }

  private func earliest(
    _ times: [String], now: String, plus seconds: Int = 0, day: String = "2026-11-30",
    dayStart: String = "00:00", alarm: Bool = false,
    settings: ReminderSettings = ReminderSettings()
  ) -> Date? {
    let local = local(dayStart: dayStart)
    var habit = Habit(uuid: "u", name: "독서", alarm: alarm, start: Day(iso: "2026-11-01")!)
    habit.times = times.map { TimeOfDay(parsing: $0)! }
    let instant = at(day, now, local).addingTimeInterval(TimeInterval(seconds))
    return ReminderPlanner.earliestPossibleFire(
      of: [habit], settings: settings, local: local, today: local.day(of: instant), now: instant)
  }

  func testEachKindOfRequestInTurn() {
    let local = local()
    // Pre-reminder 10 minutes before, the time itself (an alarm), overdue 60 after, summary 21:00.
    XCTAssertEqual(earliest(["09:30"], now: "09:00"), at("2026-11-30", "09:20", local))
    XCTAssertEqual(earliest(["09:30"], now: "09:20"), at("2026-11-30", "09:30", local))
    XCTAssertEqual(earliest(["09:30"], now: "09:31"), at("2026-11-30", "10:30", local))
    XCTAssertEqual(earliest(["09:30"], now: "10:30"), at("2026-11-30", "21:00", local))
    XCTAssertEqual(earliest(["09:30"], now: "21:00"), at("2026-12-01", "09:20", local))
    XCTAssertEqual(earliest(["09:30", "07:00"], now: "06:00"), at("2026-11-30", "06:50", local))
  }

  /// An alarm's burst rings every 2 s for two minutes from its time: a check-in cleared while it
  /// would ring makes its next ring fire (a seed of `PlanDeferralTests` found this).
  func testAnAlarmInItsBurstCanFireAtItsNextRing() {
    let local = local()
    let time = at("2026-11-30", "09:30", local)
    XCTAssertEqual(earliest(["09:30"], now: "09:30", plus: 4, alarm: true), time + 6)
    XCTAssertEqual(earliest(["09:30"], now: "09:30", plus: 5, alarm: true), time + 6)
    XCTAssertEqual(earliest(["09:30"], now: "09:30", plus: 117, alarm: true), time + 118)
    XCTAssertEqual(
      earliest(["09:30"], now: "09:30", plus: 118, alarm: true), at("2026-11-30", "10:30", local))
    // A system alarm (AlarmKit) whose time has passed is not armed again.
    var alarmKit = ReminderSettings()
    alarmKit.alarmMode = .alarmkit
    XCTAssertEqual(
      earliest(["09:30"], now: "09:30", plus: 4, alarm: true, settings: alarmKit),
      at("2026-11-30", "10:30", local))
    // A habit without an alarm has no burst.
    XCTAssertEqual(
      earliest(["09:30"], now: "09:30", plus: 4), at("2026-11-30", "10:30", local))
  }

  func testWithoutTimesOnlyTheSummary() {
    XCTAssertEqual(earliest([], now: "09:00"), at("2026-11-30", "21:00", local()))
  }

  func testRemindersOffNothingFires() {
    var settings = ReminderSettings()
    settings.masterEnabled = false
    XCTAssertNil(earliest(["09:30"], now: "09:00", settings: settings))
  }

  func testATimeBeforeTheDayStartFiresOnTheNextDate() {
    // With days starting at 04:00, 01:00 belongs to the end of the habit day.
    let local = local(dayStart: "04:00")
    XCTAssertEqual(
      earliest(["01:00"], now: "23:00", dayStart: "04:00"), at("2026-12-01", "00:50", local))
  }

  /// Tokelau skipped 30 December 2011: just after midnight on the 31st, the overdue reminder of
  /// the 29th (22:50 and 4 hours) is still ahead, though the 29th is not yesterday.
  func testTheDayBeforeASkippedYesterdayCanStillFire() {
    let local = LocalTime(zone: Zone(TimeZone(identifier: "Pacific/Fakaofo")!))
    var habit = Habit(uuid: "u", name: "X", start: Day(iso: "2011-12-01")!)
    habit.times = [TimeOfDay(parsing: "22:50")!]
    var settings = ReminderSettings()
    settings.overdueDelayMinutes = 240
    let now = at("2011-12-31", "00:30", local)
    XCTAssertEqual(
      ReminderPlanner.earliestPossibleFire(
        of: [habit], settings: settings, local: local, today: local.day(of: now), now: now),
      at("2011-12-31", "02:50", local))
  }

  func testTheSettingsMinutesAreUsed() {
    var settings = ReminderSettings()
    settings.preReminderMinutes = 30
    settings.overdueDelayMinutes = 15
    let local = local()
    XCTAssertEqual(
      earliest(["09:30"], now: "08:00", settings: settings), at("2026-11-30", "09:00", local))
    XCTAssertEqual(
      earliest(["09:30"], now: "09:31", settings: settings), at("2026-11-30", "09:45", local))
  }
}
