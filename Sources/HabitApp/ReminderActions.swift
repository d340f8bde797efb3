import Foundation
import HabitCore
import NotificationSimulator

/// The actions on the notification center, alarms and timers: none is a change to undo. Each
/// calls `board` once it has written, inside its transaction (the front end may show the change
/// then), and plans the reminders again from the board it returns, or read when nil.
extension Library {
  /// Stops the chosen ringing bursts: their pending and delivered copies go. With
  /// `checkInTimers`, a yes/no habit's timer checks the habit in for today.
  @discardableResult
  public func acknowledge(
    _ choice: AlarmChoice, checkInTimers: Bool, now: Date, board: () throws -> Board? = { nil }
  ) throws -> StoppedAlarms {
    try transact(now: now) {
      (try reminders.acknowledge(choice, now: now, checkInTimers: checkInTimers), try board())
    }
  }

  /// Stops the chosen ringing bursts and rings each again `minutes` from now.
  @discardableResult
  public func snooze(
    _ choice: AlarmChoice, minutes: Int, now: Date, board: () throws -> Board? = { nil }
  ) throws -> [Burst] {
    try transact(now: now) {
      (try reminders.snooze(choice, minutes: minutes, now: now), try board())
    }
  }

  /// Arms a timer burst for a habit that rings `seconds` from now; nil when the habit is gone.
  @discardableResult
  public func startTimer(
    habitID: Int64, seconds: Int, now: Date, board: () throws -> Board? = { nil }
  ) throws -> Burst? {
    try transact(now: now) {
      let habit = try store.read { try $0.habits(ids: [habitID]) }.first
      return (
        try habit.map { try reminders.startTimer(habit: $0, seconds: seconds, now: now) },
        try board()
      )
    }
  }

  /// Plans the reminders again from the board `read` returns (nil: read here): the day rolled
  /// over, or the zone changed.
  public func planAgain(now: Date, read: () throws -> Board?) throws {
    try transact(now: now) { ((), try read()) }
  }

  /// Cancels a timer (or snoozed alarm) before it rings.
  public func cancelTimer(id: String, now: Date, board: () throws -> Board? = { nil }) throws {
    try transact(now: now) { (try store.write { try $0.removeBurst(id: id) }, try board()) }
  }

  /// Clears delivered notifications (all when `ids` is nil).
  public func clearDelivered(ids: [String]?, now: Date, board: () throws -> Board? = { nil }) throws
  {
    try transact(now: now) {
      let cleared: Void = try store.write {
        try $0.updateCenter { center in
          if let ids { center.removeDelivered(ids: Set(ids)) } else { center.removeAllDelivered() }
        }
      }
      return (cleared, try board())
    }
  }
}
