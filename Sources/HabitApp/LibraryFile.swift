import Foundation
import HabitCore
import HabitStore

/// The database file under the library, and the transactions a front end opens around a
/// command or a frame (an action inside one is part of it).
extension Library {
  /// Opens the library at `path`, creating the file (mode 0600) and its folder when missing.
  public convenience init(
    path: String, zone: Zone, environment: [String: String], planning: Planning
  ) throws {
    self.init(
      store: try HabitStore(path: path), zone: zone, environment: environment,
      planning: planning)
  }

  /// A private library in memory: what a command previews (`--dry-run` with no database).
  public static func inMemory(
    zone: Zone, environment: [String: String], planning: Planning
  ) throws -> Library {
    Library(
      store: try HabitStore.inMemory(), zone: zone, environment: environment, planning: planning)
  }

  /// Where the data lives (`:memory:` in memory).
  public var path: String { store.path }
  /// Whether opening the library created its file (a new, empty database).
  public var created: Bool { store.created }
  /// The file every commit of another process writes to, for run loops that wake when the data
  /// changes; nil in memory.
  public var changeFile: String? { store.changeFile }

  /// The clock that stamps changes for sync: the command's, the interface's or `watch`'s.
  public var changeClock: (any WallClock)? {
    get { store.changeClock }
    set { store.changeClock = newValue }
  }

  /// Runs `body` as one read transaction (inside a write, as part of it).
  public func read<T>(_ body: () throws -> T) throws -> T { try store.read { _ in try body() } }

  /// Runs `body` as one write transaction: all of its changes land, or none.
  public func write<T>(_ body: () throws -> T) throws -> T { try store.write { _ in try body() } }

  /// Runs `body` as one write transaction when no other connection is writing at this moment;
  /// false, with nothing done, when one is (or the file is read-only).
  public func writeIfFree(_ body: () throws -> Void) throws -> Bool {
    try store.writeIfFree { _ in try body() }
  }

  /// A number that changes whenever another connection commits a change to the file.
  public func dataVersion() throws -> Int64 { try store.dataVersion() }

  /// Waits until no other process is writing (see `HabitStore.waitForWriters`).
  public func waitForWriters() throws { try store.waitForWriters() }

  /// Stops waiting for the disk at every commit, for a delivery loop (see
  /// `HabitStore.relaxDurability`); what a person does keeps full durability.
  public func relaxDurability() throws { try store.relaxDurability() }

  /// Folds the write-ahead log into the file now, as closing does.
  public func foldLogAsItEnds() { store.foldLogAsItEnds() }
}
