import Foundation
import HabitCore

/// The database file on disk: what kind of file a path names, whether it may be written, and
/// creating a new one whole; and any file a command writes, put in place whole.
public enum StoreFile {
  /// Whether `path` names something, following symbolic links.
  public static func exists(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0
  }

  /// Whether a write-ahead log with something in it is beside the database at `path` (an empty
  /// one, as a closed store leaves it, holds nothing the file does not).
  static func holdsLog(_ path: String) -> Bool {
    heldLog(path) != nil
  }

  /// The status of the write-ahead log beside `path` when it holds something, else nil.
  private static func heldLog(_ path: String) -> stat? {
    var status = stat()
    return stat(path + "-wal", &status) == 0 && status.st_size > 0 ? status : nil
  }

  /// Refuses a path that names a device, a folder or a pipe: SQLite would open `/dev/null` and put
  /// a journal beside it.
  static func requireRegularFile(_ path: String) throws {
    var status = stat()
    guard stat(path, &status) == 0 else { return }
    guard status.st_mode & S_IFMT == S_IFREG else { throw StoreError.notAFile(path: path) }
  }

  /// Whether the file may be changed: it, and its folder for the write-ahead log beside it.
  static func isWritable(_ path: String) -> Bool {
    access(path, W_OK) == 0 && access(folder(of: path), W_OK) == 0
  }

  /// Whether a database file's first 100 bytes (its header) say it is a SQLite file in
  /// write-ahead log mode bearing HabitFlow's mark: every file HabitFlow made, and hardly any other.
  static func isOwnInLogMode(header: [UInt8]) -> Bool {
    guard header.count >= 100, header.starts(with: Array("SQLite format 3\0".utf8)) else {
      return false
    }
    let mark = header[68..<72].reduce(Int64(0)) { $0 << 8 | Int64($1) }
    // Bytes 18 and 19, the versions that write and read the file, are 2 in WAL mode.
    return header[18] == 2 && header[19] == 2 && mark == Schema.applicationID
  }

  /// Creates a complete database at `path` unless something is there; true when this call made it.
  ///
  /// `initialise` builds the database in a private file beside it (mode 0600), which is then
  /// linked into place in one step: another process starting at the same moment finds either no
  /// file or a finished one, never an empty or half-migrated one. Without hard links (some file
  /// systems), an empty file is made instead and the store initialises it in place.
  static func createIfMissing(_ path: String, initialise: (String) throws -> Void) throws -> Bool {
    let started = time(nil)
    guard !exists(path) else { return false }
    let folder = folder(of: path)
    try makeFolders(folder, for: path)
    let name = (path as NSString).lastPathComponent
    let temporary = folder + "/." + name + ".new-" + UUID().uuidString.lowercased()
    defer {
      for suffix in ["", "-wal", "-shm"] { unlink(temporary + suffix) }
    }
    guard try createExclusively(temporary, for: path) else {
      throw StoreError.cannotOpen(path: path, reason: "cannot create a file in \(folder)")
    }
    try initialise(temporary)
    removeLeftoverLog(of: path, olderThan: started)
    if link(temporary, path) == 0 {
      syncFolder(folder)
      return true
    }
    if errno == EEXIST { return false }
    return try createExclusively(path, for: path)
  }

  /// Removes a write-ahead log left beside a database that is gone (a process that wrote ended
  /// without folding it in, and the file was deleted): SQLite would read its frames as pages of
  /// the new file made in its place. Only a log last written a second or more before this
  /// process began to create the file: another process creating it at the same moment may
  /// already have linked its file and written to its new log.
  private static func removeLeftoverLog(of path: String, olderThan started: time_t) {
    guard !exists(path), let log = heldLog(path), log.st_mtim.tv_sec < started - 1 else { return }
    unlink(path + "-wal")
  }

  /// Creates an empty private file (mode 0600) beside `path`, under a name of its own, for a
  /// file to be built before it is put in place (`place`).
  public static func createPrivateBeside(_ path: String) throws -> String {
    let folder = folder(of: path)
    let name = (path as NSString).lastPathComponent
    let temporary = folder + "/." + name + ".new-" + UUID().uuidString.lowercased()
    guard try createExclusively(temporary, for: path) else {
      throw StoreError.cannotOpen(path: path, reason: "cannot create a file in \(folder)")
    }
    return temporary
  }

  /// Puts a finished file at `path` in one step: linked (refused when something is there) or,
  /// `replacing`, renamed over what is there; the folder is flushed after.
  public static func place(_ file: String, at path: String, replacing: Bool) throws {
    let placed = replacing ? rename(file, path) == 0 : link(file, path) == 0
    guard placed else {
      if errno == EEXIST { throw StoreError.exists(path: path) }
      throw StoreError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
    }
    syncFolder(folder(of: path))
  }

  /// Creates an empty file with mode 0600; false when one already exists.
  private static func createExclusively(_ file: String, for path: String) throws -> Bool {
    let descriptor = open(file, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      if errno == EEXIST { return false }
      throw StoreError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
    }
    close(descriptor)
    return true
  }

  /// Creates `folder` and its missing parents with mode 0700; one made meanwhile by another
  /// process is fine.
  private static func makeFolders(_ folder: String, for path: String) throws {
    var prefix = folder.hasPrefix("/") ? "" : "."
    for component in folder.split(separator: "/") {
      prefix += "/" + component
      var status = stat()
      if mkdir(prefix, 0o700) == 0
        || (stat(prefix, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR)
      {
        continue
      }
      throw StoreError.cannotOpen(path: path, reason: "cannot create the folder \(folder)")
    }
  }

  /// Makes the new name durable, so a crash right after cannot lose the file the command then writes.
  private static func syncFolder(_ folder: String) {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }

  private static func folder(of path: String) -> String {
    PathText.folder(of: path)
  }
}
