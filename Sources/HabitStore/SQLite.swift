import CSQLite
import Foundation

/// A failure reported by SQLite, with its result code and message.
public struct SQLiteError: Error, CustomStringConvertible {
  /// The primary or extended SQLite result code.
  public let code: Int32
  /// SQLite's explanation.
  public let message: String

  public var description: String { message }

  /// Whether the file is not a database at all.
  public var isNotADatabase: Bool { code & 0xFF == SQLITE_NOTADB }

  /// Whether the change was refused because the file, its folder or the connection is read-only.
  public var isReadOnly: Bool { code & 0xFF == SQLITE_READONLY }

  /// Whether another connection held a lock longer than this one waited.
  public var isBusy: Bool { code & 0xFF == SQLITE_BUSY || code & 0xFF == SQLITE_LOCKED }

  /// Whether SQLite found the file's pages damaged.
  public var isCorrupt: Bool { code & 0xFF == SQLITE_CORRUPT }
}

/// How a connection opens its file.
public enum OpenMode: Sendable {
  /// Read and write an existing file.
  case readWrite
  /// Read and write, creating the file when missing.
  case create
  /// Only read, never changing the file, its journal mode or its write-ahead log. `immutable` also
  /// takes no locks and makes no `-shm` file: only safe when no log exists and nobody can write.
  case readOnly(immutable: Bool)
}

/// One SQLite connection; not shared across threads.
public final class Database {
  fileprivate let handle: OpaquePointer
  /// Released statements kept prepared, one per SQL text: a command runs the same few
  /// statements again and again, and preparing one costs more than running it.
  private var idle: [String: OpaquePointer] = [:]
  /// How many statements this connection has prepared (not taken from `idle`).
  private(set) var statementsPrepared = 0

  /// Opens the database file at `path`, or `:memory:`.
  public init(path: String, mode: OpenMode) throws {
    var pointer: OpaquePointer?
    var name = path
    var flags = SQLITE_OPEN_NOMUTEX
    switch mode {
    case .readWrite: flags |= SQLITE_OPEN_READWRITE
    case .create: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
    case .readOnly(let immutable):
      flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
      name = Self.uri(path) + "?mode=ro" + (immutable ? "&immutable=1" : "")
    }
    let code = sqlite3_open_v2(name, &pointer, flags, Self.fileSystem)
    guard let pointer else { throw SQLiteError(code: code, message: "cannot open \(path)") }
    handle = pointer
    if code != SQLITE_OK {
      let error = SQLiteError(code: code, message: String(cString: sqlite3_errmsg(pointer)))
      sqlite3_close_v2(pointer)
      throw error
    }
    sqlite3_extended_result_codes(handle, 1)
  }

  /// HabitFlow's file system for SQLite, registered once (see `habitflow_sqlite_register_vfs`):
  /// the unix one, but a write-ahead log that exists is reopened without a folder flush.
  /// SQLite's own (nil) should it be refused.
  private static let fileSystem: String? =
    habitflow_sqlite_register_vfs() == SQLITE_OK ? HABITFLOW_SQLITE_VFS : nil

  deinit {
    for statement in idle.values { sqlite3_finalize(statement) }
    sqlite3_close_v2(handle)
  }

  /// A `file:` URI naming `path`: every byte but letters, digits and `/._~-` percent-encoded, so
  /// that `?`, `#` and `%` in a path stay part of it; an absolute path gets an empty authority,
  /// so that one starting `//` is not read as a host.
  static func uri(_ path: String) -> String {
    let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._~-".utf8)
    return (path.hasPrefix("/") ? "file://" : "file:")
      + path.utf8.map { plain.contains($0) ? String(UnicodeScalar($0)) : percent($0) }.joined()
  }

  private static func percent(_ byte: UInt8) -> String {
    let hex = String(byte, radix: 16, uppercase: true)
    return "%" + (hex.count == 1 ? "0" : "") + hex
  }

  /// How long a store's connections wait for another process's lock: 10 s.
  public static let busyTimeout = Int32(HABITFLOW_SQLITE_BUSY_TIMEOUT_MS)

  /// Waits up to `milliseconds` for another process's lock before reporting busy.
  public func setBusyTimeout(milliseconds: Int32) {
    sqlite3_busy_timeout(handle, milliseconds)
  }

  /// Sets whether closing this connection, when it is the file's last, folds the write-ahead log
  /// into the file and removes it (SQLite's default); off, closing leaves both files as they are.
  /// Returns whether the setting took effect.
  @discardableResult
  public func checkpointOnClose(_ on: Bool) -> Bool {
    habitflow_sqlite_no_checkpoint_on_close(handle, on ? 0 : 1) == (on ? 0 : 1)
  }

  /// Folds the write-ahead log into the file and cuts it to nothing after any commit that leaves
  /// it `frames` long or longer (SQLite's own automatic checkpoint, at 1000 frames, then stops).
  /// A log kept between processes is read whole by the first one to open the file: short, it
  /// costs less to read than folding it into the file at every close would.
  public func foldLog(atFrames frames: Int32) {
    habitflow_sqlite_fold_log_at(handle, frames)
  }

  /// Folds the write-ahead log into the file and cuts it to nothing, unless readers of older
  /// snapshots hold it past 100 ms. Returns whether it was folded.
  @discardableResult
  public func foldLog() -> Bool { habitflow_sqlite_fold_log(handle) == SQLITE_OK }

  /// Goes back to SQLite's own automatic checkpoint (1000 frames, never waiting for readers).
  public func foldLogAsSQLiteDoes() { sqlite3_wal_autocheckpoint(handle, 1000) }

  /// The first `count` bytes of the database file as they are on disk now (not what the
  /// write-ahead log may say), read without a lock; nil when the file is shorter.
  public func fileStart(count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    let code = bytes.withUnsafeMutableBytes {
      habitflow_sqlite_read_file_start(handle, $0.baseAddress, Int32(count))
    }
    return code == SQLITE_OK ? bytes : nil
  }

  /// Whether the main database has every table and column of a listing (see
  /// `Schema.latestTablesListing`), from the schema SQLite has read.
  public func hasColumns(listedIn listing: UnsafeBufferPointer<UInt8>) -> Bool {
    listing.withMemoryRebound(to: CChar.self) {
      habitflow_sqlite_has_columns(handle, $0.baseAddress, Int32($0.count)) == 1
    }
  }

  /// Runs one or more statements that return no rows.
  public func execute(_ sql: String) throws {
    var message: UnsafeMutablePointer<CChar>?
    let code = sqlite3_exec(handle, sql, nil, nil, &message)
    guard code == SQLITE_OK else {
      let text = message.map { String(cString: $0) } ?? lastMessage
      sqlite3_free(message)
      throw SQLiteError(code: code, message: text)
    }
  }

  /// Prepares a statement with values bound to its `?` placeholders in order.
  /// A statement released before is taken up again, reset and without its old values.
  public func prepare(_ sql: String, _ values: [SQLValue] = []) throws -> Statement {
    let statement: Statement
    if let kept = idle.removeValue(forKey: sql) {
      statement = Statement(handle: kept, sql: sql, database: self)
    } else {
      var pointer: OpaquePointer?
      let code = sqlite3_prepare_v2(handle, sql, -1, &pointer, nil)
      guard code == SQLITE_OK, let pointer else { throw error(code) }
      statementsPrepared += 1
      statement = Statement(handle: pointer, sql: sql, database: self)
    }
    try statement.bind(values)
    return statement
  }

  /// Keeps a released statement for its SQL (reset, so it holds no read), or finalizes it when
  /// one is kept already.
  fileprivate func release(_ statement: OpaquePointer, sql: String) {
    sqlite3_reset(statement)
    sqlite3_clear_bindings(statement)
    if idle[sql] == nil {
      idle[sql] = statement
    } else {
      sqlite3_finalize(statement)
    }
  }

  /// Runs a statement that returns no rows.
  public func run(_ sql: String, _ values: [SQLValue] = []) throws {
    try prepare(sql, values).runToEnd()
  }

  /// The first column of the first row, or nil when there is no row.
  public func scalar(_ sql: String, _ values: [SQLValue] = []) throws -> SQLValue? {
    let statement = try prepare(sql, values)
    return try statement.step() ? statement.value(0) : nil
  }

  /// The write-ahead log's file name, as SQLite names it (nil for an in-memory database).
  public var writeAheadLogPath: String? {
    guard let name = sqlite3_db_filename(handle, "main"), name.pointee != 0,
      let wal = sqlite3_filename_wal(name)
    else { return nil }
    return String(cString: wal)
  }

  /// The number of rows the last statement changed.
  public var changes: Int { Int(sqlite3_changes(handle)) }

  /// The row id of the last inserted row.
  public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

  /// Runs `body` in a transaction: committed when it returns, rolled back when it throws.
  /// `immediate` takes the write lock at once, so two writers wait for each other instead of failing.
  public func transaction<T>(immediate: Bool, _ body: () throws -> T) throws -> T {
    try execute(immediate ? "BEGIN IMMEDIATE" : "BEGIN")
    do {
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      try? execute("ROLLBACK")
      throw error
    }
  }

  /// Copies this connection's main database into `destination`'s in one step of SQLite's online
  /// backup: a consistent snapshot even while other connections write.
  public func copy(into destination: Database) throws {
    guard let backup = sqlite3_backup_init(destination.handle, "main", handle, "main") else {
      throw destination.error(sqlite3_errcode(destination.handle))
    }
    let step = sqlite3_backup_step(backup, -1)
    let finish = sqlite3_backup_finish(backup)
    guard step == SQLITE_DONE, finish == SQLITE_OK else {
      throw destination.error(step == SQLITE_DONE ? finish : step)
    }
  }

  /// Whether no transaction is open (each statement commits on its own).
  public var isAutocommit: Bool { sqlite3_get_autocommit(handle) != 0 }

  fileprivate var lastMessage: String { String(cString: sqlite3_errmsg(handle)) }

  fileprivate func error(_ code: Int32) -> SQLiteError {
    SQLiteError(code: code, message: lastMessage)
  }
}

/// A value bound to or read from a statement.
public enum SQLValue: Hashable, Sendable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob([UInt8])

  /// The integer value, or nil.
  public var integer: Int64? {
    if case .integer(let value) = self { return value }
    return nil
  }

  /// The text value, or nil.
  public var text: String? {
    if case .text(let value) = self { return value }
    return nil
  }
}

/// A prepared statement; given back to its connection when released (see `Database.prepare`).
public final class Statement {
  private let handle: OpaquePointer
  private let sql: String
  private let database: Database

  fileprivate init(handle: OpaquePointer, sql: String, database: Database) {
    self.handle = handle
    self.sql = sql
    self.database = database
  }

  deinit {
    database.release(handle, sql: sql)
  }

  /// How many columns its rows have.
  public var columnCount: Int { Int(sqlite3_column_count(handle)) }

  /// Makes the statement ready to run again with other values (cheaper than preparing it anew).
  public func reset(binding values: [SQLValue]) throws {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    try bind(values)
  }

  fileprivate func bind(_ values: [SQLValue]) throws {
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let code: Int32
      switch value {
      case .null: code = sqlite3_bind_null(handle, index)
      case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
      case .real(let number): code = sqlite3_bind_double(handle, index, number)
      case .text(let string):
        code = sqlite3_bind_text(handle, index, string, -1, habitflow_sqlite_transient())
      case .blob(let bytes):
        code = bytes.withUnsafeBytes {
          sqlite3_bind_blob(
            handle, index, $0.baseAddress, Int32($0.count), habitflow_sqlite_transient())
        }
      }
      guard code == SQLITE_OK else { throw database.error(code) }
    }
  }

  /// Advances to the next row; false when there are no more.
  public func step() throws -> Bool {
    let code = sqlite3_step(handle)
    switch code {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default: throw database.error(code)
    }
  }

  /// Steps until the statement is done.
  public func runToEnd() throws {
    while try step() {}
  }

  /// The value of a column of the current row.
  public func value(_ column: Int32) -> SQLValue {
    switch sqlite3_column_type(handle, column) {
    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, column))
    case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, column))
    case SQLITE_NULL: return .null
    case SQLITE_BLOB: return .blob(blob(column))
    default: return text(column).map(SQLValue.text) ?? .null
    }
  }

  /// The integer value of a column of the current row.
  public func int(_ column: Int32) -> Int64 {
    sqlite3_column_int64(handle, column)
  }

  /// Whether a column of the current row is NULL (asked without reading its value).
  public func isNull(_ column: Int32) -> Bool {
    sqlite3_column_type(handle, column) == SQLITE_NULL
  }

  /// The floating-point value of a column of the current row.
  public func double(_ column: Int32) -> Double {
    sqlite3_column_double(handle, column)
  }

  /// The bytes of a blob column of the current row (empty when NULL).
  public func blob(_ column: Int32) -> [UInt8] {
    guard let pointer = sqlite3_column_blob(handle, column) else { return [] }
    let count = Int(sqlite3_column_bytes(handle, column))
    return Array(UnsafeRawBufferPointer(start: pointer, count: count))
  }

  /// The text of a column of the current row, or nil when it is NULL.
  public func text(_ column: Int32) -> String? {
    guard let pointer = sqlite3_column_text(handle, column) else { return nil }
    return String(cString: pointer)
  }

  /// Calls `body` with the raw UTF-8 bytes of a text column, without making a String (hot loops).
  public func withBytes<T>(_ column: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
    let pointer = sqlite3_column_text(handle, column)
    let count = Int(sqlite3_column_bytes(handle, column))
    return body(UnsafeBufferPointer(start: pointer, count: pointer == nil ? 0 : count))
  }
}
