import Foundation
import HabitCore

/// A request waiting in the simulated notification center.
public struct PendingRequest: Hashable, Sendable {
  /// The request as the app added it.
  public var reminder: Reminder
  /// The order of first addition; replacing by identifier keeps it.
  public var sequence: Int

  /// Creates a pending request.
  public init(reminder: Reminder, sequence: Int) {
    self.reminder = reminder
    self.sequence = sequence
  }
}

/// A notification that fired and has not been cleared.
public struct DeliveredNotification: Hashable, Sendable {
  /// The request that fired.
  public var reminder: Reminder
  /// When it was delivered (simulated time).
  public var deliveredAt: Date
  /// Whether it fired while nothing was running and was delivered late, silently.
  public var missed: Bool

  /// Creates a delivered notification.
  public init(reminder: Reminder, deliveredAt: Date, missed: Bool) {
    self.reminder = reminder
    self.deliveredAt = deliveredAt
    self.missed = missed
  }
}

/// The simulated iOS notification center: the pending and delivered lists and the device's rules.
///
/// A value type: every call returns the next state, so the rules are tested without a store and
/// the store persists whatever the rules decided.
public struct NotificationCenterState: Hashable, Sendable {
  /// The most requests an app may have pending.
  public static let capacity = 64
  /// A delivery later than this after its fire date counts as missed (nothing was running).
  public static let missedAfter: TimeInterval = 60
  /// The delivered list keeps at most this many notifications, the newest...
  public static let deliveredLimit = 100
  /// ...and none delivered longer ago than this, as a phone's notification center tidies itself.
  public static let deliveredMaxAge: TimeInterval = 7 * 86_400

  /// Pending requests in the order they were first added.
  public private(set) var pending: [PendingRequest]
  /// Delivered notifications by fire date, then in the order they were delivered (rule 6): a
  /// request armed late (by a plan made as of an earlier instant) takes its place among the
  /// others.
  public private(set) var delivered: [DeliveredNotification]
  /// The next addition's sequence number.
  public private(set) var nextSequence: Int
  /// Which requests go when more than 64 are added.
  public var policy: EvictionPolicy
  /// Whether the user allows notifications; when denied, adding keeps nothing.
  public var permission: Permission

  /// Creates a center state.
  public init(
    pending: [PendingRequest] = [], delivered: [DeliveredNotification] = [], nextSequence: Int = 0,
    policy: EvictionPolicy = .oldestAdded, permission: Permission = .allowed
  ) {
    self.pending = pending.sorted { $0.sequence < $1.sequence }
    self.delivered = Self.inFireOrder(delivered)
    self.nextSequence = max(nextSequence, (pending.map(\.sequence).max() ?? -1) + 1)
    self.policy = policy
    self.permission = permission
  }

  /// Adds a request: replaces one with the same identifier in place; keeps nothing that is not in
  /// the future or when notifications are denied; beyond 64 drops one silently per the policy.
  public mutating func add(_ reminder: Reminder, now: Date) {
    guard permission == .allowed, reminder.fireDate > now else { return }
    if let index = pending.firstIndex(where: { $0.reminder.id == reminder.id }) {
      pending[index].reminder = reminder
      return
    }
    pending.append(PendingRequest(reminder: reminder, sequence: nextSequence))
    nextSequence += 1
    guard pending.count > Self.capacity else { return }
    switch policy {
    case .oldestAdded:
      pending.removeFirst()
    case .soonestFiring:
      let latest = pending.indices.max { a, b in
        (pending[a].reminder.fireDate, pending[a].sequence)
          < (pending[b].reminder.fireDate, pending[b].sequence)
      }!
      pending.remove(at: latest)
    }
  }

  /// Removes pending requests by identifier; unknown identifiers are ignored.
  public mutating func removePending(ids: Set<String>) {
    pending.removeAll { ids.contains($0.reminder.id) }
  }

  /// Removes every pending request; the delivered list stays.
  public mutating func removeAllPending() {
    pending.removeAll()
  }

  /// Removes delivered notifications by identifier.
  public mutating func removeDelivered(ids: Set<String>) {
    delivered.removeAll { ids.contains($0.reminder.id) }
  }

  /// Clears the delivered list.
  public mutating func removeAllDelivered() {
    delivered.removeAll()
  }

  /// Moves every request due at `now` to the delivered list, in (fire date, addition) order, and
  /// returns them. Those delivered more than a minute late are marked missed.
  public mutating func deliverDue(now: Date) -> [DeliveredNotification] {
    let due = pending.filter { $0.reminder.fireDate <= now }
      .sorted { ($0.reminder.fireDate, $0.sequence) < ($1.reminder.fireDate, $1.sequence) }
    guard !due.isEmpty else { return [] }
    let ids = Set(due.map(\.reminder.id))
    pending.removeAll { ids.contains($0.reminder.id) }
    let fired = due.map {
      DeliveredNotification(
        reminder: $0.reminder, deliveredAt: now,
        missed: now.timeIntervalSince($0.reminder.fireDate) > Self.missedAfter)
    }
    delivered.removeAll { ids.contains($0.reminder.id) }
    delivered = Self.inFireOrder(delivered + fired)
    delivered.removeAll { now.timeIntervalSince($0.deliveredAt) > Self.deliveredMaxAge }
    delivered.removeFirst(max(0, delivered.count - Self.deliveredLimit))
    return fired
  }

  /// Threads of alarm and timer bursts still ringing at `now`: delivered, and within the two
  /// minutes from their first step (known from a step's number, even when the 64-request cap left
  /// later steps unarmed). A burst that rang out unanswered is not ringing: it stays in the
  /// delivered list, missed, as a phone keeps it, and stopping another alarm does not clear it.
  public func ringingThreads(now: Date) -> [String] {
    let spacing = TimeInterval(ReminderPlanner.burstSpacing)
    let ringing = Set(
      delivered.filter { [.alarm, .timer].contains($0.reminder.kind) }.filter { item in
        // Step ids end in their number: `alarm:<uuid>:2026-11-30:07`.
        let step = Int(item.reminder.id.suffix(2)) ?? 0
        let end = item.reminder.fireDate.addingTimeInterval(
          Double(ReminderPlanner.burstCount - step) * spacing)
        return end > now
      }.map(\.reminder.thread))
    return ringingThreads.filter(ringing.contains)
  }

  /// How many steps of each alarm or timer burst were delivered, by thread.
  public var rangSteps: [String: Int] {
    var counts: [String: Int] = [:]
    for item in delivered where [.alarm, .timer].contains(item.reminder.kind) {
      counts[item.reminder.thread, default: 0] += 1
    }
    return counts
  }

  /// Threads of alarm and timer bursts with delivered copies, rung out or not, in fire order.
  public var ringingThreads: [String] {
    var threads: [String] = []
    for item in delivered where [.alarm, .timer].contains(item.reminder.kind) {
      if !threads.contains(item.reminder.thread) { threads.append(item.reminder.thread) }
    }
    return threads
  }

  /// `notifications` by fire date, those of one fire date kept in their order.
  static func inFireOrder(_ notifications: [DeliveredNotification]) -> [DeliveredNotification] {
    notifications.enumerated().sorted {
      ($0.element.reminder.fireDate, $0.offset) < ($1.element.reminder.fireDate, $1.offset)
    }.map(\.element)
  }

  /// The earliest pending fire date, when the device next has something to do.
  public var nextFireDate: Date? {
    pending.map(\.reminder.fireDate).min()
  }

  /// Pending requests in fire order.
  public var pendingInFireOrder: [Reminder] {
    pending.sorted { ($0.reminder.fireDate, $0.sequence) < ($1.reminder.fireDate, $1.sequence) }
      .map(\.reminder)
  }

  /// Replaces the app's pending requests with a plan, never holding more than 64 at any moment:
  /// requests not kept are removed first, then the kept ones are added in fire order. Requests
  /// already due stay: they belong to the device delivering them, and removing one now would lose
  /// it unseen (a plan only holds what fires after `now`). They keep their slots, so the plan's
  /// tail waits for the next reschedule rather than evicting them.
  /// With notifications denied nothing is kept, not even what was added while they were allowed.
  public mutating func apply(_ plan: [Reminder], now: Date) {
    guard permission == .allowed else { return removeAllPending() }
    let awaitingDelivery = pending.count { $0.reminder.fireDate <= now }
    let kept = plan.filter { $0.fireDate > now }.prefix(Self.capacity - awaitingDelivery)
    let keptIDs = Set(kept.map(\.id))
    removePending(
      ids: Set(
        pending.map(\.reminder).filter { $0.fireDate > now && !keptIDs.contains($0.id) }.map(\.id)))
    for reminder in kept { add(reminder, now: now) }
  }
}
