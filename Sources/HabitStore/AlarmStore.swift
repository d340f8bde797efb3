import Foundation
import HabitCore
import NotificationSimulator

extension StoreReader {
  /// The simulated AlarmKit alarm list as stored; its permission comes from the settings.
  public func alarmList() throws -> AlarmList {
    AlarmList(
      alarms: try scheduledAlarms(), permission: try settings().reminders.alarmPermission)
  }

  static let selectAlarms = AlarmColumn.select() + " ORDER BY fire_at, id"

  /// The stored alarms in fire order.
  func scheduledAlarms() throws -> [ScheduledAlarm] {
    let rows = try database.prepare(Self.selectAlarms)
    var alarms: [ScheduledAlarm] = []
    while try rows.step() {
      alarms.append(
        ScheduledAlarm(
          reminder: Self.reminder(from: rows, AlarmColumn.self),
          alertingSince: Self.date(rows, AlarmColumn.alertingSince),
          rangAt: Self.date(rows, AlarmColumn.rangAt)))
    }
    return alarms
  }

  fileprivate static func date(_ row: Statement, _ column: AlarmColumn) -> Date? {
    row.isNull(column) ? nil : Date(timeIntervalSince1970: row.double(column))
  }
}

extension StoreWriter {
  /// Loads the alarm list, lets `body` change it, and stores what changed, in the caller's
  /// transaction. Alarms that start alerting are remembered as fired, like delivered requests.
  public func updateAlarms<T>(_ body: (inout AlarmList) throws -> T) throws -> T {
    let previous = try alarmList()
    var next = previous
    let result = try body(&next)
    let wasAlerting = Set(previous.alarms.filter { $0.alertingSince != nil }.map(\.reminder.id))
    let changed = try saveRows(
      next.alarms, previous: previous.alarms, AlarmColumn.self, reminder: \.reminder,
      extra: { column, alarm in
        (column == .rangAt ? alarm.rangAt : alarm.alertingSince).map {
          .real($0.timeIntervalSince1970)
        } ?? .null
      })
    try recordFired(
      changed.filter { $0.alertingSince != nil && !wasAlerting.contains($0.reminder.id) }
        .map(\.reminder))
    return result
  }
}
