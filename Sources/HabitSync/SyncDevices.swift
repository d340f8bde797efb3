import Foundation

/// This device's part in sync: who it is and the folder it syncs through.
public struct SyncSetup: Hashable, Sendable {
  /// The device's id, a UUID made once per database.
  public var device: String
  /// The name other devices list it under.
  public var name: String
  /// The folder of device files; nil while sync is off.
  public var folder: String?

  public init(device: String, name: String, folder: String?) {
    self.device = device
    self.name = name
    self.folder = folder
  }
}

/// This device's own file in the folder as last written: a file that no longer matches was
/// written by another device with this one's id (a copied database) or is gone.
public struct SyncFileMark: Hashable, Sendable {
  /// The stamp the file's header carries.
  public var written: Stamp
  /// The file's size in bytes, when it was last modified (seconds since 1970), and its inode:
  /// a file replaced whole is a new inode, even within one tick of the file system's clock.
  public var size: Int64
  public var modified: Double
  public var inode: UInt64

  public init(written: Stamp, size: Int64, modified: Double, inode: UInt64) {
    self.written = written
    self.size = size
    self.modified = modified
    self.inode = inode
  }
}

/// Another device as last seen in the folder.
public struct SyncPeer: Hashable, Sendable {
  public var device: String
  public var name: String
  /// Its file as last read.
  public var file: SyncFileMark
  /// When a round here last read its file.
  public var seenAt: Date
  /// How many changes of its the last round that read it took in, and all rounds together.
  public var takenLast: Int
  public var takenTotal: Int

  public init(
    device: String, name: String, file: SyncFileMark, seenAt: Date, takenLast: Int,
    takenTotal: Int
  ) {
    self.device = device
    self.name = name
    self.file = file
    self.seenAt = seenAt
    self.takenLast = takenLast
    self.takenTotal = takenTotal
  }
}
