import HabitCore
import HabitStore

/// `settings`: show or change the preferences.
enum SettingsCommand {
  static let settings = Command(
    name: "settings",
    synopsis: "settings [--day-start HH:MM] [--week-start sunday|monday] [--json]",
    summary: "Show the settings, or change them.",
    details: [
      "--day-start 03:00 counts anything before 03:00 as the previous day.",
      "--week-start sets the first row of the heatmaps.",
    ],
    spec: ArgumentSpec(valueOptions: ["--day-start", "--week-start"], flags: ["--json"]),
    writes: true
  ) { arguments, session in
    var settings = try session.settings()
    if let text = arguments["--day-start"] {
      settings.dayStart = try Values.time(text, option: "--day-start")
    }
    if let text = arguments["--week-start"] {
      guard let start = WeekStart(rawValue: text.lowercased()) else {
        throw CommandError.usage(
          "invalid --week-start '\(Display.safe(text))': expected sunday or monday")
      }
      settings.weekStart = start
    }
    if !arguments.values.isEmpty { try session.store.save(settings) }
    if arguments.has("--json") {
      return JSON.object([
        ("dayStart", .string(settings.dayStart.description)),
        ("weekStart", .string(settings.weekStart.rawValue)),
      ]).serialized
    }
    return Table(
      headers: ["Setting", "Value"], alignments: [.left, .left],
      rows: [
        ["day start", settings.dayStart.description], ["week start", settings.weekStart.rawValue],
      ]
    ).render(style: session.style)
  }
}
