import Foundation

/// What a reminder is about, in the order reminders at the same instant are kept under the cap.
public enum ReminderKind: String, Hashable, Sendable, Comparable {
  /// `alarmkit` is a system alarm (AlarmKit mode): one per alarm habit or timer, outside the 64.
  case alarm, timer, alarmkit, pre, overdue, summary

  /// Whether it rings until acknowledged: an alarm or timer burst, or a system alarm.
  public var rings: Bool { self == .alarm || self == .timer || self == .alarmkit }

  private var rank: Int {
    switch self {
    case .alarm, .timer, .alarmkit: return 0
    case .pre: return 1
    case .overdue: return 2
    case .summary: return 3
    }
  }

  public static func < (lhs: ReminderKind, rhs: ReminderKind) -> Bool { lhs.rank < rhs.rank }
}

/// One planned notification request.
public struct Reminder: Hashable, Sendable {
  /// The request identifier; the same reminder always gets the same one, so re-planning replaces it.
  public var id: String
  /// What it is about.
  public var kind: ReminderKind
  /// The habit's name, or nil for the summary (and timers without a habit).
  public var habit: String?
  /// When it fires.
  public var fireDate: Date
  /// The notification title.
  public var title: String
  /// The notification text.
  public var body: String
  /// Requests of one alarm burst share a thread; acknowledging it removes the whole thread.
  public var thread: String

  /// Creates a reminder.
  public init(
    id: String, kind: ReminderKind, habit: String?, fireDate: Date, title: String, body: String,
    thread: String
  ) {
    self.id = id
    self.kind = kind
    self.habit = habit
    self.fireDate = fireDate
    self.title = title
    self.body = body
    self.thread = thread
  }
}

/// A timer or snoozed alarm: a burst the user asked for, outside the habit schedule.
public struct Burst: Hashable, Sendable {
  /// The burst's identifier (its thread).
  public var id: String
  /// `.timer` for timers, `.alarm` for a snoozed alarm.
  public var kind: ReminderKind
  /// The habit it belongs to, if any.
  public var habit: String?
  /// When it starts ringing.
  public var start: Date

  /// Creates a burst.
  public init(id: String, kind: ReminderKind, habit: String?, start: Date) {
    self.id = id
    self.kind = kind
    self.habit = habit
    self.start = start
  }
}

/// The result of planning: the requests to keep pending, and what the cap cost.
public struct ReminderPlan: Hashable, Sendable {
  /// At most 64 requests in fire order.
  public var requests: [Reminder]
  /// In AlarmKit mode, the system alarms to schedule, in fire order: each alarm habit's next open
  /// occurrence and each timer or snooze. Empty in burst mode.
  public var alarms: [Reminder] = []
  /// In AlarmKit mode, the threads whose alarm may go on ringing: occurrences still open (not
  /// checked in, skipped or acknowledged, from the plan's first day on) and timers still set. A
  /// ringing alarm of any other thread is stopped, as the app would cancel it.
  public var openAlarmThreads: Set<String> = []
  /// How many requests the cap left out.
  public var dropped: Int
  /// Reminders are armed until here: the first dropped request's fire date, else the window's end.
  public var horizon: Date
}
