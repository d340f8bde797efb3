/// What a read transaction may do: every read of the store, handed to `HabitStore.read`'s
/// closure (and, as a `StoreWriter`, to `write`'s), as GRDB hands a database to
/// `DatabaseQueue.read`. Its methods run in that closure's transaction, so none exists outside
/// one. Made once per store: handing it over costs nothing.
public class StoreReader {
  /// The store whose transaction is open (it keeps this value, so it never outlives it).
  unowned let store: HabitStore

  init(store: HabitStore) {
    self.store = store
  }

  var database: Database { store.database }
}

/// What a write transaction may do: every read and every write of the store, handed to
/// `HabitStore.write`'s closure. Whatever it writes, the derived data and sync stamps follow
/// before the commit (see Rows.swift).
public final class StoreWriter: StoreReader {}
