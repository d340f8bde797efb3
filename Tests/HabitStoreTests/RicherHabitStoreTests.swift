import Foundation
import HabitCore
import HabitStore
import XCTest

/// Richer habits in the store: every new field round-trips, amounts stay exact, order moves.
final class RicherHabitStoreTests: XCTestCase {
  private var store: HabitStore!

  override func setUpWithError() throws {
    store = try HabitStore.inMemory()
  }

  @discardableResult
  private func add(_ name: String, archived: Bool = false) throws -> Habit {
    try store.write { db in
      try db.insert(
        Habit(uuid: "uuid-\(name)", name: name, start: Day(iso: "2026-11-01")!, archived: archived))
    }
  }

  private func order(includeArchived: Bool = true) throws -> [String] {
    try store.read { db in try db.habits(includeArchived: includeArchived).map(\.name) }
  }

  func testEveryNewFieldRoundTrips() throws {
    var habit = Habit(
      uuid: "u", name: "커피", schedule: .frequency(Frequency(times: 3, days: 30)!),
      start: Day(iso: "2026-11-01")!,
      measure: Measure(unit: "잔", target: Amount(parsing: "2.125")!, type: .atMost),
      description: "하루 두 잔까지", color: .amber)
    habit.times = ["07:30", "12:00", "23:59"].map { TimeOfDay(parsing: $0)! }
    let stored = try store.write { db in try db.insert(habit) }
    let read = try XCTUnwrap(try store.read { db in try db.habit(named: "커피") })
    XCTAssertEqual(read, stored)
    XCTAssertEqual(read.measure?.target.thousandths, 2125)
    XCTAssertEqual(read.schedule.frequency?.times, 3)
    XCTAssertEqual(read.schedule.frequency?.days, 30)
  }

  func testAmountsAreStoredExactlyWithTheirNotes() throws {
    let habit = try add("물")
    let day = Day(iso: "2026-11-02")!
    try store.write { db in
      try db.save(
        Entry(day: day, status: .done, note: "세 잔", amount: Amount(parsing: "0.3")!),
        habitID: habit.id)
    }
    XCTAssertEqual(
      try store.read { db in try db.entry(habitID: habit.id, day: day) },
      Entry(day: day, status: .done, note: "세 잔", amount: Amount(thousandths: 300)))
    let history = try store.read { db in try db.histories(of: [habit])[habit.id]! }
    XCTAssertEqual(history.amount(on: day), Amount(thousandths: 300))
    XCTAssertTrue(try store.read { db in try db.hasEntries(habitID: habit.id) })
  }

  func testMovingAHabitRenumbersTheShownOnesAroundTheArchived() throws {
    for name in ["a", "b", "c", "d"] { try add(name, archived: name == "b") }
    let d = try XCTUnwrap(try store.read { db in try db.habit(named: "d") })
    try store.write { db in try db.move(habitID: d.id, to: 0) }
    XCTAssertEqual(try order(includeArchived: false), ["d", "a", "c"])
    // The archived habit keeps its slot: it comes back where it was.
    XCTAssertEqual(try order(), ["d", "b", "a", "c"])
    try store.write { db in try db.move(habitID: d.id, to: 99) }
    XCTAssertEqual(try order(includeArchived: false), ["a", "c", "d"])
  }
}

/// What a person does in the interface is committed durably even on its relaxed connection.
final class DurabilityTests: XCTestCase {
  func testADurableWriteWaitsForTheDiskOnARelaxedConnection() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("habitflow-durable-\(UUID().uuidString).sqlite").path
    defer {
      for suffix in ["", "-wal", "-shm"] {
        try? FileManager.default.removeItem(atPath: path + suffix)
      }
    }
    let store = try HabitStore(path: path)
    XCTAssertTrue(try store.commitsWaitForDisk())
    try store.relaxDurability()
    XCTAssertFalse(try store.commitsWaitForDisk())
    let during = try store.writeDurably { _ in try store.commitsWaitForDisk() }
    XCTAssertTrue(during)
    XCTAssertFalse(try store.commitsWaitForDisk(), "relaxed again for the delivery loop")
  }
}
