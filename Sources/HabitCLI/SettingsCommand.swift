import HabitApp
import HabitCore
import HabitInterchange

/// `settings`: show or change the preferences.
enum SettingsCommand {
  static let settings: Command = {
    var command = settingsCommand
    // Only showing them reads: it never arms the reminders, as no command that only reads does.
    command.readsOnly = { arguments in arguments.values.isEmpty }
    return command
  }()

  private static let settingsCommand = Command(
    name: "settings",
    synopsis: (["settings"] + Setting.all.map { "[\($0.flag) \($0.placeholder)]" }
      + SyncSettings.synopsis + ["[--json]"]).joined(separator: " "),
    summary: "Show the settings, or change them (reminders are rescheduled at once).",
    details: Setting.all.flatMap { $0.usage } + SyncSettings.usage,
    spec: ArgumentSpec(
      valueOptions: Set(Setting.all.map { $0.flag } + SyncSettings.flags), flags: ["--json"]),
    access: .action
  ) { arguments, session in
    let was = try session.settings()
    var settings = was
    let given = Setting.all.compactMap { setting in arguments[setting.flag].map { (setting, $0) } }
    for (setting, text) in given {
      guard let stored = setting.typed(text), setting.read(stored, &settings) else {
        throw CommandError.usage(setting.refusal(text))
      }
    }
    let sync = try SyncSettings.apply(arguments, session)
    if given.isEmpty {
      // Sync's settings alone: the reminders are planned again all the same. Showing them
      // (no value given) only reads.
      if !arguments.values.isEmpty { try session.library.planAgain(now: session.now) { nil } }
    } else {
      // Set again, `auto` is resolved again, from this command's locale, by the plan it makes.
      _ = try session.library.changeSettings(
        settings, was: was, languageChosen: given.contains { $0.0.key == "language" },
        now: session.now)
    }
    let values = Setting.all.map { ($0.key, json($0, settings)) }
    if arguments.has("--json") { return JSON.object(values + sync).serialized }
    let rows =
      (values
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

  /// A setting's value as `settings --json` shows it: minutes a number, on/off a Boolean.
  private static func json(_ setting: Setting, _ settings: Settings) -> JSON {
    let text = setting.text(settings)
    switch setting.kind {
    case .minutes: return Int(text).map(JSON.int) ?? .string(text)
    case .onOff: return .bool(text == OnOff.on.spelling)
    case .time, .choice: return .string(text)
    }
  }
}
