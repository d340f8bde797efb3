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
  public convenience init(options: InterfaceOptions) throws {
    try self.init(
      options: options, terminal: { try CursesTerminal(environment: options.environment) })
  }

  init(options: InterfaceOptions, terminal makeTerminal: () throws -> CursesTerminal) throws {
    self.options = options
    store = try HabitStore(path: options.databasePath)
    let service = ReminderService(
      store: store, zone: options.zone, environment: options.environment)
    let now = options.clock.now()
    runner = try EffectRunner(store: store, service: service, zone: options.zone, now: now)
    // The app opens: what was due while nothing ran arrives (missed), then the week is planned.
    _ = try store.write { [runner] in try service.reschedule(now: now, board: runner.board) }
    let snapshot = try runner.snapshot(now: now)
    terminal = try makeTerminal()
    let size = terminal.size
    model = Model(
      snapshot: snapshot, now: now, zone: options.zone, speed: options.clock.speed,
      width: size.width, height: size.height,
      localeLanguage: LanguageChoice.auto.resolved(environment: options.environment))
    dataVersion = try store.dataVersion()
  }

  /// Gives the terminal back.
  func close() {
    terminal.close()
  }

  /// Runs until `q`, Ctrl-C or SIGTERM; the terminal is restored on every way out.
  public func run() throws {
    let wake = SignalWake(watchingInput: true)
    defer {
      wake.close()
      terminal.close()
    }
    try store.relaxDurability()
    while !quitting {
      drawIfNeeded()
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
    if version != dataVersion {
      try runner.reloadBoard(now: now)
      try reload(now)
    }
    dirty = true
  }

  private func reload(_ now: Date) throws {
    try send(.loaded(try runner.snapshot(now: now)))
    dataVersion = try store.dataVersion()
  }

  /// Draws the screen now if anything changed.
  func drawIfNeeded() {
    guard dirty else { return }
    terminal.draw(View.render(model))
    dirty = false
  }

  /// The screen as the model would draw it now.
  var grid: Grid { View.render(model) }

  /// Feeds a message through update and performs the effects it asks for.
  func send(_ msg: Msg) throws {
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
    let wake = try store.read {
      try runner.service.nextWake(after: now, also: [model.banner?.until])
    }
    return options.clock.realSeconds(until: wake)
  }
}
