import Foundation

/// The database file on disk: what kind of file a path names, and creating it.
enum StoreFile {
  /// Whether `path` names something, following symbolic links.
  static func exists(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0
  }

  /// Refuses a path that names a device, a folder or a pipe: SQLite would open `/dev/null` and put
  /// a journal beside it.
  static func requireRegularFile(_ path: String) throws {
    var status = stat()
    guard stat(path, &status) == 0 else { return }
    guard status.st_mode & S_IFMT == S_IFREG else { throw StoreError.notAFile(path: path) }
  }

  /// Creates an empty file at `path` (mode 0600, folders 0700) unless one exists; true when this
  /// call created it.
  static func createIfMissing(_ path: String) throws -> Bool {
    let manager = FileManager.default
    guard !manager.fileExists(atPath: path) else { return false }
    let folder = (path as NSString).deletingLastPathComponent
    do {
      if !folder.isEmpty {
        try manager.createDirectory(
          atPath: folder, withIntermediateDirectories: true,
          attributes: [.posixPermissions: 0o700])
      }
    } catch {
      throw StoreError.cannotOpen(path: path, reason: "cannot create the folder \(folder)")
    }
    let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
    if descriptor >= 0 {
      close(descriptor)
      return true
    } else if errno != EEXIST {
      throw StoreError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
    }
    return false
  }
}
