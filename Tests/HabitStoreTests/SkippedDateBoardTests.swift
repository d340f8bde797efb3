import Foundation
import HabitApp
import HabitCore
import HabitStore
import XCTest

/// The boards a plan is made from read the day before a skipped yesterday: its overdue reminder
/// can still be ahead, so whether it was checked in counts.
final class SkippedDateBoardTests: XCTestCase {
  /// No zone of the database skips the 1st of a month, which a board read from its streak
  /// checkpoint (the end of the month before) needs: a POSIX rule skips 1 March, going from
  /// 00:00 at -12:00 to 00:00 on the 2nd at +12:00.
  private let zone = Zone(
    name: "AAA12BBB-12,J60/0,J300/0",
    rule: PosixZoneRule(parsing: "AAA12BBB-12,J60/0,J300/0")!)

  func testEveryBoardSeesTheCheckInOfTheDayBeforeASkippedYesterday() throws {
    let store = try HabitStore.inMemory()
    let service = ReminderService(store: store, zone: zone, environment: [:])
    try store.write { db in
      var settings = try db.settings()
      settings.reminders.overdueDelayMinutes = 240
      try db.save(settings)
      var habit = Habit(uuid: "u", name: "X", start: Day(iso: "2027-02-01")!)
      habit.times = [TimeOfDay(parsing: "22:50")!]
      let id = try db.insert(habit).id
      for day in ["2027-02-28", "2027-03-02"] {
        try db.save(Entry(day: Day(iso: day)!, status: .done), habitID: id)
      }
    }
    let local = LocalTime(zone: zone)
    XCTAssertEqual(
      local.missingDays(from: Day(iso: "2027-02-27")!, through: Day(iso: "2027-03-03")!),
      [Day(iso: "2027-03-01")!])
    // 00:30 on 2 March; 28 February's overdue reminder (22:50 and 4 hours) is at 02:50.
    let now = local.instant(on: Day(iso: "2027-03-02")!, secondOfDay: 30 * 60)
    let plans = try store.read { _ in
      try [
        service.board(now: now), service.board(now: now, reach: .streaks()),
        service.planningBoard(now: now),
      ].map { try service.plan(now: now, board: $0) }
    }
    XCTAssertEqual(plans[1], plans[0], "the interface's board")
    XCTAssertEqual(plans[2], plans[0], "the planner's board")
    XCTAssertEqual(plans[0].requests.first?.id, "summary:2027-03-03")
  }
}
