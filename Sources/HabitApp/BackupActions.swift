import Foundation
import HabitCore
import HabitStore

/// Backups: a copy of the whole database, and putting one back.
extension Library {
  /// Copies the whole database to `path` (an existing file only when `replacing`), consistent
  /// even while others write; the habits and check-ins it holds.
  public func backup(to path: String, replacing: Bool) throws -> (habits: Int, entries: Int) {
    try store.backup(to: path, replacing: replacing)
  }

  /// The habits and check-ins of the backup at `path`, once it is known to be one this version
  /// reads, whole; else why not.
  public static func inspect(backup path: String) throws -> (habits: Int, entries: Int) {
    try HabitStore.inspect(backup: path)
  }

  /// Puts the backup at `path` in place of the database, keeping the database at `previous`
  /// first; the habits and check-ins it brought. Opened again (an older backup's schema
  /// migrates), this device becomes a device of its own for sync, and the week is planned from
  /// the backup. This library keeps the file it opened: open the restored one anew.
  public func restore(from path: String, keepingPrevious previous: String, now: Date) throws
    -> (habits: Int, entries: Int)
  {
    let counts = try store.restore(from: path, keepingPrevious: previous)
    let restored = try HabitStore(path: store.path)
    let service = ReminderService(
      store: restored, zone: reminders.zone, environment: reminders.environment)
    try restored.write { db in
      // Another machine may go on with the database the backup was made from: this one is a
      // device of its own from now on, and reads every other device's file again.
      try db.renewSyncDevice(UUID().uuidString)
      _ = try service.reschedule(now: now, deliver: false)
    }
    return counts
  }
}
