import Foundation
import HabitCLI
import XCTest

/// `stats`: a habit's strength, rates, streaks and history, and the overall picture.
final class StatsCommandTests: CLITestCase {
  /// 독서 from 11-25: done 25, 26, 27, skipped 28, done 29; today (11-30) open.
  private func reading() {
    ok("add", "독서", "--start", "2026-11-25")
    for day in ["25", "26", "27", "29"] { ok("check", "독서", "--date", "2026-11-\(day)") }
    ok("skip", "독서", "--date", "2026-11-28")
  }

  private func object(_ text: String) throws -> [String: Any] {
    try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  func testAHabitsFiguresAsJSON() throws {
    reading()
    let json = try object(ok("stats", "독서", "--json"))
    let m = pow(0.5, 1.0 / 13)
    // Steps on 25, 26, 27 (c = 1), none on the skipped 28, 29 (c = 1), 30 (c = 0).
    let score = (1 - pow(m, 4)) * m
    XCTAssertEqual(try XCTUnwrap(json["score"] as? Double), score, accuracy: 1e-12)
    XCTAssertEqual(json["total"] as? Int, 4)
    XCTAssertEqual(json["currentStreak"] as? Int, 4)
    let rates = try XCTUnwrap(json["rates"] as? [String: Any])
    XCTAssertEqual(rates["all"] as? Double, 1, "4 done of 4: the skip and open today count not")
    XCTAssertEqual(rates["week"] as? Double, 1, "Sunday 11-29 done")
    let best = try XCTUnwrap(json["bestStreaks"] as? [[String: Any]])
    XCTAssertEqual(best.count, 1)
    XCTAssertEqual(best[0]["start"] as? String, "2026-11-25")
    XCTAssertEqual(best[0]["end"] as? String, "2026-11-29")
    XCTAssertEqual(best[0]["length"] as? Int, 4)
    let scores = try XCTUnwrap(json["scores"] as? [[String: Any]])
    XCTAssertEqual(scores.map { $0["date"] as? String }.first, "2026-11-25", "from the first day")
    XCTAssertEqual(scores.count, 6)
    XCTAssertEqual(scores[3]["score"] as? Double, scores[2]["score"] as? Double, "skipped")
    let weekdays = try XCTUnwrap(json["weekdays"] as? [[String: Any]])
    XCTAssertEqual(weekdays.first?["month"] as? String, "2026-11")
    XCTAssertEqual(
      weekdays.first?["counts"] as? [String: Int],
      ["mon": 0, "tue": 0, "wed": 1, "thu": 1, "fri": 1, "sat": 0, "sun": 1])
    let counts = try XCTUnwrap(json["counts"] as? [String: [[String: Any]]])
    XCTAssertEqual(counts["weeks"]?.map { $0["start"] as? String }, ["2026-11-22", "2026-11-29"])
    XCTAssertEqual(counts["weeks"]?.map { $0["value"] as? Int }, [3, 1])
    XCTAssertEqual(counts["years"]?.map { $0["value"] as? Int }, [4])
  }

  func testTheScoresAreBoundedByFromAndTo() throws {
    reading()
    let bounded = try object(
      ok("stats", "독서", "--json", "--from", "2026-11-28", "--to", "2026-11-29"))
    let scores = try XCTUnwrap(bounded["scores"] as? [[String: Any]])
    XCTAssertEqual(scores.map { $0["date"] as? String }, ["2026-11-28", "2026-11-29"])
    let before = try object(ok("stats", "독서", "--json", "--to", "2026-11-20"))
    XCTAssertEqual((before["scores"] as? [Any])?.count, 0, "nothing scored before 11-25")
    refused(
      ["stats", "독서", "--from", "2026-11-29", "--to", "2026-11-28"], status: 2,
      message: "--from 2026-11-29 is after --to 2026-11-28: nothing to show")
    refused(
      ["stats", "독서", "--to", "2026-12-01"], status: 1,
      message: "2026-12-01 is in the future (today is 2026-11-30)")
  }

  func testAHabitsFiguresAsText() {
    reading()
    XCTAssertEqual(
      ok("stats", "독서"),
      """
      독서 · daily
      Strength       18.2%   month +18.2, year +18.2
      Check-ins      4
      Done           this week 100% · month 100% · year 100% · all 100%
      Streak         4 now
      Best streaks   4 days    2026-11-25 – 2026-11-29
      Months         2026-11  #################### 4
      Weekdays                 Mon Tue Wed Thu Fri Sat Sun
                     2026-11     0   0   1   1   1   0   1
      """)
  }

  func testTheOverallPicture() throws {
    reading()
    ok("add", "물", "--target", "2", "--unit", "L", "--start", "2026-11-29")
    ok("check", "물", "--value", "2.5", "--date", "2026-11-29")
    ok("check", "물", "--value", "2")
    let json = try object(ok("stats", "--json"))
    XCTAssertEqual(json["doneToday"] as? Int, 1)
    XCTAssertEqual(json["dueToday"] as? Int, 2)
    XCTAssertEqual(json["perfectDays"] as? Int, 4, "25, 26, 27, 29 (28 only a skip)")
    XCTAssertEqual(json["bestPerfectRun"] as? Int, 4)
    XCTAssertEqual(json["currentPerfectRun"] as? Int, 4, "today still open for 독서")
    XCTAssertEqual((json["strongest"] as? [String: Any])?["name"] as? String, "독서")
    XCTAssertEqual((json["weakest"] as? [String: Any])?["name"] as? String, "물")
    let text = ok("stats")
    XCTAssertTrue(
      text.hasPrefix("Today          1 of 2 due habits done\nPerfect days   4 · best run 4"), text)
  }

  func testAnUnknownHabitIsNamed() {
    reading()
    refused(["stats", "운동"], status: 1, message: "no habit named '운동' (see 'habitflow list')")
  }
}
