import Foundation
import HabitApp
import HabitCore
import HabitInterchange
import HabitTransfer

/// `import`: habits and their history from Loop, harsh or a HabitFlow export.
enum ImportCommand {
  static let command: Command = {
    var command = importCommand
    command.previews = { arguments in arguments.has("--dry-run") }
    return command
  }()

  private static let importCommand = Command(
    name: "import",
    synopsis: "import FILE [--from FORMAT] [--dry-run] [--json]",
    summary: "Bring in habits and check-ins from Loop, harsh or a HabitFlow export.",
    details: [
      "FORMAT: loop (a Loop backup .db), loop-csv (Loop's CSV folder or .zip), harsh (its",
      "folder, habits or log file), habitflow (export --format json); found from the content",
      "when left out. All or nothing, in one transaction. A habit already imported (same Loop",
      "or HabitFlow id) gets the file's check-ins merged; a taken name gets ' (2)'.",
      "--dry-run shows what would be imported and changes nothing.",
    ],
    spec: ArgumentSpec(valueOptions: ["--from"], flags: ["--dry-run", "--json"]),
    access: .live
  ) { arguments, session in
    let format = try arguments["--from"].map {
      try Values.choice(ImportFormat.self, $0, option: "--from")
    }
    let today = try session.library.read { try session.today() }
    let path = arguments.positionals[0]
    let (found, carried) = try Importer.read(path, as: format, today: today)
    let dryRun = arguments.has("--dry-run")
    let outcome = try session.library.importing(carried, dryRun: dryRun, now: session.now)
    if arguments.has("--json") {
      return ImportReport.json(
        outcome, format: found, dryRun: dryRun, carried: carried
      ).serialized
    }
    return ImportReport.text(
      outcome, format: found, path: path, dryRun: dryRun, carried: carried)
  }

}

/// `export`: everything, in HabitFlow's JSON, Loop's CSV or backup, or iCalendar.
enum ExportCommand {
  static let command = Command(
    name: "export",
    synopsis: "export [--format FORMAT] [-o PATH] [--force]",
    summary: "Write every habit and check-in as json (default), csv, loop or ics.",
    details: [
      "json: everything, read back by import. csv: Loop's CSV layout, a folder or (PATH ending",
      ".zip) a zip. loop: a Loop backup (schema 25) to restore in Loop. ics: the timed habits",
      "as recurring calendar events with their reminders. json and ics go to standard output",
      "without -o; csv and loop need it. An existing PATH is refused unless --force.",
    ],
    spec: ArgumentSpec(valueOptions: ["--format", "-o"], flags: ["--force"]),
    access: .read
  ) { arguments, session in
    let format = try Values.choice(
      ExportFormat.self, arguments["--format"] ?? "json", option: "--format")
    let carried = try session.library.carried()
    let settings = try session.settings()
    let today = try session.today()
    let text = {
      format == .ics
        ? ICalendar.document(
          habits: carried.habits.map(\.habit), reminders: settings.reminders, zone: session.zone,
          stamp: session.now, language: session.language(settings))
        : HabitFlowFile.document(carried).serialized + "\n"
    }
    guard let path = arguments["-o"] else {
      guard format.isText else {
        throw CommandError.usage("--format \(format.rawValue) needs -o PATH")
      }
      // The run ends the output with a line feed: the document's own last one gives way to it
      // (for iCalendar only the LF of its CRLF; Swift counts CRLF as one character).
      return String(String.UnicodeScalarView(text().unicodeScalars.dropLast()))
    }
    try Exporter.write(
      text(), csv: { LoopCSV.files(of: carried, today: today) }, carried: carried,
      format: format, to: path, replacing: arguments.has("--force"))
    let summary =
      "Exported \(held(carried, format)) to \(Display.safe(path))" + leftOut(carried, format)
    // Loop's files cannot hold every habit whole: each such habit gets a line.
    guard format == .loop || format == .csv else { return summary }
    let lost = carried.habits.compactMap {
      LoopExtras.notHeld($0.habit, reminders: format == .loop).map(Display.safe)
    }
    return ([summary] + lost).joined(separator: "\n")
  }

  /// What a file of `format` holds of `carried`: every habit and check-in, or for iCalendar
  /// the timed habits as events (`2 timed habits as 3 events`).
  static func held(_ carried: Carried, _ format: ExportFormat) -> String {
    guard format == .ics else {
      return "\(RestoreCommand.counted(carried.habits.count, "habit")) and "
        + "\(RestoreCommand.checkIns(carried.entryCount, notDone: carried.notDoneCount)) as "
        + format.rawValue
    }
    let (habits, events) = ICalendar.held(of: carried.habits.map(\.habit))
    return
      "\(RestoreCommand.counted(habits, "timed habit")) as \(RestoreCommand.counted(events, "event"))"
  }

  /// What an iCalendar file leaves out (`; not in it: 2 habits (untimed, archived or never
  /// due) and every check-in`), or nothing.
  static func leftOut(_ carried: Carried, _ format: ExportFormat) -> String {
    guard format == .ics else { return "" }
    let habits = carried.habits.count - ICalendar.held(of: carried.habits.map(\.habit)).habits
    let parts =
      (habits > 0
        ? ["\(RestoreCommand.counted(habits, "habit")) (untimed, archived or never due)"] : [])
      + (carried.entryCount > 0 ? ["every check-in"] : [])
    return parts.isEmpty ? "" : "; not in it: " + parts.joined(separator: " and ")
  }

}
