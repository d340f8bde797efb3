import Foundation
import XCTest

@testable import HabitCore

/// The planner keeps the first requests of the window as it goes instead of sorting all of them:
/// these hold it to the plain definition (`SortingPlanner`) on random habits, histories, times,
/// zones, bursts, acknowledgements and fired requests, and its selection to sort-then-prefix.
final class PlannerSelectionTests: XCTestCase {
  /// A small seeded generator (SplitMix64), so a failure names a case that can be run again.
  struct Seeded: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var mixed = state
      mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
      return mixed ^ (mixed >> 31)
    }
  }

  /// Elements equal in `key` but told apart by `tag`, to see that ties keep the offered order.
  struct Tagged: Comparable {
    var key: Int
    var tag: Int

    static func < (lhs: Tagged, rhs: Tagged) -> Bool { lhs.key < rhs.key }
    static func == (lhs: Tagged, rhs: Tagged) -> Bool { lhs.key == rhs.key }
  }

  func testSelectionIsAStableSortThenAPrefix() {
    var random = Seeded(state: 1)
    for round in 0..<2_000 {
      let count = Int.random(in: 0...200, using: &random)
      let spread = Int.random(in: 1...300, using: &random)
      let limit = Int.random(in: 0...80, using: &random)
      let elements = (0..<count).map {
        Tagged(key: Int.random(in: 0..<spread, using: &random), tag: $0)
      }
      var selection = BoundedSelection<Tagged>(limit: limit)
      for element in elements { selection.offer(element) }
      let expected = elements.sorted().prefix(limit)
      XCTAssertEqual(selection.sorted.map(\.tag), expected.map(\.tag), "round \(round)")
    }
  }

  func testAdmitsSaysWhetherAnOfferIsKept() {
    var random = Seeded(state: 2)
    var selection = BoundedSelection<Tagged>(limit: 5)
    for tag in 0..<500 {
      let element = Tagged(key: Int.random(in: 0..<50, using: &random), tag: tag)
      let admitted = selection.admits(element)
      selection.offer(element)
      XCTAssertEqual(selection.sorted.contains { $0.tag == tag }, admitted, "offer \(tag)")
    }
  }

  func testPlansEqualThePlainDefinition() {
    for seed in 0..<400 {
      var random = Seeded(state: UInt64(seed))
      let scenario = PlannerScenario(
        random: &random, habits: Int.random(in: 0...12, using: &random))
      let input = scenario.input(random: &random)
      let expected = SortingPlanner.plan(input)
      XCTAssertEqual(ReminderPlanner.plan(input), expected, "seed \(seed)")
      // What fired after now (a clock set back) is never planned again.
      let firedInput = scenario.input(
        random: &random, firing: expected.requests.map(\.id) + expected.alarms.map(\.id))
      XCTAssertEqual(
        ReminderPlanner.plan(firedInput), SortingPlanner.plan(firedInput), "seed \(seed)")
    }
  }

  func testPlansOfManyHabitsEqualThePlainDefinition() {
    for seed in 1_000..<1_030 {
      var random = Seeded(state: UInt64(seed))
      let scenario = PlannerScenario(
        random: &random, habits: Int.random(in: 50...300, using: &random))
      let input = scenario.input(random: &random)
      XCTAssertEqual(ReminderPlanner.plan(input), SortingPlanner.plan(input), "seed \(seed)")
    }
  }

  func testOpenDaysAreTheBoardsOwn() {
    for seed in 2_000..<2_200 {
      var random = Seeded(state: UInt64(seed))
      let scenario = PlannerScenario(
        random: &random, habits: Int.random(in: 1...12, using: &random))
      let board = scenario.board
      let days = PlanningDays(board: board, dayStart: scenario.local.dayStart)
      for (index, habit) in board.habits.enumerated() {
        for (dayIndex, day) in days.days.enumerated() {
          XCTAssertEqual(
            days.isOpen(index, dayIndex), board.isOpen(habit, on: day), "seed \(seed) \(day)")
        }
      }
    }
  }

  func testTheResolverAgreesWithLocalTime() {
    let zones = ["Asia/Seoul", "America/New_York", "Europe/Berlin", "Australia/Lord_Howe"]
    let days = ["2026-03-06", "2026-03-27", "2026-10-23", "2026-10-02", "2026-11-30"]
    for name in zones {
      for center in days.map(d) {
        let local = LocalTime(zone: TimeZone(identifier: name)!, dayStart: .midnight)
        let resolver = WallResolver(local: local, around: center)
        for offset in -5...15 {
          let day = center.adding(days: offset)
          for minute in stride(from: 0, to: 1440, by: 15) {
            XCTAssertEqual(
              resolver.instant(on: day, secondOfDay: minute * 60),
              local.instant(on: day, secondOfDay: minute * 60), "\(name) \(day) \(minute)")
          }
        }
      }
    }
  }
}

extension PlannerSelectionTests {
  func testAnAlarmThreadNamesItsHabit() {
    let day = d("2026-11-30")
    let time = TimeOfDay(parsing: "07:05")!
    for uuid in ["u1", "894F532F-C49F-4167-AA27-BAC0537BEAED", "odd:uuid:with:colons", ""] {
      let habit = Habit(uuid: uuid, name: "Run", start: day)
      XCTAssertEqual(
        ReminderIdentifiers.habit(ofAlarmThread: ReminderIdentifiers.alarmThread(habit, day, time)),
        Substring(uuid))
    }
    for other in ["timer:1", "snooze:abc", "summary", "alarm:", "alarm:u1", "alarmkit:u1:x:y"] {
      XCTAssertNil(ReminderIdentifiers.habit(ofAlarmThread: other), other)
    }
  }
}
