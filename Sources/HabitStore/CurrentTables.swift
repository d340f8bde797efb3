extension Schema {
  /// The schema version `latestTables` describes. Kept apart from `version` so that a migration
  /// appended without updating the list below costs only speed, never a wrong answer: files of
  /// that version are then checked against the migrations themselves (and a test fails).
  static let latestTablesVersion: Int64 = 9

  /// The tables and columns of a file at `latestTablesVersion`, written out: opening a current
  /// file (every command) must not replay every migration in memory just to know them. A test
  /// asserts this equals `tables(atVersion: version)`, so it cannot drift from the migrations.
  static let latestTables: [String: Set<String>] = [
    "habits": [
      "id", "uuid", "name", "times", "schedule_kind", "schedule_days", "schedule_every",
      "frequency_times", "alarm", "start_day", "position", "archived", "kind", "unit", "target",
      "target_type", "description", "color",
    ],
    "entries": ["habit_id", "day", "status", "note", "amount"],
    "settings": ["key", "value"],
    "center_pending": ["id", "sequence", "kind", "habit", "fire_at", "title", "body", "thread"],
    "center_delivered": [
      "id", "kind", "habit", "fire_at", "title", "body", "thread", "delivered_at", "missed",
    ],
    "acknowledged_alarms": ["thread", "at"],
    "bursts": ["id", "kind", "habit_id", "start_at"],
    "center_fired": ["id", "fire_at"],
    "center_alarms": [
      "id", "kind", "habit", "fire_at", "title", "body", "thread", "alerting_since", "rang_at",
    ],
    "habit_streaks": ["habit_id", "day", "run", "best", "recent", "progress"],
    "habit_marks": ["habit_id", "year", "marks"],
    "sync_habit_fields": ["uuid", "field", "value", "wall", "counter", "device", "shown"],
    "sync_entries": ["uuid", "day", "value", "wall", "counter", "device"],
    "sync_settings": ["key", "value", "wall", "counter", "device"],
    "sync_local": ["key", "value"],
    "sync_peers": [
      "device", "name", "written_wall", "written_counter", "file_size", "file_modified",
      "file_inode",
      "seen_at",
      "taken_last", "taken_total",
    ],
  ]

  /// The tables and columns a file of `version` must have: the written-out list for the latest
  /// version, else the migrations run in memory (only before a migration, so rarely).
  static func expectedTables(atVersion version: Int64) throws -> [String: Set<String>] {
    version == latestTablesVersion ? latestTables : try tables(atVersion: version)
  }
}
