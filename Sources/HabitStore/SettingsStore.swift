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

  /// One setting: how its stored text reads into the settings, and how it is written.
  private struct Field: Sendable {
    let read: @Sendable (String, inout Settings) -> Bool
    let write: @Sendable (Settings) -> String

    init<T>(
      _ path: WritableKeyPath<Settings, T> & Sendable, parse: @escaping @Sendable (String) -> T?,
      format: @escaping @Sendable (T) -> String
    ) {
      read = { text, settings in
        guard let value = parse(text) else { return false }
        settings[keyPath: path] = value
        return true
      }
      write = { format($0[keyPath: path]) }
    }

    static func text<T: RawRepresentable<String> & Sendable>(
      _ path: WritableKeyPath<Settings, T> & Sendable
    ) -> Field {
      Field(path, parse: { T(rawValue: $0) }, format: { $0.rawValue })
    }

    static func time(_ path: WritableKeyPath<Settings, TimeOfDay> & Sendable) -> Field {
      Field(path, parse: { TimeOfDay(parsing: $0) }, format: { $0.description })
    }

    static func minutes(
      _ path: WritableKeyPath<Settings, Int> & Sendable, _ range: ClosedRange<Int>
    ) -> Field {
      Field(
        path, parse: { Int($0).flatMap { range.contains($0) ? $0 : nil } }, format: { String($0) })
    }
  }

  private static let fields: [String: Field] = [
    "dayStart": .time(\.dayStart), "weekStart": .text(\.weekStart),
    "masterEnabled": Field(
      \.reminders.masterEnabled, parse: { ["on": true, "off": false][$0] },
      format: { $0 ? "on" : "off" }),
    "preReminderMinutes": .minutes(\.reminders.preReminderMinutes, ReminderSettings.preRange),
    "overdueDelayMinutes": .minutes(\.reminders.overdueDelayMinutes, ReminderSettings.overdueRange),
    "summaryTime": .time(\.reminders.summaryTime), "alertStyle": .text(\.reminders.alertStyle),
    "ringer": .text(\.reminders.ringer), "language": .text(\.reminders.language),
    "eviction": .text(\.reminders.eviction), "permission": .text(\.reminders.permission),
    "alarmMode": .text(\.reminders.alarmMode),
    "alarmPermission": .text(\.reminders.alarmPermission),
    "desktopNotifications": Field(
      \.reminders.desktopNotifications, parse: { ["on": true, "off": false][$0] },
      format: { $0 ? "on" : "off" }),
  ]
}
