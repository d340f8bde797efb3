import Foundation
import HabitApp
import HabitCore
import HabitStore
import HabitTUI
import XCTest

@testable import HabitTerminal

/// What the interface's check-ins earn, said as the command line says it (the library's one
/// reckoning): the habit's own achievements, then the first perfect week of all habits.
final class EarnedEffectTests: RunnerTestCase {
  override func seed(_ store: HabitStore) throws {
    let start = Day(iso: "2026-11-22")!
    _ = try store.write { try $0.insert(Habit(uuid: "u1", name: "독서", start: start)) }
    _ = try store.write {
      try $0.insert(
        Habit(
          uuid: "u2", name: "Gym", schedule: .weekdays(WeekdaySet([.monday, .thursday])),
          start: start
        ))
    }
    for day in 22...27 {
      try store.write {
        try $0.save(Entry(day: Day(iso: "2026-11-\(day)")!, status: .done), habitID: 1)
      }
    }
    for day in [23, 26] {
      try store.write {
        try $0.save(Entry(day: Day(iso: "2026-11-\(day)")!, status: .done), habitID: 2)
      }
    }
  }

  private func earned(_ messages: [Msg]) -> [Achievement.Kind] {
    messages.flatMap { message -> [Achievement.Kind] in
      guard case .earned(let earned) = message else { return [] }
      return earned.map(\.kind)
    }
  }

  func testTheCheckInThatCompletesTheFirstPerfectWeekSaysSo() throws {
    let day = Day(iso: "2026-11-28")!
    let messages = try runner.perform(.setEntry(habitID: 1, day: day, status: .done), now: now)
    XCTAssertEqual(earned(messages), [.streak(7), .perfectWeek])
    let undone = try runner.perform(.setEntry(habitID: 1, day: day, status: nil), now: now)
    XCTAssertEqual(earned(undone), [])
    let again = try runner.perform(.setEntry(habitID: 1, day: day, status: .done), now: now)
    XCTAssertEqual(earned(again), [.streak(7), .perfectWeek], "taken away by the uncheck")
  }

  func testASkipEarnsNothing() throws {
    let day = Day(iso: "2026-11-28")!
    let messages = try runner.perform(.setEntry(habitID: 1, day: day, status: .skipped), now: now)
    XCTAssertEqual(earned(messages), [])
  }
}
