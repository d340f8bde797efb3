import Foundation
import HabitCore
import HabitStore
import NotificationSimulator

/// Which of the ringing alarms and timers a stop or a snooze is for.
public enum AlarmChoice: Hashable, Sendable {
  /// The one ringing longest (first delivered).
  case oldest
  /// Every one ringing.
  case all
  /// The bursts of these threads.
  case threads([String])
  /// Every burst of the habit of this name.
  case habit(String)
}

/// What a stop did: the bursts it stopped (each one's first notification, oldest first) and
/// the habits a timer's stop checked in.
public struct StoppedAlarms: Hashable, Sendable {
  /// Each stopped burst's first notification.
  public var reminders: [Reminder]
  /// The habits checked in for today by their timer's stop.
  public var checkedIn: [Habit]
}

extension ReminderService {
  /// The ringing bursts' first notifications, oldest first: alarm and timer bursts ringing at
  /// `now` (not rung out, not acknowledged), then alerting system alarms.
  public func ringingAlarms(now: Date) throws -> [Reminder] {
    let center = try store.read { try $0.center() }
    let alarms = try store.read { try $0.alarmList() }
    return try ringing(now: now).compactMap { thread in
      center.delivered.first { $0.reminder.thread == thread }?.reminder
        ?? alarms.alarms.first { $0.reminder.thread == thread }?.reminder
    }
  }

  /// Stops the chosen ringing bursts: their pending requests and delivered copies go, they are
  /// never armed again, and with `checkInTimers` a yes/no habit's timer checks the habit in for
  /// today. The caller reschedules afterwards.
  @discardableResult
  public func acknowledge(
    _ choice: AlarmChoice = .all, now: Date, checkInTimers: Bool = true
  ) throws -> StoppedAlarms {
    let chosen = Self.chosen(choice, from: try ringingAlarms(now: now))
    guard !chosen.isEmpty else { return StoppedAlarms(reminders: [], checkedIn: []) }
    let threads = Set(chosen.map(\.thread))
    let bursts = try burstsByThread()
    try store.write { db in
      try db.updateCenter { center in
        center.removePending(
          ids: Set(center.pending.map(\.reminder).filter { threads.contains($0.thread) }.map(\.id)))
        center.removeDelivered(
          ids: Set(
            center.delivered.map(\.reminder).filter { threads.contains($0.thread) }.map(\.id))
        )
      }
    }
    _ = try store.write { db in try db.updateAlarms { $0.stop(threads: threads) } }
    var checkedIn: [Habit] = []
    for thread in chosen.map(\.thread) {
      try store.write { try $0.acknowledge(thread: thread, at: now) }
      guard let (burst, habitID) = bursts[thread] else { continue }
      try store.write { try $0.removeBurst(id: burst.id) }
      if checkInTimers, burst.kind == .timer, let habitID,
        let habit = try checkInByTimer(habitID: habitID, now: now)
      {
        checkedIn.append(habit)
      }
    }
    return StoppedAlarms(reminders: chosen, checkedIn: checkedIn)
  }

  /// Stops the chosen ringing bursts and arms each again `minutes` from now. The caller
  /// reschedules.
  public func snooze(_ choice: AlarmChoice = .all, minutes: Int, now: Date) throws -> [Burst] {
    let bursts = try burstsByThread()
    let stopped = try acknowledge(choice, now: now, checkInTimers: false).reminders
    let habits = try store.read { try $0.habits() }
    let start = now.addingTimeInterval(TimeInterval(minutes * 60))
    return try stopped.map { reminder in
      let habitID =
        bursts[reminder.thread]?.habitID ?? habits.first { $0.name == reminder.habit }?.id
      // A system alarm snoozes as what it stands for: a timer's stays a timer.
      let kind =
        reminder.kind == .alarmkit ? bursts[reminder.thread]?.burst.kind ?? .alarm : reminder.kind
      let burst = Burst(
        id: "snooze:\(UUID().uuidString.lowercased())", kind: kind, habit: reminder.habit,
        start: start)
      try store.write { try $0.addBurst(burst, habitID: habitID) }
      return burst
    }
  }

  /// The ringing alarms a choice picks, oldest first.
  static func chosen(_ choice: AlarmChoice, from ringing: [Reminder]) -> [Reminder] {
    switch choice {
    case .oldest: return Array(ringing.prefix(1))
    case .all: return ringing
    case .threads(let threads): return ringing.filter { threads.contains($0.thread) }
    case .habit(let name): return ringing.filter { $0.habit == name }
    }
  }

  private func burstsByThread() throws -> [String: (burst: Burst, habitID: Int64?)] {
    Dictionary(
      try store.read { try $0.bursts() }.map { ($0.burst.id, ($0.burst, $0.habitID)) },
      uniquingKeysWith: { first, _ in first })
  }

  /// Checks a yes/no habit in for today when its timer is stopped, keeping the day's note; a
  /// measurable habit is not "done" by a timer (its amount is the user's to give). Returns the
  /// habit when it was checked in.
  private func checkInByTimer(habitID: Int64, now: Date) throws -> Habit? {
    let settings = try store.read { try $0.settings() }
    let today = LocalTime(zone: zone, dayStart: settings.dayStart).day(of: now)
    guard let habit = try store.read({ try $0.habits() }).first(where: { $0.id == habitID }),
      today >= habit.start,
      !habit.isMeasurable
    else { return nil }
    let entry = try store.read { try $0.entry(habitID: habitID, day: today) }
    guard entry?.status != .done else { return nil }
    try store.write {
      try $0.save(Entry(day: today, status: .done, note: entry?.note), habitID: habitID)
    }
    return habit
  }
}
