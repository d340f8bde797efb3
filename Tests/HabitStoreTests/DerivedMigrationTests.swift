import Foundation
import HabitApp
import HabitCore
import HabitStore
import XCTest

/// A database written by release 0.2 (schema 4: eight habits of every kind, one archived, three
/// months of check-ins, skips, amounts and a note) gets its derived data on first open, built in
/// the migration's one transaction and equal to a full recomputation.
final class DerivedMigrationTests: XCTestCase {
  private var path: String!

  override func setUpWithError() throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/release-0.2-schema4.sqlite")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("habitflow-derived-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    path = folder.appendingPathComponent("habitflow.sqlite").path
    try FileManager.default.copyItem(atPath: fixture.path, toPath: path)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
  }

  func testFirstOpenBuildsEveryHabitsDerivedDataAsAFullRecomputation() throws {
    XCTAssertEqual(try RawSQLite(path).text("PRAGMA user_version"), "4")
    let store = try HabitStore(path: path)
    XCTAssertEqual(
      try RawSQLite(path).text("PRAGMA user_version"), "\(HabitStore.schemaVersion)")
    try assertDerivedDataIsAFullRecomputation(store)
  }

  func testASchema5FileHasItsCheckpointsBuiltAgainOnce() throws {
    // Schema 5 kept the walk through the day before the last entry; 6 through the end of the
    // month before it. Stand-ins for the old rows: any stale value must go.
    _ = try HabitStore(path: path)
    try RawSQLite(path).execute(
      """
      UPDATE habit_streaks SET day = '2026-08-30', run = 99, best = 99;
      DELETE FROM habit_marks WHERE (habit_id, year) IN (SELECT habit_id, year FROM habit_marks LIMIT 1);
      DROP TABLE sync_habit_fields; DROP TABLE sync_entries; DROP TABLE sync_settings;
      DROP TABLE sync_local; DROP TABLE sync_peers; ALTER TABLE habit_streaks DROP COLUMN progress;
      PRAGMA user_version = 5;
      """)
    let store = try HabitStore(path: path)
    XCTAssertEqual(
      try RawSQLite(path).text("PRAGMA user_version"), "\(HabitStore.schemaVersion)")
    try assertDerivedDataIsAFullRecomputation(store)
  }

  /// Schema 8 kept no achievement walk: the derived data is built again, walk included.
  func testASchema8FileHasItsAchievementWalksBuilt() throws {
    _ = try HabitStore(path: path)
    try RawSQLite(path).execute(
      """
      UPDATE habit_streaks SET run = 99, best = 99;
      ALTER TABLE habit_streaks DROP COLUMN progress;
      PRAGMA user_version = 8;
      """)
    let store = try HabitStore(path: path)
    XCTAssertEqual(try RawSQLite(path).text("PRAGMA user_version"), "10")
    try assertDerivedDataIsAFullRecomputation(store)
    XCTAssertNotEqual(
      try RawSQLite(path).text("SELECT count(*) FROM habit_streaks WHERE progress IS NOT NULL"),
      "0")
  }

  private func assertDerivedDataIsAFullRecomputation(_ store: HabitStore) throws {
    let habits = try store.read { db in try db.habits(includeArchived: true) }
    XCTAssertEqual(habits.count, 8)
    for habit in habits {
      let history = try store.read { db in try db.histories(of: [habit])[habit.id] }
      let stored = try store.read { db in try db.derivation(of: habit.id) }
      XCTAssertEqual(
        stored, Derivation(habit: habit, history: try XCTUnwrap(history)), habit.name)
    }
    XCTAssertEqual(try RawSQLite(path).text("SELECT count(*) FROM habit_streaks"), "8")
  }

  func testStreaksReadThroughTheCheckpointsAreThoseOfTheRelease() throws {
    let store = try HabitStore(path: path)
    let service = ReminderService(
      store: store, zone: Zone(TimeZone(identifier: "Asia/Seoul")!), environment: [:])
    // 2026-09-01 08:00 in Seoul, when release 0.2 printed "독서: ... streak 0 (best 8)".
    let now = Date(timeIntervalSince1970: 1_788_217_200)
    let (light, full) = try store.read { _ in
      (
        try service.board(now: now, reach: .streaks()),
        try service.board(now: now, reach: .everything)
      )
    }
    let reading = try XCTUnwrap(light.habits.first { $0.name == "독서" })
    XCTAssertNotNil(light.checkpoints[reading.id])
    XCTAssertEqual(light.streak(of: reading), StreakSummary(current: 0, best: 8, doneToday: false))
    XCTAssertEqual(light.habits.map(light.streak(of:)), full.habits.map(full.streak(of:)))
  }

  func testAMigrationThatCannotBuildItsDerivedDataChangesNothing() throws {
    // A habit whose time cannot be read stops the build; the schema stays as it was.
    try RawSQLite(path).execute("UPDATE habits SET times = 'soon' WHERE name = 'Gym'")
    XCTAssertThrowsError(try HabitStore(path: path))
    XCTAssertEqual(try RawSQLite(path).text("PRAGMA user_version"), "4")
    XCTAssertEqual(
      try RawSQLite(path).text(
        "SELECT count(*) FROM sqlite_master WHERE name IN ('habit_streaks', 'habit_marks')"),
      "0")
  }
}
