import Foundation
import HabitApp
import HabitCore
import HabitStore
import XCTest

/// Random sequences of writes, settings changes and clock moves, after which the derived data
/// equals a full recomputation from the entries, and boards read through it show what boards
/// read from whole histories show.
final class DerivedDataPropertyTests: XCTestCase {
  /// The fixed seed run on every `swift test`; `HABITFLOW_PROPERTY_SEED` replaces it.
  func testTenThousandOperationsWithAFixedSeed() throws {
    let seed =
      ProcessInfo.processInfo.environment["HABITFLOW_PROPERTY_SEED"].flatMap(UInt64.init)
      ?? 20_261_130
    try check(seed: seed, operations: 10_000)
  }

  /// A new seed each run, printed when it fails so the failure can be replayed.
  func testOperationsWithARandomSeed() throws {
    try check(seed: UInt64.random(in: 1...UInt64.max / 2), operations: 2_000)
  }

  private func check(seed: UInt64, operations: Int) throws {
    var run = try PropertyRun(seed: seed)
    for step in 0..<operations {
      let touched = try run.step()
      for id in touched {
        let failure = try run.derivedMismatch(of: id)
        XCTAssertNil(failure, "seed \(seed), step \(step): \(failure ?? "")")
        if failure != nil { return }
      }
      if step % 100 == 99 || step == operations - 1 {
        let failure = try run.allMismatches()
        XCTAssertNil(failure, "seed \(seed), step \(step): \(failure ?? "")")
        if failure != nil { return }
      }
    }
  }
}

/// A store, a clock and a random source: one step is one random operation.
struct PropertyRun {
  let store: HabitStore
  let service: ReminderService
  var random: SplitMix
  /// The instant the next operation happens at; days come from Samoa's zone, which had summer
  /// time and skipped 2011-12-30 altogether.
  var now = Date(timeIntervalSince1970: 1_306_886_400)  // 2011-06-01
  var deleted: [(Habit, [Entry])] = []
  var names = 0

  init(seed: UInt64) throws {
    store = try HabitStore.inMemory()
    service = ReminderService(
      store: store, zone: Zone(TimeZone(identifier: "Pacific/Apia")!), environment: [:])
    random = SplitMix(seed: seed)
  }

  var today: Day {
    get throws {
      try store.read { db in
        LocalTime(zone: service.zone, dayStart: try db.settings().dayStart).day(of: now)
      }
    }
  }

  /// Runs one random operation; returns the habits whose data it changed.
  mutating func step() throws -> [Int64] {
    let habits = try store.read { db in try db.habits(includeArchived: true) }
    let roll = random.below(100)
    if habits.count < 3 || (roll < 4 && habits.count < 9) { return [try addHabit()] }
    let habit = habits[random.below(habits.count)]
    switch roll {
    case 0..<40: return try writeEntry(habit)
    case 40..<52: return try removeEntry(habit)
    case 52..<60: return try editHabit(habit)
    case 60..<63:
      try store.write { db in try db.delete(habitID: habit.id) }
      let entries = try store.read { db in try db.entries(habitID: habit.id) }
      deleted.append((habit, entries))
      return []
    case 63..<65: return try restoreDeleted()
    case 65..<68:
      var settings = try store.read { db in try db.settings() }
      settings.dayStart = TimeOfDay(minutes: [0, 0, 240, 300, 1380][random.below(5)])!
      settings.weekStart = random.below(2) == 0 ? .sunday : .monday
      try store.write { db in try db.save(settings) }
      return []
    default:
      moveClock()
      return []
    }
  }

  private mutating func moveClock() {
    switch random.below(20) {
    case 0: now.addTimeInterval(-Double(random.below(72)) * 3600)  // a clock set back
    case 1: now.addTimeInterval(Double(random.below(40)) * 86_400)
    default: now.addTimeInterval(Double(random.below(30)) * 3600 + Double(random.below(3600)))
    }
  }
}
