import Foundation
import HabitCore

/// HabitFlow's embedded SQLite file: habits, check-ins and settings.
///
/// Its data is read and written only inside the transactions `read` and `write` open, through the
/// `StoreReader` or `StoreWriter` they hand their closure, so a command happens whole or not at
/// all; two processes sharing the file wait for each other (WAL, busy timeout).
public final class HabitStore {
  let database: Database
  /// Where the data lives (`:memory:` for an in-memory store).
  public let path: String
  /// Whether opening the store created its file (a new, empty database).
  public private(set) var created = false
  /// Whether the file (or its folder) may not be written: reads work, `write` is refused.
  public let isReadOnly: Bool
  /// Whether commits stop waiting for the disk (see `relaxDurability`).
  private var isRelaxed = false
  /// Whether a write transaction is open: a `write` inside it is part of it.
  private var isWriting = false
  /// What the open transaction changed of each habit it touched (see Derived.swift).
  var touchedHabits: [Int64: Touch] = [:]
  /// What the open transaction wrote that sync stamps before it commits (see SyncRecording.swift).
  var syncMarks = SyncMarks()
  /// Whether changes from other devices are being taken in: those keep their own stamps.
  var isApplyingSync = false
  /// The clock that stamps changes for sync: the command's, the interface's or `watch`'s.
  public var changeClock: (any WallClock)?
  /// What `write` hands its closure (a reader too: `read` hands it as well), made once.
  private lazy var writer = StoreWriter(store: self)

  /// The schema version this build writes.
  public static var schemaVersion: Int64 { Schema.version }

  /// Opens the store at `path`, creating the file (mode 0600) and its folder when missing.
  ///
  /// Nothing in an existing file changes, its journal mode included, until it is known to be
  /// HabitFlow's: a foreign, newer or damaged file is refused exactly as it was. A file or folder
  /// that may not be written opens for reading only.
  public convenience init(path: String) throws {
    let created = try StoreFile.createIfMissing(path) { _ = try HabitStore(opening: $0) }
    try self.init(opening: path)
    self.created = created
  }

  /// Opens a private in-memory store, for tests.
  public static func inMemory() throws -> HabitStore {
    let store = HabitStore(
      path: ":memory:", database: try Database(path: ":memory:", mode: .create), readOnly: false)
    try store.prepareSchema(from: 0)
    return store
  }

  /// A store that finds the log holding something as it closes (its own commits, or another
  /// process's whose fold readers kept waiting) folds it into the file: a file put in its place
  /// later (a backup copied over it) must never meet the log of the one it replaced. The log
  /// file itself stays, empty, so the next process need not make it again.
  deinit { foldLogAsItEnds() }

  /// Folds the log into the file now when it holds something, as closing does: for a process
  /// that keeps its store to the end (the interface), so that it never leaves a log behind.
  public func foldLogAsItEnds() {
    guard !isReadOnly, path != ":memory:", StoreFile.holdsLog(path) else { return }
    database.foldLog()
  }

  private init(path: String, database: Database, readOnly: Bool) {
    self.path = path
    self.database = database
    self.isReadOnly = readOnly
    database.setBusyTimeout(milliseconds: Database.busyTimeout)
  }

  private convenience init(opening path: String) throws {
    try StoreFile.requireRegularFile(path)
    guard StoreFile.isWritable(path) else {
      // With no write-ahead log (or an empty one) beside it, the file holds every committed
      // change itself: open it as unchanging, which needs no `-shm` (a read-only folder cannot
      // hold one) and leaves nothing behind. Only a writer with more rights starting during this
      // one short read could tear it, a risk taken for reads that work at all. With a log, read
      // it the usual way.
      let reader = try Self.connect(
        path, .readOnly(immutable: !StoreFile.holdsLog(path)))
      let version = try Self.identify(reader, path)
      guard version == Schema.version else {
        throw StoreError.cannotOpen(
          path: path, reason: "it is read-only and needs an upgrade from schema version \(version)")
      }
      self.init(path: path, database: reader, readOnly: true)
      try translating { try database.execute("PRAGMA foreign_keys = ON") }
      return
    }
    if let (writer, version) = try Self.identifiedInPlace(path) {
      self.init(path: path, database: writer, readOnly: false)
      try prepareSchema(from: version)
      return
    }
    // Identified on a connection that cannot change the file, closed before any other opens.
    let version = try Self.identify(try Self.connect(path, .readOnly(immutable: false)), path)
    self.init(path: path, database: try Self.connect(path, .readWrite), readOnly: false)
    try prepareSchema(from: version)
  }

  /// The read-write connection of a file whose first page bears HabitFlow's mark and write-ahead
  /// log mode, identified on that one connection (every command opens such a file: a second
  /// connection, just to identify, would read the log and parse the schema twice). Nil, with that
  /// connection closed having read nothing, for any other file: a fresh or foreign one, or one
  /// with a rollback journal beside it, is identified on a read-only connection first.
  ///
  /// Until the file is known, the connection can change nothing a read-only one would not:
  /// - reading only, it writes no page and never restarts the log (only writes do);
  /// - a rollback journal, which a read-write connection would play back into the file, is
  ///   never there: the file uses a write-ahead log, and a leftover journal sends it the other way;
  /// - closing it does not fold the log into the file nor remove it (no checkpoint on close),
  ///   so a refused file and its log stay byte for byte as they were;
  /// - like a read-only connection, it makes the log's index (`-shm`), and the log when missing.
  ///
  /// Once the file is known to be HabitFlow's, the log is folded into the file once a commit
  /// leaves it `foldedLogFrames` frames long, and when a connection that wrote closes (see
  /// `deinit`), but the log file stays: reads make and remove no file, and a write saves the two
  /// flushes SQLite's removal of the log took.
  private static func identifiedInPlace(_ path: String) throws -> (Database, Int64)? {
    let writer = try connect(path, .readWrite)
    guard let header = writer.fileStart(count: 100), StoreFile.isOwnInLogMode(header: header),
      !StoreFile.exists(path + "-journal"), writer.checkpointOnClose(false)
    else { return nil }
    let version = try identify(writer, path)
    writer.foldLog(atFrames: foldedLogFrames)
    return (writer, version)
  }

  /// How long the write-ahead log may grow while a connection stays open (the interface): the
  /// first process to open the file reads at most about this many pages of log (130 KiB).
  static let foldedLogFrames: Int32 = 32

  static func connect(_ path: String, _ mode: OpenMode) throws -> Database {
    do {
      return try Database(path: path, mode: mode)
    } catch let error as SQLiteError {
      throw StoreError.cannotOpen(path: path, reason: error.message)
    }
  }

  /// The schema version of the file `database` reads, read at one moment, or why it is refused.
  static func identify(_ database: Database, _ path: String) throws -> Int64 {
    database.setBusyTimeout(milliseconds: Database.busyTimeout)
    return try translating(path) {
      try database.transaction(immediate: false) { try Identity.read(database) }.version(of: path)
    }
  }

  /// Runs `body` as one read transaction, handing it the reads.
  /// Inside an open transaction (a write's), `body` simply runs in it and sees its changes.
  public func read<T>(_ body: (StoreReader) throws -> T) throws -> T {
    let reader: StoreReader = writer
    guard database.isAutocommit else { return try translating { try body(reader) } }
    return try translating { try database.transaction(immediate: false) { try body(reader) } }
  }

  /// Runs `body` as one write transaction when no other connection is writing at this moment;
  /// false, with nothing done, when one is (or the store is read-only). For work a read may do
  /// on the way but must never wait for.
  public func writeIfFree(_ body: (StoreWriter) throws -> Void) throws -> Bool {
    guard !isReadOnly else { return false }
    database.setBusyTimeout(milliseconds: 0)
    defer { database.setBusyTimeout(milliseconds: Database.busyTimeout) }
    do {
      try write(body)
      return true
    } catch StoreError.busy(_) {
      return false
    }
  }

  /// Runs `body` as one write transaction, handing it the reads and writes: all of its changes
  /// land, or none. Inside an open write (a command's, around the action it calls), `body` is
  /// part of it.
  public func write<T>(_ body: (StoreWriter) throws -> T) throws -> T {
    guard !isReadOnly else { throw StoreError.readOnly(path: path) }
    let writer = writer
    guard !isWriting else { return try translating { try body(writer) } }
    touchedHabits = [:]
    syncMarks = SyncMarks()
    isWriting = true
    // A write rolled back leaves nothing to recompute: a later read must not write.
    defer {
      touchedHabits = [:]
      syncMarks = SyncMarks()
      isWriting = false
    }
    return try translating {
      try database.transaction(immediate: true) {
        let result = try body(writer)
        try writer.recordSyncMarks()
        // Derived data lands in the same transaction as the change it follows from.
        try writer.refreshTouched()
        return result
      }
    }
  }

  /// Stops waiting for the disk at every commit (`synchronous = NORMAL`): a commit survives a crash
  /// of the process but not of the machine. For the delivery loop, whose writes (moving requests to
  /// the delivered list) must not make a ringing alarm wait for a disk flush; user data keeps the
  /// default full durability in every other process.
  public func relaxDurability() throws {
    try translating { try database.execute("PRAGMA synchronous = NORMAL") }
    // Nor for a fold of the log into the file: SQLite's own, which never waits for readers.
    database.foldLogAsSQLiteDoes()
    isRelaxed = true
  }

  /// Whether this connection's commits wait for the disk (`PRAGMA synchronous` is FULL).
  public func commitsWaitForDisk() throws -> Bool {
    try translating { try database.scalar("PRAGMA synchronous")?.integer == 2 }
  }

  /// Runs `body` as one write transaction whose commit waits for the disk (`synchronous = FULL`)
  /// even on a connection whose durability is relaxed: what a person does in the interface is
  /// user data.
  public func writeDurably<T>(_ body: (StoreWriter) throws -> T) throws -> T {
    guard isRelaxed, !isWriting else { return try write(body) }
    try translating { try database.execute("PRAGMA synchronous = FULL") }
    defer { try? database.execute("PRAGMA synchronous = NORMAL") }
    return try write(body)
  }

  /// The file every commit of another process writes to (the write-ahead log), for run loops
  /// that wake when the data changes; nil for an in-memory store.
  public var changeFile: String? { database.writeAheadLogPath }

  /// Waits until no other process is writing: a run loop woken by the first bytes of another
  /// process's commit would otherwise read the data as it was before that commit, and sleep on.
  public func waitForWriters() throws {
    try translating {
      try database.execute("BEGIN IMMEDIATE")
      try database.execute("ROLLBACK")
    }
  }

  /// A number that changes whenever another connection commits a change to the file.
  public func dataVersion() throws -> Int64 {
    try translating { try database.scalar("PRAGMA data_version")?.integer ?? 0 }
  }

  /// Brings the schema of a file known to be HabitFlow's (at `version`) up to date.
  private func prepareSchema(from version: Int64) throws {
    try translating {
      if path != ":memory:" { try database.execute("PRAGMA journal_mode = WAL") }
      defer { try? database.execute("PRAGMA foreign_keys = ON") }
      guard version < Schema.version else { return }
      // Off while migrating (it cannot change inside a transaction): rebuilding a table drops
      // the old one, which must not cascade to the rows that refer to it.
      try database.execute("PRAGMA foreign_keys = OFF")
      try database.transaction(immediate: true) {
        // Read again under the write lock: another process may have migrated meanwhile.
        let current = try Identity.read(database).version(of: path)
        for step in Schema.migrations.dropFirst(Int(current)) { try database.execute(step) }
        // Derived data is built once, in the migration's transaction, for files from before it.
        if current < Schema.derivedDataVersion { try writer.rebuildDerived() }
        guard try database.scalar("SELECT count(*) FROM pragma_foreign_key_check")?.integer == 0
        else { throw StoreError.damaged(path: path) }
        try database.execute("PRAGMA application_id = \(Schema.applicationID)")
        try database.execute("PRAGMA user_version = \(Schema.version)")
      }
    }
  }

  func translating<T>(_ body: () throws -> T) throws -> T {
    try Self.translating(path, body)
  }

  /// SQLite's failures as the store's: a file that is no database, a read-only one, a damaged
  /// one (a damaged page can stop even the reading of the schema), the rest.
  static func translating<T>(_ path: String, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as SQLiteError {
      if error.isNotADatabase { throw StoreError.notHabitFlow(path: path) }
      if error.isCorrupt { throw StoreError.corrupt(path: path) }
      if error.isReadOnly { throw StoreError.readOnly(path: path) }
      if error.isBusy { throw StoreError.busy(error.message) }
      throw StoreError.sqlite(error.message)
    }
  }
}
