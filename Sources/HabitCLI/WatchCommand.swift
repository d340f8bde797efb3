import Dispatch
import Foundation
import HabitApp
import HabitCore
import HabitInterchange
import NotificationSimulator

/// `watch`: the device delivering notifications live, ringing with the terminal's bell and flash.
enum WatchCommand {
  static let watch = Command(
    name: "watch",
    synopsis: "watch [--speed X] [--until ISO8601] [--json] [--foreground] [--wait] [--notify]",
    summary:
      "Deliver notifications as they fall due, with bell and flash, until --until or Ctrl-C.",
    details: [
      "--speed X runs the clock X times faster from --now. After every delivery watch refills the",
      "center; --foreground also reschedules like an open app (at start, when another command",
      "changes the data, and when the day rolls over).",
      "One process delivers per database: when another watch or the interface already does,",
      "watch says which and exits 1, or with --wait waits until it stops.",
      "--notify (or the setting desktopNotifications on) also shows each one on the desktop",
      "(notify-send): a burst as one notification updated in place, with Stop and Snooze 9 min.",
    ],
    spec: ArgumentSpec(
      valueOptions: ["--speed", "--until"],
      flags: ["--json", "--foreground", "--wait", "--notify"]),
    access: .live
  ) { arguments, session in
    let speed = try arguments["--speed"].map(parseSpeed) ?? 1
    let until = try arguments["--until"].map {
      try Values.instant($0, option: "--until", zone: session.zone)
    }
    // The clock runs from the start, so time spent waiting for the lock passes on it too.
    let clock = Now.liveClock(
      fixed: session.nowIsFixed, now: session.now, speed: speed, invocation: session.invocation)
    let wake = SignalWake(watchingInput: false)
    defer { wake.close() }
    // A command's change (a timer, a new habit) is planned and rung on time, not a minute late.
    // Watched before the lock is taken: whatever a command commits once it sees the lock held
    // wakes the loop.
    if let file = session.library.changeFile { wake.watchChanges(to: file) }
    guard let lock = try deliverer(session, waiting: arguments.has("--wait"), wake: wake) else {
      return ""  // Ctrl-C while waiting
    }
    defer { lock.release() }
    var loop = DeliveryLoop(
      session: session, clock: clock, until: until, json: arguments.has("--json"),
      foreground: arguments.has("--foreground"))
    if try arguments.has("--notify")
      || session.library.read({ try session.settings() }).reminders.desktopNotifications
    {
      loop.notifier = desktop(session, clock: clock)
    }
    try loop.run(wake: wake)
    return ""
  }

  /// Becomes the database's one deliverer, waiting for the current one with `waiting`; nil when
  /// a signal ends the wait.
  static func deliverer(_ session: Session, waiting: Bool, wake: SignalWake) throws
    -> DelivererLock?
  {
    var told = false
    while !wake.stopRequested {
      if let lock = try DelivererLock.acquire(database: session.library.path, role: "watch") {
        return lock
      }
      let holder = DelivererLock.holder(database: session.library.path)?.description
      guard waiting else {
        throw CommandError.failure(
          "reminders for this database are already delivered by \(holder ?? "another process")"
            + "; stop it first, or use 'watch --wait' to take over when it stops")
      }
      if !told, let writeError = session.invocation.writeError {
        writeError("habitflow: waiting for \(holder ?? "another process") to stop delivering\n")
        told = true
      }
      wake.wait(seconds: 0.2)
    }
    return nil
  }

  /// The desktop notifier of `watch --notify`: Stop and Snooze chosen on the desktop do what
  /// `ack` and `snooze 9` do, on a connection of their own (the loop wakes on the change).
  static func desktop(_ session: Session, clock: SimulatedClock) -> DesktopNotifier? {
    let path = session.library.path
    let zone = session.zone
    let environment = session.environment
    let writeError = session.invocation.writeError
    return DesktopNotifier.make(
      environment: environment, warn: { writeError?("habitflow: \($0)\n") },
      onAction: { action, thread in
        guard
          let library = try? Library(
            path: path, zone: zone, environment: environment, planning: .deliverer)
        else { return }
        library.changeClock = clock
        let now = clock.now()
        switch action {
        case .stop:
          _ = try? library.acknowledge(.threads([thread]), checkInTimers: true, now: now)
        case .snooze: _ = try? library.snooze(.threads([thread]), minutes: 9, now: now)
        }
      })
  }

  static func parseSpeed(_ text: String) throws -> Double {
    guard let speed = Double(text), speed.isFinite, speed > 0, speed <= 100_000 else {
      throw CommandError.usage(
        "invalid --speed '\(Display.safe(text))': expected a number above 0 and up to 100000")
    }
    return speed
  }
}

/// The device's run loop: sleep until the next fire date (or the next minute), deliver, present.
struct DeliveryLoop {
  let session: Session
  let clock: SimulatedClock
  let until: Date?
  let json: Bool
  let foreground: Bool
  /// When the screen flash must be switched off again (real time).
  private var flashOff: ContinuousClock.Instant?
  /// The desktop's notifications (`--notify`), or nil.
  var notifier: DesktopNotifier?
  /// Sync rounds through the sync folder, when one is set.
  private let sync: BackgroundSync
  /// The text output's lines of alarm and timer bursts (one per burst).
  private var bursts = BurstLines()
  /// Real seconds until the next round is due, or nil while sync is off.
  private var syncWait: Double?

  init(session: Session, clock: SimulatedClock, until: Date?, json: Bool, foreground: Bool) {
    self.session = session
    self.clock = clock
    self.until = until
    self.json = json
    self.foreground = foreground
    sync = BackgroundSync(
      path: session.library.path, zone: session.zone, environment: session.environment,
      clock: clock)
    // A change this loop makes (a timer's check-in) is stamped at the loop's time.
    session.library.changeClock = clock
  }

  mutating func run(wake: SignalWake) throws {
    defer {
      sync.finish()
      if !json { write(lines: bursts.closeAll()) }
      if flashOff != nil { session.invocation.write(Terminal.flashOff) }
      // Without a deliverer nothing rings on: the desktop shows no ringing burst either.
      notifier?.closeAll(except: [])
    }
    try session.library.relaxDurability()
    var lastDay = try session.local().day(of: clock.now())
    // Changes only other connections' commits (a command's), never this loop's own.
    var lastVersion = try session.library.dataVersion()
    // The loop delivers (and presents) what is due; rescheduling leaves due requests to it.
    let session = session
    let reschedule = { (now: Date) in
      _ = try session.library.write { try session.reminders.reschedule(now: now, deliver: false) }
    }
    if try foreground || session.library.read({ try session.reminders.plannedInAnotherZone() }) {
      try reschedule(clock.now())
    }
    while !wake.stopRequested {
      let now = until.map { min(clock.now(), $0) } ?? clock.now()
      if foreground {
        let day = try session.local().day(of: now)
        let version = try session.library.dataVersion()
        if day != lastDay || version != lastVersion { try reschedule(now) }
        (lastDay, lastVersion) = (day, version)
      }
      try session.reminders.deliverAndRefill(
        now: now, board: { nil },
        present: { fired in
          for (item, presentation) in fired { present(item, presentation, at: clock.now()) }
        })
      // Only a burst line or a desktop notification needs to know what still rings.
      let asks = notifier != nil || (!json && !bursts.open.isEmpty)
      let ringing =
        asks ? Set(try session.library.read { try session.reminders.ringing(now: now) }) : []
      if !json, !bursts.open.isEmpty {
        write(lines: bursts.close(ringing: ringing, now: now, local: LocalTime(zone: session.zone)))
      }
      if let notifier {
        notifier.closeAll(except: ringing)
        notifier.flush()
      }
      syncIfDue()
      if let until, now >= until { break }
      if wake.wait(seconds: try nextWait(after: now)) { try session.library.waitForWriters() }
      if let off = flashOff, ContinuousClock.now >= off {
        session.invocation.write(Terminal.flashOff)
        flashOff = nil
      }
    }
  }

  /// Starts a sync round when one is due; says on standard error what the last ones brought.
  private mutating func syncIfDue() {
    syncWait = sync.tick(session.library)
    for (text, _) in sync.takeMessages() {
      session.invocation.writeError?("habitflow: \(text)\n")
    }
  }

  /// Real seconds until the next thing to do: a fire date, the next minute, the end, the flash,
  /// a sync round.
  private func nextWait(after now: Date) throws -> Double {
    // A burst's line closes as its last ring is over.
    let ends = bursts.open.map {
      $0.lastRing.addingTimeInterval(TimeInterval(ReminderPlanner.burstSpacing))
    }
    let wake = try session.library.read {
      try session.reminders.nextWake(after: now, also: [until] + ends.filter { $0 > now })
    }
    let seconds = min(clock.realSeconds(until: wake), syncWait ?? .infinity)
    guard let off = flashOff else { return seconds }
    return min(seconds, max(0, (off - ContinuousClock.now).inSeconds))
  }

  private mutating func present(
    _ item: DeliveredNotification, _ presentation: Presentation, at now: Date
  ) {
    notifier?.show(item.reminder)
    let local = LocalTime(zone: session.zone)
    let reminder = item.reminder
    if json {
      let object = JSON.object([
        ("id", .string(reminder.id)), ("kind", .string(reminder.kind.rawValue)),
        ("habit", .optional(reminder.habit)), ("title", .string(reminder.title)),
        ("body", .string(reminder.body)),
        ("fireDate", .string(Timestamp.format(reminder.fireDate, local: local))),
        ("at", .string(Timestamp.formatPrecise(now, local: local))),
        ("bell", .bool(presentation.bell)), ("flash", .bool(presentation.flash)),
        ("missed", .bool(item.missed)),
      ])
      session.invocation.write(object.serialized + "\n")
      return
    }
    let time = Timestamp.format(reminder.fireDate, local: local)
    let banner = "[\(time)] \(reminder.title) · \(Display.safe(reminder.body))"
    var bytes: String
    if reminder.kind.rings {
      bursts.ring(reminder, banner: banner, missed: item.missed)
      bytes = update(writing: [])
    } else {
      bytes = update(writing: [banner + (item.missed ? " (missed)" : "")])
    }
    // Bells and flashes are for a terminal; a file or a pipe gets the banner lines only.
    if session.invocation.outputIsTerminal {
      if presentation.bell { bytes += Terminal.bell }
      if presentation.flash {
        // Every flash-on gets its flash-off, even when the next ring comes within 150 ms.
        if flashOff != nil { bytes = Terminal.flashOff + bytes }
        bytes += Terminal.flashOn
        flashOff = ContinuousClock.now + .milliseconds(150)
      }
    }
    session.invocation.write(bytes)
  }

  /// Writes `lines` for good, and on a terminal the ringing bursts' lines below them.
  private mutating func update(writing lines: [String]) -> String {
    session.invocation.outputIsTerminal
      ? bursts.terminalUpdate(writing: lines) : BurstLines.plainUpdate(writing: lines)
  }

  private mutating func write(lines: [String]) {
    guard !lines.isEmpty else { return }
    session.invocation.write(update(writing: lines))
  }
}

/// The bytes that ring a terminal.
enum Terminal {
  static let bell = "\u{07}"
  /// Reverse video on and off: the terminal's visual bell, as curses' flash() does on xterm.
  static let flashOn = "\u{1B}[?5h"
  static let flashOff = "\u{1B}[?5l"
}
