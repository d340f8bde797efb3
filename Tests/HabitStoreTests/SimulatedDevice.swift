import Foundation
import HabitApp
import HabitCore
import HabitSync
import XCTest

@testable import HabitStore

/// One device of a sync property run: its database and clock, and the reference model of its
/// replica (a plain `Replica` with its own hybrid clock, stamped as the operations say).
struct SimulatedDevice {
  let index: Int
  let store: HabitStore
  let clock: MovableClock
  /// The reference replica and clock.
  private(set) var model = Replica()
  private var modelClock: HybridClock
  /// Whether the model changed since the device last wrote its file.
  private var dirty = false
  /// The replica in the device's file, as the model says it wrote it.
  private(set) var written: Replica?

  init(index: Int, path: String, folder: String, start: TimeInterval) throws {
    self.index = index
    store = try HabitStore(path: path)
    clock = MovableClock(Date(timeIntervalSince1970: start))
    store.changeClock = clock
    let device = "00000000-0000-0000-0000-00000000000\(index)"
    modelClock = HybridClock(device: device)
    let store = store
    try store.write { db in
      _ = try db.turnSyncOn(folder: folder, name: "device \(index)", newDevice: { device })
    }
  }

  private var wall: Int64 { Int64((clock.instant.timeIntervalSince1970 * 1000).rounded(.down)) }

  /// Stamps the model's changes with one stamp, as a write transaction does.
  private mutating func stamp(_ change: (inout Replica, Stamp) -> Void) {
    var changed = model
    change(&changed, Stamp(wall: 0, counter: 0, device: ""))
    guard changed != model else { return }
    let stamp = modelClock.stamp(wall: wall)
    change(&model, stamp)
    dirty = true
  }

  mutating func add(_ habit: Habit) throws {
    let stored = try store.write { db in try db.insert(habit) }
    let fields = HabitFields.encode(stored).merging(["created": "", "removed": "0"]) { $1 }
    stamp { replica, stamp in
      replica.habits[stored.uuid] = fields.mapValues { Register($0, at: stamp) }
    }
  }

  mutating func edit(_ habit: Habit, field: String, _ change: (inout Habit) -> Void) throws {
    var edited = habit
    change(&edited)
    guard (try? store.write({ db in try db.update(edited) })) != nil else { return }
    let value = HabitFields.encode(try store.read { try $0.habit(uuid: habit.uuid) }!)[field]!
    set(field, of: habit.uuid, to: value)
  }

  mutating func remove(_ habit: Habit) throws {
    try store.write { db in try db.delete(habitID: habit.id) }
    set(HabitFields.removed, of: habit.uuid, to: "1")
  }

  private mutating func set(_ field: String, of uuid: String, to value: String) {
    guard model.habits[uuid]?[field]?.value != value else { return }
    stamp { replica, stamp in replica.habits[uuid, default: [:]][field] = Register(value, at: stamp)
    }
  }

  mutating func set(_ entry: Entry, of habit: Habit) throws {
    try store.write { db in try db.save(entry, habitID: habit.id) }
    try noteEntry(on: entry.day, of: habit)
  }

  mutating func set(_ none: Entry?, on day: Day, of habit: Habit) throws {
    _ = try store.write { db in try db.deleteEntry(habitID: habit.id, day: day) }
    try noteEntry(on: day, of: habit)
  }

  private mutating func noteEntry(on day: Day, of habit: Habit) throws {
    let value = try store.read { try $0.entry(habitID: habit.id, day: day) }.map(EntryText.encode)
    let key = EntryKey(habit: habit.uuid, day: day)
    guard model.entries[key].map({ $0.value != value }) ?? (value != nil) else { return }
    stamp { replica, stamp in replica.entries[key] = Register(value, at: stamp) }
  }

  mutating func setting(_ key: String, _ value: String) throws {
    try store.write { db in try db.setValue(value, for: key) }
    guard model.settings[key]?.value != value else { return }
    stamp { replica, stamp in replica.settings[key] = Register(value, at: stamp) }
  }

  /// A real round.
  func round() throws -> SyncReport {
    try SyncRound(store: store, now: clock.instant, replan: {}).run()
  }

  /// A real round, checked against the model's round over the files the others wrote.
  mutating func syncAndCheck(files: [Replica]) throws {
    let merged = files.reduce(model) { $0.merged(with: $1) }
    let changes = model.newer(in: merged)
    if changes.count > 0, let latest = merged.latestStamp { modelClock.receive(latest) }
    let mustWrite = changes.count > 0 || dirty || written == nil
    if mustWrite {
      _ = modelClock.stamp(wall: wall)
      written = merged
      dirty = false
    }
    model = merged
    let report = try round()
    XCTAssertEqual(report.wrote, mustWrite, "device \(index)")
    XCTAssertEqual(report.takenCount, changes.count, "device \(index)")
    XCTAssertEqual(try store.read { try $0.syncReplica() }, model, "device \(index)")
    XCTAssertEqual(
      try store.read { try $0.syncClock() }?.latest, modelClock.latest, "device \(index)")
  }

  /// What the device shows: each habit's fields (its shown name) and days, and synced settings.
  struct Shown: Hashable {
    var habits: [String: [String: String]] = [:]
    var entries: [String: [String: String]] = [:]
    var settings: [String: String] = [:]
  }

  func shown() throws -> Shown {
    var shown = Shown()
    for habit in try store.read({ try $0.habits(includeArchived: true) }) {
      shown.habits[habit.uuid] = HabitFields.encode(habit)
      for entry in try store.read({ try $0.entries(habitID: habit.id) }) {
        shown.entries[habit.uuid, default: [:]][entry.day.iso] = EntryText.encode(entry)
      }
    }
    shown.settings = try store.read { try $0.settingValues() }.filter {
      HabitStore.syncedSettingKeys.contains($0.key)
    }
    return shown
  }

  /// What a replica shows, worked out from its registers alone.
  static func materialized(_ replica: Replica) -> Shown {
    var shown = Shown()
    var claims: [ShownNames.Claim] = []
    for (uuid, fields) in replica.habits where fields[HabitFields.removed]?.value == "0" {
      guard let habit = HabitFields.decode(fields.mapValues(\.value), uuid: uuid) else { continue }
      shown.habits[uuid] = HabitFields.encode(habit)
      claims.append(.init(uuid: uuid, name: habit.name, created: fields["created"]!.stamp))
    }
    for (uuid, name) in ShownNames.resolve(claims) { shown.habits[uuid]?["name"] = name }
    for (key, register) in replica.entries where shown.habits[key.habit] != nil {
      guard let value = register.value else { continue }
      shown.entries[key.habit, default: [:]][key.day.iso] = value
    }
    shown.settings = replica.settings.mapValues(\.value)
    return shown
  }
}
