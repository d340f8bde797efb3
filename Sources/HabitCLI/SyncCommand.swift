import Foundation
import HabitApp
import HabitCore
import HabitInterchange
import HabitSync

/// `sync`: one round through the sync folder, or (`--status`) the devices seen.
enum SyncCommand {
  static let command: Command = {
    var command = syncCommand
    command.leavesDatabase = { arguments in arguments.has("--status") }
    return command
  }()

  private static let syncCommand = Command(
    name: "sync",
    synopsis: "sync [--status] [--json]",
    summary: "Merge with the other devices through the sync folder, or list them (--status).",
    details: [
      "Turn it on with settings --sync-dir DIR (and --device-name NAME). Each device writes",
      "only its own file, DIR/<device-id>.hfsync, and reads the others': carry DIR with",
      "Syncthing, git or any file sync. The latest change of each habit field, day and setting",
      "wins; removing and unchecking are changes too. The interface and watch sync by themselves.",
    ],
    spec: ArgumentSpec(valueOptions: [], flags: ["--status", "--json"]),
    access: .live
  ) { arguments, session in
    if arguments.has("--status") { return try status(session, json: arguments.has("--json")) }
    let report: SyncReport
    do {
      report = try session.library.syncRound(now: session.now)
    } catch let failure as SyncFailure {
      throw CommandError.failure(failure.message)
    }
    return arguments.has("--json") ? json(report).serialized : text(report)
  }

  static func text(_ report: SyncReport) -> String {
    var lines: [String] = []
    if report.takenCount > 0 {
      let from = report.taken.map { "\($0.changes) from \(Display.safe($0.device))" }
      lines.append(
        "Took in \(counted(report.takenCount, "change")): \(from.joined(separator: ", ")).")
      let applied = report.applied
      let parts = [
        (applied.habitsAdded, "habit added", "habits added"),
        (applied.habitsChanged, "habit changed", "habits changed"),
        (applied.habitsRemoved, "habit removed", "habits removed"),
        (applied.entriesChanged, "day", "days"), (applied.settingsChanged, "setting", "settings"),
      ].filter { $0.0 > 0 }.map { "\($0.0) \($0.0 == 1 ? $0.1 : $0.2)" }
      if !parts.isEmpty { lines.append("Here: \(parts.joined(separator: ", ")).") }
    }
    lines.append(report.wrote ? "Wrote this device's file." : "Nothing new to write.")
    if report.takenCount == 0, !report.wrote { lines = ["Nothing new."] }
    lines += report.applied.unreadable.map {
      "warning: habit \(Display.safe($0)) does not read here (from a later HabitFlow?): kept, not shown"
    }
    lines += report.warnings.map { "warning: \(Display.safe($0))" }
    return lines.joined(separator: "\n")
  }

  static func json(_ report: SyncReport) -> JSON {
    let applied = report.applied
    return .object([
      (
        "taken",
        .array(
          report.taken.map {
            .object([("device", .string($0.device)), ("changes", .int($0.changes))])
          })
      ),
      ("habitsAdded", .int(applied.habitsAdded)), ("habitsChanged", .int(applied.habitsChanged)),
      ("habitsRemoved", .int(applied.habitsRemoved)), ("daysChanged", .int(applied.entriesChanged)),
      ("settingsChanged", .int(applied.settingsChanged)), ("wrote", .bool(report.wrote)),
      (
        "warnings",
        .array(
          (report.warnings + applied.unreadable.map { "habit \($0) does not read here" }).map(
            JSON.string))
      ),
    ])
  }

  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
