/// The database layout, one forward migration per schema version.
enum Schema {
  /// Marks a SQLite file as HabitFlow's (`PRAGMA application_id`, "HFlw").
  static let applicationID: Int64 = 0x4846_6C77

  /// The SQL that brings a database from version `index` to `index + 1`.
  /// Later issues append here (the notification center's requests, reminder settings); never edit a step.
  static let migrations: [String] = [
    """
    CREATE TABLE habits (
      id INTEGER PRIMARY KEY,
      uuid TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL UNIQUE,
      target_minute INTEGER CHECK (target_minute BETWEEN 0 AND 1439),
      schedule_kind TEXT NOT NULL CHECK (schedule_kind IN ('daily', 'weekdays', 'every')),
      schedule_days INTEGER NOT NULL DEFAULT 127 CHECK (schedule_days BETWEEN 1 AND 127),
      schedule_every INTEGER NOT NULL DEFAULT 1 CHECK (schedule_every >= 1),
      alarm INTEGER NOT NULL DEFAULT 0 CHECK (alarm IN (0, 1)),
      start_day TEXT NOT NULL,
      position INTEGER NOT NULL,
      archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1))
    );
    CREATE TABLE entries (
      habit_id INTEGER NOT NULL REFERENCES habits (id) ON DELETE CASCADE,
      day TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('done', 'skipped')),
      note TEXT,
      PRIMARY KEY (habit_id, day)
    ) WITHOUT ROWID;
    CREATE TABLE settings (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    ) WITHOUT ROWID;
    """,
    // 2: the simulated notification center, acknowledged alarms, and timers/snoozes.
    """
    CREATE TABLE center_pending (
      id TEXT PRIMARY KEY,
      sequence INTEGER NOT NULL,
      kind TEXT NOT NULL,
      habit TEXT,
      fire_at REAL NOT NULL,
      title TEXT NOT NULL,
      body TEXT NOT NULL,
      thread TEXT NOT NULL
    ) WITHOUT ROWID;
    CREATE TABLE center_delivered (
      id TEXT NOT NULL UNIQUE,
      kind TEXT NOT NULL,
      habit TEXT,
      fire_at REAL NOT NULL,
      title TEXT NOT NULL,
      body TEXT NOT NULL,
      thread TEXT NOT NULL,
      delivered_at REAL NOT NULL,
      missed INTEGER NOT NULL CHECK (missed IN (0, 1))
    );
    CREATE TABLE acknowledged_alarms (
      thread TEXT PRIMARY KEY,
      at REAL NOT NULL
    ) WITHOUT ROWID;
    CREATE TABLE bursts (
      id TEXT PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('alarm', 'timer')),
      habit_id INTEGER REFERENCES habits (id) ON DELETE CASCADE,
      start_at REAL NOT NULL
    ) WITHOUT ROWID;
    """,
    // 3: what already fired (never armed again), and the simulated AlarmKit alarm list.
    """
    CREATE TABLE center_fired (
      id TEXT PRIMARY KEY,
      fire_at REAL NOT NULL
    ) WITHOUT ROWID;
    CREATE INDEX center_fired_by_time ON center_fired (fire_at);
    CREATE TABLE center_alarms (
      id TEXT PRIMARY KEY,
      kind TEXT NOT NULL,
      habit TEXT,
      fire_at REAL NOT NULL,
      title TEXT NOT NULL,
      body TEXT NOT NULL,
      thread TEXT NOT NULL,
      alerting_since REAL,
      rang_at REAL
    ) WITHOUT ROWID;
    """,
  ]

  /// The schema version this build writes and understands.
  static var version: Int64 { Int64(migrations.count) }
}
