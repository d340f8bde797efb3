import Foundation
import HabitCore
import HabitStore
import NotificationSimulator
import XCTest

final class StoreTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("habitflow-store-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private func path(_ name: String = "habits.sqlite") -> String {
    folder.appendingPathComponent(name).path
  }

  private func sample(_ name: String, start: String = "2026-11-01") -> Habit {
    Habit(
      uuid: UUID().uuidString, name: name, targetTime: TimeOfDay(parsing: "09:30"),
      schedule: .weekdays(WeekdaySet([.monday, .friday])), alarm: true, start: Day(iso: start)!)
  }

  func testCreatesAPrivateFileInNewFolders() throws {
    let nested = folder.appendingPathComponent("a/b/habitflow.sqlite").path
    _ = try HabitStore(path: nested)
    let attributes = try FileManager.default.attributesOfItem(atPath: nested)
    XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
  }

  func testHabitsRoundTripThroughTheFile() throws {
    let store = try HabitStore(path: path())
    let stored = try store.write { db in try db.insert(sample("독서")) }
    let reopened = try HabitStore(path: path())
    let habits = try reopened.read { db in try db.habits() }
    XCTAssertEqual(habits, [stored])
    XCTAssertEqual(habits[0].targetTime?.description, "09:30")
    XCTAssertEqual(habits[0].schedule, .weekdays(WeekdaySet([.monday, .friday])))
    XCTAssertTrue(habits[0].alarm)
  }

  func testPositionsFollowCreationOrder() throws {
    let store = try HabitStore(path: path())
    try store.write { db in
      _ = try db.insert(sample("b"))
      _ = try db.insert(sample("a"))
      _ = try db.insert(sample("Yoga 🧘"))
    }
    XCTAssertEqual(try store.read { try $0.habits() }.map(\.name), ["b", "a", "Yoga 🧘"])
    XCTAssertEqual(try store.read { try $0.habits() }.map(\.position), [0, 1, 2])
  }

  func testDuplicateNamesAreRefusedWhateverTheNormalization() throws {
    let store = try HabitStore(path: path())
    _ = try store.write { db in try db.insert(sample("독서")) }
    let decomposed = "\u{1103}\u{1169}\u{11A8}\u{1109}\u{1165}"
    XCTAssertThrowsError(try store.write { db in try db.insert(self.sample(decomposed)) }) {
      XCTAssertEqual($0 as? StoreError, .duplicateName("독서"))
    }
    XCTAssertEqual(try store.read { try $0.habit(named: decomposed) }?.name, "독서")
  }

  func testRenameOntoAnotherNameIsRefused() throws {
    let store = try HabitStore(path: path())
    var first = try store.write { db in try db.insert(sample("a")) }
    _ = try store.write { db in try db.insert(sample("b")) }
    first.name = "b"
    XCTAssertThrowsError(try store.write { db in try db.update(first) })
    first.name = "a"
    XCTAssertNoThrow(try store.write { db in try db.update(first) })
  }

  func testEntriesSaveReplaceAndDelete() throws {
    let store = try HabitStore(path: path())
    let habit = try store.write { db in try db.insert(sample("독서")) }
    let day = Day(iso: "2026-11-27")!
    try store.write { db in
      try db.save(Entry(day: day, status: .done, note: "한 장"), habitID: habit.id)
    }
    XCTAssertEqual(
      try store.read { try $0.entry(habitID: habit.id, day: day) },
      Entry(day: day, status: .done, note: "한 장"))
    try store.write { db in try db.save(Entry(day: day, status: .skipped), habitID: habit.id) }
    XCTAssertEqual(
      try store.read { try $0.entries(habitID: habit.id) }, [Entry(day: day, status: .skipped)])
    XCTAssertTrue(try store.write { db in try db.deleteEntry(habitID: habit.id, day: day) })
    XCTAssertFalse(try store.write { db in try db.deleteEntry(habitID: habit.id, day: day) })
    XCTAssertNil(try store.read { try $0.entry(habitID: habit.id, day: day) })
  }

  func testDeletingAHabitDeletesItsEntries() throws {
    let store = try HabitStore(path: path())
    let habit = try store.write { db in try db.insert(sample("독서")) }
    try store.write { db in
      try db.save(Entry(day: Day(iso: "2026-11-27")!, status: .done), habitID: habit.id)
      try db.delete(habitID: habit.id)
    }
    let again = try store.write { db in try db.insert(sample("독서")) }
    XCTAssertEqual(try store.read { try $0.entries(habitID: habit.id) }, [])
    XCTAssertEqual(try store.read { try $0.entries(habitID: again.id) }, [])
  }

  func testHistoriesReadEveryHabitInOnePass() throws {
    let store = try HabitStore(path: path())
    let (a, b) = try store.write { db in (try db.insert(sample("a")), try db.insert(sample("b"))) }
    try store.write { db in
      try db.save(Entry(day: Day(iso: "2026-11-02")!, status: .done), habitID: a.id)
      try db.save(Entry(day: Day(iso: "2026-11-03")!, status: .skipped), habitID: a.id)
      try db.save(Entry(day: Day(iso: "2026-11-05")!, status: .done), habitID: b.id)
    }
    let histories = try store.read { try $0.histories(of: [a, b]) }
    XCTAssertEqual(histories[a.id]?.status(on: Day(iso: "2026-11-02")!), .done)
    XCTAssertEqual(histories[a.id]?.status(on: Day(iso: "2026-11-03")!), .skipped)
    XCTAssertNil(histories[a.id]?.status(on: Day(iso: "2026-11-05")!))
    XCTAssertEqual(histories[b.id]?.status(on: Day(iso: "2026-11-05")!), .done)
  }

  func testSettingsRoundTripWithDefaults() throws {
    let store = try HabitStore(path: path())
    XCTAssertEqual(
      try store.read { try $0.settings() }, Settings(dayStart: .midnight, weekStart: .sunday))
    let changed = Settings(dayStart: TimeOfDay(parsing: "03:00")!, weekStart: .monday)
    try store.write { db in try db.save(changed) }
    XCTAssertEqual(try HabitStore(path: path()).read { try $0.settings() }, changed)
  }

  func testAFailedWriteLeavesNothingBehind() throws {
    struct Boom: Error {}
    let store = try HabitStore(path: path())
    XCTAssertThrowsError(
      try store.write { db in
        _ = try db.insert(sample("독서"))
        throw Boom()
      })
    XCTAssertEqual(try store.read { try $0.habits() }, [])
  }

  func testAFreshFileIsMigratedToTheCurrentVersion() throws {
    _ = try HabitStore(path: path())
    XCTAssertEqual(try RawSQLite.pragma("user_version", of: path()), HabitStore.schemaVersion)
    XCTAssertEqual(try RawSQLite.pragma("application_id", of: path()), 0x4846_6C77)
    XCTAssertEqual(try RawSQLite.pragmaText("journal_mode", of: path()), "wal")
  }

  func testAnOlderVersionIsMigratedForward() throws {
    // Version 0 with HabitFlow's id but no tables: an interrupted first start.
    try RawSQLite.execute(path(), "PRAGMA application_id = \(0x4846_6C77);")
    let store = try HabitStore(path: path())
    XCTAssertEqual(try store.read { try $0.habits() }, [])
    XCTAssertEqual(try RawSQLite.pragma("user_version", of: path()), HabitStore.schemaVersion)
  }

  func testAVersionOneFileKeepsItsDataWhenMigrated() throws {
    // A file as the first release wrote it: schema version 1, one habit with one check-in.
    try RawSQLite.execute(
      path(),
      """
      CREATE TABLE habits (id INTEGER PRIMARY KEY, uuid TEXT NOT NULL UNIQUE, name TEXT NOT NULL UNIQUE,
        target_minute INTEGER, schedule_kind TEXT NOT NULL, schedule_days INTEGER NOT NULL DEFAULT 127,
        schedule_every INTEGER NOT NULL DEFAULT 1, alarm INTEGER NOT NULL DEFAULT 0,
        start_day TEXT NOT NULL, position INTEGER NOT NULL, archived INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE entries (habit_id INTEGER NOT NULL REFERENCES habits (id) ON DELETE CASCADE,
        day TEXT NOT NULL, status TEXT NOT NULL, note TEXT, PRIMARY KEY (habit_id, day)) WITHOUT ROWID;
      CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
      INSERT INTO habits VALUES (1, 'u1', '독서', 570, 'daily', 127, 1, 1, '2026-11-01', 0, 0);
      INSERT INTO entries VALUES (1, '2026-11-29', 'done', '한 장');
      INSERT INTO settings VALUES ('weekStart', 'monday');
      PRAGMA application_id = \(0x4846_6C77);
      PRAGMA user_version = 1;
      """)
    let store = try HabitStore(path: path())
    XCTAssertEqual(try RawSQLite.pragma("user_version", of: path()), HabitStore.schemaVersion)
    XCTAssertEqual(try store.read { try $0.habits() }.map(\.name), ["독서"])
    XCTAssertEqual(
      try store.read { try $0.entries(habitID: 1) },
      [Entry(day: Day(iso: "2026-11-29")!, status: .done, note: "한 장")])
    XCTAssertEqual(try store.read { try $0.settings() }.weekStart, .monday)
    XCTAssertEqual(try store.read { try $0.center() }.pending, [])
  }

  func testTheCenterRoundTripsThroughTheFile() throws {
    let store = try HabitStore(path: path())
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let reminder = Reminder(
      id: "pre:u1:2027-01-15", kind: .pre, habit: "독서", fireDate: now.addingTimeInterval(60),
      title: "HabitFlow", body: "Time for 독서", thread: "habit:u1")
    try store.write { db in
      try db.updateCenter { center in
        center.add(reminder, now: now)
        center.add(
          Reminder(
            id: "x", kind: .summary, habit: nil, fireDate: now.addingTimeInterval(30),
            title: "HabitFlow", body: "1 habit still not done today (독서)", thread: "summary"),
          now: now)
        _ = center.deliverDue(now: now.addingTimeInterval(30))
      }
    }
    let center = try HabitStore(path: path()).read { try $0.center() }
    XCTAssertEqual(center.pending.map(\.reminder), [reminder])
    XCTAssertEqual(center.delivered.map(\.reminder.id), ["x"])
    XCTAssertEqual(center.delivered.first?.deliveredAt, now.addingTimeInterval(30))
    XCTAssertEqual(center.nextSequence, 2)
  }

  func testATextFileIsReportedAndLeftUntouched() throws {
    let text = Data("not a database, just notes\n".utf8)
    _ = FileManager.default.createFile(atPath: path(), contents: text)
    XCTAssertThrowsError(try HabitStore(path: path())) {
      XCTAssertEqual($0 as? StoreError, .notHabitFlow(path: path()))
    }
    XCTAssertEqual(FileManager.default.contents(atPath: path()), text)
  }

  func testAnotherAppsDatabaseIsReportedAndLeftUntouched() throws {
    try RawSQLite.execute(
      path(), "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep');")
    let before = FileManager.default.contents(atPath: path())
    XCTAssertThrowsError(try HabitStore(path: path())) {
      XCTAssertEqual($0 as? StoreError, .notHabitFlow(path: path()))
    }
    XCTAssertEqual(FileManager.default.contents(atPath: path()), before)
  }

  func testANewerSchemaIsReportedAndLeftUntouched() throws {
    _ = try HabitStore(path: path())
    try RawSQLite.execute(path(), "PRAGMA user_version = 99;")
    let before = FileManager.default.contents(atPath: path())
    XCTAssertThrowsError(try HabitStore(path: path())) {
      XCTAssertEqual(
        $0 as? StoreError,
        .newerSchema(path: path(), found: 99, supported: HabitStore.schemaVersion))
    }
    XCTAssertEqual(FileManager.default.contents(atPath: path()), before)
  }

  func testAnUnwritableLocationIsReported() throws {
    _ = FileManager.default.createFile(atPath: path("file"), contents: Data())
    XCTAssertThrowsError(try HabitStore(path: path("file") + "/sub/habits.sqlite")) {
      guard case .cannotOpen? = $0 as? StoreError else { return XCTFail("\($0)") }
    }
  }
}
