import Foundation

/// A habit someone keeps: what, when, and since when.
public struct Habit: Hashable, Sendable, Identifiable {
  /// The store's row id (0 before the habit is stored).
  public var id: Int64
  /// A stable identifier that survives renames and exports.
  public var uuid: String
  /// The unique display name (any Unicode, 1 to 100 characters).
  public var name: String
  /// The optional local wall-clock time the habit is meant for.
  public var targetTime: TimeOfDay?
  /// When the habit is due.
  public var schedule: Schedule
  /// Whether reminders for the habit ring as an alarm.
  public var alarm: Bool
  /// The first day the habit exists; nothing before it is due or can be checked in.
  public var start: Day
  /// The place in the list (ascending).
  public var position: Int
  /// Whether the habit is hidden from the lists and the overall heatmap.
  public var archived: Bool

  /// Creates a habit value.
  public init(
    id: Int64 = 0, uuid: String, name: String, targetTime: TimeOfDay? = nil,
    schedule: Schedule = .daily, alarm: Bool = false, start: Day, position: Int = 0,
    archived: Bool = false
  ) {
    self.id = id
    self.uuid = uuid
    self.name = name
    self.targetTime = targetTime
    self.schedule = schedule
    self.alarm = alarm
    self.start = start
    self.position = position
    self.archived = archived
  }

  /// Whether the habit is due on a day.
  public func isDue(_ day: Day) -> Bool {
    schedule.isDue(day, start: start)
  }
}
