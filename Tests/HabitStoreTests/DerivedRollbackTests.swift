import HabitCore
import XCTest

@testable import HabitStore

/// A write that fails after touching a habit leaves no habit to recompute: the derived data of a
/// rolled-back change must not be written later, by a read.
final class DerivedRollbackTests: XCTestCase {
  private struct Failure: Error {}

  func testAFailedWriteLeavesNoTouchedHabit() throws {
    let store = try HabitStore.inMemory()
    let habit = try store.write { db in
      try db.insert(Habit(uuid: "u", name: "a", start: Day(iso: "2026-01-01")!))
    }
    XCTAssertThrowsError(
      try store.write { db in
        try db.save(Entry(day: Day(iso: "2026-01-02")!, status: .done), habitID: habit.id)
        throw Failure()
      })
    XCTAssertTrue(store.touchedHabits.isEmpty)
    XCTAssertFalse(try store.read { db in try db.hasEntries(habitID: habit.id) })
  }
}
