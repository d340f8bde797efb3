import Foundation
import HabitCore
import HabitStore

/// The sync folder on disk: every device's file in it, each written whole by its owner only.
struct SyncFolder {
  /// A device's file as listed.
  struct Listed {
    var device: String
    var path: String
    var size: Int64
    var modified: Double
    var inode: UInt64
  }

  let path: String

  /// The file name of a device's file.
  static func fileName(of device: String) -> String { "\(device).hfsync" }

  /// Every device file in the folder (named `<uuid>.hfsync`), or why the folder cannot be read.
  func listing() throws -> [Listed] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
    else { throw SyncFailure.folderMissing(path) }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: path)
    } catch {
      throw SyncFailure.folderUnreadable(path, reason: Self.reason(error))
    }
    return names.sorted().compactMap { name -> Listed? in
      guard name.hasSuffix(".hfsync") else { return nil }
      let device = String(name.dropLast(".hfsync".count))
      guard UUID(uuidString: device) != nil, let stat = status(of: name) else { return nil }
      return Listed(
        device: device, path: file(name), size: stat.size, modified: stat.modified,
        inode: stat.inode)
    }
  }

  /// The path of a file in the folder.
  func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

  /// A file's size, modification time and inode, or nil when it is gone or not a regular file.
  func status(of name: String) -> (size: Int64, modified: Double, inode: UInt64)? {
    var info = stat()
    guard stat(file(name), &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
    return (Int64(info.st_size), modified, UInt64(info.st_ino))
  }

  /// Reads a whole file of at most `limit` bytes; nil when it is larger (whatever it was when
  /// listed: a syncer may have replaced it since).
  func read(_ listed: Listed, limit: Int64) throws -> [UInt8]? {
    guard let handle = FileHandle(forReadingAtPath: listed.path) else {
      throw SyncFailure.fileUnreadable(listed.path)
    }
    defer { try? handle.close() }
    guard let data = try handle.read(upToCount: Int(limit) + 1) else { return [] }
    return data.count > limit ? nil : [UInt8](data)
  }

  /// Writes `bytes` as the device's file: into a temporary file in the folder, flushed, then
  /// renamed over the old one, so a file syncer never sees half of it. Returns its size and time.
  func write(_ bytes: [UInt8], device: String) throws -> (
    size: Int64, modified: Double, inode: UInt64
  ) {
    let name = Self.fileName(of: device)
    let temporary = file(".\(name).tmp")
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw SyncFailure.cannotWrite(file(name), reason: Self.errnoText())
    }
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes {
        Foundation.write(descriptor, $0.baseAddress! + written, bytes.count - written)
      }
      guard count > 0 else { break }
      written += count
    }
    let flushed = written == bytes.count && fsync(descriptor) == 0
    let reason = Self.errnoText()
    close(descriptor)
    guard flushed, rename(temporary, file(name)) == 0 else {
      let failure = flushed ? Self.errnoText() : reason
      unlink(temporary)
      throw SyncFailure.cannotWrite(file(name), reason: failure)
    }
    guard let status = status(of: name) else {
      throw SyncFailure.cannotWrite(file(name), reason: "it is gone after writing")
    }
    return status
  }

  /// Runs `body` holding the database's round lock (a file beside it, `-sync`), so that two
  /// rounds on one device never interleave: the later waits for the earlier to end.
  static func holdingRoundLock<T>(database: String, _ body: () throws -> T) throws -> T {
    guard database != ":memory:" else { return try body() }
    // One lock for every name of the file, as the deliverer's lock.
    let resolved = realpath(database, nil).map { path in
      defer { free(path) }
      return String(cString: path)
    }
    let descriptor = open((resolved ?? database) + "-sync", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    // A folder that cannot hold the lock cannot take the round's write either: that says why.
    guard descriptor >= 0 else { return try body() }
    defer { close(descriptor) }
    // A round takes a second or two; one stuck on a stalled folder must not hold the others.
    let deadline = ContinuousClock.now + .seconds(30)
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR, ContinuousClock.now < deadline else {
        throw SyncFailure.busy
      }
      usleep(50_000)
    }
    return try body()
  }

  private static func errnoText() -> String { String(cString: strerror(errno)) }

  private static func reason(_ error: Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    return underlying.map { String(cString: strerror(Int32($0.code))) } ?? "\(error)"
  }
}

/// Why a sync round stopped before changing anything it should not.
public enum SyncFailure: Error, Equatable {
  /// No folder is set.
  case off
  /// The folder is not there (unmounted, removed, not made yet).
  case folderMissing(String)
  case folderUnreadable(String, reason: String)
  /// A device's file from a later HabitFlow: this one cannot merge it safely.
  case newerFile(String, version: Int)
  case fileUnreadable(String)
  /// This device's file could not be written (the changes taken in are kept here).
  case cannotWrite(String, reason: String)
  /// Another round on this database has held on for 30 s.
  case busy
}

extension SyncFailure {
  /// One line saying what stopped the round and that nothing was lost.
  public var message: String {
    switch self {
    case .off:
      return "sync is off: turn it on with habitflow settings --sync-dir DIR"
    case .folderMissing(let path):
      return "the sync folder \(TerminalText.escaped(path)) is not there: nothing was synced; "
        + "make it (or mount it) and sync again"
    case .folderUnreadable(let path, let reason):
      return
        "the sync folder \(TerminalText.escaped(path)) cannot be read (\(reason)): nothing was synced"
    case .newerFile(let path, let version):
      return "\(TerminalText.escaped(path)) is sync format \(version), from a newer HabitFlow: "
        + "this device was left as it was; update HabitFlow here"
    case .fileUnreadable(let path):
      return "\(TerminalText.escaped(path)) cannot be read: nothing was synced"
    case .busy:
      return "another sync round on this database has run for 30 s: nothing was synced; "
        + "try again"
    case .cannotWrite(let path, let reason):
      return "cannot write \(TerminalText.escaped(path)) (\(reason)): what came in is kept here, "
        + "and this device's changes go out next round"
    }
  }
}
