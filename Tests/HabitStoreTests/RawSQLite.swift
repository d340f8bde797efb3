import CSQLite
import Foundation

/// A plain SQLite connection, independent of the store under test: it writes files as another
/// program (or an older HabitFlow) would and reads back what the store left.
final class RawSQLite {
  private let handle: OpaquePointer

  /// Opens (creating) the file at `path`.
  init(_ path: String) throws {
    var handle: OpaquePointer?
    guard sqlite3_open(path, &handle) == SQLITE_OK, let handle else {
      sqlite3_close(handle)
      throw CocoaError(.fileReadUnknown)
    }
    self.handle = handle
  }

  deinit {
    sqlite3_close(handle)
  }

  /// Runs statements that return no rows.
  func execute(_ sql: String) throws {
    guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else {
      throw CocoaError(.fileWriteUnknown)
    }
  }

  /// The first column of the first row, as text.
  func text(_ sql: String) throws -> String {
    var statement: OpaquePointer?
    sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    defer { sqlite3_finalize(statement) }
    guard sqlite3_step(statement) == SQLITE_ROW, let text = sqlite3_column_text(statement, 0) else {
      throw CocoaError(.fileReadUnknown)
    }
    return String(cString: text)
  }

  /// Runs statements on the file at `path` and closes it.
  static func execute(_ path: String, _ sql: String) throws {
    try RawSQLite(path).execute(sql)
  }

  /// A pragma's value in the file at `path`, as text.
  static func pragmaText(_ name: String, of path: String) throws -> String {
    try RawSQLite(path).text("PRAGMA \(name)")
  }

  /// A pragma's value in the file at `path`, as a number.
  static func pragma(_ name: String, of path: String) throws -> Int64 {
    Int64(try pragmaText(name, of: path)) ?? -1
  }
}
