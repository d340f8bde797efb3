import HabitCore

extension SettingsPanel {
  /// One row: a setting of the table (SettingsTable.swift) that has a place in the panel.
  struct Row: Sendable {
    /// The setting it shows and changes.
    let setting: Setting
    /// Its label.
    let label: Phrase
    /// How a number or time is cycled and typed; nil for a row of named choices.
    let numeric: Numeric?

    /// What it does, shown below the rows while it is selected.
    var explanation: Phrase { setting.help }

    /// How its value reads.
    func value(_ settings: Settings, _ words: Words) -> String {
      setting.shown(settings, words)
    }

    /// The settings with a named value moved `direction` steps round its choices.
    func step(_ settings: inout Settings, _ direction: Int) {
      settings = setting.stepped(settings, by: direction)
    }

    init(_ setting: Setting, _ panel: PanelRow) {
      self.setting = setting
      label = panel.label
      numeric = setting.number.map { number in
        Numeric(
          choices: panel.usual, range: Numeric.range(of: setting.kind), get: number.get,
          set: number.set)
      }
    }
  }

  /// The settings that have a row, in the panel's order.
  static let rows: [Row] = Setting.all
    .compactMap { setting in setting.panel.map { (setting, $0) } }
    .sorted { $0.1.place < $1.1.place }
    .map { Row($0.0, $0.1) }
}
