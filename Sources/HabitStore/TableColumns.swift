/// The column lists of HabitFlow's own tables (see `ColumnList`), each in its schema's order.
enum TableColumns {
  /// Every table's list: a test holds them to the schema, table by table.
  static var all: [any ColumnList.Type] {
    [
      HabitColumn.self, EntryColumn.self, SettingColumn.self, PendingColumn.self,
      DeliveredColumn.self, AcknowledgedColumn.self, BurstColumn.self, FiredColumn.self,
      AlarmColumn.self, StreakColumn.self, MarksColumn.self, SyncFieldColumn.self,
      SyncEntryColumn.self, SyncSettingColumn.self, SyncLocalColumn.self, PeerColumn.self,
    ]
  }
}

enum HabitColumn: Int32, ColumnList {
  case id, uuid, name, times, scheduleKind, scheduleDays, scheduleEvery, frequencyTimes, alarm
  case startDay, position, archived, kind, unit, target, targetType, description, color
  static let sqlNames = [
    "id", "uuid", "name", "times", "schedule_kind", "schedule_days", "schedule_every",
    "frequency_times", "alarm", "start_day", "position", "archived", "kind", "unit", "target",
    "target_type", "description", "color",
  ]
  static let table = "habits"
}

enum EntryColumn: Int32, ColumnList {
  case habitID, day, status, note, amount
  static let sqlNames = ["habit_id", "day", "status", "note", "amount"]
  static let table = "entries"
}

enum SettingColumn: Int32, ColumnList {
  case key, value
  static let sqlNames = ["key", "value"]
  static let table = "settings"
}

enum PendingColumn: Int32, ReminderColumns {
  case id, sequence, kind, habit, fireAt, title, body, thread
  static let sqlNames = ["id", "sequence", "kind", "habit", "fire_at", "title", "body", "thread"]
  static let table = "center_pending"
  static let replace = insert("INSERT OR REPLACE")
  static let deleteByID = "DELETE FROM \(table) WHERE id = ?"
}

enum DeliveredColumn: Int32, ReminderColumns {
  case id, kind, habit, fireAt, title, body, thread, deliveredAt, missed
  static let sqlNames = [
    "id", "kind", "habit", "fire_at", "title", "body", "thread", "delivered_at", "missed",
  ]
  static let table = "center_delivered"
  static let replace = insert("INSERT OR REPLACE")
  static let deleteByID = "DELETE FROM \(table) WHERE id = ?"
}

enum AcknowledgedColumn: Int32, ColumnList {
  case thread, at
  static let sqlNames = ["thread", "at"]
  static let table = "acknowledged_alarms"
}

enum BurstColumn: Int32, ColumnList {
  case id, kind, habitID, startAt
  static let sqlNames = ["id", "kind", "habit_id", "start_at"]
  static let table = "bursts"
}

enum FiredColumn: Int32, ColumnList {
  case id, fireAt
  static let sqlNames = ["id", "fire_at"]
  static let table = "center_fired"
}

enum AlarmColumn: Int32, ReminderColumns {
  case id, kind, habit, fireAt, title, body, thread, alertingSince, rangAt
  static let sqlNames = [
    "id", "kind", "habit", "fire_at", "title", "body", "thread", "alerting_since", "rang_at",
  ]
  static let table = "center_alarms"
  static let replace = insert("INSERT OR REPLACE")
  static let deleteByID = "DELETE FROM \(table) WHERE id = ?"
}

enum StreakColumn: Int32, ColumnList {
  case habitID, day, run, best, recent, progress
  static let sqlNames = ["habit_id", "day", "run", "best", "recent", "progress"]
  static let table = "habit_streaks"
}

enum MarksColumn: Int32, ColumnList {
  case habitID, year, marks
  static let sqlNames = ["habit_id", "year", "marks"]
  static let table = "habit_marks"
}

enum SyncFieldColumn: Int32, ColumnList {
  case uuid, field, value, wall, counter, device, shown
  static let sqlNames = ["uuid", "field", "value", "wall", "counter", "device", "shown"]
  static let table = "sync_habit_fields"
}

enum SyncEntryColumn: Int32, ColumnList {
  case uuid, day, value, wall, counter, device
  static let sqlNames = ["uuid", "day", "value", "wall", "counter", "device"]
  static let table = "sync_entries"
}

enum SyncSettingColumn: Int32, ColumnList {
  case key, value, wall, counter, device
  static let sqlNames = ["key", "value", "wall", "counter", "device"]
  static let table = "sync_settings"
}

enum SyncLocalColumn: Int32, ColumnList {
  case key, value
  static let sqlNames = ["key", "value"]
  static let table = "sync_local"
}

enum PeerColumn: Int32, ColumnList {
  case device, name, writtenWall, writtenCounter, fileSize, fileModified, fileInode, seenAt
  case takenLast, takenTotal
  static let sqlNames = [
    "device", "name", "written_wall", "written_counter", "file_size", "file_modified", "file_inode",
    "seen_at", "taken_last", "taken_total",
  ]
  static let table = "sync_peers"
}

/// The tables that hold a reminder's fields (pending, delivered, alarms): one reading and one
/// writing of a reminder serves them all.
protocol ReminderColumns: ColumnList {
  static var id: Self { get }
  static var kind: Self { get }
  static var habit: Self { get }
  static var fireAt: Self { get }
  static var title: Self { get }
  static var body: Self { get }
  static var thread: Self { get }
  /// `INSERT OR REPLACE` of a whole row.
  static var replace: String { get }
  /// `DELETE` of the row with an id.
  static var deleteByID: String { get }
}
