import HabitCore
import XCTest

/// The streak walk counts exactly the days `Habit.isDue` names, for every kind of schedule,
/// whether it walks from the start or resumes from a checkpoint on any day.
final class StreakDueDaysTests: XCTestCase {
  private let start = Day(iso: "2026-01-05")!  // a Monday
  private let schedules: [Schedule] = [
    .daily, .weekdays(WeekdaySet([.monday, .thursday, .saturday])), .every(3), .every(7),
    .frequency(Frequency(times: 2, days: 5)!), .tracked,
  ]

  func testADayTheZoneSkipsIsNeverDue() {
    let habit = Habit(uuid: "read", name: "Read", schedule: .every(2), start: start)
    let skipped: Set<Day> = [start.adding(days: 2)]
    XCTAssertTrue(habit.isDue(start, missing: skipped))
    XCTAssertFalse(habit.isDue(start.adding(days: 1), missing: skipped), "not on the stride")
    XCTAssertFalse(habit.isDue(start.adding(days: 2), missing: skipped), "skipped by the zone")
    XCTAssertTrue(habit.isDue(start.adding(days: 2), missing: []))
    XCTAssertFalse(habit.isDue(start.adding(days: -2), missing: []), "before the start")
  }

  func testTheWalkCountsTheDaysIsDueNames() {
    let today = start.adding(days: 59)
    let missing: Set<Day> = [start.adding(days: 21), start.adding(days: 40)]
    for schedule in schedules {
      let habit = Habit(uuid: "walk", name: "Walk", schedule: schedule, start: start)
      let completion = Completion(habit: habit, history: history(of: habit, through: today))
      let expected = reference(completion, through: today, missing: missing)
      let walked = Streaks.summary(of: completion, today: today, missing: missing)
      XCTAssertEqual(walked.current, expected.run, "\(schedule)")
      XCTAssertEqual(walked.best, max(expected.best, expected.run), "\(schedule)")
      if schedule != .tracked { XCTAssertGreaterThan(walked.best, 1, "\(schedule) has a run") }
      // Resumed from a checkpoint on any day, on or off the schedule's stride.
      for offset in 0..<58 {
        let checkpoint = Streaks.checkpoint(
          of: completion, through: start.adding(days: offset), missing: missing)
        XCTAssertEqual(
          Streaks.summary(of: completion, today: today, missing: missing, from: checkpoint),
          walked, "\(schedule) from day \(offset)")
      }
    }
  }

  /// Days mostly done, some skipped, a few missed, the same for every schedule.
  private func history(of habit: Habit, through today: Day) -> HabitHistory {
    var history = HabitHistory(origin: start)
    for offset in 0...start.distance(to: today) where offset % 11 != 10 {
      history.set(offset % 13 == 6 ? .skipped : .done, on: start.adding(days: offset))
    }
    return history
  }

  /// The streak rules read straight off `isDue` and the marks, day by day.
  private func reference(_ completion: Completion, through today: Day, missing: Set<Day>)
    -> (run: Int, best: Int)
  {
    var run = 0
    var best = 0
    for offset in 0...start.distance(to: today) {
      let day = start.adding(days: offset)
      guard completion.habit.isDue(day, missing: missing) else { continue }
      let mark = completion.mark(on: day)
      if mark.isDone {
        run += 1
        best = max(best, run)
      } else if mark == .none, day != today {
        run = 0
      }
    }
    return (run, best)
  }
}
