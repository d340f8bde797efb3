import Foundation
import HabitCore
import HabitStore
import XCTest

/// Amounts that add up past the integer range: a Loop backup holding them is refused with one
/// line naming the habit and the day, and every sum of stored amounts is checked, never trapped
/// (issue 27).
final class AmountRangeTests: EndToEndTestCase {
  /// Near half of the largest integer, in thousandths: three of them pass it.
  private let huge = Int64.max / 2 - 10

  /// A Loop backup of 물 (measurable, `times` in `per` days) with three amounts of `value`.
  private func loopBackup(times: Int, per days: Int, value: Int64) throws -> String {
    let source = folder.appendingPathComponent("source-\(days).sqlite").path
    var environment = environment()
    environment["HABITFLOW_DB"] = source
    for arguments in [
      ["add", "물", "--target", "2", "--unit", "L", "--start", "2026-11-20"],
      ["check", "물", "--value", "1", "--date", "2026-11-27"],
      ["check", "물", "--value", "1", "--date", "2026-11-28"],
      ["check", "물", "--value", "1", "--date", "2026-11-29"],
    ] {
      XCTAssertEqual(try Binary.run(arguments, environment: environment).status, 0, "\(arguments)")
    }
    let path = folder.appendingPathComponent("loop-\(days).db").path
    let export = try Binary.run(
      ["export", "--format", "loop", "-o", path], environment: environment)
    XCTAssertEqual(export.status, 0, export.error)
    let database = try Database(path: path, mode: .readWrite)
    try database.execute(
      "UPDATE Repetitions SET value = \(value); "
        + "UPDATE Habits SET freq_num = \(times), freq_den = \(days)")
    return path
  }

  func testALoopBackupWhoseAmountsPassTheRangeIsRefusedNamingTheHabitAndTheDay() throws {
    try ok(["add", "독서"])
    try ok(["check", "독서"])
    let before = try ok(["export"])
    for (times, days) in [(1, 7), (1, 1)] {
      let path = try loopBackup(times: times, per: days, value: huge)
      let result = try Binary.run(["import", path], environment: environment())
      XCTAssertEqual(result.status, 1, "\(days): \(result.error)")
      XCTAssertEqual(result.output, "")
      XCTAssertEqual(
        result.error,
        "habitflow: \(path), habit 물 on 2026-11-27: the amount 4611686018427387.893 is more than"
          + " 1000000000, the largest HabitFlow keeps; nothing was imported\n")
      XCTAssertEqual(try ok(["export"]), before, "the database changed")
    }
  }

  func testAmountsKeptBeforeAreSummedWithoutTrapping() throws {
    try ok(["add", "물", "--target", "2", "--unit", "L", "--start", "2026-11-20"])
    try ok(["add", "차", "--target", "2", "--times", "2", "--per", "7", "--start", "2026-11-20"])
    // As an import of an earlier version left them: more than the largest amount, stored.
    let store = try HabitStore(path: database)
    try store.write { db in
      for name in ["물", "차"] {
        let habit = try XCTUnwrap(try db.habit(named: name))
        try db.save(
          (27...29).map {
            Entry(
              day: Day(iso: "2026-11-\($0)")!, status: .done, note: nil,
              amount: Amount(thousandths: huge))
          }, habitID: habit.id)
      }
    }
    for arguments in [
      ["list"], ["stats"], ["stats", "물"], ["stats", "차", "--json"], ["history", "차"],
      ["heatmap", "물"], ["streak"], ["achievements"], ["export"], ["status"], ["pending"],
    ] {
      let result = try Binary.run(arguments, environment: environment())
      XCTAssertEqual(result.status, 0, "\(arguments): \(result.error)")
    }
    let refused = try Binary.run(
      ["log", "물", "1", "--date", "2026-11-29"], environment: environment())
    XCTAssertEqual(refused.status, 1)
    XCTAssertEqual(
      refused.error,
      "habitflow: 2026-11-29's amount would pass 1000000000, the largest HabitFlow keeps;"
        + " nothing changed\n")
  }
}
