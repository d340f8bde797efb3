import Foundation
import HabitCore
import HabitSync

/// This device's part in sync, and a round of it.
extension Library {
  /// This device's part in sync, or nil before sync was ever set up.
  public func syncSetup() throws -> SyncSetup? { try store.read { try $0.syncSetup() } }

  /// This device's own file in the folder as last written, or nil.
  public func ownSyncFile() throws -> SyncFileMark? { try store.read { try $0.ownSyncFile() } }

  /// Every other device seen, by device id.
  public func syncPeers() throws -> [String: SyncPeer] { try store.read { try $0.syncPeers() } }

  /// Syncs through `folder`, naming this device `name` (kept when nil); the device's id is made
  /// by `newDevice` the first time.
  @discardableResult
  public func turnSyncOn(folder: String, name: String?, newDevice: () -> String) throws
    -> SyncSetup
  {
    try store.write { try $0.turnSyncOn(folder: folder, name: name, newDevice: newDevice) }
  }

  /// Stops syncing; the device keeps its id and name for when it starts again.
  public func turnSyncOff() throws { try store.write { try $0.turnSyncOff() } }

  /// Renames this device for the other devices.
  public func setDeviceName(_ name: String) throws {
    try store.write { try $0.setDeviceName(name) }
  }

  /// Runs one round of sync at `now`: this device's changes out, the others' in; the reminders
  /// are planned again when it took any.
  public func syncRound(now: Date) throws -> SyncReport {
    try reminders.catchUpPlanIfDue(by: now)
    return try SyncRound(store: store, now: now) { [self] in
      try reminders.reschedule(now: now, deliver: mayDeliver)
    }.run()
  }
}
