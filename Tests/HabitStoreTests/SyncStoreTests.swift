import Foundation
import HabitCore
import HabitSync
import XCTest

@testable import HabitStore

/// Every write stamps what it changed for sync, in its own transaction; changes from other
/// devices come into the habits, entries and settings.
final class SyncStoreTests: XCTestCase {
  private let day = Day(iso: "2026-11-30")!
  private var store: HabitStore!
  private var clock = MovableClock(Date(timeIntervalSince1970: 1_796_000_000))

  override func setUpWithError() throws {
    store = try HabitStore.inMemory()
    store.changeClock = clock
  }

  private func turnOn() throws {
    try store.write { db in
      _ = try db.turnSyncOn(folder: "/sync", name: "laptop", newDevice: { "dev-a" })
    }
  }

  private func stamp(_ seconds: Int64, _ counter: Int = 0, _ device: String = "dev-a") -> Stamp {
    Stamp(wall: 1_796_000_000_000 + seconds * 1000, counter: counter, device: device)
  }

  private func add(_ name: String) throws -> Habit {
    try store.write { db in try db.insert(Habit(uuid: "uuid-\(name)", name: name, start: day)) }
  }

  func testNothingIsStampedWhileSyncIsOff() throws {
    let habit = try add("Run")
    try store.write { db in try db.save(Entry(day: day, status: .done), habitID: habit.id) }
    XCTAssertEqual(try store.read { try $0.syncReplica() }, Replica())
    XCTAssertNil(try store.read { try $0.syncSetup() })
  }

  func testTurningSyncOnStampsEverythingThereOnce() throws {
    let habit = try add("Run")
    try store.write { db in
      try db.save(Entry(day: day, status: .done, note: "비"), habitID: habit.id)
      try db.setValue("04:00", for: "dayStart")
      try db.setValue("loud", for: "ringer")
    }
    try turnOn()
    let replica = try store.read { try $0.syncReplica() }
    let first = stamp(0)
    XCTAssertEqual(
      replica.habits["uuid-Run"]?.mapValues(\.value),
      HabitFields.encode(habit).merging(["created": "", "removed": "0"]) { $1 })
    XCTAssertEqual(Set(replica.habits["uuid-Run"]!.values.map(\.stamp)), [first])
    XCTAssertEqual(
      replica.entries, [EntryKey(habit: "uuid-Run", day: day): Register("done;;비", at: first)])
    XCTAssertEqual(replica.settings["dayStart"], Register("04:00", at: first))
    XCTAssertNil(replica.settings["ringer"], "the ringer belongs to this device")
    XCTAssertEqual(
      try store.read { try $0.syncSetup() },
      SyncSetup(device: "dev-a", name: "laptop", folder: "/sync"))
    XCTAssertTrue(try store.read { try $0.syncReplicaIsDirty() })
    try turnOn()
    XCTAssertEqual(try store.read { try $0.syncReplica() }, replica, "turned on again: nothing new")
  }

  func testEachChangeGetsTheNextStampAndAnUncheckIsATombstone() throws {
    let habit = try add("Run")
    try turnOn()
    clock.instant += 60
    try store.write { db in try db.save(Entry(day: day, status: .done), habitID: habit.id) }
    let key = EntryKey(habit: "uuid-Run", day: day)
    XCTAssertEqual(
      try store.read { try $0.syncReplica() }.entries[key], Register("done;", at: stamp(60)))
    try store.write { db in try db.save(Entry(day: day, status: .done), habitID: habit.id) }
    XCTAssertEqual(
      try store.read { try $0.syncReplica() }.entries[key], Register("done;", at: stamp(60)),
      "same value")
    // The wall clock goes back: the stamp still goes forward.
    clock.instant -= 3600
    _ = try store.write { db in try db.deleteEntry(habitID: habit.id, day: day) }
    XCTAssertEqual(
      try store.read { try $0.syncReplica() }.entries[key], Register(nil, at: stamp(60, 1)))
    var renamed = habit
    renamed.name = "Jog"
    clock.instant += 7200
    try store.write { db in try db.update(renamed) }
    let fields = try store.read { try $0.syncReplica() }.habits["uuid-Run"]!
    XCTAssertEqual(fields["name"], Register("Jog", at: stamp(3660)))
    XCTAssertEqual(fields["times"]?.stamp, stamp(0), "an unchanged field keeps its stamp")
    try store.write { db in try db.delete(habitID: habit.id) }
    let removed = try store.read { try $0.syncReplica() }
    XCTAssertEqual(removed.habits["uuid-Run"]?["removed"], Register("1", at: stamp(3660, 1)))
    XCTAssertEqual(removed.entries[key]?.value, .some(nil), "the habit's days stay as they were")
  }

  func testAWriteWithoutAClockIsStampedByTheNextThatHasOne() throws {
    let habit = try add("Run")
    try turnOn()
    store.changeClock = nil
    try store.write { db in try db.save(Entry(day: day, status: .skipped), habitID: habit.id) }
    XCTAssertNil(
      try store.read { try $0.syncReplica() }.entries[EntryKey(habit: "uuid-Run", day: day)])
    store.changeClock = clock
    clock.instant += 5
    try store.write { db in try db.reconcileIfNeeded() }
    XCTAssertEqual(
      try store.read { try $0.syncReplica() }.entries[EntryKey(habit: "uuid-Run", day: day)],
      Register("skipped;", at: stamp(5)))
  }

  func testAHabitFromAnotherDeviceComesWithItsDaysAndTheLaterOfTwoNamesIsNumbered() throws {
    _ = try add("러닝")
    try turnOn()
    let theirs = Habit(uuid: "uuid-other", name: "러닝", schedule: .every(2), start: day)
    var changes = Replica()
    // Made elsewhere a minute before this one: this one gives up the name.
    changes.habits["uuid-other"] = HabitFields.encode(theirs)
      .merging(["created": "", "removed": "0"]) { $1 }
      .mapValues { Register($0, at: stamp(-60, 0, "dev-b")) }
    changes.entries[EntryKey(habit: "uuid-other", day: day)] = Register(
      "done;;", at: stamp(-60, 0, "dev-b"))
    let applied = try store.write { db in try db.applySync(changes) }
    XCTAssertEqual(applied.habitsAdded, 1)
    // Both at the end of the list where they were made: their uuids order them.
    XCTAssertEqual(try store.read { try $0.habits() }.map(\.name), ["러닝", "러닝 (2)"])
    let other = try XCTUnwrap(try store.read { try $0.habit(uuid: "uuid-other") })
    XCTAssertEqual(other.schedule, .every(2))
    XCTAssertEqual(
      try store.read { try $0.entries(habitID: other.id) },
      [Entry(day: day, status: .done, note: "")])
    XCTAssertEqual(try store.read { try $0.syncReplica() }.habits["uuid-러닝"]?["name"]?.value, "러닝")
    // Editing the numbered habit leaves its synced name; renaming it syncs the new name.
    var mine = try XCTUnwrap(try store.read { try $0.habit(uuid: "uuid-러닝") })
    mine.alarm = true
    try store.write { db in try db.update(mine) }
    XCTAssertEqual(try store.read { try $0.syncReplica() }.habits["uuid-러닝"]?["name"]?.value, "러닝")
    mine.name = "조깅"
    try store.write { db in try db.update(mine) }
    XCTAssertEqual(try store.read { try $0.syncReplica() }.habits["uuid-러닝"]?["name"]?.value, "조깅")
  }

  func testTombstonesFromAnotherDeviceRemoveHereAndSettingsApply() throws {
    let habit = try add("Run")
    let other = try add("Read")
    try store.write { db in
      try db.save(Entry(day: day, status: .done), habitID: habit.id)
      try db.save(Entry(day: day, status: .done), habitID: other.id)
    }
    try turnOn()
    var changes = Replica()
    changes.habits["uuid-Read"] = ["removed": Register("1", at: stamp(10, 0, "dev-b"))]
    changes.entries[EntryKey(habit: "uuid-Run", day: day)] = Register(nil, at: stamp(10))
    changes.settings["weekStart"] = Register("sunday", at: stamp(10, 0, "dev-b"))
    let applied = try store.write { db in try db.applySync(changes) }
    XCTAssertEqual(applied.habitsRemoved, 1)
    XCTAssertEqual(applied.entriesChanged, 1)
    XCTAssertEqual(try store.read { try $0.habits() }.map(\.name), ["Run"])
    XCTAssertEqual(try store.read { try $0.entries(habitID: habit.id) }, [])
    XCTAssertEqual(try store.read { try $0.settings() }.weekStart.rawValue, "sunday")
    let replica = try store.read { try $0.syncReplica() }
    XCTAssertEqual(replica.settings["weekStart"], Register("sunday", at: stamp(10, 0, "dev-b")))
    XCTAssertEqual(replica.habits["uuid-Read"]?["removed"]?.value, "1")
    XCTAssertEqual(replica.habits["uuid-Read"]?["name"]?.value, "Read")
  }

  func testAFieldFromALaterVersionLeavesTheHabitAsItIsAndIsNeverUndone() throws {
    let habit = try add("Run")
    try turnOn()
    var changes = Replica()
    changes.habits["uuid-Run"] = [
      "schedule": Register("monthly:1", at: stamp(10, 0, "dev-b")),
      "color": Register("teal", at: stamp(10, 0, "dev-b")),
    ]
    let applied = try store.write { db in try db.applySync(changes) }
    XCTAssertEqual(applied.unreadable, ["uuid-Run"])
    var expected = habit
    expected.color = .teal
    XCTAssertEqual(
      try store.read { try $0.habit(uuid: "uuid-Run") }, expected, "what reads comes in")
    var edited = habit
    edited.description = "아침"
    edited.color = .teal
    clock.instant += 60
    try store.write { db in try db.update(edited) }
    let fields = try store.read { try $0.syncReplica() }.habits["uuid-Run"]!
    XCTAssertEqual(fields["schedule"]?.value, "monthly:1", "left to the version that reads it")
    XCTAssertEqual(fields["description"]?.value, "아침")
    // A habit made elsewhere that never read here is not removed by a reconcile.
    changes = Replica()
    changes.habits["uuid-later"] = ["name": Register("Later", at: stamp(70, 0, "dev-b"))]
    _ = try store.write { db in try db.applySync(changes) }
    try store.write { db in
      try db.turnSyncOff()
      _ = try db.turnSyncOn(folder: "/sync", name: nil, newDevice: { "unused" })
    }
    XCTAssertNil(try store.read { try $0.syncReplica() }.habits["uuid-later"]?["removed"])
    // Deleted here, it is removed everywhere, readable or not.
    try store.write { db in try db.delete(habitID: habit.id) }
    XCTAssertEqual(
      try store.read { try $0.syncReplica() }.habits["uuid-Run"]?["removed"]?.value, "1")
  }

  func testANameFreedHereGoesBackToTheHabitThatWasNumbered() throws {
    _ = try add("러닝")
    try turnOn()
    var changes = Replica()
    changes.habits["uuid-other"] = HabitFields.encode(
      Habit(uuid: "uuid-other", name: "러닝", start: day)
    ).merging(["created": "", "removed": "0"]) { $1 }.mapValues {
      Register($0, at: stamp(60, 0, "dev-b"))
    }
    _ = try store.write { db in try db.applySync(changes) }
    XCTAssertEqual(try store.read { try $0.habits() }.map(\.name).sorted(), ["러닝", "러닝 (2)"])
    var mine = try XCTUnwrap(try store.read { try $0.habit(uuid: "uuid-러닝") })
    mine.name = "조깅"
    clock.instant += 120
    try store.write { db in try db.update(mine) }
    // Until the next round: an undo of the rename finds its name free.
    XCTAssertEqual(try store.read { try $0.habits() }.map(\.name).sorted(), ["러닝 (2)", "조깅"])
    _ = try store.write { db in try db.showNames() }
    XCTAssertEqual(try store.read { try $0.habits() }.map(\.name).sorted(), ["러닝", "조깅"])
    try store.write { db in try db.delete(habitID: mine.id) }
    XCTAssertEqual(try store.read { try $0.habits() }.map(\.name), ["러닝"])
  }

  func testFieldsAndDaysThatWouldBeRefusedHereAreNotShown() throws {
    let habit = try add("Run")
    try turnOn()
    var changes = Replica()
    var fields = HabitFields.encode(Habit(uuid: "uuid-bad", name: "x", start: day))
    fields["name"] = "\u{200B}"
    changes.habits["uuid-bad"] = fields.merging(["created": "", "removed": "0"]) { $1 }
      .mapValues { Register($0, at: stamp(10, 0, "dev-b")) }
    changes.entries[EntryKey(habit: "uuid-Run", day: Day(iso: "0001-01-01")!)] = Register(
      "done;", at: stamp(10, 0, "dev-b"))
    let applied = try store.write { db in try db.applySync(changes) }
    XCTAssertEqual(applied.unreadable, ["uuid-bad"])
    XCTAssertEqual(applied.entriesChanged, 0)
    XCTAssertEqual(try store.read { try $0.habits() }.map(\.name), ["Run"])
    XCTAssertEqual(try store.read { try $0.entries(habitID: habit.id) }, [])
  }
}

/// A clock a test moves by hand.
final class MovableClock: WallClock, @unchecked Sendable {
  var instant: Date

  init(_ instant: Date) {
    self.instant = instant
  }

  func now() -> Date { instant }
}
