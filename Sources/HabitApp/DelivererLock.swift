import Foundation

/// The one process that delivers a database's notifications: `watch` or the interface, while it
/// runs. It holds an open-file-description lock on a file beside the database (`PATH-deliverer`,
/// PATH with symbolic links resolved, so two names of one file share one lock); the kernel drops
/// the lock when the process ends, however it ends, so a crash never leaves it stale. (Unlike
/// classic POSIX record locks, closing another descriptor of the same file, even in the same
/// process, does not drop it, and a second description in the same process conflicts.)
/// Other processes only ask whether it is held: command-line writes then reschedule without
/// delivering, so nothing fires unseen while a watcher runs.
public final class DelivererLock {
  /// Who holds the lock: its process id and what it is (`watch`, `interface`), when it has said.
  public struct Holder: Equatable, Sendable, CustomStringConvertible {
    public var pid: Int32?
    public var role: String

    /// `watch (pid 4242)`, `the interface (pid 4242)`.
    public var description: String {
      let name = role == "interface" ? "the interface" : role
      return pid.map { "\(name) (pid \($0))" } ?? "another HabitFlow process"
    }
  }

  /// The locked file's descriptor; -1 once released, or for an in-memory database, which no other
  /// process can open and whose one process is therefore always its deliverer.
  private var descriptor: Int32

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit {
    release()
  }

  /// The lock file of a database, or nil for an in-memory one.
  public static func path(forDatabase database: String) -> String? {
    guard database != ":memory:", !database.isEmpty else { return nil }
    guard let resolved = realpath(database, nil) else { return database + "-deliverer" }
    defer { free(resolved) }
    return String(cString: resolved) + "-deliverer"
  }

  /// Takes the lock for `role` without waiting; nil when another process holds it. With
  /// `waiting`, blocks until the holder lets go instead (the kernel wakes the waiter as the lock is
  /// freed, however the holder ended). Throws when the lock file cannot be created or the file
  /// system cannot lock it.
  public static func acquire(
    database: String, role: String, waiting: Bool = false
  ) throws -> DelivererLock? {
    guard let path = path(forDatabase: database) else { return DelivererLock(descriptor: -1) }
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw DelivererLockError(path: path, errno: errno) }
    var lock = wholeFile(F_WRLCK)
    var result = fcntl(descriptor, waiting ? openFileSetLockWaiting : openFileSetLock, &lock)
    while result != 0, waiting, errno == EINTR {
      result = fcntl(descriptor, openFileSetLockWaiting, &lock)
    }
    guard result == 0 else {
      let error = errno
      close(descriptor)
      if error == EAGAIN || error == EACCES { return nil }
      throw DelivererLockError(path: path, errno: error)
    }
    // Say who holds it, for the message another process shows.
    let text = Array("\(getpid()) \(role)\n".utf8)
    _ = ftruncate(descriptor, 0)
    _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    return DelivererLock(descriptor: descriptor)
  }

  /// Whether another process delivers for the database: one open and one lock query, for the
  /// command-line writes that ask inside their transaction.
  public static func isHeld(database: String) -> Bool {
    withLockFile(database) { _ in true } ?? false
  }

  /// The process delivering for a database, or nil when none is.
  public static func holder(database: String) -> Holder? {
    withLockFile(database) { descriptor in
      // Open-file-description locks do not report a process: the holder writes its own, just
      // after taking the lock, so a moment's wait covers a holder that has only just started.
      for attempt in 0..<10 {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        let words = String(decoding: buffer.prefix(max(0, count)), as: UTF8.self)
          .split(whereSeparator: \.isWhitespace)
        if words.count >= 2, let pid = Int32(words[0]) {
          return Holder(pid: pid, role: String(words[1]))
        }
        if attempt < 9 { usleep(5_000) }
      }
      return Holder(pid: nil, role: "habitflow")
    }
  }

  /// Runs `body` on the lock file when another process holds the lock; nil when none does.
  private static func withLockFile<T>(_ database: String, _ body: (Int32) -> T) -> T? {
    guard let path = path(forDatabase: database) else { return nil }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var lock = wholeFile(F_WRLCK)
    guard fcntl(descriptor, openFileGetLock, &lock) == 0, lock.l_type != Int16(F_UNLCK) else {
      return nil
    }
    return body(descriptor)
  }

  /// Gives the lock up (also done when the value is released or the process ends).
  public func release() {
    guard descriptor >= 0 else { return }
    var lock = DelivererLock.wholeFile(F_UNLCK)
    _ = fcntl(descriptor, DelivererLock.openFileSetLock, &lock)
    close(descriptor)
    descriptor = -1
  }

  // Linux's F_OFD_GETLK, F_OFD_SETLK and F_OFD_SETLKW (the same on every architecture); Glibc's module map
  // leaves them out because they need _GNU_SOURCE.
  private static let openFileGetLock: Int32 = 36
  private static let openFileSetLock: Int32 = 37
  private static let openFileSetLockWaiting: Int32 = 38

  private static func wholeFile(_ type: Int32) -> flock {
    var lock = flock()
    lock.l_type = Int16(type)
    lock.l_whence = Int16(SEEK_SET)
    lock.l_start = 0
    lock.l_len = 0
    return lock
  }
}

/// The lock file beside the database cannot be created (a read-only folder, say) or locked.
public struct DelivererLockError: Error, CustomStringConvertible {
  public let path: String
  public let reason: String

  init(path: String, errno: Int32) {
    self.path = path
    reason = String(cString: strerror(errno))
  }

  public var description: String { "cannot lock \(path): \(reason)" }
}
