import Foundation

/// A copy of the whole database in a file of its own (`habitflow backup`).
extension HabitStore {
  /// Writes a consistent copy of the database to `path` (SQLite's online backup: a snapshot even
  /// while the interface or `watch` write) and says how many habits and check-ins it holds. The
  /// copy is made beside `path` under a temporary name and linked into place whole, so `path`
  /// never holds half a copy; something already at `path` is refused (`StoreError.exists`)
  /// unless `replacing`, then replaced in one rename.
  public func backup(to path: String, replacing: Bool = false) throws -> (habits: Int, entries: Int)
  {
    if !replacing, StoreFile.exists(path) { throw StoreError.exists(path: path) }
    let temporary = try StoreFile.createPrivateBeside(path)
    defer {
      for suffix in ["", "-wal", "-shm"] { unlink(temporary + suffix) }
    }
    let counts: (habits: Int, entries: Int)
    do {
      let copy = try Database(path: temporary, mode: .readWrite)
      try database.copy(into: copy)
      counts = (
        Int(try copy.scalar("SELECT count(*) FROM habits")?.integer ?? 0),
        Int(try copy.scalar("SELECT count(*) FROM entries")?.integer ?? 0)
      )
    } catch let error as SQLiteError {
      throw StoreError.sqlite(error.message)
    }
    try StoreFile.place(temporary, at: path, replacing: replacing)
    return counts
  }
}

/// Putting a backup back (`habitflow restore`).
extension HabitStore {
  /// What a HabitFlow database at `path` holds, once it is known to be whole: HabitFlow's mark, a
  /// schema version this build reads, its tables, and SQLite's integrity check. Read only; a
  /// file that fails is refused with why.
  public static func inspect(backup path: String) throws -> (habits: Int, entries: Int) {
    try StoreFile.requireRegularFile(path)
    guard StoreFile.exists(path) else {
      throw StoreError.cannotOpen(path: path, reason: "no such file")
    }
    let source = try openBackup(path)
    let version = try identify(source, path)
    guard version > 0 else { throw StoreError.notHabitFlow(path: path) }
    return try translating(path) {
      try source.transaction(immediate: false) {
        guard try source.scalar("PRAGMA integrity_check")?.text == "ok" else {
          throw StoreError.corrupt(path: path)
        }
        return (
          Int(try source.scalar("SELECT count(*) FROM habits")?.integer ?? 0),
          Int(try source.scalar("SELECT count(*) FROM entries")?.integer ?? 0)
        )
      }
    }
  }

  /// A backup opened for reading: as unchanging when no write-ahead log is beside it (a backup
  /// has none), so reading it leaves no `-shm` or `-wal` beside the user's file.
  private static func openBackup(_ path: String) throws -> Database {
    try connect(path, .readOnly(immutable: !StoreFile.holdsLog(path)))
  }

  /// Replaces everything in this database with the backup at `path` (checked first: `inspect`),
  /// after keeping a copy of what it held at `previous`. Open the store again afterwards: the
  /// backup may be of an older schema, which opening migrates.
  public func restore(from path: String, keepingPrevious previous: String) throws -> (
    habits: Int, entries: Int
  ) {
    let counts = try Self.inspect(backup: path)
    _ = try backup(to: previous, replacing: true)
    let source = try Self.openBackup(path)
    try translating { try source.copy(into: database) }
    return counts
  }
}
