import HabitCore

extension HabitStore {
  /// The stored settings; missing or unreadable values fall back to the defaults.
  public func settings() throws -> Settings {
    let values = try settingValues()
    var settings = Settings()
    if let text = values["dayStart"], let time = TimeOfDay(parsing: text) {
      settings.dayStart = time
    }
    if let text = values["weekStart"], let start = WeekStart(rawValue: text) {
      settings.weekStart = start
    }
    return settings
  }

  /// Saves the settings.
  public func save(_ settings: Settings) throws {
    try setValue(settings.dayStart.description, for: "dayStart")
    try setValue(settings.weekStart.rawValue, for: "weekStart")
  }

  /// All stored key/value pairs; later issues keep their own keys here too.
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
