import Foundation
import HabitCore
import XCTest

@testable import HabitStore

/// A backup is a snapshot: what another process has not committed is not in it.
final class BackupTests: FolderTestCase {
  func testACopyHoldsWhatWasCommittedWhenItWasTaken() throws {
    let path = path("habitflow.sqlite")
    let store = try HabitStore(path: path)
    let habit = try store.write { db in
      try db.insert(Habit(uuid: "u", name: "독서", start: Day(iso: "2026-11-01")!))
    }
    try store.write { db in
      try db.save(Entry(day: Day(iso: "2026-11-29")!, status: .done), habitID: habit.id)
    }
    let writer = try RawSQLite(path)
    try writer.execute(
      "BEGIN IMMEDIATE; INSERT INTO entries (habit_id, day, status) VALUES (\(habit.id), '2026-11-30', 'done');"
    )
    let copy = self.path("copy.sqlite")
    let counts = try store.backup(to: copy)
    XCTAssertEqual(counts.habits, 1)
    XCTAssertEqual(counts.entries, 1, "the open transaction's row is not in the copy")
    try writer.execute("COMMIT")
    XCTAssertEqual(try RawSQLite(copy).text("SELECT count(*) FROM entries"), "1")
    XCTAssertEqual(try RawSQLite(path).text("SELECT count(*) FROM entries"), "2")
    XCTAssertThrowsError(try store.backup(to: copy)) { error in
      XCTAssertEqual(error as? StoreError, .exists(path: copy))
    }
  }
}
