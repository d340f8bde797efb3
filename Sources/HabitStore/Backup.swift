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
