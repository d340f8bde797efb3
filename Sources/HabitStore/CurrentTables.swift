extension Schema {
  /// The schema version `latestTablesListing` describes. Kept apart from `version` so that a
  /// migration appended without updating the listing costs only speed, never a wrong answer:
  /// files of that version are then checked against the migrations themselves (and a test fails).
  static let latestTablesVersion: Int64 = 10

  /// The tables and columns of a file at `latestTablesVersion`, written out: opening a current
  /// file (every command) must not replay every migration in memory just to know them. A word at
  /// the start of a line names a table, the words after it (on indented lines too) its columns.
  /// A test asserts this equals `tables(atVersion: version)`, so it cannot drift from the
  /// migrations. Static text, checked in one call into C: a dictionary of sets built at every
  /// start and looked up column by column from Swift cost about 0.15 M instructions more.
  static let latestTablesListing: StaticString = """
    habits
      id uuid name times schedule_kind schedule_days schedule_every frequency_times alarm
      start_day position archived kind unit target target_type description color
    entries habit_id day status note amount
    settings key value
    center_pending id sequence kind habit fire_at title body thread
    center_delivered id kind habit fire_at title body thread delivered_at missed
    acknowledged_alarms thread at
    bursts id kind habit_id start_at
    center_fired id fire_at
    center_alarms id kind habit fire_at title body thread alerting_since rang_at
    habit_streaks habit_id day run best recent progress
    habit_marks habit_id year marks
    sync_habit_fields uuid field value wall counter device shown
    sync_entries uuid day value wall counter device
    sync_settings key value wall counter device
    sync_local key value
    sync_peers
      device name written_wall written_counter file_size file_modified file_inode seen_at
      taken_last taken_total
    """

  /// Whether the main database of `database` has every table and column a file of `version`
  /// must have: the written-out listing for the latest version, else the migrations run in
  /// memory (only before a migration, so rarely).
  static func hasTables(ofVersion version: Int64, in database: Database) throws -> Bool {
    if version == latestTablesVersion {
      return latestTablesListing.withUTF8Buffer { database.hasColumns(listedIn: $0) }
    }
    var listing = listing(of: try tables(atVersion: version))
    return listing.withUTF8 { database.hasColumns(listedIn: $0) }
  }

  /// The tables and columns a listing names (see `latestTablesListing`).
  static func tables(listedIn listing: String) -> [String: Set<String>] {
    var tables: [String: Set<String>] = [:]
    var table = ""
    for line in listing.split(separator: "\n") {
      let words = line.split(separator: " ").map(String.init)
      guard let first = words.first else { continue }
      if line.first != " " { table = first }
      tables[table, default: []].formUnion(line.first == " " ? words : Array(words.dropFirst()))
    }
    return tables
  }

  /// A listing of `tables` (see `latestTablesListing`), a line per table.
  static func listing(of tables: [String: Set<String>]) -> String {
    var listing = ""
    for (table, columns) in tables.sorted(by: { $0.key < $1.key }) {
      listing += ([table] + columns.sorted()).joined(separator: " ") + "\n"
    }
    return listing
  }
}
