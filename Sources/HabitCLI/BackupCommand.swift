import Foundation
import HabitApp
import HabitCore

/// `backup`: a consistent copy of the database in a file of its own.
enum BackupCommand {
  static let backup: Command = {
    var command = backupCommand
    command.leavesDatabase = { _ in true }
    return command
  }()

  private static let backupCommand = Command(
    name: "backup",
    synopsis: "backup [PATH] [--force]",
    summary: "Copy the whole database to PATH (default: beside it, named with today's date).",
    details: [
      "The copy is consistent even while the interface or watch run. An existing PATH is",
      "refused unless --force; the default name never replaces one (-2, -3, ... are added).",
    ],
    spec: ArgumentSpec(flags: ["--force"]),
    access: .live
  ) { arguments, session in
    let library = session.library
    let today = try library.read { try session.today() }
    let path = arguments.positionals.first ?? defaultPath(beside: library.path, on: today)
    let (habits, entries) = try library.backup(to: path, replacing: arguments.has("--force"))
    let what =
      "\(habits) habit\(habits == 1 ? "" : "s") and \(entries) check-in"
      + (entries == 1 ? "" : "s")
    return "Backed up \(what) to \(Display.safe(path))"
  }

  /// `habitflow-2026-11-30.sqlite` beside `habitflow.sqlite`, or the first of `-2`, `-3`, ...
  /// that names nothing yet.
  static func defaultPath(beside database: String, on day: Day) -> String {
    let url = URL(fileURLWithPath: database)
    let folder = url.deletingLastPathComponent().path
    let base = url.deletingPathExtension().lastPathComponent + "-" + day.iso
    var name = base
    var number = 1
    while FileManager.default.fileExists(atPath: folder + "/" + name + ".sqlite") {
      number += 1
      name = base + "-\(number)"
    }
    return folder + "/" + name + ".sqlite"
  }
}

/// `restore`: a backup put back in place of the database, the database kept beside it first.
enum RestoreCommand {
  static let restore = Command(
    name: "restore",
    synopsis: "restore PATH [--yes]",
    summary: "Replace the database with the backup at PATH (asking first on a terminal).",
    details: [
      "PATH is checked first (a HabitFlow database this version reads, whole); the database is",
      "kept as DB.before-restore. Refused while the interface or watch has the database open.",
    ],
    spec: ArgumentSpec(flags: ["--yes", "-y"]),
    access: .live,
    question: { arguments, session in
      let (habits, entries) = try Library.inspect(backup: arguments.positionals[0])
      return "Replace the database with \(Display.safe(arguments.positionals[0])) "
        + "(\(counted(habits, "habit")), \(counted(entries, "check-in")))?"
    },
    run: { arguments, session in
      let database = session.library.path
      if let holder = DelivererLock.holder(database: database) {
        throw CommandError.failure(
          "\(holder) has the database open; quit it first (nothing was changed)")
      }
      let path = arguments.positionals[0]
      let previous = database + ".before-restore"
      let (habits, entries) = try session.library.restore(
        from: path, keepingPrevious: previous, now: session.now)
      return "Restored \(counted(habits, "habit")) and \(counted(entries, "check-in")) from "
        + "\(Display.safe(path)); the previous database is kept as \(Display.safe(previous))"
    })

  /// `1 habit`, `3 check-ins`.
  static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// `12 check-ins` of `entries`, and ` and 2 not-done days` of them when there are some.
  static func checkIns(_ entries: Int, notDone: Int) -> String {
    counted(entries - notDone, "check-in")
      + (notDone > 0 ? " and \(counted(notDone, "not-done day"))" : "")
  }
}
