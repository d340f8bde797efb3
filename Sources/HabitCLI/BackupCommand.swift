import Foundation
import HabitCore
import HabitStore

/// `backup`: a consistent copy of the database in a file of its own.
enum BackupCommand {
  static let backup = Command(
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
    let store = session.store
    let today = try store.read { try session.today() }
    let path = arguments.positionals.first ?? defaultPath(beside: store.path, on: today)
    let (habits, entries) = try store.backup(to: path, replacing: arguments.has("--force"))
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
