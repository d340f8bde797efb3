import Foundation
import HabitApp
import HabitCore
import HabitStore
import NotificationSimulator
import XCTest

extension PlanDeferralRun {
  /// Whether a deliverer (the interface or `watch`) runs beside the commands: it wakes at every
  /// commit and every fire date, and commands leave delivering to it.
  var withDeliverer: Bool { seed % 3 == 0 }

  /// `steps` random steps, each checked; then the plans are compared once more, stored.
  mutating func run(steps: Int) throws {
    for step in 0..<steps {
      let context = "seed \(seed), step \(step)"
      try advanceClock(context)
      switch random.below(20) {
      case 0..<11: try checkIn(context)
      case 11..<15: try compareShown(context)
      case 15..<18: try rescheduleBoth(context)
      default: try moveATime(context)
      }
    }
    try write { device, _ in try device.service.catchUpPlan(by: now, always: true) }
    try compareStored("seed \(seed), end")
    XCTAssertEqual(
      try eager.store.read { db in try db.settingValues()["plannedHorizon"] },
      try deferring.store.read { db in try db.settingValues()["plannedHorizon"] },
      "seed \(seed): the horizon")
  }

  /// Moves the clock on by seconds to hours; a deliverer wakes at every fire date on the way.
  private mutating func advanceClock(_ context: String) throws {
    let kind = random.below(10)
    let seconds =
      kind < 6
      ? random.below(600) : kind < 9 ? 600 + random.below(3000) : 3600 + random.below(28_800)
    let target = now.addingTimeInterval(TimeInterval(seconds))
    guard withDeliverer else {
      now = target
      return
    }
    while true {
      let wakes = try [eager, deferring].map { device in
        try device.store.read { _ in try device.service.nextWake(after: now) }
      }
      XCTAssertEqual(wakes[0], wakes[1], "\(context): the deliverers' next wake")
      now = min(wakes[0], target)
      try wakeDeliverers(context)
      try stopAlarmsRungLong(context)
      if now >= target { return }
    }
  }

  /// A person stops the system alarms that have rung for two minutes, as a burst ends by itself:
  /// unstopped, one rings every few seconds for the rest of the run, and a deliverer wakes with
  /// it. On both devices alike, planned again as the interface does.
  private mutating func stopAlarmsRungLong(_ context: String) throws {
    let now = self.now
    let rungLong = try [eager, deferring].map { device in
      try device.store.read { db in
        try db.alarmList().alarms.filter { alarm in
          alarm.alertingSince.map { now.timeIntervalSince($0) >= 120 } ?? false
        }.map { "\($0)" }
      }
    }
    Self.assertSame(rungLong, "\(context): alarms rung long")
    guard !rungLong[0].isEmpty else { return }
    // Every ringing alarm stops at once, as Enter stops them; the runs start no timer, so none
    // checks a habit in.
    try write { device, _ in
      try device.service.acknowledge(now: now)
      _ = try device.service.reschedule(now: now, deliver: false)
    }
    try compareStored("\(context): alarms stopped")
    alarmsStopped += 1
  }

  /// The same check-in on both devices: a day done, skipped or cleared, mostly today.
  private mutating func checkIn(_ context: String) throws {
    let id = habitIDs[random.below(habitIDs.count)]
    let today = day(now)
    let day = random.below(5) == 0 ? today.adding(days: -1) : today
    let change = random.below(3)
    try write { device, deferring in
      switch change {
      case 0: try device.store.write { try $0.save(Entry(day: day, status: .done), habitID: id) }
      case 1: try device.store.write { try $0.save(Entry(day: day, status: .skipped), habitID: id) }
      default: _ = try device.store.write { try $0.deleteEntry(habitID: id, day: day) }
      }
      if deferring {
        try device.service.replan(
          afterCheckInsOf: device.store.write { $0.habitsTouched }, now: now,
          deliver: !withDeliverer)
      } else {
        _ = try device.service.reschedule(now: now, deliver: !withDeliverer)
      }
    }
    if withDeliverer { try wakeDeliverers(context) }
  }

  /// Another command that plans at once (`plan`, a setting): both stored plans agree after it.
  private mutating func rescheduleBoth(_ context: String) throws {
    try write { device, _ in _ = try device.service.reschedule(now: now, deliver: !withDeliverer) }
    if withDeliverer { try wakeDeliverers(context) }
    try compareStored(context)
  }

  /// An edit of a habit's times (planned at once, as `edit` does).
  private mutating func moveATime(_ context: String) throws {
    let id = habitIDs[random.below(habitIDs.count)]
    let time = TimeOfDay(hour: 6 + random.below(17), minute: 15 * random.below(4))!
    try write { device, _ in
      var habit = try XCTUnwrap(device.store.read { try $0.habits(ids: [id]) }.first)
      habit.times = [time]
      try device.store.write { try $0.update(habit) }
      _ = try device.service.reschedule(now: now, deliver: !withDeliverer)
    }
    if withDeliverer { try wakeDeliverers(context) }
    try compareStored(context)
  }

  /// One write transaction on each device, as a command runs it: a plan left for later and
  /// overtaken by time is made first.
  private func write(_ body: (PlanDevice, Bool) throws -> Void) throws {
    for (device, isDeferring) in [(eager, false), (deferring, true)] {
      try device.store.write { _ in
        try device.service.catchUpPlan(by: now)
        try body(device, isDeferring)
      }
    }
  }

  /// What `pending`, `delivered` and `status` show: the same on both devices.
  private func compareShown(_ context: String) throws {
    let shown = try [eager, deferring].map { device in
      try device.store.read { _ in
        var (center, alarms) = try device.service.plannedDevice()
        if !withDeliverer {
          _ = center.deliverDue(now: now)
          _ = alarms.startAlerting(now: now)
        }
        return Self.normalized(center, alarms)
      }
    }
    Self.assertSame(shown, "\(context): shown")
  }

  /// The stored centers and alarm lists agree, once nothing is left for later.
  private func compareStored(_ context: String) throws {
    let stored = try [eager, deferring].map { device in
      try device.store.read { db in
        XCTAssertNil(try db.planDeferral(), "\(context): nothing left for later")
        return Self.normalized(try db.center(), try db.alarmList())
      }
    }
    Self.assertSame(stored, "\(context): stored")
  }

  /// Both deliverers wake: they present the same notifications and rings, and store the same.
  private mutating func wakeDeliverers(_ context: String) throws {
    var presented: [[String]] = []
    for device in [eager, deferring] {
      var rung: [String] = []
      try device.service.deliverAndRefill(
        now: now, board: { nil },
        present: { fired in
          rung += fired.map { "\($0.0.reminder.id) \($0.0.deliveredAt) \($0.0.missed) \($0.1)" }
        })
      presented.append(rung.sorted())
    }
    Self.assertSame(presented, "\(context): presented")
    try compareStored(context)
  }

  /// The eager device's lines (first) and the deferring one's are the same; else says which
  /// lines only one has.
  static func assertSame(_ lines: [[String]], _ context: String) {
    guard lines[0] != lines[1] else { return }
    let eager = Set(lines[0])
    let deferring = Set(lines[1])
    XCTFail(
      "\(context): only planning at once: \(eager.subtracting(deferring).sorted().prefix(6)); "
        + "only deferring: \(deferring.subtracting(eager).sorted().prefix(6))")
  }

  /// A center and alarm list as text, in an order that does not depend on when requests were
  /// added (the one thing a plan left for later may change).
  static func normalized(_ center: NotificationCenterState, _ alarms: AlarmList) -> [String] {
    let pending = center.pending.map(\.reminder).map {
      "pending \($0.fireDate.timeIntervalSince1970) \($0.id) \($0.title) \($0.body) \($0.thread)"
    }
    let delivered = center.delivered.map {
      "delivered \($0.deliveredAt.timeIntervalSince1970) \($0.reminder.id) \($0.missed) "
        + $0.reminder.body
    }
    return pending.sorted() + delivered.sorted() + alarms.alarms.map { "\($0)" }.sorted()
  }
}
