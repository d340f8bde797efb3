import HabitCore
import HabitInterchange
import HabitStore

/// `settings`: show or change the preferences.
enum SettingsCommand {
  /// One setting: its JSON key, its flag, how a typed value changes it, and how it reads back.
  private struct Field: Sendable {
    let key: String
    let flag: String
    let apply: @Sendable (String, inout Settings) throws -> Void
    let value: @Sendable (Settings) -> JSON
  }

  private static let fields: [Field] = [
    Field(
      key: "dayStart", flag: "--day-start",
      apply: { $1.dayStart = try Values.time($0, option: "--day-start") },
      value: { .string($0.dayStart.description) }),
    Field(
      key: "weekStart", flag: "--week-start",
      apply: { $1.weekStart = try choice($0, "--week-start", WeekStart.self) },
      value: { .string($0.weekStart.rawValue) }),
    Field(
      key: "masterEnabled", flag: "--master",
      apply: { $1.reminders.masterEnabled = try Values.onOff($0, option: "--master") },
      value: { .bool($0.reminders.masterEnabled) }),
    Field(
      key: "preReminderMinutes", flag: "--pre",
      apply: {
        $1.reminders.preReminderMinutes = try minutes($0, "--pre", ReminderSettings.preRange)
      },
      value: { .int($0.reminders.preReminderMinutes) }),
    Field(
      key: "overdueDelayMinutes", flag: "--overdue",
      apply: {
        $1.reminders.overdueDelayMinutes = try minutes(
          $0, "--overdue", ReminderSettings.overdueRange)
      },
      value: { .int($0.reminders.overdueDelayMinutes) }),
    Field(
      key: "summaryTime", flag: "--summary",
      apply: { $1.reminders.summaryTime = try Values.time($0, option: "--summary") },
      value: { .string($0.reminders.summaryTime.description) }),
    Field(
      key: "alertStyle", flag: "--alert",
      apply: { $1.reminders.alertStyle = try alertStyle($0) },
      value: { .string($0.reminders.alertStyle.rawValue) }),
    Field(
      key: "ringer", flag: "--ringer",
      apply: { $1.reminders.ringer = try choice($0, "--ringer", Ringer.self) },
      value: { .string($0.reminders.ringer.rawValue) }),
    Field(
      key: "language", flag: "--lang",
      apply: { $1.reminders.language = try choice($0, "--lang", LanguageChoice.self) },
      value: { .string($0.reminders.language.rawValue) }),
    Field(
      key: "eviction", flag: "--eviction",
      apply: { $1.reminders.eviction = try choice($0, "--eviction", EvictionPolicy.self) },
      value: { .string($0.reminders.eviction.rawValue) }),
    Field(
      key: "permission", flag: "--permission",
      apply: { $1.reminders.permission = try choice($0, "--permission", Permission.self) },
      value: { .string($0.reminders.permission.rawValue) }),
    Field(
      key: "alarmMode", flag: "--alarm-mode",
      apply: { $1.reminders.alarmMode = try choice($0, "--alarm-mode", AlarmMode.self) },
      value: { .string($0.reminders.alarmMode.rawValue) }),
    Field(
      key: "alarmPermission", flag: "--alarm-permission",
      apply: {
        $1.reminders.alarmPermission = try choice($0, "--alarm-permission", Permission.self)
      },
      value: { .string($0.reminders.alarmPermission.rawValue) }),
    Field(
      key: "desktopNotifications", flag: "--desktop",
      apply: { $1.reminders.desktopNotifications = try Values.onOff($0, option: "--desktop") },
      value: { .bool($0.reminders.desktopNotifications) }),
  ]

  static let settings: Command = {
    var command = settingsCommand
    // Only showing them reads: it never arms the reminders, as no command that only reads does.
    command.readsOnly = { arguments in arguments.values.isEmpty }
    return command
  }()

  private static let settingsCommand = Command(
    name: "settings",
    synopsis: "settings [--day-start HH:MM] [--week-start sunday|monday] [--master on|off] "
      + "[--pre MIN] [--overdue MIN] [--summary HH:MM] [--alert sound+vibration|vibrate|none] "
      + "[--ringer ring|silent] [--lang auto|en|ko] [--eviction oldest-added|soonest-64] "
      + "[--permission allowed|denied] [--alarm-mode burst|alarmkit] "
      + "[--alarm-permission allowed|denied] [--desktop on|off] [--sync-dir DIR|off] "
      + "[--device-name NAME] [--json]",
    summary: "Show the settings, or change them (reminders are rescheduled at once).",
    details: [
      "--day-start 03:00 counts anything before 03:00 as the previous day.",
      "--alert: 'sound only' is not offered: a phone cannot tell whether its ring/silent switch",
      "  would mute it. On silent, sound+vibration turns into vibration (here: a screen flash).",
      "--eviction: which requests a full device drops (modern iOS: oldest added).",
      "--alarm-mode burst: the decision record's alarm, 60 notifications 2 s apart; they take 60",
      "  of the 64 slots, stop after two minutes, and follow the ring/silent switch.",
      "--alarm-mode alarmkit: one system alarm per alarm habit or timer (iOS 26 AlarmKit): it",
      "  rings like the Clock app, even on silent, until stopped, outside the 64; it needs its",
      "  own permission (--alarm-permission).",
      "--sync-dir: the folder to sync this database through (see habitflow sync --help); off",
      "  stops syncing. --device-name: what other devices call this one (default: host name).",
    ],
    spec: ArgumentSpec(
      valueOptions: Set(fields.map(\.flag) + SyncSettings.flags), flags: ["--json"]),
    access: .write
  ) { arguments, session in
    var settings = try session.settings()
    for field in fields {
      if let text = arguments[field.flag] { try field.apply(text, &settings) }
    }
    let sync = try SyncSettings.apply(arguments, session)
    // Set again, `auto` is resolved again, from this command's locale, by the plan it makes.
    if arguments["--lang"] != nil { try session.reminders.resolveLanguageAgain() }
    if fields.contains(where: { arguments[$0.flag] != nil }) { try session.store.save(settings) }
    if arguments.has("--json") {
      return JSON.object(fields.map { ($0.key, $0.value(settings)) } + sync).serialized
    }
    let rows =
      (fields.map { ($0.key, $0.value(settings)) }
      + sync.filter { $0.1 != .null || $0.0 == "syncDir" })
      .map { key, value -> [String] in
        if case .string(let text) = value { return [key, Display.safe(text)] }
        if case .bool(let on) = value { return [key, on ? "on" : "off"] }
        if case .null = value { return [key, "off"] }
        return [key, value.serialized]
      }
    let table = Table(headers: ["Setting", "Value"], alignments: [.left, .left], rows: rows)
      .render(style: session.style)
    let reminders = settings.reminders
    guard reminders.alarmMode == .alarmkit, reminders.alarmPermission == .denied else {
      return table
    }
    return table
      + "\nAlarmKit alarms are not allowed, so none is scheduled (--alarm-permission allowed)."
  }

  private static func choice<T: RawRepresentable & CaseIterable>(
    _ text: String, _ option: String, _ type: T.Type
  ) throws -> T where T.RawValue == String {
    guard let value = T(rawValue: text.lowercased()) else {
      let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
      throw CommandError.usage(
        "invalid \(option) '\(Display.safe(text))': expected one of \(allowed)")
    }
    return value
  }

  private static func minutes(_ text: String, _ option: String, _ range: ClosedRange<Int>) throws
    -> Int
  {
    guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text),
      range.contains(value)
    else {
      throw CommandError.usage(
        "invalid \(option) '\(Display.safe(text))': expected whole minutes from \(range.lowerBound) to \(range.upperBound)"
      )
    }
    return value
  }

  private static func alertStyle(_ text: String) throws -> AlertStyle {
    if text.lowercased() == "sound" {
      throw CommandError.usage(
        "--alert sound is not offered: a phone cannot tell whether its silent switch would mute it; use sound+vibration, vibrate or none"
      )
    }
    return try choice(text, "--alert", AlertStyle.self)
  }
}
