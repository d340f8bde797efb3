import Foundation
import HabitCore
import NotificationSimulator

extension HabitStore {
  /// The simulated AlarmKit alarm list as stored; its permission comes from the settings.
  public func alarmList() throws -> AlarmList {
    AlarmList(
      alarms: try scheduledAlarms(), permission: try settings().reminders.alarmPermission)
  }

  /// The stored alarms in fire order.
  func scheduledAlarms() throws -> [ScheduledAlarm] {
    let rows = try database.prepare(
      """
      SELECT id, kind, habit, fire_at, title, body, thread, alerting_since, rang_at
      FROM center_alarms ORDER BY fire_at, id
      """)
    var alarms: [ScheduledAlarm] = []
    while try rows.step() {
      alarms.append(
        ScheduledAlarm(
          reminder: Self.reminder(from: rows), alertingSince: Self.date(rows, 7),
          rangAt: Self.date(rows, 8)))
    }
    return alarms
  }

  /// Loads the alarm list, lets `body` change it, and stores what changed, in the caller's
  /// transaction. Alarms that start alerting are remembered as fired, like delivered requests.
  public func updateAlarms<T>(_ body: (inout AlarmList) throws -> T) throws -> T {
    let previous = try alarmList()
    var next = previous
    let result = try body(&next)
    let wasAlerting = Set(previous.alarms.filter { $0.alertingSince != nil }.map(\.reminder.id))
    let changed = try saveRows(
      next.alarms, previous: previous.alarms, table: "center_alarms",
      columns: ["alerting_since", "rang_at"], reminder: \.reminder,
      extra: { alarm in
        [alarm.alertingSince, alarm.rangAt].map {
          $0.map { .real($0.timeIntervalSince1970) } ?? .null
        }
      })
    try recordFired(
      changed.filter { $0.alertingSince != nil && !wasAlerting.contains($0.reminder.id) }
        .map(\.reminder))
    return result
  }

  private static func date(_ row: Statement, _ column: Int32) -> Date? {
    row.isNull(column) ? nil : Date(timeIntervalSince1970: row.double(column))
  }
}
