import Dispatch
import Foundation
import HabitApp
import HabitCore
import HabitTUI

/// The interface's clock: the simulated instant, and how long to sleep in real time until another.
public protocol InterfaceClock: WallClock {
  /// Simulated seconds per real second.
  var speed: Double { get }
  /// The real seconds until the clock shows `instant` (zero when it already has).
  func realSeconds(until instant: Date) -> Double
}

extension SimulatedClock: InterfaceClock {}

/// What the interface needs to start.
public struct InterfaceOptions: Sendable {
  public var databasePath: String
  public var zone: Zone
  public var environment: [String: String]
  public var clock: any InterfaceClock

  public init(
    databasePath: String, zone: Zone, environment: [String: String], clock: any InterfaceClock
  ) {
    self.databasePath = databasePath
    self.zone = zone
    self.environment = environment
    self.clock = clock
  }
}

/// The full-screen interface: the one run loop that ties keys, time and the library to update/view.
public final class TerminalApp {
  private let options: InterfaceOptions
  private let library: Library
  private let runner: EffectRunner
  private let terminal: CursesTerminal
  private(set) var model: Model
  /// Held while this interface delivers the database's notifications; nil while another process
  /// (a `watch`) does, in which case it is tried again at every wake.
  private var deliverer: DelivererLock?
  /// While another process delivers: the wait that takes over the moment it stops.
  private var delivererWait: DelivererWait?
  private var dataVersion: Int64 = 0
  /// Counts the changes to the data (this interface's effects, another process's writes): the
  /// statistics on screen were read at `statisticsRead` and are kept across reloads until then.
  private var changes = 0
  private var statisticsRead = -1
  /// While a change's frame is drawn inside its transaction: the statistics on screen stay as
  /// they were until it is out (reading them again would delay it).
  private var framing = false
  private var quitting = false
  private var dirty = true
  /// Sync rounds through the sync folder, when one is set.
  private let sync: BackgroundSync
  /// Real seconds until the next round is due, or nil while sync is off.
  private var syncWait: Double?
  /// Hears each frame once it is written to the terminal (the benchmark times keys by it).
  @_spi(Benchmark) public var frameWritten: (() -> Void)?

  /// Opens the library and the terminal; throws a one-line reason when either is impossible.
  public convenience init(options: InterfaceOptions) throws {
    try self.init(
      options: options, terminal: { try CursesTerminal(environment: options.environment) })
  }

  /// Opens the library and the terminal `makeTerminal` makes (the benchmark's, on its own streams).
  @_spi(Benchmark) public init(
    options: InterfaceOptions, terminal makeTerminal: () throws -> CursesTerminal
  ) throws {
    self.options = options
    library = try Library(
      path: options.databasePath, zone: options.zone, environment: options.environment,
      planning: .deliverer)
    library.changeClock = options.clock
    sync = BackgroundSync(
      path: options.databasePath, zone: options.zone, environment: options.environment,
      clock: options.clock)
    // The delivery loop's writes must not make a ringing alarm wait for a disk flush.
    try library.relaxDurability()
    let now = options.clock.now()
    runner = try EffectRunner(library: library, zone: options.zone, now: now)
    deliverer = try? DelivererLock.acquire(database: options.databasePath, role: "interface")
    let snapshot = try Self.snapshot(
      runner, now: now, delivering: deliverer != nil, options.databasePath)
    terminal = try makeTerminal()
    let size = terminal.size
    model = Model(
      snapshot: snapshot, now: now, zone: options.zone, speed: options.clock.speed,
      width: size.width, height: size.height,
      localeLanguage: LanguageChoice.auto.resolved(environment: options.environment))
    dataVersion = try library.dataVersion()
    // The app opens: its first frame, then the week is planned (the header follows a few
    // milliseconds later); what fell due while nothing ran arrives at the first wake, through
    // the run loop that presents it (missed ones silently).
    readSelectedWindow()
    drawIfNeeded()
    try reschedule(now)
    try reload(now)
    try syncIfDue()
  }

  /// What the interface shows, and who rings the reminders when this interface does not.
  private static func snapshot(
    _ runner: EffectRunner, now: Date, delivering: Bool, _ databasePath: String
  ) throws -> Snapshot {
    var snapshot = try runner.snapshot(now: now)
    if !delivering {
      snapshot.deliveredBy = DelivererLock.holder(database: databasePath)?.description
    }
    return snapshot
  }

  /// Gives the terminal back.
  @_spi(Benchmark) public func close() {
    sync.finish()
    terminal.close()
    // The screen first, then the log (a fold may wait a moment for another process's reader).
    library.foldLogAsItEnds()
    deliverer?.release()
  }

  /// Runs until `q`, Ctrl-C or SIGTERM; the terminal is restored on every way out.
  public func run() throws {
    let wake = SignalWake(watchingInput: true)
    // A command's change (a check-in, a timer) shows up at once, not at the next minute.
    if let file = library.changeFile { wake.watchChanges(to: file) }
    if deliverer == nil {
      delivererWait = DelivererWait(database: options.databasePath, role: "interface") {
        wake.poke()
      }
    }
    defer {
      delivererWait?.cancel()
      wake.close()
      close()
    }
    while !quitting {
      drawIfNeeded()
      if wake.wait(seconds: try secondsUntilNextEvent()) { try library.waitForWriters() }
      if wake.stopRequested { break }
      try wakeUp(with: terminal.readKeys())
    }
  }

  /// One wake of the loop: time first, so that keys act on (and messages last from) the clock's
  /// current time, then the keys.
  func wakeUp(with events: [TerminalEvent]) throws {
    try advance()
    for event in events {
      switch event {
      case .key(let key): try send(.key(key))
      case .resize:
        let size = terminal.size
        try send(.resized(width: size.width, height: size.height))
      }
    }
  }

  /// Time passes: tick, deliver what fell due, notice other processes' changes, re-plan when the
  /// plan has run out, and read the center again, so the header is never stale. Each step is a
  /// method of its own, so that more steps slot in.
  private func advance() throws {
    let now = options.clock.now()
    try send(.tick(now))
    // Another process's change first: refilling after a delivery plans from the habits in memory.
    try reloadIfChangedElsewhere(now)
    try deliverDue(now)
    try replanIfRunOut(now)
    try reload(now)
    try syncIfDue()
    dirty = true
  }

  /// Starts a sync round when one is due; says what the last ones brought, or why they failed.
  private func syncIfDue() throws {
    syncWait = sync.tick(library)
    for (text, isError) in sync.takeMessages() { try send(isError ? .failed(text) : .notice(text)) }
  }

  /// Delivers what fell due and tells the interface (which rings and shows the alarm), when this
  /// interface is the database's deliverer; then refills the slots that fired, so a second alarm
  /// minutes after the first is armed in full while this one rings.
  private func deliverDue(_ now: Date) throws {
    if deliverer == nil {
      deliverer =
        delivererWait?.take()
        ?? (try? DelivererLock.acquire(database: options.databasePath, role: "interface"))
    }
    guard deliverer != nil else { return }
    try runner.service.deliverAndRefill(
      now: now, board: { runner.board },
      present: { fired in
        try send(.delivered(fired.map { DeliveredItem(notification: $0.0, presentation: $0.1) }))
      })
  }

  /// Plans the week again from the habits in memory; delivering stays with `deliverDue`.
  private func reschedule(_ now: Date) throws {
    try library.planAgain(now: now) { [runner] in runner.board }
  }

  /// Reads the habits again when another process (a CLI call) changed the data.
  private func reloadIfChangedElsewhere(_ now: Date) throws {
    guard try library.dataVersion() != dataVersion else { return }
    changes += 1
    try runner.reloadBoard(now: now)
  }

  /// Plans again once the planned horizon has passed: everything armed has fired, and the header
  /// must not go on saying reminders are armed until a time already gone.
  private func replanIfRunOut(_ now: Date) throws {
    guard let horizon = model.snapshot.horizon, horizon <= now else { return }
    try reschedule(now)
  }

  private func reload(_ now: Date) throws {
    var snapshot = try Self.snapshot(
      runner, now: now, delivering: deliverer != nil, options.databasePath)
    // Read from years of days: kept while nothing changed since (a reload comes with every wake).
    if statisticsRead == changes || framing, snapshot.board.today == model.snapshot.board.today {
      snapshot.statistics = model.snapshot.statistics
      snapshot.achievements = model.snapshot.achievements
      snapshot.overall = model.snapshot.overall
    }
    try send(.loaded(snapshot))
    dataVersion = try library.dataVersion()
  }

  /// Draws the screen now if anything changed.
  @_spi(Benchmark) public func drawIfNeeded() {
    guard dirty else { return }
    terminal.draw(View.render(model))
    dirty = false
    frameWritten?()
  }

  /// The screen as the model would draw it now.
  @_spi(Benchmark) public var grid: Grid { View.render(model) }

  /// Feeds a message through update and performs the effects it asks for.
  @_spi(Benchmark) public func send(_ msg: Msg) throws {
    dirty = true
    defer { readSelectedWindow() }
    for effect in Update.update(&model, msg) {
      switch effect {
      case .quit: quitting = true
      case .ring(let bell, let flash):
        if bell { terminal.bell() }
        if flash { terminal.visualBell() }
      default:
        // The instant the interface acted at (this wake's tick), so that a timer set for 10m
        // counts down from 10:00 on screen, not from a few milliseconds more.
        let now = model.now
        changes += 1
        do {
          var early = 0
          let answers = try runner.perform(effect, now: now) { answers in
            // The frame goes out before the commit waits for the disk (a flush takes
            // milliseconds here); a commit that fails is undone on screen just below.
            early = answers.count
            framing = true
            defer { framing = false }
            for answer in answers { try send(answer) }
            try reload(now)
            drawIfNeeded()
          }
          // What came after the frame (an achievement's banner).
          for answer in answers.dropFirst(early) { try send(answer) }
        } catch {
          try send(.failed("\(error)"))
        }
        try reload(now)
      }
    }
  }

  /// Gives the model the whole heatmap window of the habit it shows, read when first selected
  /// (the board holds only recent days of the others), and every habit's marks while the
  /// overall heatmap is shown.
  private func readSelectedWindow() {
    if model.panel == .overall, (try? runner.readOverall()) == true {
      model.snapshot.board.storedMarks = runner.board.storedMarks
    }
    if model.panel == .overall, model.snapshot.overall == nil, !framing {
      model.snapshot.overall = try? runner.overallStatistics(now: model.now)
      statisticsRead = changes
      dirty = true
    }
    // The statistics screen's figures, read once it opens (and again after every reload).
    if case .statistics(let view) = model.panel, !framing,
      model.snapshot.statistics?.habit.id != view.habitID,
      let (statistics, earned) = (try? runner.statistics(of: view.habitID)) ?? nil
    {
      model.snapshot.statistics = statistics
      model.snapshot.achievements = earned
      statisticsRead = changes
      dirty = true
    }
    guard let id = model.selectedHabit?.id, (try? runner.readWindow(of: id)) == true else { return }
    model.snapshot.board.replaceDays(of: id, from: runner.board)
  }

  /// Real seconds until something can change on screen: a notification, the minute, the plan's
  /// horizon, or what the model waits for (a message expiring, a countdown, a burst ending).
  func secondsUntilNextEvent() throws -> Double {
    let now = options.clock.now()
    // What the model waits for may already be due (its clock is the last tick's): then wake at
    // once, and the tick moves it on. A horizon is re-planned when reached, so it counts only
    // while ahead: one left behind would make the loop spin instead of sleep.
    let horizon = model.snapshot.horizon.flatMap { $0 > now ? $0 : nil }
    let wake = try library.read {
      try runner.service.nextWake(after: now, also: [model.nextWake, horizon])
    }
    return min(options.clock.realSeconds(until: wake), syncWait ?? .infinity)
  }
}
