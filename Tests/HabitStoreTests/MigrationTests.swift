import Foundation
import HabitCore
import HabitStore
import XCTest

/// A database written by the previous release (schema 3: five habits, notes, skips, settings,
/// 64 pending requests with a timer, delivered notifications, an acknowledged alarm) opens in
/// this build with every row intact.
final class MigrationTests: XCTestCase {
  private var path: String!

  override func setUpWithError() throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/release-0.1-schema3.sqlite")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("habitflow-migration-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    path = folder.appendingPathComponent("habitflow.sqlite").path
    try FileManager.default.copyItem(atPath: fixture.path, toPath: path)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
  }

  func testEveryHabitSurvivesWithItsScheduleTimeAndPlace() throws {
    XCTAssertEqual(try RawSQLite(path).text("PRAGMA user_version"), "3")
    let store = try HabitStore(path: path)
    XCTAssertEqual(try RawSQLite(path).text("PRAGMA user_version"), "\(HabitStore.schemaVersion)")
    let habits = try store.read { db in try db.habits(includeArchived: true) }
    XCTAssertEqual(
      habits.map { "\($0.id) \($0.uuid) \($0.name) \($0.times) \($0.schedule.summary)" },
      [
        "1 804cfd26-cfca-4885-91df-02b973cd3277 독서 [21:30] daily",
        "2 30c19394-0cfb-4db0-9eb9-cf0f6be9a98b Run [07:00] mon,wed,fri",
        "3 a8610e82-4c44-492c-8993-c2842a09050f Water plants [] every 3 days",
        "4 af79756d-7e32-4e76-a201-81a01f10b58b 기상 [06:30] daily",
        "5 0119a1da-bd38-44d8-87f4-960bee333b03 Stretch [] daily",
      ])
    XCTAssertEqual(habits.map(\.alarm), [false, false, false, true, false])
    XCTAssertEqual(
      habits.map(\.start.iso),
      ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-01", "2026-11-20"])
    XCTAssertEqual(habits.map(\.position), [0, 1, 2, 3, 4])
    XCTAssertTrue(habits.allSatisfy { !$0.archived && $0.measure == nil && $0.color == nil })
    XCTAssertTrue(habits.allSatisfy { $0.description.isEmpty })
  }

  func testAnIntervalLongerThanAYearSurvives() throws {
    // Schema 3 took any interval >= 1 (the CLI up to 3650): the new limit of 366 is a frequency's.
    try RawSQLite(path).execute("UPDATE habits SET schedule_every = 400 WHERE id = 3")
    let store = try HabitStore(path: path)
    let plants = try XCTUnwrap(try store.read { db in try db.habit(named: "Water plants") })
    XCTAssertEqual(plants.schedule, .every(400))
  }

  func testEveryEntryAndNoteSurvives() throws {
    let store = try HabitStore(path: path)
    let entries = try store.read { db in try (1...5).map { try db.entries(habitID: $0) } }
    XCTAssertEqual(entries.map(\.count), [10, 3, 1, 1, 0])
    XCTAssertEqual(
      entries[0].filter { $0.note != nil || $0.status == .skipped }.map {
        "\($0.day.iso) \($0.status.rawValue) \($0.note ?? "-")"
      }, ["2026-11-11 skipped 여행", "2026-11-12 done 한 장: 토지 3권"])
    XCTAssertEqual(
      entries[1].map { "\($0.day.iso) \($0.status.rawValue) \($0.note ?? "-")" },
      ["2026-11-02 done -", "2026-11-04 done tempo 5k", "2026-11-06 skipped -"])
    XCTAssertTrue(entries.joined().allSatisfy { $0.amount == nil })
  }

  func testSettingsAndTheNotificationCenterSurvive() throws {
    let raw = try RawSQLite(path)
    let pendingBefore = try raw.text(
      "SELECT group_concat(id || '@' || fire_at || '#' || sequence, ' ') FROM "
        + "(SELECT * FROM center_pending ORDER BY id)")
    let store = try HabitStore(path: path)
    let settings = try store.read { db in try db.settings() }
    XCTAssertEqual(settings.dayStart.description, "03:00")
    XCTAssertEqual(settings.weekStart, .sunday)
    XCTAssertEqual(settings.reminders.preReminderMinutes, 15)
    XCTAssertEqual(settings.reminders.summaryTime.description, "20:00")
    XCTAssertEqual(settings.reminders.language, .ko)
    XCTAssertEqual(
      try raw.text(
        "SELECT group_concat(id || '@' || fire_at || '#' || sequence, ' ') FROM "
          + "(SELECT * FROM center_pending ORDER BY id)"), pendingBefore)
    let center = try store.read { db in try db.center() }
    XCTAssertEqual(center.pending.count, 64)
    XCTAssertEqual(center.pending.filter { $0.reminder.kind == .timer }.count, 60)
    XCTAssertEqual(
      center.delivered.map(\.reminder.id),
      [
        "pre:af79756d-7e32-4e76-a201-81a01f10b58b:2026-11-20",
        "pre:30c19394-0cfb-4db0-9eb9-cf0f6be9a98b:2026-11-20",
        "overdue:af79756d-7e32-4e76-a201-81a01f10b58b:2026-11-20",
        "overdue:30c19394-0cfb-4db0-9eb9-cf0f6be9a98b:2026-11-20",
      ])
    XCTAssertEqual(
      try store.read { db in try db.acknowledgedAlarms() },
      ["alarm:af79756d-7e32-4e76-a201-81a01f10b58b:2026-11-20"])
    let bursts = try store.read { db in try db.bursts() }
    XCTAssertEqual(bursts.map(\.burst.id), ["timer:e64ca4b3-a724-4fe0-9a8f-595e6cc0a620"])
    XCTAssertEqual(bursts.map(\.habitID), [2])
  }

  func testTheMigratedFileKeepsItsForeignKeysAndTakesTheNewFields() throws {
    let store = try HabitStore(path: path)
    try store.write { db in
      var run = try XCTUnwrap(try db.habit(named: "Water plants"))
      run.measure = Measure(unit: "L", target: Amount(parsing: "1.5")!)
      run.times = [TimeOfDay(parsing: "08:00")!, TimeOfDay(parsing: "18:00")!]
      run.schedule = .frequency(Frequency(times: 2, days: 7)!)
      run.color = .teal
      run.description = "물 주기"
      try db.update(run)
      try db.save(
        Entry(day: Day(iso: "2026-11-21")!, status: .done, amount: Amount(parsing: "0.75")),
        habitID: 3)
      try db.delete(habitID: 2)
    }
    let reopened = try HabitStore(path: path)
    let plants = try XCTUnwrap(try reopened.read { db in try db.habit(named: "Water plants") })
    XCTAssertEqual(plants.measure, Measure(unit: "L", target: Amount(thousandths: 1500)))
    XCTAssertEqual(plants.times.map(\.description), ["08:00", "18:00"])
    XCTAssertEqual(plants.schedule, .frequency(Frequency(times: 2, days: 7)!))
    XCTAssertEqual(plants.color, .teal)
    XCTAssertEqual(plants.description, "물 주기")
    XCTAssertEqual(
      try reopened.read { db in try db.entry(habitID: 3, day: Day(iso: "2026-11-21")!)?.amount },
      Amount(thousandths: 750))
    // Deleting Run cascaded to its entries and its timer: the rebuilt table is still referenced.
    let raw = try RawSQLite(path)
    XCTAssertEqual(try raw.text("SELECT count(*) FROM entries WHERE habit_id = 2"), "0")
    XCTAssertEqual(try raw.text("SELECT count(*) FROM bursts"), "0")
    XCTAssertEqual(try raw.text("SELECT count(*) FROM entries"), "13")
  }
}
