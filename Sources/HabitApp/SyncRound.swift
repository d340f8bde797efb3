import Foundation
import HabitCore
import HabitStore
import HabitSync

/// What one sync round did.
public struct SyncReport: Sendable {
  /// Changes taken in from each device that brought some, by device name.
  public var taken: [(device: String, changes: Int)] = []
  /// What those changes did here.
  public var applied = SyncApplied()
  /// Whether this device's file was written.
  public var wrote = false
  /// Files skipped this round (read again next round), one line each.
  public var warnings: [String] = []

  /// How many changes the round took in.
  public var takenCount: Int { taken.reduce(0) { $0 + $1.changes } }
}

/// One sync round: read every other device's file that changed, merge it in, and write this
/// device's file when its replica changed. A round with nothing new reads no file whole.
public struct SyncRound {
  let store: HabitStore
  let now: Date
  /// Plans reminders again after changes came in (in the round's transaction).
  let replan: () throws -> Void

  /// A round on `store` at `now`.
  public init(store: HabitStore, now: Date, replan: @escaping () throws -> Void) {
    self.store = store
    self.now = now
    self.replan = replan
  }

  /// A peer's file read this round.
  private struct Incoming {
    var header: SyncFileHeader
    var replica: Replica?
    var file: SyncFileMark
  }

  /// Runs the round; one at a time per database (the interface, `watch` and a `sync` command
  /// may all try at once).
  public func run() throws -> SyncReport {
    try SyncFolder.holdingRoundLock(database: store.path) { try runAlone() }
  }

  private func runAlone() throws -> SyncReport {
    let (setup, peers, own) = try store.read { db in
      (try db.syncSetup(), try db.syncPeers(), try db.ownSyncFile())
    }
    guard let setup, let path = setup.folder else { throw SyncFailure.off }
    let folder = SyncFolder(path: path)
    var report = SyncReport()
    let seen = try look(in: folder, setup: setup, peers: peers, own: own, report: &report)
    let dirty = try store.read { db in try db.syncReplicaIsDirty() }
    guard
      seen.changed.contains(where: { $0.replica != nil }) || dirty || seen.ownFile != own
        || own == nil
    else {
      // Files touched with nothing new (a git checkout): noted, so they are not read again.
      if !seen.changed.isEmpty {
        try store.write { _ in for file in seen.changed { try note(file, taken: nil, peers: peers) }
        }
      }
      return report
    }
    let (replica, written) = try store.write { _ in
      try merge(seen.changed, setup: setup, ownFile: seen.ownFile, into: &report)
    }
    guard let written else { return report }
    let header = SyncFileHeader(device: setup.device, name: setup.name, written: written)
    let file = try folder.write(SyncFile.encode(replica, header: header), device: setup.device)
    try store.write { db in
      try db.noteOwnSyncFile(
        SyncFileMark(
          written: written, size: file.size, modified: file.modified, inode: file.inode))
    }
    report.wrote = true
    return report
  }

  /// The files changed since last read (with their replicas when their contents changed), and
  /// this device's own file as it is in the folder (nil when it is not there).
  private func look(
    in folder: SyncFolder, setup: SyncSetup, peers: [String: SyncPeer], own: SyncFileMark?,
    report: inout SyncReport
  ) throws -> (changed: [Incoming], ownFile: SyncFileMark?) {
    var changed: [Incoming] = []
    var ownFile: SyncFileMark?
    for listed in try folder.listing() {
      let isOwn = listed.device == setup.device
      let known = isOwn ? own : peers[listed.device]?.file
      if let known, known.size == listed.size, known.modified == listed.modified,
        known.inode == listed.inode
      {
        if isOwn { ownFile = known }
        continue
      }
      let peer =
        isOwn
        ? own.map {
          SyncPeer(
            device: setup.device, name: setup.name, file: $0, seenAt: now, takenLast: 0,
            takenTotal: 0)
        } : peers[listed.device]
      let read = try read(listed, known: peer, folder: folder, report: &report)
      if isOwn, read.replica == nil {
        ownFile = read.file
      } else {
        if isOwn { report.warnings.append(Self.sameID(listed.path)) }
        changed.append(read)
      }
    }
    return (changed, ownFile)
  }

  /// Keeps what was seen of a peer's file: the changes it brought (nil: its contents were not
  /// new, the counts stay).
  private func note(_ file: Incoming, taken: Int?, peers: [String: SyncPeer]) throws {
    let before = peers[file.header.device]
    try store.write {
      try $0.savePeer(
        SyncPeer(
          device: file.header.device, name: file.header.name, file: file.file, seenAt: now,
          takenLast: taken ?? before?.takenLast ?? 0,
          takenTotal: (before?.takenTotal ?? 0) + (taken ?? 0)))
    }
  }

  /// The largest device file read: 50 habits over 10 years take 8 MiB.
  static let largestFile: Int64 = 256 << 20

  /// Why a file's stamps cannot be taken in, or nil: one stamped far ahead of this device's
  /// clock would pin every device's clock there, and a counter near its end is no real one.
  static func implausible(_ replica: Replica, now: Date) -> String? {
    let limit = Int64((now.timeIntervalSince1970 + 7 * 86_400) * 1000)
    let wrong = { (stamp: Stamp) in stamp.wall > limit || stamp.counter > 1 << 32 }
    let found =
      replica.settings.values.lazy.map(\.stamp).first(where: wrong)
      ?? replica.entries.values.lazy.map(\.stamp).first(where: wrong)
      ?? replica.habits.values.lazy.flatMap { $0.values.lazy.map(\.stamp) }.first(where: wrong)
    guard let found else { return nil }
    return found.wall > limit
      ? "it holds changes stamped more than a week ahead of this clock"
      : "it holds a stamp whose counter cannot be right"
  }

  private static func sameID(_ path: String) -> String {
    "\(path) was written by another device with this one's id: merged, then replaced"
  }

  /// A listed file's header and (when it changed) its replica. A file that cannot be taken in
  /// comes back without a replica and with a warning, so it is noted and read again only once
  /// it changes; a file from a later version stops the round.
  private func read(
    _ listed: SyncFolder.Listed, known: SyncPeer?, folder: SyncFolder, report: inout SyncReport
  ) throws -> Incoming {
    let mark = SyncFileMark(
      written: known?.file.written ?? Stamp(wall: 0, counter: 0, device: listed.device),
      size: listed.size, modified: listed.modified, inode: listed.inode)
    var skipped = Incoming(
      header: SyncFileHeader(
        device: listed.device, name: known?.name ?? listed.device, written: mark.written),
      replica: nil, file: mark)
    func skip(_ why: String) -> Incoming {
      report.warnings.append("skipped \(listed.path): \(why); read again once it changes")
      return skipped
    }
    do {
      guard let bytes = try folder.read(listed, limit: Self.largestFile) else {
        return skip("it is larger than a device's file may be (256 MiB)")
      }
      let header = try SyncFile.header(of: bytes)
      guard header.device == listed.device else {
        return skip("it holds device \(header.device)'s data")
      }
      skipped.header = header
      var file = mark
      file.written = header.written
      // Touched but written by no one since: nothing to merge.
      if header.written == known?.file.written {
        return Incoming(header: header, replica: nil, file: file)
      }
      let replica = try SyncFile.decode(bytes).replica
      if let problem = Self.implausible(replica, now: now) { return skip(problem) }
      return Incoming(header: header, replica: replica, file: file)
    } catch SyncFileProblem.newerVersion(let version) {
      throw SyncFailure.newerFile(listed.path, version: version)
    } catch let problem as SyncFileProblem {
      return skip(Self.describe(problem))
    } catch {
      return skip("it cannot be read")
    }
  }

  /// Merges the files read into the store, in one transaction. Returns the replica and the
  /// stamp to write this device's file with, or no stamp when the file there is current.
  private func merge(
    _ incoming: [Incoming], setup: SyncSetup, ownFile: SyncFileMark?, into report: inout SyncReport
  ) throws -> (Replica, Stamp?) {
    try store.write { try $0.reconcileIfNeeded() }
    let own = try store.read { try $0.syncReplica() }
    var merged = own
    var newer: [Replica] = []
    // What won over this device's registers: the newer parts together, the later winning.
    var changes = Replica()
    for file in incoming {
      let brought = file.replica.map { merged.newer(in: $0) } ?? Replica()
      newer.append(brought)
      merged = merged.merged(with: brought)
      changes = changes.merged(with: brought)
    }
    let peers = try store.read { try $0.syncPeers() }
    for (file, brought) in zip(incoming, newer) {
      // Each change counts for the file whose register won, when a later file outdid an earlier.
      let taken = file.replica == nil ? nil : kept(brought, in: merged)
      if let taken, taken > 0 { report.taken.append((file.header.name, taken)) }
      if file.header.device != setup.device { try note(file, taken: taken, peers: peers) }
    }
    var clock = try store.read { try $0.syncClock() } ?? HybridClock(device: setup.device)
    if changes.count > 0 {
      report.applied = try store.write { try $0.applySync(changes) }
      if let latest = merged.latestStamp { clock.receive(latest) }
      try replan()
    }
    // What came in, and this device's own renames and removals since the last round.
    _ = try store.write { try $0.showNames() }
    let current = try store.read { try $0.ownSyncFile() }
    let dirty = try store.read { try $0.syncReplicaIsDirty() }
    guard changes.count > 0 || dirty || current == nil || current != ownFile else {
      return (merged, nil)
    }
    // Stamped in the transaction that read the replica: a change after it gets a later stamp,
    // so the file is known to hold everything up to this one.
    let written = clock.stamp(wall: Int64((now.timeIntervalSince1970 * 1000).rounded(.down)))
    try store.write { try $0.saveSyncClock(clock) }
    return (merged, written)
  }

  /// How many of `brought`'s registers are the ones `merged` holds.
  private func kept(_ brought: Replica, in merged: Replica) -> Int {
    var count = brought.settings.filter { merged.settings[$0.key] == $0.value }.count
    count += brought.entries.filter { merged.entries[$0.key] == $0.value }.count
    for (uuid, fields) in brought.habits {
      count += fields.filter { merged.habits[uuid]?[$0.key] == $0.value }.count
    }
    return count
  }

  static func describe(_ problem: SyncFileProblem) -> String {
    switch problem {
    case .notSyncFile: return "it is not a HabitFlow sync file"
    case .newerVersion(let version):
      return "it is sync format \(version), newer than this HabitFlow"
    case .damaged(let reason): return "it is damaged or half-copied (\(reason))"
    }
  }
}

extension SyncApplied {
  /// Whether nothing changed here.
  public var isEmpty: Bool {
    habitsAdded + habitsChanged + habitsRemoved + entriesChanged + settingsChanged == 0
  }
}
