import Foundation
import HabitApp
import HabitCore
import HabitSync
import XCTest

@testable import HabitStore

/// Three devices (three databases, one folder) change things offline and sync in random orders
/// and numbers; all end with the same habits, entries and synced settings, equal to a reference
/// merge worked out from the operations' stamps, and a further round changes nothing.
final class SyncPropertyTests: FolderTestCase {
  func testThreeDevicesConvergeToTheReferenceMerge() throws {
    for seed in UInt64(1)...12 { try converge(seed: seed, operations: 70) }
  }

  func testThreeDevicesConvergeOnARandomSeed() throws {
    let seed = UInt64.random(in: 1...UInt64(UInt32.max))
    try converge(seed: seed, operations: 70)
  }

  private func converge(seed: UInt64, operations: Int) throws {
    let sync = path("sync-\(seed)")
    try FileManager.default.createDirectory(atPath: sync, withIntermediateDirectories: true)
    var devices = try (0..<3).map { index in
      try SimulatedDevice(
        index: index, path: path("device-\(seed)-\(index).sqlite"), folder: sync,
        // The third device's clock is three hours behind the others'.
        start: 1_796_000_000 - (index == 2 ? 3 * 3600 : 0))
    }
    var run = SyncRun(seed: seed)
    for _ in 0..<operations {
      let index = run.random.below(3)
      try run.step(&devices[index], others: devices)
    }
    // Every device syncs until all have seen everything: two passes are enough.
    for _ in 0..<2 {
      for index in devices.indices { try run.sync(&devices[index], others: devices) }
    }
    let reference = devices[0].model
    for device in devices {
      XCTAssertEqual(device.model, reference, "seed \(seed): the reference models agree")
      XCTAssertEqual(
        try device.store.read { try $0.syncReplica() }, reference,
        "seed \(seed): device \(device.index)")
      XCTAssertEqual(
        try device.shown(), try devices[0].shown(), "seed \(seed): device \(device.index)")
      XCTAssertEqual(
        try device.shown(), SimulatedDevice.materialized(reference), "seed \(seed): reference")
    }
    for index in devices.indices {
      let before = try devices[index].store.read { try $0.syncReplica() }
      let report = try devices[index].round()
      XCTAssertEqual(report.takenCount, 0, "seed \(seed): syncing again takes nothing in")
      XCTAssertFalse(report.wrote, "seed \(seed): syncing again writes nothing")
      XCTAssertEqual(try devices[index].store.read { try $0.syncReplica() }, before, "seed \(seed)")
    }
  }
}

/// The random operations of one run, and the reference model each applies.
struct SyncRun {
  var random: SplitMix
  private var names = 0

  init(seed: UInt64) {
    random = SplitMix(seed: seed)
  }

  /// One random operation on `device`: a change, or a sync round.
  mutating func step(_ device: inout SimulatedDevice, others: [SimulatedDevice]) throws {
    device.clock.instant += Double(1 + random.below(900))
    let live = try device.store.read { try $0.habits(includeArchived: true) }
    let day = Day(iso: "2026-11-26")!.adding(days: random.below(5))
    switch (random.below(12), live.randomElement(using: &random)) {
    case (0, _), (_, nil):
      let shared = ["러닝", "독서", "Water"][random.below(3)]
      let taken = Set(live.map { HabitName.key($0.name) })
      names += 1
      let name = taken.contains(HabitName.key(shared)) ? "h\(names)" : shared
      try device.add(
        Habit(uuid: UUID(using: &random).uuidString, name: name, start: day.adding(days: -30)))
    case (1, let habit?):
      names += 1
      try device.edit(habit, field: "name") { $0.name = "r\(names)" }
    case (2, let habit?):
      let minute = random.below(1440)
      try device.edit(habit, field: "times") {
        $0.times = [TimeOfDay(hour: minute / 60, minute: minute % 60)!]
      }
    case (3, let habit?):
      let schedule: Schedule = [.daily, .every(2), .weekdays(WeekdaySet([.monday]))][
        random.below(3)]
      try device.edit(habit, field: "schedule") { $0.schedule = schedule }
    case (4, let habit?): try device.edit(habit, field: "archived") { $0.archived.toggle() }
    case (5, let habit?) where random.below(3) == 0: try device.remove(habit)
    case (6, let habit?), (7, let habit?):
      try device.set(
        Entry(day: day, status: .done, note: random.below(4) == 0 ? "메모" : nil), of: habit)
    case (8, let habit?): try device.set(Entry(day: day, status: .skipped), of: habit)
    case (9, let habit?): try device.set(nil, on: day, of: habit)
    case (10, _):
      let key = ["dayStart", "weekStart"][random.below(2)]
      let value =
        key == "dayStart"
        ? ["00:00", "03:00", "04:00"][random.below(3)] : ["monday", "sunday"][random.below(2)]
      try device.setting(key, value)
    default: try sync(&device, others: others)
    }
  }

  /// A round on `device`, checked against the reference merge of the files it reads.
  mutating func sync(_ device: inout SimulatedDevice, others: [SimulatedDevice]) throws {
    device.clock.instant += 1
    try device.syncAndCheck(files: others.filter { $0.index != device.index }.compactMap(\.written))
  }
}

extension UUID {
  /// A UUID drawn from a seeded source, so a run repeats.
  init(using random: inout SplitMix) {
    let (a, b) = (random.next(), random.next())
    self.init(
      uuid: (
        UInt8(a & 0xFF), UInt8(a >> 8 & 0xFF), UInt8(a >> 16 & 0xFF), UInt8(a >> 24 & 0xFF),
        UInt8(a >> 32 & 0xFF), UInt8(a >> 40 & 0xFF), UInt8(a >> 48 & 0xFF), UInt8(a >> 56),
        UInt8(b & 0xFF), UInt8(b >> 8 & 0xFF), UInt8(b >> 16 & 0xFF), UInt8(b >> 24 & 0xFF),
        UInt8(b >> 32 & 0xFF), UInt8(b >> 40 & 0xFF), UInt8(b >> 48 & 0xFF), UInt8(b >> 56)
      ))
  }
}
