import HabitCore
import XCTest

/// Every kind of schedule says how its due days fall, and `isDue` is that rule.
final class ScheduleDueDaysTests: XCTestCase {
  private let start = Day(iso: "2026-11-02")!  // a Monday

  func testEachKindSaysHowItsDueDaysFall() {
    let weekdays = WeekdaySet([.monday, .friday])
    let cases: [(Schedule, Int?, WeekdaySet?)] = [
      (.daily, 1, .all), (.weekdays(weekdays), 1, weekdays), (.every(3), 3, .all),
      (.frequency(Frequency(times: 3, days: 7)!), 1, .all), (.tracked, nil, nil),
    ]
    for (schedule, interval, days) in cases {
      XCTAssertEqual(schedule.dueDays?.interval, interval, "\(schedule)")
      XCTAssertEqual(schedule.dueDays?.weekdays, days, "\(schedule)")
    }
  }

  func testIsDueFollowsTheDueDays() {
    let due = { (schedule: Schedule) in
      (0..<14).filter { schedule.isDue(self.start.adding(days: $0), start: self.start) }
    }
    XCTAssertEqual(due(.daily), Array(0..<14))
    XCTAssertEqual(due(.weekdays(WeekdaySet([.monday, .friday]))), [0, 4, 7, 11])
    XCTAssertEqual(due(.every(3)), [0, 3, 6, 9, 12])
    XCTAssertEqual(due(.tracked), [])
    XCTAssertFalse(Schedule.daily.isDue(start.adding(days: -1), start: start), "before the start")
    // isDue is the due days' rule, for every kind.
    let all: [Schedule] = [
      .daily, .weekdays(WeekdaySet([.tuesday, .sunday])), .every(4),
      .frequency(Frequency(times: 2, days: 5)!), .tracked,
    ]
    for schedule in all {
      let ruled = (0..<30).filter { offset in
        let day = start.adding(days: offset)
        guard let rule = schedule.dueDays else { return false }
        return rule.weekdays.contains(day.weekday) && offset % rule.interval == 0
      }
      XCTAssertEqual(due(schedule), ruled.filter { $0 < 14 }, "\(schedule)")
    }
  }
}
