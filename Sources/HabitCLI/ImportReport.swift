import HabitApp
import HabitInterchange
import HabitTransfer

/// What `import` prints: one summary line (after each habit's line on a dry run), then a line for
/// each thing the file holds that HabitFlow took otherwise than the file meant; or JSON counts.
enum ImportReport {
  static func text(
    _ outcome: ImportOutcome, format: ImportFormat, path: String, dryRun: Bool, carried: Carried
  ) -> String {
    let notesLeftOut = carried.notesLeftOut
    let notices = carried.notices.map(Display.safe)
    let totals = Totals(outcome)
    var summary =
      (dryRun ? "Would import " : "Imported ")
      + "\(RestoreCommand.counted(outcome.habits.count, "habit")) (\(totals.new) new, "
      + "\(totals.merged) merged) and "
      + "\(RestoreCommand.checkIns(totals.entries, notDone: totals.notDone)) "
      + "(\(totals.added) added, \(totals.replaced) changed) from the \(format.title) "
      + Display.safe(path)
    if notesLeftOut > 0 {
      summary +=
        "; \(RestoreCommand.counted(notesLeftOut, "note")) on days without a check-in "
        + (dryRun ? "would stay" : "stayed") + " behind (HabitFlow keeps notes on check-ins)"
    }
    if !outcome.settingsChanged.isEmpty {
      summary += "; settings changed: " + outcome.settingsChanged.joined(separator: ", ")
    }
    if !dryRun {
      return ([summary + (outcome.changedAnything ? "" : " (nothing was new)")] + notices)
        .joined(separator: "\n")
    }
    let lines = outcome.habits.map { habit in
      let name = Display.safe(habit.storedName)
      let what =
        habit.isNew
        ? (habit.storedName == habit.nameInFile ? "new" : "new, renamed from a taken name")
        : "merged: \(habit.added) added, \(habit.replaced) changed"
      return
        "  \(name): \(RestoreCommand.checkIns(habit.entries, notDone: habit.notDone)) (\(what))"
    }
    return (lines + [summary + "; dry run, nothing was changed"] + notices)
      .joined(separator: "\n")
  }

  static func json(_ outcome: ImportOutcome, format: ImportFormat, dryRun: Bool, carried: Carried)
    -> JSON
  {
    let totals = Totals(outcome)
    return .object([
      ("format", .string(format.rawValue)),
      ("dryRun", .bool(dryRun)),
      (
        "habits",
        .array(
          outcome.habits.map { habit in
            .object([
              ("name", .string(habit.storedName)), ("nameInFile", .string(habit.nameInFile)),
              ("new", .bool(habit.isNew)), ("entries", .int(habit.entries)),
              ("notDone", .int(habit.notDone)),
              ("added", .int(habit.added)), ("replaced", .int(habit.replaced)),
            ])
          })
      ),
      (
        "totals",
        .object([
          ("habits", .int(outcome.habits.count)), ("newHabits", .int(totals.new)),
          ("mergedHabits", .int(totals.merged)), ("entries", .int(totals.entries)),
          ("notDone", .int(totals.notDone)),
          ("added", .int(totals.added)), ("replaced", .int(totals.replaced)),
        ])
      ),
      ("settingsChanged", .array(outcome.settingsChanged.map(JSON.string))),
      ("notesLeftOut", .int(carried.notesLeftOut)),
      ("notices", .array(carried.notices.map(JSON.string))),
    ])
  }

  private struct Totals {
    let new: Int
    let merged: Int
    let entries: Int
    let notDone: Int
    let added: Int
    let replaced: Int

    init(_ outcome: ImportOutcome) {
      new = outcome.habits.filter(\.isNew).count
      merged = outcome.habits.count - new
      entries = outcome.habits.reduce(0) { $0 + $1.entries }
      notDone = outcome.habits.reduce(0) { $0 + $1.notDone }
      added = outcome.habits.reduce(0) { $0 + $1.added }
      replaced = outcome.habits.reduce(0) { $0 + $1.replaced }
    }
  }
}
