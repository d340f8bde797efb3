import Dispatch
import Foundation
import HabitCore
import HabitStore

/// When a long-running process syncs: on start, soon after a change here (at most once per
/// 10 s, so a run of check-ins makes one or two rounds), and every minute for the others'.
public struct SyncSchedule: Sendable {
  /// The least time between two rounds when this device has changes to send.
  public static let throttle: Duration = .seconds(10)
  /// The time between rounds otherwise.
  public static let period: Duration = .seconds(60)
  /// When the last round started (real time), or nil before the first.
  public private(set) var lastStart: ContinuousClock.Instant?

  public init() {}

  /// When the next round is due, with or without changes here to send (nil: at once).
  public func due(changed: Bool) -> ContinuousClock.Instant? {
    lastStart.map { $0 + (changed ? Self.throttle : Self.period) }
  }

  /// Whether a round is due at `now`.
  public func isDue(at now: ContinuousClock.Instant, changed: Bool) -> Bool {
    due(changed: changed).map { now >= $0 } ?? true
  }

  /// Notes that a round started at `now`.
  public mutating func started(at now: ContinuousClock.Instant) { lastStart = now }
}

/// Sync rounds for the interface and `watch`, each on a thread and store connection of its
/// own, so that a round reading other devices' files never holds up a frame or an alarm. A
/// round that brings changes commits them: the process sees them as any other process's write.
public final class BackgroundSync: @unchecked Sendable {
  private let path: String
  private let zone: Zone
  private let environment: [String: String]
  private let clock: any WallClock
  private let queue = DispatchQueue(label: "habitflow.sync")
  private let lock = NSLock()
  private var schedule = SyncSchedule()
  private var running = false
  private var store: HabitStore?
  private var said: [(text: String, isError: Bool)] = []

  /// Rounds on the database at `path`, stamped and replanned with `clock`'s time.
  public init(path: String, zone: Zone, environment: [String: String], clock: any WallClock) {
    self.path = path
    self.zone = zone
    self.environment = environment
    self.clock = clock
  }

  /// Starts a round when one is due (see `tick(_:)` over the store), for a front end.
  @discardableResult
  public func tick(_ library: Library) -> Double? { tick(library.store) }

  /// Starts a round when one is due (`store` is the caller's, read for whether sync is on and
  /// whether this device has changes to send); the real seconds until the next is due (or, while
  /// one runs, until it is worth looking for what it said), or nil while sync is off.
  @discardableResult
  public func tick(_ store: HabitStore) -> Double? {
    guard
      let (on, changed) = try? store.read({ db in
        (try db.syncSetup()?.folder != nil, try db.syncReplicaIsDirty())
      }), on
    else { return nil }
    let now = ContinuousClock.now
    lock.lock()
    defer { lock.unlock() }
    if !running, schedule.isDue(at: now, changed: changed) {
      schedule.started(at: now)
      running = true
      queue.async { self.round() }
    }
    if running { return 0.25 }
    return max(0.05, ((schedule.due(changed: changed) ?? now) - now).inSeconds)
  }

  /// What rounds since the last call have to say: what came in, or why a round failed.
  public func takeMessages() -> [(text: String, isError: Bool)] {
    lock.lock()
    defer { lock.unlock() }
    let messages = said
    said = []
    return messages
  }

  /// Waits for the round under way, if any (before the process ends).
  public func finish() {
    queue.sync {}
  }

  private func round() {
    let message: (String, Bool)?
    do {
      let store = try self.store ?? HabitStore(path: path)
      self.store = store
      let now = clock.now()
      store.changeClock = clock
      let service = ReminderService(store: store, zone: zone, environment: environment)
      try service.catchUpPlanIfDue(by: now)
      let report = try SyncRound(store: store, now: now) {
        _ = try service.reschedule(now: now, deliver: false)
      }.run()
      message = report.summary.map { ($0, false) }
    } catch let failure as SyncFailure {
      message = ("sync: " + failure.message, true)
    } catch {
      message = ("sync: \(error)", true)
    }
    lock.lock()
    if let message { said.append(message) }
    running = false
    lock.unlock()
  }
}

extension SyncReport {
  /// One line for a person, when the round took something in or skipped a file.
  public var summary: String? {
    var parts: [String] = []
    if takenCount > 0 {
      let from = taken.map { TerminalText.escaped($0.device) }.joined(separator: ", ")
      parts.append("synced \(takenCount) change\(takenCount == 1 ? "" : "s") from \(from)")
    }
    parts += warnings.map { "sync: " + TerminalText.escaped($0) }
    return parts.isEmpty ? nil : parts.joined(separator: "; ")
  }
}
