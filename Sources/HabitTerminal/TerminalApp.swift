import Dispatch
import Foundation
import HabitApp
import HabitCore
import HabitStore
import HabitTUI

/// What the interface needs to start.
public struct InterfaceOptions: Sendable {
  public var databasePath: String
  public var zone: TimeZone
  public var environment: [String: String]
  public var clock: SimulatedClock

  public init(
    databasePath: String, zone: TimeZone, environment: [String: String], clock: SimulatedClock
  ) {
    self.databasePath = databasePath
    self.zone = zone
    self.environment = environment
    self.clock = clock
  }
}

/// The full-screen interface: the one run loop that ties keys, time and the store to update/view.
public final class TerminalApp {
  private let options: InterfaceOptions
  private let store: HabitStore
  private let runner: EffectRunner
  private let terminal: CursesTerminal
  private var model: Model
  private var dataVersion: Int64 = 0
  private var quitting = false
  private var dirty = true

  /// Opens the store and the terminal; throws a one-line reason when either is impossible.
  public init(options: InterfaceOptions) throws {
    self.options = options
    store = try HabitStore(path: options.databasePath)
    let service = ReminderService(
      store: store, zone: options.zone, environment: options.environment)
    runner = EffectRunner(store: store, service: service)
    let now = options.clock.now()
    // The app opens: what was due while nothing ran arrives (missed), then the week is planned.
    _ = try store.write { try service.reschedule(now: now) }
    let snapshot = try runner.snapshot(now: now, zone: options.zone)
    terminal = try CursesTerminal(environment: options.environment)
    let size = terminal.size
    model = Model(
      snapshot: snapshot, now: now, zone: options.zone, speed: options.clock.speed,
      width: size.width, height: size.height)
    dataVersion = try store.dataVersion()
  }

  /// Runs until `q`, Ctrl-C or SIGTERM; the terminal is restored on every way out.
  public func run() throws {
    let wake = WakePipe()
    defer {
      wake.close()
      terminal.close()
    }
    try store.relaxDurability()
    while !quitting {
      if dirty {
        terminal.draw(View.render(model))
        dirty = false
      }
      wake.wait(seconds: try secondsUntilNextEvent())
      if wake.stopRequested { break }
      for event in terminal.readKeys() {
        switch event {
        case .key(let key): try send(.key(key))
        case .resize:
          let size = terminal.size
          try send(.resized(width: size.width, height: size.height))
        }
      }
      try advance()
    }
  }

  /// Time passes: tick, deliver what fell due, and reload when another process changed the data.
  private func advance() throws {
    let now = options.clock.now()
    try send(.tick(now))
    let fired = try store.write { try runner.service.deliverDue(now: now) }
    if !fired.isEmpty {
      try send(.delivered(fired.map { DeliveredItem(notification: $0.0, presentation: $0.1) }))
      try reload(now)
    }
    let version = try store.dataVersion()
    if version != dataVersion { try reload(now) }
    dirty = true
  }

  private func reload(_ now: Date) throws {
    try send(.loaded(try runner.snapshot(now: now, zone: options.zone)))
    dataVersion = try store.dataVersion()
  }

  /// Feeds a message through update and performs the effects it asks for.
  private func send(_ msg: Msg) throws {
    dirty = true
    for effect in Update.update(&model, msg) {
      switch effect {
      case .quit: quitting = true
      case .ring(let bell, let flash):
        if bell { terminal.bell() }
        if flash { terminal.visualBell() }
      default:
        let now = options.clock.now()
        do {
          for answer in try runner.perform(effect, now: now) { try send(answer) }
        } catch {
          try send(.failed("\(error)"))
        }
        try reload(now)
      }
    }
  }

  /// Real seconds until something can change on screen: a notification, the minute, a banner.
  private func secondsUntilNextEvent() throws -> Double {
    let now = options.clock.now()
    let minute = Date(
      timeIntervalSince1970: (now.timeIntervalSince1970 / 60).rounded(.down) * 60 + 60)
    let next = try store.read { try store.center().nextFireDate }
    let wake = [next, minute, model.banner?.until].compactMap { $0 }.min()!
    return options.clock.realSeconds(until: wake)
  }
}

/// Waits for the keyboard, a signal or a timeout: `poll` on standard input and a self-pipe that
/// SIGINT/SIGTERM write to, so the loop sleeps without polling and still ends cleanly.
final class WakePipe: @unchecked Sendable {
  private var fds: [Int32] = [-1, -1]
  private let lock = NSLock()
  private var stop = false
  private var sources: [DispatchSourceSignal] = []

  init() {
    _ = pipe(&fds)
    for number in [SIGINT, SIGTERM] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      let writeEnd = fds[1]
      source.setEventHandler { [weak self] in
        self?.lock.withLock { self?.stop = true }
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
      }
      source.resume()
      sources.append(source)
    }
  }

  var stopRequested: Bool { lock.withLock { stop } }

  /// Sleeps until a key arrives, a signal comes, or `seconds` pass (a resize interrupts too).
  func wait(seconds: Double) {
    var polls = [
      pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
      pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0),
    ]
    let milliseconds = Int32(min(max(0, seconds) * 1000, 3_600_000).rounded(.up))
    _ = poll(&polls, 2, milliseconds)
  }

  func close() {
    for source in sources { source.cancel() }
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)
    for fd in fds where fd >= 0 { Glibc.close(fd) }
  }
}
