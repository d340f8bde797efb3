import HabitCore

extension StoreReader {
  /// The stored settings; missing or unreadable values fall back to the defaults.
  public func settings() throws -> Settings {
    var settings = Settings()
    for (key, text) in try settingValues() { _ = Setting.named(key)?.read(text, &settings) }
    return settings
  }

  static let selectSettings = SettingColumn.select()

  /// All stored key/value pairs.
  public func settingValues() throws -> [String: String] {
    let row = try database.prepare(Self.selectSettings)
    var values: [String: String] = [:]
    while try row.step() {
      values[row.text(SettingColumn.key) ?? ""] = row.text(SettingColumn.value) ?? ""
    }
    return values
  }

}

extension StoreWriter {
  /// Saves the settings whose stored text differs: a value left alone is not a change (sync
  /// stamps only what a person set).
  public func save(_ settings: Settings) throws {
    try save(settings, changedFrom: try self.settings())
  }

  /// Saves the settings that differ between `before` and `settings`, leaving the others as
  /// stored: a change made on a copy read earlier does not undo what changed meanwhile.
  public func save(_ settings: Settings, changedFrom before: Settings) throws {
    let was = HabitStore.allValues(of: before)
    for (key, value) in HabitStore.allValues(of: settings) where was[key] != value {
      try setValue(value, for: key)
    }
  }

  /// Stores one setting value.
  public func setValue(_ value: String, for key: String) throws {
    try saveSettingRow(value, key: key)
  }

  /// Removes one stored value (a key that is not there is no change).
  public func removeValue(for key: String) throws {
    try deleteSettingRow(key: key)
  }
}

extension HabitStore {
  /// The person's preferences as stored text by key: every setting but the simulated phone's
  /// permissions, which belong to that phone (an export carries these, an import applies them).
  public static func preferenceValues(of settings: Settings) -> [String: String] {
    allValues(of: settings).filter { Setting.named($0.key)?.reach.isPreference == true }
  }

  /// `settings` with the preference values applied; a key that is not a preference, or a value
  /// that does not read, is refused with which one.
  public static func settings(applying values: [String: String], to settings: Settings) throws
    -> Settings
  {
    var result = settings
    for (key, text) in values.sorted(by: { $0.key < $1.key }) {
      guard let setting = Setting.named(key), setting.reach.isPreference,
        setting.read(text, &result)
      else { throw StoreError.badSetting(key: key, value: text) }
    }
    return result
  }

  /// The settings a file may carry: every one but the simulated phone's permissions.
  public static let preferenceKeys: Set<String> = Set(
    Setting.all.filter { $0.reach.isPreference }.map { $0.key })

  static func allValues(of settings: Settings) -> [String: String] {
    Dictionary(uniqueKeysWithValues: Setting.all.map { ($0.key, $0.text(settings)) })
  }
}
