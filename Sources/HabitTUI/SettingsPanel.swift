import HabitCore

/// The settings panel: one row per setting, `h`/`l` (or space) change it, changes apply at once.
enum SettingsPanel {
  /// One row: its label, how it reads, and the next value in either direction.
  struct Field: Sendable {
    let label: String
    let value: @Sendable (Settings) -> String
    let step: @Sendable (inout Settings, Int) -> Void
  }

  static let rows: [Field] = [
    Field(
      label: "Reminders", value: { $0.reminders.masterEnabled ? "on" : "off" },
      step: { settings, _ in settings.reminders.masterEnabled.toggle() }),
    Field(
      label: "Not done after", value: { minutesText($0.reminders.overdueDelayMinutes) },
      step: { settings, direction in
        settings.reminders.overdueDelayMinutes = pick(
          [30, 60, 120], settings.reminders.overdueDelayMinutes, direction)
      }),
    Field(
      label: "Daily summary at", value: { $0.reminders.summaryTime.description },
      step: { settings, direction in
        settings.reminders.summaryTime = shifted(settings.reminders.summaryTime, by: 30 * direction)
      }),
    Field(
      label: "Reminder before", value: { minutesText($0.reminders.preReminderMinutes) },
      step: { settings, direction in
        settings.reminders.preReminderMinutes = pick(
          [5, 10, 15, 30, 60], settings.reminders.preReminderMinutes, direction)
      }),
    Field(
      label: "Alert", value: { alertText($0.reminders.alertStyle) },
      step: { settings, direction in
        settings.reminders.alertStyle = cycle(settings.reminders.alertStyle, direction)
      }),
    Field(
      label: "Ring/silent switch", value: { $0.reminders.ringer.rawValue },
      step: { settings, direction in
        settings.reminders.ringer = cycle(settings.reminders.ringer, direction)
      }),
    Field(
      label: "Language", value: { $0.reminders.language.rawValue },
      step: { settings, direction in
        settings.reminders.language = cycle(settings.reminders.language, direction)
      }),
    Field(
      label: "Day starts at", value: { $0.dayStart.description },
      step: { settings, direction in
        settings.dayStart = shifted(settings.dayStart, by: 60 * direction)
      }),
    Field(
      label: "Week starts on", value: { $0.weekStart.rawValue },
      step: { settings, direction in settings.weekStart = cycle(settings.weekStart, direction) }),
  ]

  /// What the alert choice means, in the decision record's words.
  static let guidance = [
    "Sound only is not offered: a phone cannot tell whether its",
    "ring/silent switch would mute it. On silent, sound+vibration",
    "turns into vibration (here: the screen flashes).",
  ]

  static func handle(_ key: Key, field: Int, _ model: inout Model) -> [Effect] {
    if let step = MainKeys.movement(key) {
      model.panel = .settings(field: clampIndex(field + step, rows.count))
      return []
    }
    switch key {
    case .escape, .character(","), .character("q"):
      model.panel = .none
      return []
    case .character("l"), .right, .character(" "), .enter:
      return change(field, 1, &model)
    case .character("h"), .left:
      return change(field, -1, &model)
    default:
      return []
    }
  }

  private static func change(_ field: Int, _ direction: Int, _ model: inout Model) -> [Effect] {
    var settings = model.snapshot.board.settings
    rows[field].step(&settings, direction)
    return [.saveSettings(settings)]
  }

  static func minutesText(_ minutes: Int) -> String {
    minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes) min"
  }

  static func alertText(_ style: AlertStyle) -> String {
    switch style {
    case .soundAndVibration: return "sound + vibration"
    case .vibrate: return "vibration only"
    case .none: return "none"
    }
  }

  private static func pick(_ choices: [Int], _ current: Int, _ direction: Int) -> Int {
    if direction > 0 { return choices.first { $0 > current } ?? choices[0] }
    return choices.last { $0 < current } ?? choices[choices.count - 1]
  }

  private static func shifted(_ time: TimeOfDay, by minutes: Int) -> TimeOfDay {
    TimeOfDay(minutes: ((time.minutes + minutes) % 1440 + 1440) % 1440)!
  }

  private static func cycle<T: CaseIterable & Equatable>(_ value: T, _ direction: Int) -> T
  where T.AllCases == [T] {
    let all = T.allCases
    return all[(all.firstIndex(of: value)! + direction + all.count) % all.count]
  }
}
