import Foundation
import HabitCLI
import HabitStore
import XCTest

/// A tracked habit (harsh's frequency 0): check-ins kept and shown, never due, never reminded.
final class TrackedHabitTests: CLITestCase {
  func testATrackedHabitKeepsItsCheckInsAndAsksForNothing() throws {
    XCTAssertEqual(
      ok("add", "Coffee", "--tracked", "--at", "07:00", "--start", "2026-11-01"),
      "Added Coffee (tracked at 07:00, from 2026-11-01)")
    ok("add", "Run")
    XCTAssertEqual(
      ok("check", "Coffee", "--date", "2026-11-03"), "Coffee: done on 2026-11-03")
    XCTAssertEqual(
      ok("list"),
      """
      #  Habit   Time   Schedule  Today    Streak  Best
      1  Coffee  07:00  tracked   -             0     0
      2  Run     -      daily     pending       0     0
      2026-11-30: 0 of 1 due habits done
      """)
    let plan = json(ok("plan", "--json")) as? [String: Any]
    let habits = (plan?["requests"] as? [[String: Any]])?.compactMap { $0["habit"] as? String }
    XCTAssertEqual(
      Set(habits ?? ["?"]), [], "only the summary, which names no habit: \(plan ?? [:])")
    let list = json(ok("list", "--json")) as? [[String: Any]]
    XCTAssertEqual((list?.first?["schedule"] as? [String: Any])?["kind"] as? String, "tracked")
    refused(
      ["edit", "Coffee", "--alarm", "on"], status: 1,
      message:
        "a tracked habit is never due, so its alarm would never ring: leave out --alarm (or --alarm off)"
    )
    refused(
      ["add", "Tea", "--tracked", "--at", "08:00", "--alarm"], status: 2,
      message: "a tracked habit is never due, so its alarm would never ring: leave out --alarm")
    let loop = folder.appendingPathComponent("t.db").path
    ok("export", "--format", "loop", "-o", loop)
    let database = try Database(path: loop, mode: .readOnly(immutable: true))
    XCTAssertEqual(
      try database.scalar("SELECT ifnull(reminder_hour, 'none') FROM Habits WHERE name = 'Coffee'"),
      .text("none"), "Loop would remind every day")
    XCTAssertEqual(
      ok("edit", "Coffee", "--daily"), "Updated Coffee (daily at 07:00, from 2026-11-01)")
  }

  func testHarshsZeroFrequencyComesInTracked() throws {
    let path = folder.appendingPathComponent("habits").path
    try Data("Coffee: 0\n".utf8).write(to: URL(fileURLWithPath: path))
    ok("import", path)
    XCTAssertTrue(ok("list").contains("Coffee  -     tracked"), ok("list"))
  }
}
