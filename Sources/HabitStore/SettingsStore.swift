import HabitCore

extension HabitStore {
  /// The stored settings; missing or unreadable values fall back to the defaults.
  public func settings() throws -> Settings {
    let values = try settingValues()
    var settings = Settings()
    func read<T>(_ key: String, _ parse: (String) -> T?, into target: inout T) {
      if let text = values[key], let value = parse(text) { target = value }
    }
    read("dayStart", TimeOfDay.init(parsing:), into: &settings.dayStart)
    read("weekStart", WeekStart.init(rawValue:), into: &settings.weekStart)
    read(
      "masterEnabled", { ["on": true, "off": false][$0] }, into: &settings.reminders.masterEnabled)
    read("preReminderMinutes", { Int($0) }, into: &settings.reminders.preReminderMinutes)
    read("overdueDelayMinutes", { Int($0) }, into: &settings.reminders.overdueDelayMinutes)
    read("summaryTime", TimeOfDay.init(parsing:), into: &settings.reminders.summaryTime)
    read("alertStyle", AlertStyle.init(rawValue:), into: &settings.reminders.alertStyle)
    read("ringer", Ringer.init(rawValue:), into: &settings.reminders.ringer)
    read("language", LanguageChoice.init(rawValue:), into: &settings.reminders.language)
    read("eviction", EvictionPolicy.init(rawValue:), into: &settings.reminders.eviction)
    read("permission", Permission.init(rawValue:), into: &settings.reminders.permission)
    read("alarmMode", AlarmMode.init(rawValue:), into: &settings.reminders.alarmMode)
    read(
      "alarmPermission", Permission.init(rawValue:), into: &settings.reminders.alarmPermission)
    return settings
  }

  /// Saves the settings.
  public func save(_ settings: Settings) throws {
    let reminders = settings.reminders
    let pairs: [(String, String)] = [
      ("dayStart", settings.dayStart.description), ("weekStart", settings.weekStart.rawValue),
      ("masterEnabled", reminders.masterEnabled ? "on" : "off"),
      ("preReminderMinutes", String(reminders.preReminderMinutes)),
      ("overdueDelayMinutes", String(reminders.overdueDelayMinutes)),
      ("summaryTime", reminders.summaryTime.description),
      ("alertStyle", reminders.alertStyle.rawValue), ("ringer", reminders.ringer.rawValue),
      ("language", reminders.language.rawValue), ("eviction", reminders.eviction.rawValue),
      ("permission", reminders.permission.rawValue), ("alarmMode", reminders.alarmMode.rawValue),
      ("alarmPermission", reminders.alarmPermission.rawValue),
    ]
    for (key, value) in pairs { try setValue(value, for: key) }
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
  }
}
