import HabitCore

/// The settings panel: one row per setting, `h`/`l` (or space) change it, changes apply at once.
/// Below the rows, what the selected setting does.
enum SettingsPanel {
  /// One row: its label, how its value reads, what it does, and the next value either way.
  struct Row: Sendable {
    let label: String
    let value: @Sendable (Settings) -> String
    let explanation: String
    let step: @Sendable (inout Settings, Int) -> Void
  }

  /// Every setting, in the panel's order. A new setting is one more row here.
  static let rows: [Row] = [
    Row(
      label: "Reminders", value: { $0.reminders.masterEnabled ? "on" : "off" },
      explanation: "Off removes every pending reminder; on plans the next seven days again.",
      step: { settings, _ in settings.reminders.masterEnabled.toggle() }),
    Row(
      label: "Not done after", value: { minutesText($0.reminders.overdueDelayMinutes) },
      explanation: "A habit still not done this long after its time gets a second reminder.",
      step: { settings, direction in
        settings.reminders.overdueDelayMinutes = pick(
          [30, 60, 120], settings.reminders.overdueDelayMinutes, direction)
      }),
    Row(
      label: "Daily summary at", value: { $0.reminders.summaryTime.description },
      explanation: "At this time one notification lists what is still left today.",
      step: { settings, direction in
        settings.reminders.summaryTime = shifted(settings.reminders.summaryTime, by: 30 * direction)
      }),
    Row(
      label: "Reminder before", value: { minutesText($0.reminders.preReminderMinutes) },
      explanation: "A heads-up this long before a habit's time.",
      step: { settings, direction in
        settings.reminders.preReminderMinutes = pick(
          [5, 10, 15, 30, 60], settings.reminders.preReminderMinutes, direction)
      }),
    Row(
      label: "Alert", value: { alertText($0.reminders.alertStyle) },
      explanation:
        "No sound only: a phone cannot tell whether its silent switch would mute it. On silent, sound + vibration only vibrates (here: the screen flashes).",
      step: { settings, direction in
        settings.reminders.alertStyle = cycle(settings.reminders.alertStyle, direction)
      }),
    Row(
      label: "Ring/silent switch", value: { $0.reminders.ringer.rawValue },
      explanation:
        "The simulated phone's switch: on silent the bell is muted and only the flash remains.",
      step: { settings, direction in
        settings.reminders.ringer = cycle(settings.reminders.ringer, direction)
      }),
    Row(
      label: "Language", value: { $0.reminders.language.rawValue },
      explanation:
        "The language of this screen and of the notifications; auto follows the system's (LANG).",
      step: { settings, direction in
        settings.reminders.language = cycle(settings.reminders.language, direction)
      }),
    Row(
      label: "Day starts at", value: { $0.dayStart.description },
      explanation: "Before this time, check-ins still count for the previous day (for night owls).",
      step: { settings, direction in
        settings.dayStart = shifted(settings.dayStart, by: 60 * direction)
      }),
    Row(
      label: "Week starts on", value: { $0.weekStart.rawValue },
      explanation: "The weekday in the heatmap's first row.",
      step: { settings, direction in settings.weekStart = cycle(settings.weekStart, direction) }),
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

  /// The panel as a dialog: the rows, then the selected row's explanation and the keys.
  static func dialog(_ model: Model, field: Int) -> Dialog {
    let settings = model.snapshot.board.settings
    let body = rows.enumerated().map { index, row in
      DialogItem.field(
        label: row.label, value: "< \(row.value(settings)) >", selected: index == field)
    }
    return Dialog(
      title: "Settings", body: body,
      footer: [
        .choice(rows.map(\.explanation), shown: field),
        .text("j/k move · h/l change · Esc close", .dim),
      ], focus: field, maxWidth: 66)
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
