import Foundation
import HabitCore
import XCTest

/// Around a date the zone skipped: only that date is not due; the days around it keep their
/// reminders at their elapsed instants, the overdue reminder of the day before it included,
/// which falls after the skipped date, on the day after it.
final class ReminderPlannerSkippedDayTests: XCTestCase {
  private var fixture = PlannerFixture()

  /// A habit at 22:50 whose overdue reminder, 4 hours later, falls on the date after the
  /// skipped one: the first request planned just after midnight there.
  private func firstRequest(zone: String, dayBefore: String, now: String) -> String? {
    fixture = PlannerFixture()
    fixture.zone = TimeZone(identifier: zone)!
    fixture.settings.reminders.overdueDelayMinutes = 240
    fixture.add("X", at: ["22:50"], start: String(dayBefore.prefix(8)) + "01")
    return fixture.lines(fixture.plan(at: now).requests, kinds: [.pre, .overdue, .summary]).first
  }

  func testTheOverdueReminderOfTheDayBeforeASkippedDateFiresAfterIt() {
    // Tokelau skipped 30 December 2011 (-11:00 to +13:00), Kanton and Kiritimati 31 December
    // 1994 (-11:00 to +13:00, -10:00 to +14:00).
    XCTAssertEqual(
      firstRequest(zone: "Pacific/Fakaofo", dayBefore: "2011-12-29", now: "2011-12-31T00:30"),
      "overdue overdue:u1:2011-12-29 2011-12-31T02:50:00+13:00")
    XCTAssertEqual(
      firstRequest(zone: "Pacific/Kanton", dayBefore: "1994-12-30", now: "1995-01-01T00:30"),
      "overdue overdue:u1:1994-12-30 1995-01-01T02:50:00+13:00")
    XCTAssertEqual(
      firstRequest(zone: "Pacific/Kiritimati", dayBefore: "1994-12-30", now: "1995-01-01T00:30"),
      "overdue overdue:u1:1994-12-30 1995-01-01T02:50:00+14:00")
  }

  /// With the 64 requests the cap keeps, the overdue reminder of 29 December in Samoa is the
  /// first one left out: the horizon, half an hour before the next request.
  func testTheHorizonIsTheOverdueReminderOfTheDayBeforeTheSkippedDate() {
    fixture.zone = TimeZone(identifier: "Pacific/Apia")!
    fixture.settings.reminders.overdueDelayMinutes = 240
    for (name, time) in [("Late", "22:50"), ("Read", "02:00"), ("Tea", "02:10"), ("Yoga", "02:20")]
    {
      fixture.add(name, at: [time], start: "2011-12-01")
    }
    fixture.add("Wake", at: ["01:00"], alarm: true, start: "2011-12-01")
    fixture.add("Walk", at: ["03:30"], start: "2011-12-01")
    // Wake's pre-reminder and 60 rings, then Read's, Tea's and Yoga's pre-reminders: 64.
    let plan = fixture.plan(at: "2011-12-31T00:30")
    XCTAssertEqual(plan.requests.count, 64)
    XCTAssertEqual(
      fixture.lines(Array(plan.requests.suffix(3))),
      [
        "pre pre:u2:2011-12-31T0200 2011-12-31T01:50:00+14:00",
        "pre pre:u3:2011-12-31T0210 2011-12-31T02:00:00+14:00",
        "pre pre:u4:2011-12-31T0220 2011-12-31T02:10:00+14:00",
      ])
    XCTAssertEqual(fixture.time(plan.horizon), "2011-12-31T02:50:00+14:00")
  }

  /// The planner reads histories from the day before the skipped date: its check-in is seen.
  func testTheDayBeforeASkippedDateIsReadFromItsHistory() {
    fixture.zone = TimeZone(identifier: "Pacific/Fakaofo")!
    fixture.settings.reminders.overdueDelayMinutes = 240
    fixture.add("X", at: ["22:50"], start: "2011-12-01")
    fixture.record(1, "2011-12-29")
    let today = d("2011-12-31")
    let missing = fixture.local.missingDays(from: d("2011-12-28"), through: today)
    XCTAssertEqual(missing, [d("2011-12-30")])
    XCTAssertEqual(
      ReminderPlanner.historyStart(of: fixture.habits[0], today: today, missingDays: missing),
      d("2011-12-29"))
    let instant = fixture.instant("2011-12-31T00:30")
    let (cut, whole) = fixture.cutAndWholeBoards(at: instant, "Fakaofo")
    let input = { (board: Board) in
      ReminderPlanner.Input(board: board, now: instant, local: self.fixture.local, language: .en)
    }
    let plan = ReminderPlanner.plan(input(cut))
    XCTAssertEqual(plan, ReminderPlanner.plan(input(whole)))
    XCTAssertEqual(plan.requests.first?.id, "summary:2011-12-31")
  }
}
