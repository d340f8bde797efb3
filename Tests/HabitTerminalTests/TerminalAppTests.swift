import Foundation
import HabitApp
import HabitCore
import HabitStore
import HabitTUI
import NotificationSimulator
import XCTest

@_spi(Benchmark) @testable import HabitTerminal

/// A clock the test moves by hand.
final class ManualClock: InterfaceClock, @unchecked Sendable {
  var instant: Date
  let speed = 1.0

  init(_ instant: Date) { self.instant = instant }

  func now() -> Date { instant }

  func realSeconds(until other: Date) -> Double { max(0, other.timeIntervalSince(instant)) }
}

/// The run loop's wakes against a real store and a curses screen written to a file: what time
/// does to the header, to messages and to alarms.
final class TerminalAppTests: ScreenTestCase {
  private let zone = Zone(TimeZone(identifier: "Asia/Seoul")!)
  private var local: LocalTime { LocalTime(zone: zone) }

  private func at(_ time: String) -> Date {
    Timestamp.parse("2026-11-30T\(time)+09:00", local: local)!
  }

  /// A database holding `habits`, and the interface opened on it at `clock`'s time.
  private func app(_ habits: [Habit], clock: ManualClock) throws -> TerminalApp {
    let path = folder.appendingPathComponent("db.sqlite").path
    let store = try HabitStore(path: path)
    try store.write { db in
      for habit in habits { _ = try db.insert(habit) }
      // No bell or flash: curses pauses 100 ms for each flash, 60 of them per burst.
      var settings = try db.settings()
      settings.reminders.alertStyle = .none
      try db.save(settings)
    }
    let options = InterfaceOptions(
      databasePath: path, zone: zone, environment: ["TERM": "xterm-256color"], clock: clock)
    return try TerminalApp(options: options) { [input, output] in
      try CursesTerminal(
        environment: ["TERM": "xterm-256color"], input: OpaquePointer(input),
        output: OpaquePointer(output))
    }
  }

  private func alarm(_ name: String, at time: String) -> Habit {
    Habit(
      uuid: "u-\(name)", name: name, targetTime: TimeOfDay(parsing: time), alarm: true,
      start: Day(iso: "2026-11-01")!)
  }

  func testTheHeaderIsPlannedAgainOnceTheHorizonHasPassed() throws {
    // Two alarms fill the 64 requests: reminders are armed until the fourth ring at 07:10.
    let clock = ManualClock(at("06:59:00"))
    let app = try app([alarm("러닝", at: "07:00"), alarm("영어", at: "07:10")], clock: clock)
    defer { app.close() }
    XCTAssertEqual(app.model.snapshot.horizon, at("07:10:06"))
    clock.instant = at("07:16:00")
    try app.wakeUp(with: [])
    let header = app.grid.plainText.components(separatedBy: "\n")[0]
    XCTAssertFalse(header.contains("07:10"), header)
    XCTAssertGreaterThan(app.model.snapshot.horizon!, at("07:16:00"))
  }

  func testAKeyAfterALongSleepShowsItsMessageForItsFullTime() throws {
    let clock = ManualClock(at("09:00:00"))
    let app = try app([], clock: clock)
    defer { app.close() }
    clock.instant = at("09:00:50")
    try app.wakeUp(with: [.key(.character("U"))])
    XCTAssertEqual(app.model.banner?.until, at("09:00:54"))
    XCTAssertEqual(try app.secondsUntilNextEvent(), 4)
    clock.instant = at("09:00:54")
    try app.wakeUp(with: [])
    XCTAssertNil(app.model.banner)
    XCTAssertFalse(app.grid.plainText.contains("Nothing to redo"))
  }

  func testAnUnansweredBurstClosesAsMissedAndStaysInTheCenter() throws {
    let clock = ManualClock(at("06:59:59"))
    let app = try app([alarm("러닝", at: "07:00")], clock: clock)
    defer { app.close() }
    for step in 0..<60 {
      clock.instant = at("07:00:00").addingTimeInterval(TimeInterval(2 * step))
      try app.wakeUp(with: [])
    }
    XCTAssertEqual(app.model.alarm?.rings, 60)
    XCTAssertEqual(try app.secondsUntilNextEvent(), 2, "wake when the last ring is over")
    clock.instant = at("07:02:00")
    try app.wakeUp(with: [])
    XCTAssertNil(app.model.alarm)
    XCTAssertTrue(app.grid.plainText.contains("Missed: ⏰ 러닝 alarm at 07:00"), app.grid.plainText)
    XCTAssertEqual(app.model.snapshot.delivered.filter { $0.reminder.kind == .alarm }.count, 60)
  }

  func testStoppingATimerChecksNothingInUntilTheOfferIsTaken() throws {
    let clock = ManualClock(at("09:00:00"))
    let habit = Habit(uuid: "u-영어", name: "영어", start: Day(iso: "2026-11-01")!)
    let app = try app([habit], clock: clock)
    defer { app.close() }
    try app.wakeUp(with: [
      .key(.character("t")), .key(.backspace), .key(.backspace), .key(.backspace),
    ])
    try app.wakeUp(with: "1m".map { .key(.character($0)) } + [.key(.enter)])
    XCTAssertTrue(app.grid.plainText.contains("⏱ 영어 1:00"), app.grid.plainText)
    clock.instant = at("09:01:00")
    try app.wakeUp(with: [.key(.enter)])
    XCTAssertEqual(app.model.panel, .offerCheckIn(habitID: 1, kind: .timer))
    XCTAssertTrue(app.grid.plainText.contains("[ ] 영어"), "nothing checked in yet")
    try app.wakeUp(with: [.key(.character("y"))])
    XCTAssertTrue(app.grid.plainText.contains("[x] 영어"))
    try app.wakeUp(with: [.key(.character("u"))])
    XCTAssertTrue(app.grid.plainText.contains("[ ] 영어"), "the check-in is undone")
    XCTAssertTrue(app.grid.plainText.contains("Undid: 영어 checked in"), app.grid.plainText)
  }

  /// What another process (a command) does: check a habit in and reschedule, as the CLI would.
  private func checkInElsewhere(_ name: String, at instant: Date) throws {
    let store = try HabitStore(path: folder.appendingPathComponent("db.sqlite").path)
    let service = ReminderService(store: store, zone: zone, environment: [:])
    try store.write { db in
      let habit = try XCTUnwrap(try db.habits().first { $0.name == name })
      try db.save(Entry(day: Day(iso: "2026-11-30")!, status: .done), habitID: habit.id)
      try service.reschedule(now: instant, deliver: false)
    }
  }

  private func pendingThreads() throws -> Set<String> {
    let store = try HabitStore(path: folder.appendingPathComponent("db.sqlite").path)
    return try store.read { db in Set(try db.center().pending.map(\.reminder.thread)) }
  }

  func testTheRefillAfterADeliveryPlansFromAnotherProcessesChange() throws {
    let clock = ManualClock(at("06:59:59"))
    let app = try app([alarm("러닝", at: "07:00"), alarm("수영", at: "07:00")], clock: clock)
    defer { app.close() }
    clock.instant = at("07:00:00")
    try app.wakeUp(with: [])
    try checkInElsewhere("러닝", at: at("07:00:01"))
    clock.instant = at("07:00:02")
    try app.wakeUp(with: [])
    // The interface delivered 수영's next ring and refilled: 러닝's burst must not come back.
    XCTAssertFalse(try pendingThreads().contains("alarm:u-러닝:2026-11-30T0700"))
    XCTAssertTrue(try pendingThreads().contains("alarm:u-수영:2026-11-30T0700"))
  }

  func testAnInterfaceThatDoesNotDeliverSleepsPastWhatIsAlreadyDue() throws {
    let path = folder.appendingPathComponent("db.sqlite").path
    _ = try HabitStore(path: path)
    let watcher = try XCTUnwrap(try DelivererLock.acquire(database: path, role: "watch"))
    defer { watcher.release() }
    let clock = ManualClock(at("06:59:59"))
    let app = try app([alarm("러닝", at: "07:00")], clock: clock)
    defer { app.close() }
    clock.instant = at("07:00:05")
    try app.wakeUp(with: [])
    XCTAssertNil(app.model.alarm, "the watcher rings, not the interface")
    // Three rings are due but the watcher's: sleep until 07:00:06, the next one still ahead.
    XCTAssertEqual(try app.secondsUntilNextEvent(), 1)
    XCTAssertTrue(app.grid.plainText.contains("reminders ring in watch (pid \(getpid()))"))
  }
}
