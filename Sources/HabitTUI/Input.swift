import Foundation
import HabitCore
import NotificationSimulator

/// A key press, as the terminal backend decodes it.
public enum Key: Hashable, Sendable {
  case character(Character)
  case up, down, left, right
  case enter, escape, backspace, tab, backTab, delete
  case home, end, pageUp, pageDown
  case controlC
}

/// Everything that can happen to the interface.
public enum Msg: Sendable {
  /// The user pressed a key.
  case key(Key)
  /// The terminal changed size.
  case resized(width: Int, height: Int)
  /// Time passed; `now` is the simulated clock's time.
  case tick(Date)
  /// The data as stored, after a change by this app or another process.
  case loaded(Snapshot)
  /// Notifications the device just delivered.
  case delivered([DeliveredItem])
  /// A change the runner made for the user, complete with what it replaced (for undo).
  case recorded(Change)
  /// An effect failed; the message says why.
  case failed(String)
  /// Something to tell the person in passing (what a sync round brought in).
  case notice(String)
  /// A check-in earned these achievements (the habit's own, the first perfect week).
  case earned([Achievement])
}

/// A delivered notification with how it is presented.
public struct DeliveredItem: Hashable, Sendable {
  public var notification: DeliveredNotification
  public var presentation: Presentation

  public init(notification: DeliveredNotification, presentation: Presentation) {
    self.notification = notification
    self.presentation = presentation
  }
}

/// What the interface shows of the store, loaded in one read.
public struct Snapshot: Sendable {
  public var board: Board
  public var pendingCount: Int
  public var horizon: Date?
  /// Delivered notifications, newest first.
  public var delivered: [DeliveredNotification]
  /// Threads of bursts ringing now.
  public var ringing: [String]
  /// Threads with requests still pending (a burst whose thread is not here has no ring to come).
  public var pendingThreads: Set<String>
  /// Timers and snoozed alarms set to ring, soonest first.
  public var timers: [RunningTimer]
  /// Who rings the reminders when another process does (`watch (pid 4242)`); nil while this
  /// interface delivers them.
  public var deliveredBy: String?
  /// Archived habits in list order; their histories are in the board's, so their heatmaps and
  /// streaks read like any other's, while the overall figures leave them out.
  public var archived: [Habit] = []
  /// The notes written on days (`check --note`), by habit id and day.
  public var notes: [Int64: [Day: String]] = [:]
  /// The statistics of the habit the statistics screen shows, read from its whole history when
  /// the screen opens (nil until then), with what it earned.
  public var statistics: HabitStatistics?
  public var achievements: [Achievement] = []
  /// The overall statistics the overall view shows, read from every habit's days when it opens
  /// (nil until then).
  public var overall: OverallStatistics?

  public init(
    board: Board, pendingCount: Int, horizon: Date?, delivered: [DeliveredNotification],
    ringing: [String], pendingThreads: Set<String> = [], timers: [RunningTimer] = []
  ) {
    self.board = board
    self.pendingCount = pendingCount
    self.horizon = horizon
    self.delivered = delivered
    self.ringing = ringing
    self.pendingThreads = pendingThreads
    self.timers = timers
  }
}

/// A timer (or snoozed alarm) set to ring: what the status line counts down.
public struct RunningTimer: Hashable, Sendable {
  /// The burst's identifier (its thread).
  public var id: String
  /// The habit it is for, if any.
  public var habitID: Int64?
  /// The habit's name, if any.
  public var habit: String?
  /// `.timer`, or `.alarm` for a snoozed alarm.
  public var kind: ReminderKind
  /// When it starts ringing.
  public var fires: Date

  /// A timer as the store keeps it.
  public init(id: String, habitID: Int64?, habit: String?, kind: ReminderKind, fires: Date) {
    self.id = id
    self.habitID = habitID
    self.habit = habit
    self.kind = kind
    self.fires = fires
  }
}

/// Work the interface asks the outside world to do; the runner performs it and answers with `Msg`s.
/// Every effect that changes data is followed by a reschedule and a reload.
public enum Effect: Hashable, Sendable {
  /// Set (or with nil clear) a habit's status on a day, keeping its note; answered by `.recorded`.
  case setEntry(habitID: Int64, day: Day, status: EntryStatus?)
  /// Set (or with nil clear) a measurable habit's amount on a day, keeping its note; answered by
  /// `.recorded`.
  case setAmount(habitID: Int64, day: Day, amount: Amount?)
  /// Move a habit to a place among the habits that are not archived (0-based); answered by
  /// `.recorded(.moved)`.
  case moveHabit(habitID: Int64, to: Int)
  /// Create a habit; answered by `.recorded(.added)`.
  case addHabit(Habit)
  /// Save the fields of a habit that differ from `was` (the habit as the edit began), on top of
  /// the habit as stored; answered by `.recorded(.habit)`.
  case updateHabit(Habit, was: Habit)
  /// Delete a habit with its check-ins; answered by `.recorded(.deleted)`.
  case deleteHabit(habitID: Int64)
  /// Save the settings that differ from `was`; answered by `.recorded(.settings)`.
  case saveSettings(Settings, was: Settings)
  /// Take back a recorded change (its inverse is stored).
  case undo(Change)
  /// Make a change taken back again.
  case redo(Change)
  /// Stop the ringing bursts of these threads: their pending and delivered copies go. Nothing is
  /// checked in: the interface offers that as a change of its own, so it can be undone.
  case acknowledge(threads: [String])
  /// Stop the ringing bursts of these threads and ring them again in some minutes.
  case snooze(minutes: Int, threads: [String])
  /// Arm a timer burst for a habit.
  case startTimer(habitID: Int64, seconds: Int)
  /// Cancel a timer (or snoozed alarm) before it rings.
  case cancelTimer(id: String)
  /// Clear delivered notifications (all when `ids` is nil).
  case clearDelivered(ids: [String]?)
  /// Ring the terminal: bell and/or flash.
  case ring(bell: Bool, flash: Bool)
  /// Reschedule and reload (the day rolled over).
  case reschedule
  /// Leave the interface.
  case quit
}
