import Foundation
import XCTest

/// An "at most" habit's strength counts a day with nothing recorded as not done, as its done
/// rates do, and a habit's first day earns no achievement.
final class AtMostStrengthTests: EndToEndTestCase {
  func testNothingRecordedLowersAnAtMostHabitsStrengthAndTheFirstDayEarnsNothing() throws {
    _ = try ok(
      ["add", "커피", "--target", "2", "--at-most", "--start", "2026-11-25"],
      now: "2026-11-25T08:00:00")
    let fresh = try ok(["stats", "커피"], now: "2026-11-25T08:30:00")
    XCTAssertTrue(
      fresh.hasPrefix("커피 · daily\nStrength       100.0%"), "today is still open: \(fresh)")
    let first = try ok(["log", "커피", "1"], now: "2026-11-25T09:00:00")
    XCTAssertEqual(first, "커피: +1, 1/2 on 2026-11-25, done · streak 1 (best 1)\n")
    // Four days with nothing, then one over the limit: 100 % · 0.5^(4/13), then half met.
    _ = try ok(["log", "커피", "3"], now: "2026-11-30T09:00:00")
    let stats = try ok(["stats", "--json"], now: "2026-11-30T20:00:00")
    let object = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(stats.utf8)) as? [String: Any])
    let multiplier = pow(0.5, 1.0 / 13)
    let expected = pow(multiplier, 5) + 0.5 * (1 - multiplier)
    let score = try XCTUnwrap(object["averageScore"] as? Double)
    XCTAssertEqual(score, expected, accuracy: 1e-12)
    let text = try ok(["stats"], now: "2026-11-30T20:00:00")
    XCTAssertTrue(text.contains("Strongest      커피 79.2%\n"), text)
    let habit = try ok(["stats", "커피"], now: "2026-11-30T20:00:00")
    XCTAssertTrue(habit.hasPrefix("커피 · daily\nStrength       79.2%   month -20.8"), habit)
    XCTAssertEqual(try ok(["achievements"], now: "2026-11-30T20:00:00"), "Nothing earned yet.\n")
  }
}
