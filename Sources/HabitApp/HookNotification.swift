import Foundation
import HabitCore
import HabitInterchange

/// One delivery as the notification command hears it: what was delivered, and what happened.
public struct HookNotification: Hashable, Sendable {
  /// What happened to the notification.
  public enum Event: String, Sendable {
    /// It was delivered (a reminder, a summary, the start of a burst).
    case delivered
    /// A burst was stopped by the person.
    case stopped
    /// A burst rang out, or a notification was delivered too late to matter.
    case missed
  }

  /// `pre`, `overdue`, `summary`, `alarm`, `timer` or `alarmkit`.
  public var kind: String
  /// The notification's identifier in the center.
  public var id: String
  /// The habit's name, or nil (a summary).
  public var habit: String?
  public var title: String
  public var body: String
  /// When it was due.
  public var fireDate: Date
  /// How late it was delivered, in seconds.
  public var late: Double
  public var event: Event

  public init(
    kind: String, id: String, habit: String?, title: String, body: String, fireDate: Date,
    late: Double, event: Event
  ) {
    self.kind = kind
    self.id = id
    self.habit = habit
    self.title = title
    self.body = body
    self.fireDate = fireDate
    self.late = late
    self.event = event
  }

  /// The one JSON object the command reads on standard input; `fireDate` in `local`'s zone.
  public func json(_ local: LocalTime) -> String {
    JSON.object([
      ("kind", .string(kind)), ("id", .string(id)), ("habit", .optional(habit)),
      ("title", .string(title)), ("body", .string(body)),
      ("fireDate", .string(Timestamp.format(fireDate, local: local))),
      ("late", .number(late)), ("event", .string(event.rawValue)),
    ]).serialized
  }

  /// The same values as environment variables (`HABITFLOW_KIND`, ...); no habit, no variable.
  public func environment(_ local: LocalTime) -> [String: String] {
    var values = [
      "HABITFLOW_KIND": kind, "HABITFLOW_ID": id, "HABITFLOW_TITLE": title,
      "HABITFLOW_BODY": body, "HABITFLOW_FIRE_DATE": Timestamp.format(fireDate, local: local),
      "HABITFLOW_LATE": JSON.number(late).serialized, "HABITFLOW_EVENT": event.rawValue,
    ]
    if let habit { values["HABITFLOW_HABIT"] = habit }
    return values
  }
}
