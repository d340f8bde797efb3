import Foundation
import HabitCore
import HabitStore
import XCTest

/// The write-ahead log stays beside the database between processes, holding few frames, and
/// never outlives the file it belongs to.
final class KeptLogTests: FolderTestCase {
  /// The frames the log beside `file` holds; nil when it has no file.
  private func frames(_ file: String) -> Int? { WriteAheadLog(file + "-wal")?.frames }

  private func addHabit(_ name: String, at file: String, day: Int = 1) throws {
    let store = try HabitStore(path: file)
    try store.write { db in
      let habit = try db.insert(Habit(uuid: name, name: name, start: Day(iso: "2026-11-01")!))
      try db.save(
        Entry(day: Day(iso: "2026-11-01")!.adding(days: day % 28), status: .done),
        habitID: habit.id)
    }
  }

  /// Runs `body` while a store that added 운동 stays open, its commit still in the log.
  private func whileAWriterHoldsItsChangeInTheLog(at file: String, _ body: () throws -> Void)
    throws
  {
    let writer = try HabitStore(path: file)
    try withExtendedLifetime(writer) {
      _ = try writer.write { db in
        try db.insert(Habit(uuid: "w", name: "운동", start: Day(iso: "2026-11-01")!))
      }
      try body()
    }
  }

  func testClosingAfterAWriteFoldsTheLogInAndKeepsItsFileEmpty() throws {
    let file = path("habitflow.sqlite")
    try addHabit("독서", at: file)
    XCTAssertEqual(frames(file), 0, "the log's file stays, holding nothing")
    XCTAssertEqual(try RawSQLite(file).text("SELECT name FROM habits"), "독서", "the file holds it")
  }

  func testABackupCopiedOverTheFileIsReadAsItIs() throws {
    let file = path("habitflow.sqlite")
    try addHabit("독서", at: file)
    let backup = path("backup.sqlite")
    _ = try HabitStore(path: file).backup(to: backup, replacing: false)
    for name in ["운동", "물", "산책"] { try addHabit(name, at: file) }
    // Nothing runs: the backup is copied over the file, the log's file left beside it.
    try FileManager.default.removeItem(atPath: file)
    try FileManager.default.copyItem(atPath: backup, toPath: file)
    XCTAssertEqual(try HabitStore(path: file).read { try $0.habits() }.map(\.name), ["독서"])
  }

  func testAnOpenWriterKeepsItsLogAndOthersReadThroughIt() throws {
    let file = path("habitflow.sqlite")
    try addHabit("독서", at: file)
    try whileAWriterHoldsItsChangeInTheLog(at: file) {
      XCTAssertGreaterThan(frames(file) ?? 0, 0, "the change is in the log")
      XCTAssertEqual(
        try HabitStore(path: file).read { try $0.habits() }.map(\.name).sorted(), ["독서", "운동"])
    }
  }

  func testAReaderClosingFoldsInALogAnotherConnectionLeft() throws {
    let file = path("habitflow.sqlite")
    try addHabit("독서", at: file)
    try whileAWriterHoldsItsChangeInTheLog(at: file) {
      XCTAssertGreaterThan(frames(file) ?? 0, 0)
      do { _ = try HabitStore(path: file).read { try $0.habits() } }
      XCTAssertEqual(frames(file), 0, "the reader folded it in as it closed")
      XCTAssertEqual(try RawSQLite(file).text("SELECT count(*) FROM habits"), "2")
    }
  }

  func testTheLogOfAWriterThatStaysOpenIsFoldedInBeforeItGrowsLong() throws {
    let file = path("habitflow.sqlite")
    try addHabit("first", at: file)
    let writer = try HabitStore(path: file)
    var longest = 0
    var folds = 0
    try withExtendedLifetime(writer) {
      for index in 0..<60 {
        let before = frames(file) ?? 0
        _ = try writer.write { db in
          try db.insert(
            Habit(uuid: "h\(index)", name: "habit \(index)", start: Day(iso: "2026-11-01")!))
        }
        let after = frames(file) ?? 0
        if after < before { folds += 1 }
        longest = max(longest, after)
      }
    }
    XCTAssertLessThanOrEqual(longest, 32 + 8, "never much past 32 frames")
    XCTAssertGreaterThanOrEqual(folds, 2, "folded again and again")
    XCTAssertEqual(try HabitStore(path: file).read { try $0.habits() }.count, 61)
  }

  func testANewDatabaseDoesNotReadTheLogOfADeletedOne() throws {
    let file = path("habitflow.sqlite")
    try addHabit("독서", at: file)
    // A process that wrote and was killed leaves its log; the file is deleted an hour later.
    let log = try {
      let writer = try HabitStore(path: file)
      _ = try writer.write { db in
        try db.insert(Habit(uuid: "w", name: "운동", start: Day(iso: "2026-11-01")!))
      }
      return try Data(contentsOf: URL(fileURLWithPath: file + "-wal"))
    }()
    XCTAssertGreaterThan(log.count, 0)
    try FileManager.default.removeItem(atPath: file)
    try log.write(to: URL(fileURLWithPath: file + "-wal"))
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-3600)], ofItemAtPath: file + "-wal")
    let store = try HabitStore(path: file)
    XCTAssertTrue(store.created)
    XCTAssertEqual(try store.read { try $0.habits() }.map(\.name), [], "nothing of the old log")
    XCTAssertEqual(try HabitStore.inspect(backup: file).habits, 0, "and the file checks whole")
  }
}
