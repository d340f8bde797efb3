import Foundation
import HabitCore

extension Library {
  /// Adds a habit at the end of the list (with a new uuid when it has none), or throws the
  /// `HabitRule` it breaks.
  public func add(_ habit: Habit, now: Date, written: Written = { _ in nil }) throws
    -> ActionOutcome
  {
    try act(now: now, written: written) {
      if let rule = habit.brokenRule() { throw rule }
      var new = habit
      if new.uuid.isEmpty { new.uuid = UUID().uuidString.lowercased() }
      return .added(try store.write { try $0.insert(new) }, [])
    }
  }

  /// Saves what an edit changed (`edited` against `was`, the habit as the edit began) on top
  /// of the habit as stored, so another device's change since stays; or throws the first
  /// `HabitRule` the result breaks that the stored habit did not. Archiving is such an edit.
  /// Nothing when the habit is gone.
  public func edit(_ edited: Habit, was: Habit, now: Date, written: Written = { _ in nil })
    throws -> ActionOutcome
  {
    try act(now: now, written: written) {
      try saveEdit(edited, was: was).map { .habit(before: $0.before, after: $0.after) }
    }
  }

  /// An edit landed on the habit as stored, checked by the habit rules: the stored habit and
  /// what it became, or nil when it is gone. An undo and a redo are such edits too.
  private func saveEdit(_ edited: Habit, was: Habit) throws -> (before: Habit, after: Habit)? {
    guard let stored = try store.read({ try $0.habits(ids: [edited.id]) }).first else {
      return nil
    }
    let habit = stored.applying(edit: was, edited)
    let kindChanges = stored.isMeasurable != habit.isMeasurable
    let hasEntries = try kindChanges && store.read { try $0.hasEntries(habitID: habit.id) }
    // The alarm rules hold for the edit as asked too: merging it drops an alarm left with no
    // time, which must be refused, not done quietly. A rule the stored habit broke already (a
    // file from elsewhere) does not stop an edit of something else, such as archiving it.
    let held = Set(stored.brokenRules())
    let broken =
      habit.brokenRules(editing: stored, hasEntries: hasEntries) + edited.brokenRules()
    if let rule = broken.first(where: { !held.contains($0) }) { throw rule }
    try store.write { try $0.update(habit) }
    return (stored, habit)
  }

  /// Deletes a habit with its check-ins; nothing when it is gone.
  public func remove(habitID: Int64, now: Date, written: Written = { _ in nil }) throws
    -> ActionOutcome
  {
    try act(now: now, written: written) {
      guard let habit = try store.read({ try $0.habits(ids: [habitID]) }).first else { return nil }
      let entries = try store.read { try $0.entries(habitID: habitID) }
      try store.write { try $0.delete(habitID: habitID) }
      return .deleted(habit, entries)
    }
  }

  /// Moves a habit to `index` (0-based, kept within the list) among the habits that are not
  /// archived; nothing when it is not listed.
  public func move(habitID: Int64, to index: Int, now: Date, written: Written = { _ in nil })
    throws -> ActionOutcome
  {
    try act(now: now, written: written) {
      let shown = try store.read { try $0.habits() }
      guard let from = shown.firstIndex(where: { $0.id == habitID }) else { return nil }
      let to = max(0, min(index, shown.count - 1))
      try store.write { try $0.move(habitID: habitID, to: to) }
      return .moved(habitID: habitID, from: from, to: to)
    }
  }

  /// Saves the settings that differ from `was` (the settings as the change began). With
  /// `languageChosen` (the language was set, even to what it was), `auto` is resolved again
  /// from this process's locale by the plan the change makes.
  public func changeSettings(
    _ settings: Settings, was: Settings, languageChosen: Bool, now: Date,
    written: Written = { _ in nil }
  ) throws -> ActionOutcome {
    try act(now: now, written: written) {
      let before = try store.read { try $0.settings() }
      try store.write { try $0.save(settings, changedFrom: was) }
      if languageChosen { try reminders.resolveLanguageAgain() }
      return .settings(before: before, after: try store.read { try $0.settings() })
    }
  }

  /// Takes back a recorded change: stores its inverse as it is.
  public func undo(_ change: Change, now: Date, written: Written = { _ in nil }) throws
    -> ActionOutcome
  {
    try apply(change.inverse, now: now, written: written)
  }

  /// Makes a change taken back again: stores it as it is.
  public func redo(_ change: Change, now: Date, written: Written = { _ in nil }) throws
    -> ActionOutcome
  {
    try apply(change, now: now, written: written)
  }

  /// Stores a recorded change as it is; the outcome carries no change (undo and redo keep
  /// their own stacks).
  private func apply(_ change: Change, now: Date, written: Written) throws -> ActionOutcome {
    try act(now: now, written: written) {
      switch change {
      case .entry(let habitID, let day, _, let after):
        if let after {
          try store.write { try $0.save(after, habitID: habitID) }
        } else {
          _ = try store.write { try $0.deleteEntry(habitID: habitID, day: day) }
        }
      case .habit(let before, let after):
        _ = try saveEdit(after, was: before)
      case .added(let habit, let entries):
        try store.write { try $0.restore(habit, entries: entries) }
      case .deleted(let habit, _):
        try store.write { try $0.delete(habitID: habit.id) }
      case .settings(let before, let after):
        try store.write { try $0.save(after, changedFrom: before) }
        // The language set back (or again) is resolved again, as choosing it is.
        if after.reminders.language != before.reminders.language {
          try reminders.resolveLanguageAgain()
        }
      case .moved(let habitID, _, let to):
        try store.write { try $0.move(habitID: habitID, to: to) }
      }
      return nil
    }
  }
}
