import Foundation
import HabitApp
import HabitCore
import HabitStore
import NotificationSimulator
import XCTest

/// Check-ins that leave the plan for later show, deliver and ring exactly what planning at once
/// did: two devices go through the same random check-ins, clock moves, reads, deliverer wakes
/// and other writes, one planning after every check-in, the other leaving the plan when it may.
final class PlanDeferralTests: XCTestCase {
  func testLeavingThePlanForLaterChangesNothingAnyoneSees() throws {
    for seed: UInt64 in 1...4 {
      let zone = seed % 2 == 0 ? "America/New_York" : "Asia/Seoul"
      var run = try PlanDeferralRun(seed: seed, zone: zone)
      try run.run(steps: 150)
    }
  }

  /// A seed a random run once failed with: a system alarm due at a check-in, which rang (and
  /// said so) only when the check-in left the plan for later.
  func testASystemAlarmDueAtACheckInIsDeliveredAlike() throws {
    var run = try PlanDeferralRun(seed: 15_239_422_935_900_446_905, zone: "America/New_York")
    try run.run(steps: 150)
  }

  /// A seed a random run once failed with: an alarm habit's check-in cleared while its burst
  /// would ring, which armed the rest of the burst only when planned at once.
  func testABurstResumedByAClearedCheckInRingsAlike() throws {
    var run = try PlanDeferralRun(seed: 10_753_714_752_336_259_547, zone: "America/New_York")
    try run.run(steps: 150)
  }

  /// System alarms ring until stopped: with a deliverer running, a person stops them after two
  /// minutes (a random seed with both once ran for many minutes, waking every few seconds).
  func testSystemAlarmsWithADelivererAreStoppedAndRingAlike() throws {
    var run = try PlanDeferralRun(seed: 21, zone: "America/New_York")
    XCTAssertTrue(run.withDeliverer)
    try run.run(steps: 150)
    XCTAssertGreaterThan(run.alarmsStopped, 0)
  }

  func testLeavingThePlanForLaterChangesNothingAnyoneSeesWithARandomSeed() throws {
    let seed =
      UInt64(ProcessInfo.processInfo.environment["HABITFLOW_SEED"] ?? "")
      ?? UInt64.random(in: 1...UInt64.max)
    // Said before the run, so that a run that never ends names its seed too.
    FileHandle.standardError.write(Data("PlanDeferralTests: seed \(seed)\n".utf8))
    var run = try PlanDeferralRun(seed: seed, zone: "America/New_York")
    try run.run(steps: 150)
  }

  func testACheckInLeavesThePlanUntilSomethingCouldFire() throws {
    let run = try PlanDeferralRun(seed: 3, zone: "Asia/Seoul", habits: 0)
    let reading = try run.add(time: "09:30", to: run.deferring)
    let now = run.instant("2026-11-30T09:00:00")
    try run.planThenCheckIn(reading, on: run.deferring, at: now, deferring: true)
    let deferral = try run.deferring.store.read { db in try db.planDeferral() }
    // The pre-reminder at 09:20 is still pending in the stored center.
    XCTAssertEqual(
      deferral,
      PlanDeferral(asOf: now, until: run.instant("2026-11-30T09:20:00"), zone: "Asia/Seoul"))
    let stored = try run.deferring.store.read { db in try db.center() }
    let shown = try run.deferring.store.read { _ in try run.deferring.service.plannedDevice().0 }
    let today = { (center: NotificationCenterState) in
      center.pending.map(\.reminder.id).filter { $0.contains("2026-11-30") }.sorted()
    }
    XCTAssertEqual(
      today(stored),
      ["overdue:u-09:30:2026-11-30", "pre:u-09:30:2026-11-30T0930", "summary:2026-11-30"],
      "stored as planned before the check-in")
    XCTAssertEqual(today(shown), [], "shown as planned after it: nothing left today")
  }
}

extension PlanDeferralTests {
  /// `sync` and `import` change data in transactions of their own: a plan left for later whose
  /// moment has come is made first, on its own, as of its check-in.
  func testAPlanLeftForLaterIsMadeBeforeACommandOfItsOwnTransactionsOnceDue() throws {
    let run = try PlanDeferralRun(seed: 3, zone: "Asia/Seoul", habits: 0)
    let device = run.deferring
    let reading = try run.add(time: "09:30", to: device)
    let now = run.instant("2026-11-30T09:00:00")
    try run.planThenCheckIn(reading, on: device, at: now, deferring: true)
    try device.service.catchUpPlanIfDue(by: run.instant("2026-11-30T09:19:00"))
    XCTAssertNotNil(try device.store.read { db in try db.planDeferral() }, "not due yet")
    try device.service.catchUpPlanIfDue(by: run.instant("2026-11-30T09:25:00"))
    XCTAssertNil(try device.store.read { db in try db.planDeferral() })
    let pending = try device.store.read { db in try db.center() }.pending.map(\.reminder.id)
    XCTAssertFalse(pending.contains("pre:u-09:30:2026-11-30T0930"), "planned as of the check-in")
    XCTAssertTrue(pending.contains("pre:u-09:30:2026-12-01T0930"))
  }
}

extension PlanDeferralTests {
  /// A plan left for later is made in the zone its check-in was made in, even by a process in
  /// another one: what fell due meanwhile is shown as planning at once would show it.
  func testAPlanLeftForLaterIsMadeInTheZoneOfItsCheckIn() throws {
    let run = try PlanDeferralRun(seed: 3, zone: "Asia/Seoul", habits: 0)
    let now = run.instant("2026-11-30T09:00:00")
    var shown: [[String]] = []
    for (device, deferring) in [(run.eager, false), (run.deferring, true)] {
      let reading = try run.add(time: "09:30", to: device)
      _ = try device.store.write { db in
        try db.insert(
          Habit(
            uuid: "w", name: "물", targetTime: TimeOfDay(parsing: "09:45"),
            start: Day(iso: "2026-11-01")!))
      }
      try run.planThenCheckIn(reading, on: device, at: now, deferring: deferring)
      // An hour later, from a process in UTC, as `delivered` shows it with nothing running.
      let utc = ReminderService(
        store: device.store, zone: Zone(TimeZone(identifier: "UTC")!), environment: [:])
      let later = now.addingTimeInterval(3600)
      shown.append(
        try device.store.read { _ in
          var (center, alarms) = try utc.plannedDevice()
          _ = center.deliverDue(now: later)
          return PlanDeferralRun.normalized(center, alarms)
        })
    }
    PlanDeferralRun.assertSame(shown, "shown from another zone")
    XCTAssertTrue(shown[1].contains { $0.hasPrefix("delivered") && $0.contains("pre:w:") })
  }
}

/// One device: a store, its reminders and what its deliverer presented.
struct PlanDevice {
  let store: HabitStore
  let service: ReminderService
  var presented: [String] = []

  init(zone: String) throws {
    store = try HabitStore.inMemory()
    service = ReminderService(
      store: store, zone: Zone(TimeZone(identifier: zone)!), environment: [:])
  }
}

/// The random run of `PlanDeferralTests`: `eager` plans after every check-in, `deferring` leaves
/// the plan when it may; what either shows, delivers or stores must agree at every step.
struct PlanDeferralRun {
  let seed: UInt64
  var random: SplitMix
  var eager: PlanDevice
  var deferring: PlanDevice
  var now: Date
  var habitIDs: [Int64] = []
  let local: LocalTime
  /// How many times a person stopped system alarms that rang on (see `stopAlarmsRungLong`).
  var alarmsStopped = 0

  init(seed: UInt64, zone: String, habits: Int = 8) throws {
    self.seed = seed
    random = SplitMix(seed: seed)
    eager = try PlanDevice(zone: zone)
    deferring = try PlanDevice(zone: zone)
    local = LocalTime(
      zone: Zone(TimeZone(identifier: zone)!), dayStart: TimeOfDay(hour: 0, minute: 0)!)
    // Across New York's clock change (2026-11-01 02:00) and into the next weeks.
    now = local.instant(on: Day(iso: "2026-10-31")!, secondOfDay: 5 * 3600)
    for index in 0..<habits { habitIDs.append(try addRandomHabit(index)) }
    // Some runs ring system alarms (AlarmKit) rather than bursts.
    if seed % 4 == 1 {
      for device in [eager, deferring] {
        try device.store.write { db in
          var settings = try db.settings()
          settings.reminders.alarmMode = .alarmkit
          try db.save(settings)
        }
      }
    }
    // Adding habits plans at once, as `add` does.
    for device in [eager, deferring] {
      try device.store.write { _ in _ = try device.service.reschedule(now: now, deliver: true) }
    }
  }

  func instant(_ iso: String) -> Date {
    let day = Day(iso: String(iso.prefix(10)))!
    let time = TimeOfDay(parsing: String(iso.dropFirst(11).prefix(5)))!
    return local.instant(on: day, secondOfDay: time.minutes * 60)
  }

  func day(_ instant: Date) -> Day { local.day(of: instant) }

  /// Adds a daily habit at `time` to `device` (for the hand-made cases).
  func add(time: String, to device: PlanDevice) throws -> Int64 {
    try device.store.write { db in
      try db.insert(
        Habit(
          uuid: "u-\(time)", name: "읽기", targetTime: TimeOfDay(parsing: time),
          start: Day(iso: "2026-11-01")!))
    }.id
  }

  /// Plans `device` at `now`, then checks `habitID` in on that day, planning at once or leaving
  /// the plan for later (`deferring`), as a command does, with nothing else running.
  func planThenCheckIn(_ habitID: Int64, on device: PlanDevice, at now: Date, deferring: Bool)
    throws
  {
    _ = try device.store.write { _ in try device.service.reschedule(now: now, deliver: true) }
    try device.store.write { db in
      try db.save(Entry(day: day(now), status: .done), habitID: habitID)
      if deferring {
        try device.service.replan(
          afterCheckInsOf: db.habitsTouched, now: now, deliver: true)
      } else {
        _ = try device.service.reschedule(now: now, deliver: true)
      }
    }
  }

  private mutating func addRandomHabit(_ index: Int) throws -> Int64 {
    let schedules: [Schedule] = [
      .daily, .daily, .every(2), .frequency(Frequency(times: 3, days: 7)!),
      .weekdays(WeekdaySet([.monday, .wednesday, .friday])),
    ]
    var habit = Habit(
      uuid: "h\(index)", name: "습관 \(index)", schedule: schedules[random.below(schedules.count)],
      alarm: random.below(4) == 0, start: Day(iso: "2026-10-20")!, position: index)
    habit.times = (0..<random.below(3)).map { _ in
      TimeOfDay(hour: 6 + random.below(17), minute: 15 * random.below(4))!
    }.sorted()
    habit.times = Array(Set(habit.times)).sorted()
    if habit.times.isEmpty { habit.alarm = false }
    let id = try eager.store.write { db in try db.insert(habit) }.id
    XCTAssertEqual(try deferring.store.write { db in try db.insert(habit) }.id, id)
    return id
  }
}
