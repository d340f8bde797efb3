import Foundation
import HabitCore

/// A system alarm scheduled through AlarmKit (iOS 26), simulated: it rings like the Clock app,
/// through the ring/silent switch and Focus, until it is stopped. Not a notification request: it
/// does not count against the 64.
public struct ScheduledAlarm: Hashable, Sendable {
  /// What the alarm shows; its `kind` is `.alarmkit`, its `fireDate` when it starts ringing.
  public var reminder: Reminder
  /// When it started alerting, or nil while it is scheduled.
  public var alertingSince: Date?
  /// The ring last presented, while alerting.
  public var rangAt: Date?

  /// Creates an alarm entry.
  public init(reminder: Reminder, alertingSince: Date? = nil, rangAt: Date? = nil) {
    self.reminder = reminder
    self.alertingSince = alertingSince
    self.rangAt = rangAt
  }

  /// When the alarm next needs the device: its fire date, or its next ring while alerting.
  public var nextEvent: Date {
    guard alertingSince != nil else { return reminder.fireDate }
    return rangAt.map { $0.addingTimeInterval(AlarmList.ringSpacing) } ?? reminder.fireDate
  }
}

/// One ring of an alerting alarm, to present now.
public struct AlarmRing: Hashable, Sendable {
  /// The alarm, with `fireDate` set to this ring's instant on its 2-second grid.
  public var reminder: Reminder
  /// Which ring this is (0 at the alarm's fire date).
  public var number: Int
}

/// The simulated AlarmKit alarm list of the device: scheduled and alerting alarms. A value type,
/// like the notification center, so its rules are tested without a store.
public struct AlarmList: Hashable, Sendable {
  /// Seconds between the rings of an alerting alarm (the burst's rhythm, so both modes feel alike).
  public static let ringSpacing: TimeInterval = 2

  /// The alarms (the store keeps them in fire order).
  public private(set) var alarms: [ScheduledAlarm]
  /// Whether the user allowed the app to schedule alarms; when denied, scheduling keeps nothing.
  public var permission: Permission

  /// Creates an alarm list.
  public init(alarms: [ScheduledAlarm] = [], permission: Permission = .allowed) {
    self.alarms = alarms
    self.permission = permission
  }

  /// Scheduled (not yet alerting) alarms in fire order.
  public var scheduled: [Reminder] {
    alarms.filter { $0.alertingSince == nil }.map(\.reminder).sorted { $0.fireDate < $1.fireDate }
  }

  /// Threads of alerting alarms: ringing until stopped.
  public var alertingThreads: [String] {
    alarms.filter { $0.alertingSince != nil }.map(\.reminder.thread)
  }

  /// When the device next has something to do for an alarm.
  public var nextEvent: Date? {
    alarms.map(\.nextEvent).min()
  }

  /// Replaces the scheduled alarms with the app's plan: scheduled alarms not in it are cancelled,
  /// the plan's are scheduled (replacing by identifier), and one whose time has come is left for
  /// the device to start. An alerting alarm rings on while its thread is in `ringingFor` (the
  /// occurrence is still open); the app stops any other, as it would once the habit is checked
  /// in, skipped or deleted. Denied permission schedules nothing; a fire date not in the future is
  /// not scheduled.
  public mutating func apply(_ plan: [Reminder], now: Date, ringingFor open: Set<String>) {
    let planned = Set(plan.map(\.id))
    alarms.removeAll {
      $0.alertingSince == nil
        ? $0.reminder.fireDate > now && !planned.contains($0.reminder.id)
        : !open.contains($0.reminder.thread)
    }
    guard permission == .allowed else {
      alarms.removeAll { $0.alertingSince == nil && $0.reminder.fireDate > now }
      return
    }
    for reminder in plan where reminder.fireDate > now {
      if let index = alarms.firstIndex(where: { $0.reminder.id == reminder.id }) {
        if alarms[index].alertingSince == nil { alarms[index].reminder = reminder }
      } else {
        alarms.append(ScheduledAlarm(reminder: reminder))
      }
    }
  }

  /// Starts alerting every scheduled alarm whose time has come; returns them.
  public mutating func startAlerting(now: Date) -> [ScheduledAlarm] {
    var started: [ScheduledAlarm] = []
    for index in alarms.indices
    where alarms[index].alertingSince == nil && alarms[index].reminder.fireDate <= now {
      alarms[index].alertingSince = now
      started.append(alarms[index])
    }
    return started
  }

  /// The ring each alerting alarm owes at `now`: the latest point of its 2-second grid not yet
  /// presented. A device that woke late rings once, not once per ring it slept through.
  public mutating func rings(now: Date) -> [AlarmRing] {
    var rings: [AlarmRing] = []
    for index in alarms.indices where alarms[index].alertingSince != nil {
      let fire = alarms[index].reminder.fireDate
      let number = Int((now.timeIntervalSince(fire) / Self.ringSpacing).rounded(.down))
      let at = fire.addingTimeInterval(Double(number) * Self.ringSpacing)
      guard number >= 0, alarms[index].rangAt.map({ $0 < at }) ?? true else { continue }
      alarms[index].rangAt = at
      var reminder = alarms[index].reminder
      reminder.fireDate = at
      rings.append(AlarmRing(reminder: reminder, number: number))
    }
    return rings
  }

  /// Stops (removes) the alarms of the given threads; returns them.
  public mutating func stop(threads: Set<String>) -> [ScheduledAlarm] {
    let stopped = alarms.filter { threads.contains($0.reminder.thread) }
    alarms.removeAll { threads.contains($0.reminder.thread) }
    return stopped
  }
}
