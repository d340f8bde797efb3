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
    // 4: richer habits: measurable (unit, target in thousandths, at least/most), "N times in M
    // days" (M in schedule_every), several times ("HH:MM,HH:MM"), description and colour;
    // amounts on entries. The habits table is rebuilt because its CHECK on schedule_kind changes
    // (run with foreign keys off, so dropping the old table cascades nothing).
    """
    CREATE TABLE habits_v4 (
      id INTEGER PRIMARY KEY,
      uuid TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL UNIQUE,
      times TEXT NOT NULL DEFAULT '',
      schedule_kind TEXT NOT NULL
        CHECK (schedule_kind IN ('daily', 'weekdays', 'every', 'frequency')),
      schedule_days INTEGER NOT NULL DEFAULT 127 CHECK (schedule_days BETWEEN 1 AND 127),
      schedule_every INTEGER NOT NULL DEFAULT 1 CHECK (schedule_every >= 1),
      frequency_times INTEGER NOT NULL DEFAULT 1
        CHECK (frequency_times BETWEEN 1 AND schedule_every),
      alarm INTEGER NOT NULL DEFAULT 0 CHECK (alarm IN (0, 1)),
      start_day TEXT NOT NULL,
      position INTEGER NOT NULL,
      archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)),
      kind TEXT NOT NULL DEFAULT 'yes-no' CHECK (kind IN ('yes-no', 'measurable')),
      unit TEXT NOT NULL DEFAULT '',
      target INTEGER CHECK (target >= 0),
      target_type TEXT NOT NULL DEFAULT 'at-least' CHECK (target_type IN ('at-least', 'at-most')),
      description TEXT NOT NULL DEFAULT '',
      color TEXT,
      CHECK ((kind = 'measurable') = (target IS NOT NULL)),
      CHECK (schedule_kind <> 'frequency' OR schedule_every <= 366)
    );
    INSERT INTO habits_v4 (
      id, uuid, name, times, schedule_kind, schedule_days, schedule_every, alarm, start_day,
      position, archived)
    SELECT id, uuid, name,
      CASE WHEN target_minute IS NULL THEN ''
        ELSE printf('%02d:%02d', target_minute / 60, target_minute % 60) END,
      schedule_kind, schedule_days, schedule_every, alarm, start_day, position, archived
    FROM habits;
    DROP TABLE habits;
    ALTER TABLE habits_v4 RENAME TO habits;
    ALTER TABLE entries ADD COLUMN amount INTEGER CHECK (amount >= 0);
    """,
    // 5: what the screens need of each habit without reading its years of entries, kept by
    // every write in the same transaction (see Derived.swift): where its streak walk stood after
    // a day with the entries of the days around it, and each year's marks, one byte a day; and
    // an index of the entries with a note.
    """
    CREATE TABLE habit_streaks (
      habit_id INTEGER PRIMARY KEY REFERENCES habits (id) ON DELETE CASCADE,
      day TEXT NOT NULL,
      run INTEGER NOT NULL CHECK (run >= 0),
      best INTEGER NOT NULL CHECK (best >= run),
      recent BLOB NOT NULL
    );
    CREATE TABLE habit_marks (
      habit_id INTEGER NOT NULL REFERENCES habits (id) ON DELETE CASCADE,
      year INTEGER NOT NULL,
      marks BLOB NOT NULL,
      PRIMARY KEY (habit_id, year)
    ) WITHOUT ROWID;
    CREATE INDEX entries_with_notes ON entries (habit_id, day) WHERE note IS NOT NULL AND note != '';
    """,
    // The streak checkpoint walks through the end of the month before the last entry's, no longer
    // the day before it: the derived data is built again (see `derivedDataVersion`).
    """
    DELETE FROM habit_streaks;
    DELETE FROM habit_marks;
    """,
    // 7: a habit can be tracked but never due (harsh's frequency 0): the habits table is rebuilt
    // because its CHECK on schedule_kind changes, as in 4 (foreign keys off: nothing cascades).
    """
    CREATE TABLE habits_v7 (
      id INTEGER PRIMARY KEY,
      uuid TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL UNIQUE,
      times TEXT NOT NULL DEFAULT '',
      schedule_kind TEXT NOT NULL
        CHECK (schedule_kind IN ('daily', 'weekdays', 'every', 'frequency', 'tracked')),
      schedule_days INTEGER NOT NULL DEFAULT 127 CHECK (schedule_days BETWEEN 1 AND 127),
      schedule_every INTEGER NOT NULL DEFAULT 1 CHECK (schedule_every >= 1),
      frequency_times INTEGER NOT NULL DEFAULT 1
        CHECK (frequency_times BETWEEN 1 AND schedule_every),
      alarm INTEGER NOT NULL DEFAULT 0 CHECK (alarm IN (0, 1)),
      start_day TEXT NOT NULL,
      position INTEGER NOT NULL,
      archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)),
      kind TEXT NOT NULL DEFAULT 'yes-no' CHECK (kind IN ('yes-no', 'measurable')),
      unit TEXT NOT NULL DEFAULT '',
      target INTEGER CHECK (target >= 0),
      target_type TEXT NOT NULL DEFAULT 'at-least' CHECK (target_type IN ('at-least', 'at-most')),
      description TEXT NOT NULL DEFAULT '',
      color TEXT,
      CHECK ((kind = 'measurable') = (target IS NOT NULL)),
      CHECK (schedule_kind <> 'frequency' OR schedule_every <= 366)
    );
    INSERT INTO habits_v7 (
      id, uuid, name, times, schedule_kind, schedule_days, schedule_every, frequency_times, alarm,
      start_day, position, archived, kind, unit, target, target_type, description, color)
    SELECT id, uuid, name, times, schedule_kind, schedule_days, schedule_every, frequency_times,
      alarm, start_day, position, archived, kind, unit, target, target_type, description, color
    FROM habits;
    DROP TABLE habits;
    ALTER TABLE habits_v7 RENAME TO habits;
    """,
    // 8: sync between devices (see Sync*.swift): this device's replica of every synced key with
    // the stamp of its last change (a habit's fields, each day's entry, each synced setting; a
    // null entry is a tombstone), the name shown here when merging gave it a number, this
    // device's own facts (its id, name, folder and clock), and the other devices seen.
    """
    CREATE TABLE sync_habit_fields (
      uuid TEXT NOT NULL,
      field TEXT NOT NULL,
      value TEXT NOT NULL,
      wall INTEGER NOT NULL,
      counter INTEGER NOT NULL,
      device TEXT NOT NULL,
      shown TEXT,
      PRIMARY KEY (uuid, field)
    ) WITHOUT ROWID;
    CREATE TABLE sync_entries (
      uuid TEXT NOT NULL,
      day TEXT NOT NULL,
      value TEXT,
      wall INTEGER NOT NULL,
      counter INTEGER NOT NULL,
      device TEXT NOT NULL,
      PRIMARY KEY (uuid, day)
    ) WITHOUT ROWID;
    CREATE TABLE sync_settings (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL,
      wall INTEGER NOT NULL,
      counter INTEGER NOT NULL,
      device TEXT NOT NULL
    ) WITHOUT ROWID;
    CREATE TABLE sync_local (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    ) WITHOUT ROWID;
    CREATE TABLE sync_peers (
      device TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      written_wall INTEGER NOT NULL,
      written_counter INTEGER NOT NULL,
      file_size INTEGER NOT NULL,
      file_modified REAL NOT NULL,
      file_inode INTEGER NOT NULL,
      seen_at REAL NOT NULL,
      taken_last INTEGER NOT NULL,
      taken_total INTEGER NOT NULL
    ) WITHOUT ROWID;
    """,
    // 9: beside the streak checkpoint, where the achievement walk stood (`AchievementProgress`),
    // so a check-in tells what it earned without walking years; the derived data is built again.
    """
    ALTER TABLE habit_streaks ADD COLUMN progress BLOB;
    DELETE FROM habit_streaks;
    DELETE FROM habit_marks;
    """,
    // 10: a day can hold an answer of "not done" (Loop's NO, harsh's `n`), kept with its note:
    // the entries table is rebuilt because its CHECK on status changes (foreign keys off).
    """
    CREATE TABLE entries_v10 (
      habit_id INTEGER NOT NULL REFERENCES habits (id) ON DELETE CASCADE,
      day TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('done', 'skipped', 'not-done')),
      note TEXT,
      amount INTEGER CHECK (amount >= 0),
      PRIMARY KEY (habit_id, day)
    ) WITHOUT ROWID;
    INSERT INTO entries_v10 (habit_id, day, status, note, amount)
    SELECT habit_id, day, status, note, amount FROM entries;
    DROP TABLE entries;
    ALTER TABLE entries_v10 RENAME TO entries;
    CREATE INDEX entries_with_notes ON entries (habit_id, day) WHERE note IS NOT NULL AND note != '';
    """,
  ]

  /// The version whose derived data (`habit_streaks`, `habit_marks`) this build writes: a file
  /// from before it gets its derived data built again in the migration's transaction.
  static let derivedDataVersion: Int64 = 9

  /// The schema version this build writes and understands.
  static var version: Int64 { Int64(migrations.count) }
}

/// What a database file says it is: HabitFlow's mark, its schema version, and whether it holds
/// the tables that version has.
struct Identity: Equatable {
  /// `PRAGMA application_id`.
  var application: Int64
  /// `PRAGMA user_version`.
  var version: Int64
  /// How many tables, indexes and other objects the file holds.
  var objects: Int64
  /// Whether every table and column of its schema version is there (asked only of a file with
  /// HabitFlow's mark and a version this build reads).
  var hasItsTables = false

  /// An empty file, or one no program has marked or filled yet: HabitFlow may make it its own.
  var isFresh: Bool { application == 0 && version == 0 && objects == 0 }

  /// Reads the identity; run it inside one transaction, so its parts come from one moment even
  /// while another process is creating or migrating the file. Each column is looked up in the
  /// schema SQLite has already read, not listed through a query per table.
  static func read(_ database: Database) throws -> Identity {
    var identity = Identity(
      application: try database.scalar("PRAGMA application_id")?.integer ?? 0,
      version: try database.scalar("PRAGMA user_version")?.integer ?? 0,
      objects: try database.scalar("SELECT count(*) FROM sqlite_master")?.integer ?? 0)
    if !identity.isFresh, identity.application == Schema.applicationID,
      identity.version <= Schema.version
    {
      identity.hasItsTables = try Schema.hasTables(ofVersion: identity.version, in: database)
    }
    return identity
  }

  /// The file's schema version, or why HabitFlow must not touch the file at `path`.
  func version(of path: String) throws -> Int64 {
    if isFresh { return 0 }
    guard application == Schema.applicationID else { throw StoreError.notHabitFlow(path: path) }
    guard version <= Schema.version else {
      throw StoreError.newerSchema(path: path, found: version, supported: Schema.version)
    }
    guard hasItsTables else { throw StoreError.damaged(path: path) }
    return version
  }
}

extension Schema {
  /// The tables and columns a file of `version` has: the first `version` migrations, run on an
  /// empty database in memory, so this can never disagree with the migrations themselves.
  static func tables(atVersion version: Int64) throws -> [String: Set<String>] {
    let database = try Database(path: ":memory:", mode: .create)
    for step in migrations.prefix(Int(version)) { try database.execute(step) }
    var tables: [String: Set<String>] = [:]
    let columns = try database.prepare(
      """
      SELECT m.name, p.name FROM sqlite_master AS m, pragma_table_info(m.name) AS p
      WHERE m.type = 'table'
      """)
    while try columns.step() {
      tables[columns.text(0) ?? "", default: []].insert(columns.text(1) ?? "")
    }
    return tables
  }
}
