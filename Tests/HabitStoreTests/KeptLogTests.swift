import Foundation
import HabitCore
import HabitStore
import XCTest

/// The write-ahead log stays beside the database between processes, short, and never outlives
/// the file it belongs to.
final class KeptLogTests: FolderTestCase {
  /// The most a log of `frames` pages can take: its header, then each page with its frame header.
  private func logBytes(frames: Int) -> Int { 32 + frames * (24 + 4096) }

  private func size(_ path: String) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
  }

  private func addHabit(_ name: String, at file: String, day: Int = 1) throws {
    let store = try HabitStore(path: file)
    try store.write {
      let habit = try store.insert(Habit(uuid: name, name: name, start: Day(iso: "2026-11-01")!))
      try store.save(
        Entry(day: Day(iso: "2026-11-01")!.adding(days: day % 28), status: .done),
        habitID: habit.id)
    }
  }

  func testClosingLeavesTheLogBesideTheFile() throws {
    let file = path("habitflow.sqlite")
    try addHabit("독서", at: file)
    XCTAssertNotNil(size(file + "-wal"), "the log stays")
    XCTAssertGreaterThan(size(file + "-wal") ?? 0, 0, "holding the last commit")
    XCTAssertEqual(try HabitStore(path: file).habits().map(\.name), ["독서"])
  }

  func testTheLogIsFoldedIntoTheFileBeforeItGrowsLong() throws {
    let file = path("habitflow.sqlite")
    var longest = 0
    var folds = 0
    for index in 0..<60 {
      let before = size(file + "-wal") ?? 0
      try addHabit("habit \(index)", at: file, day: index)
      let after = size(file + "-wal") ?? 0
      if after < before { folds += 1 }
      longest = max(longest, after)
    }
    XCTAssertLessThanOrEqual(longest, logBytes(frames: 32 + 8), "never much past 32 frames")
    XCTAssertGreaterThanOrEqual(folds, 2, "folded again and again")
    XCTAssertEqual(try HabitStore(path: file).habits().count, 60)
  }

  func testANewDatabaseDoesNotReadTheLogOfADeletedOne() throws {
    let file = path("habitflow.sqlite")
    try addHabit("독서", at: file)
    try addHabit("운동", at: file)
    XCTAssertGreaterThan(size(file + "-wal") ?? 0, 0)
    try FileManager.default.removeItem(atPath: file)
    let store = try HabitStore(path: file)
    XCTAssertTrue(store.created)
    XCTAssertEqual(try store.habits().map(\.name), [], "nothing of the old log")
    XCTAssertEqual(try HabitStore.inspect(backup: file).habits, 0, "and the file checks whole")
  }
}
