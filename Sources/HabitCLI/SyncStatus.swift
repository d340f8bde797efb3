import Foundation
import HabitApp
import HabitCore
import HabitInterchange
import HabitSync

extension SyncCommand {
  /// `sync --status`: this device, and every other device seen, with when each last wrote, when
  /// a round here last read it, and how many changes it brought.
  static func status(_ session: Session, json: Bool) throws -> String {
    let library = session.library
    let (setup, own, peers, local) = try library.read {
      (
        try library.syncSetup(), try library.ownSyncFile(), try library.syncPeers(),
        try session.local()
      )
    }
    func time(_ stamp: Stamp?) -> String? {
      stamp.map {
        Timestamp.format(Date(timeIntervalSince1970: Double($0.wall) / 1000), local: local)
      }
    }
    let others = peers.values.sorted { ($0.name, $0.device) < ($1.name, $1.device) }
    if json {
      let device: JSON =
        setup.map {
          .object([
            ("id", .string($0.device)), ("name", .string($0.name)),
            ("folder", $0.folder.map(JSON.string) ?? .null),
            ("lastWrote", time(own?.written).map(JSON.string) ?? .null),
          ])
        } ?? .null
      let devices = others.map { peer -> JSON in
        .object([
          ("id", .string(peer.device)), ("name", .string(peer.name)),
          ("lastWrote", .string(time(peer.file.written) ?? "")),
          ("lastSeen", .string(Timestamp.format(peer.seenAt, local: local))),
          ("tookInLast", .int(peer.takenLast)), ("tookInTotal", .int(peer.takenTotal)),
        ])
      }
      return JSON.object([("device", device), ("devices", .array(devices))]).serialized
    }
    guard let setup else {
      return "Sync is off: turn it on with habitflow settings --sync-dir DIR."
    }
    let wrote = time(own?.written).map(short) ?? "never"
    let head =
      setup.folder.map {
        "This device: \(Display.safe(setup.name)) (\(setup.device)), syncing through "
          + "\(Display.safe($0)), last wrote \(wrote)."
      } ?? "Sync is off on this device, \(Display.safe(setup.name)) (\(setup.device))."
    guard !others.isEmpty else { return head + "\nNo other device seen yet." }
    let table = Table(
      headers: ["Device", "Last wrote", "Read here", "Took in", "Id"],
      alignments: [.left, .left, .left, .right, .left],
      rows: others.map {
        [
          Display.safe($0.name), short(time($0.file.written) ?? ""),
          short(Timestamp.format($0.seenAt, local: local)), "\($0.takenLast) · \($0.takenTotal)",
          $0.device,
        ]
      }, optional: [4, 2]
    ).render(style: session.style)
    return head + "\n" + table
  }

  /// `2026-11-30 09:00` of `2026-11-30T09:00:00+09:00`.
  private static func short(_ time: String) -> String {
    String(time.prefix(16)).replacingOccurrences(of: "T", with: " ")
  }
}
