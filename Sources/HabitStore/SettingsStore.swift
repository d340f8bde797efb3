import HabitCore

extension HabitStore {
  /// The stored settings; missing or unreadable values fall back to the defaults.
  public func settings() throws -> Settings {
    var settings = Settings()
    for (key, text) in try settingValues() {
      guard let field = Self.fields[key] else { continue }
      field.read(text, &settings)
    }
    return settings
  }

  /// Saves the settings whose stored text differs: a value left alone is not a change (sync
  /// stamps only what a person set).
  public func save(_ settings: Settings) throws {
    try save(settings, changedFrom: try self.settings())
  }

  /// Saves the settings that differ between `before` and `settings`, leaving the others as
  /// stored: a change made on a copy read earlier does not undo what changed meanwhile.
  public func save(_ settings: Settings, changedFrom before: Settings) throws {
    let was = Self.allValues(of: before)
    for (key, value) in Self.allValues(of: settings) where was[key] != value {
      try setValue(value, for: key)
    }
  }

  /// All stored key/value pairs.
  public func settingValues() throws -> [String: String] {
    let statement = try database.prepare("SELECT key, value FROM settings")
    var values: [String: String] = [:]
    while try statement.step() { values[statement.text(0) ?? ""] = statement.text(1) ?? "" }
    return values
  }

  /// Stores one setting value.
  public func setValue(_ value: String, for key: String) throws {
    try database.run(
      "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      [.text(key), .text(value)])
    try markSetting(key)
  }

  /// Removes one stored value (a key that is not there is no change).
  public func removeValue(for key: String) throws {
    try database.run("DELETE FROM settings WHERE key = ?", [.text(key)])
    try markSetting(key)
  }

  /// The person's preferences as stored text by key: every setting but the simulated phone's
  /// permissions, which belong to that phone (an export carries these, an import applies them).
  public static func preferenceValues(of settings: Settings) -> [String: String] {
    allValues(of: settings).filter { !phoneOnly.contains($0.key) }
  }

  /// `settings` with the preference values applied; a key that is not a preference, or a value
  /// that does not read, is refused with which one.
  public static func settings(applying values: [String: String], to settings: Settings) throws
    -> Settings
  {
    var result = settings
    for (key, text) in values.sorted(by: { $0.key < $1.key }) {
      guard let field = fields[key], !phoneOnly.contains(key) else {
        throw StoreError.badSetting(key: key, value: text)
      }
      guard field.read(text, &result) else { throw StoreError.badSetting(key: key, value: text) }
    }
    return result
  }

  private static let phoneOnly: Set<String> = ["permission", "alarmPermission"]

  /// The settings a file may carry: every one but the simulated phone's permissions.
  public static var preferenceKeys: Set<String> { Set(fields.keys).subtracting(phoneOnly) }

  private static func allValues(of settings: Settings) -> [String: String] {
    fields.mapValues { $0.write(settings) }
  }

  /// One setting: how its stored text reads into the settings, and how it is written. Made of
  /// closures rather than key paths: every command reads the settings, and the first use of a
  /// key path makes its object at run time (a tenth of a millisecond for these fourteen).
  private struct Field: Sendable {
    let read: @Sendable (String, inout Settings) -> Bool
    let write: @Sendable (Settings) -> String

    init<T>(
      _ get: @escaping @Sendable (Settings) -> T,
      _ set: @escaping @Sendable (inout Settings, T) -> Void,
      parse: @escaping @Sendable (String) -> T?, format: @escaping @Sendable (T) -> String
    ) {
      read = { text, settings in
        guard let value = parse(text) else { return false }
        set(&settings, value)
        return true
      }
      write = { format(get($0)) }
    }

    static func text<T: RawRepresentable<String> & Sendable>(
      _ get: @escaping @Sendable (Settings) -> T,
      _ set: @escaping @Sendable (inout Settings, T) -> Void
    ) -> Field {
      Field(get, set, parse: { T(rawValue: $0) }, format: { $0.rawValue })
    }

    static func time(
      _ get: @escaping @Sendable (Settings) -> TimeOfDay,
      _ set: @escaping @Sendable (inout Settings, TimeOfDay) -> Void
    ) -> Field {
      Field(get, set, parse: { TimeOfDay(parsing: $0) }, format: { $0.description })
    }

    static func minutes(
      _ get: @escaping @Sendable (Settings) -> Int,
      _ set: @escaping @Sendable (inout Settings, Int) -> Void,
      _ range: ClosedRange<Int>
    ) -> Field {
      Field(
        get, set, parse: { Int($0).flatMap { range.contains($0) ? $0 : nil } },
        format: { String($0) })
    }

    static func onOff(
      _ get: @escaping @Sendable (Settings) -> Bool,
      _ set: @escaping @Sendable (inout Settings, Bool) -> Void
    ) -> Field {
      Field(get, set, parse: { ["on": true, "off": false][$0] }, format: { $0 ? "on" : "off" })
    }
  }

  private static let fields: [String: Field] = [
    "dayStart": .time({ $0.dayStart }, { $0.dayStart = $1 }),
    "weekStart": .text({ $0.weekStart }, { $0.weekStart = $1 }),
    "masterEnabled": .onOff({ $0.reminders.masterEnabled }, { $0.reminders.masterEnabled = $1 }),
    "preReminderMinutes": .minutes(
      { $0.reminders.preReminderMinutes }, { $0.reminders.preReminderMinutes = $1 },
      ReminderSettings.preRange),
    "overdueDelayMinutes": .minutes(
      { $0.reminders.overdueDelayMinutes }, { $0.reminders.overdueDelayMinutes = $1 },
      ReminderSettings.overdueRange),
    "summaryTime": .time({ $0.reminders.summaryTime }, { $0.reminders.summaryTime = $1 }),
    "alertStyle": .text({ $0.reminders.alertStyle }, { $0.reminders.alertStyle = $1 }),
    "ringer": .text({ $0.reminders.ringer }, { $0.reminders.ringer = $1 }),
    "language": .text({ $0.reminders.language }, { $0.reminders.language = $1 }),
    "eviction": .text({ $0.reminders.eviction }, { $0.reminders.eviction = $1 }),
    "permission": .text({ $0.reminders.permission }, { $0.reminders.permission = $1 }),
    "alarmMode": .text({ $0.reminders.alarmMode }, { $0.reminders.alarmMode = $1 }),
    "alarmPermission": .text(
      { $0.reminders.alarmPermission }, { $0.reminders.alarmPermission = $1 }),
    "desktopNotifications": .onOff(
      { $0.reminders.desktopNotifications }, { $0.reminders.desktopNotifications = $1 }),
  ]
}
