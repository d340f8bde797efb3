import Foundation
import HabitCore
import HabitInterchange

/// Import and export: what files from HabitFlow, Loop and harsh carry.
extension Library {
  /// Everything the database carries to a file: every habit, archived too, with its entries,
  /// and the preferences.
  public func carried() throws -> Carried { try store.read { try $0.carried() } }

  /// Brings a file's habits in, all or nothing: a habit already here (same uuid) gets the file's
  /// entries merged, a taken name gets ` (2)`. The reminders are planned again in the import's
  /// transaction. With `dryRun` the same work is done and rolled back, so what is reported is
  /// exactly what an import would do.
  public func importing(_ carried: Carried, dryRun: Bool, now: Date) throws -> ImportOutcome {
    if !dryRun { try reminders.catchUpPlanIfDue(by: now) }
    return try store.importing(carried, dryRun: dryRun) { _ in
      try reminders.reschedule(now: now, deliver: mayDeliver)
    }
  }
}
