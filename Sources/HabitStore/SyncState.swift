import Foundation
import HabitCore
import HabitSync

extension StoreReader {
  /// The device's sync facts, or nil before sync was ever set up.
  public func syncSetup() throws -> SyncSetup? {
    guard let device = try localValue("device") else { return nil }
    return SyncSetup(
      device: device, name: try localValue("name") ?? "", folder: try localValue("folder"))
  }

  /// Whether changes are stamped for sync (a folder is set).
  func syncIsOn() throws -> Bool { try localValue("folder") != nil }

  /// The device's hybrid logical clock as it stands.
  public func syncClock() throws -> HybridClock? {
    guard let device = try localValue("device") else { return nil }
    return HybridClock(device: device, latest: try localValue("clock").flatMap(Self.stamp(_:)))
  }

  /// Whether the replica changed since this device last wrote its file.
  public func syncReplicaIsDirty() throws -> Bool {
    // Changes a write could not stamp (no clock) are changes to send as well.
    try localValue("dirty") == "1" || localValue("reconcile") == "1"
  }

  /// This device's file as last written, or nil before the first.
  public func ownSyncFile() throws -> SyncFileMark? {
    guard let text = try localValue("file") else { return nil }
    return Self.fileMark(text, device: try localValue("device") ?? "")
  }

  /// The other devices seen, by id.
  public func syncPeers() throws -> [String: SyncPeer] {
    typealias Column = PeerColumn
    let row = try database.prepare(Self.selectPeers)
    var peers: [String: SyncPeer] = [:]
    while try row.step() {
      let device = row.text(Column.device) ?? ""
      peers[device] = SyncPeer(
        device: device, name: row.text(Column.name) ?? "",
        file: SyncFileMark(
          written: Stamp(
            wall: row.int(Column.writtenWall), counter: Int(row.int(Column.writtenCounter)),
            device: device),
          size: row.int(Column.fileSize), modified: row.double(Column.fileModified),
          inode: UInt64(bitPattern: row.int(Column.fileInode))),
        seenAt: Date(timeIntervalSince1970: row.double(Column.seenAt)),
        takenLast: Int(row.int(Column.takenLast)), takenTotal: Int(row.int(Column.takenTotal)))
    }
    return peers
  }

  static let selectPeers = PeerColumn.select()
  func localValue(_ key: String) throws -> String? {
    try database.scalar("SELECT value FROM sync_local WHERE key = ?", [.text(key)])?.text
  }

  fileprivate static func stamp(_ text: String) -> Stamp? {
    let parts = text.split(separator: " ")
    guard parts.count == 3, let wall = Int64(parts[0]), let counter = Int(parts[1]) else {
      return nil
    }
    return Stamp(wall: wall, counter: counter, device: String(parts[2]))
  }

  fileprivate static func text(of mark: SyncFileMark) -> String {
    "\(mark.written.wall) \(mark.written.counter) \(mark.size) \(mark.modified) \(mark.inode)"
  }

  fileprivate static func fileMark(_ text: String, device: String) -> SyncFileMark? {
    let parts = text.split(separator: " ")
    guard parts.count == 5, let wall = Int64(parts[0]), let counter = Int(parts[1]),
      let size = Int64(parts[2]), let modified = Double(parts[3]), let inode = UInt64(parts[4])
    else { return nil }
    return SyncFileMark(
      written: Stamp(wall: wall, counter: counter, device: device), size: size, modified: modified,
      inode: inode)
  }
}

extension StoreWriter {
  /// Turns sync on through `folder` (or changes it), making the device's id with `newDevice`
  /// the first time. Every habit, entry and synced setting not stamped yet (all of them the first
  /// time; what changed while sync was off later) is stamped now, in the same transaction.
  @discardableResult
  public func turnSyncOn(folder: String, name: String?, newDevice: () -> String) throws
    -> SyncSetup
  {
    if try localValue("device") == nil { try setLocal("device", newDevice()) }
    if let name { try setLocal("name", name) }
    let wasOn = try syncIsOn()
    try setLocal("folder", folder)
    if !wasOn { try setLocal("reconcile", "1") }
    try reconcileIfNeeded()
    return try syncSetup()!
  }

  /// Turns sync off: changes are no longer stamped (the next `turnSyncOn` stamps what changed).
  public func turnSyncOff() throws {
    try setLocal("folder", nil)
  }

  /// Makes this database a new device (after a restore, which copies another one's id): its
  /// replica goes out under `device` at the next round, and every other file is read again.
  public func renewSyncDevice(_ device: String) throws {
    guard try localValue("device") != nil else { return }
    try setLocal("device", device)
    try setLocal("file", nil)
    try setLocal("dirty", "1")
    try database.run("DELETE FROM sync_peers")
  }

  /// Renames this device as other devices list it.
  public func setDeviceName(_ name: String) throws {
    try setLocal("name", name)
    try setLocal("dirty", "1")
  }

  /// Keeps the device's clock.
  public func saveSyncClock(_ clock: HybridClock) throws {
    try setLocal("clock", clock.latest.map { "\($0.wall) \($0.counter) \($0.device)" })
  }

  /// Notes that this device's file was written whole with the stamp `mark.written`: the replica
  /// is clean, unless a change was stamped after it (that one goes out next round).
  public func noteOwnSyncFile(_ mark: SyncFileMark) throws {
    try setLocal("file", Self.text(of: mark))
    if try syncClock()?.latest == mark.written { try setLocal("dirty", nil) }
  }

  static let replacePeer = PeerColumn.insert("INSERT OR REPLACE")

  static let replaceLocal = SyncLocalColumn.insert("INSERT OR REPLACE")

  /// Keeps what a round saw of another device.
  public func savePeer(_ peer: SyncPeer) throws {
    // In `PeerColumn` order.
    try database.run(
      Self.replacePeer,
      [
        .text(peer.device), .text(peer.name), .integer(peer.file.written.wall),
        .integer(Int64(peer.file.written.counter)), .integer(peer.file.size),
        .real(peer.file.modified), .integer(Int64(bitPattern: peer.file.inode)),
        .real(peer.seenAt.timeIntervalSince1970),
        .integer(Int64(peer.takenLast)), .integer(Int64(peer.takenTotal)),
      ])
  }

  func setLocal(_ key: String, _ value: String?) throws {
    guard let value else {
      return try database.run("DELETE FROM sync_local WHERE key = ?", [.text(key)])
    }
    try database.run(Self.replaceLocal, [.text(key), .text(value)])
  }
}

extension HabitStore {
  /// The settings synced between devices (their table entries say so); the others belong to
  /// one device.
  public static let syncedSettingKeys: Set<String> = Set(
    Setting.all.filter { $0.reach.syncs }.map { $0.key })
}
