import Foundation
import HabitCore

/// HabitFlow's embedded SQLite file: habits, check-ins and settings.
///
/// Every public operation runs inside a transaction opened with `read` or `write`, so a command
/// happens whole or not at all; two processes sharing the file wait for each other (WAL, busy timeout).
public final class HabitStore {
  let database: Database
  /// Where the data lives (`:memory:` for an in-memory store).
  public let path: String

  /// The schema version this build writes.
  public static var schemaVersion: Int64 { Schema.version }

  /// Whether opening the store created its file (a new, empty database).
  public private(set) var created = false

  /// Opens the store at `path`, creating the file (mode 0600) and its folder when missing.
  public convenience init(path: String) throws {
    let created = try StoreFile.createIfMissing(path)
    try self.init(path: path, create: false)
    self.created = created
  }

  /// Opens a private in-memory store, for tests.
  public static func inMemory() throws -> HabitStore {
    try HabitStore(path: ":memory:", create: true)
  }

  private init(path: String, create: Bool) throws {
    self.path = path
    do {
      database = try Database(path: path, create: create)
    } catch let error as SQLiteError {
      throw StoreError.cannotOpen(path: path, reason: error.message)
    }
    database.setBusyTimeout(milliseconds: 10_000)
    try prepareSchema()
  }

  /// Runs `body` as one read transaction.
  public func read<T>(_ body: () throws -> T) throws -> T {
    try translating { try database.transaction(immediate: false, body) }
  }

  /// Runs `body` as one write transaction: all of its changes land, or none.
  public func write<T>(_ body: () throws -> T) throws -> T {
    try translating { try database.transaction(immediate: true, body) }
  }

  /// Stops waiting for the disk at every commit (`synchronous = NORMAL`): a commit survives a crash
  /// of the process but not of the machine. For the delivery loop, whose writes (moving requests to
  /// the delivered list) must not make a ringing alarm wait for a disk flush; user data keeps the
  /// default full durability in every other process.
  public func relaxDurability() throws {
    try translating { try database.execute("PRAGMA synchronous = NORMAL") }
  }

  /// A number that changes whenever another connection commits a change to the file.
  public func dataVersion() throws -> Int64 {
    try translating { try database.scalar("PRAGMA data_version")?.integer ?? 0 }
  }

  /// Checks the file is HabitFlow's and brings its schema up to date.
  private func prepareSchema() throws {
    try translating {
      let version = try checkIdentity()
      if path != ":memory:" { try database.execute("PRAGMA journal_mode = WAL") }
      try database.execute("PRAGMA foreign_keys = ON")
      guard version < Schema.version else { return }
      try database.transaction(immediate: true) {
        // Checked again under the write lock: another process may have migrated meanwhile.
        let current = try checkIdentity()
        for step in Schema.migrations.dropFirst(Int(current)) { try database.execute(step) }
        try database.execute("PRAGMA application_id = \(Schema.applicationID)")
        try database.execute("PRAGMA user_version = \(Schema.version)")
      }
    }
  }

  /// The file's schema version, after refusing files that are not HabitFlow's or are too new.
  @discardableResult
  private func checkIdentity() throws -> Int64 {
    let identity: (application: Int64, version: Int64, objects: Int64)
    do {
      identity = (
        try database.scalar("PRAGMA application_id")?.integer ?? 0,
        try database.scalar("PRAGMA user_version")?.integer ?? 0,
        try database.scalar("SELECT count(*) FROM sqlite_master")?.integer ?? 0
      )
    } catch let error as SQLiteError where error.isNotADatabase {
      throw StoreError.notHabitFlow(path: path)
    }
    let fresh = identity == (0, 0, 0)
    guard identity.application == Schema.applicationID || fresh else {
      throw StoreError.notHabitFlow(path: path)
    }
    guard identity.version <= Schema.version else {
      throw StoreError.newerSchema(path: path, found: identity.version, supported: Schema.version)
    }
    return identity.version
  }

  private func translating<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as SQLiteError {
      if error.isNotADatabase { throw StoreError.notHabitFlow(path: path) }
      throw StoreError.sqlite(error.message)
    }
  }
}

/// Creating the database file before SQLite does, so it is private to its owner from the start.
enum StoreFile {
  /// Creates an empty file at `path` unless one exists; true when this call created it.
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
