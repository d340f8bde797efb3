import Foundation
import XCTest

/// `plan --json` for whole households, compared request by request with ReferencePlanner.
final class PlanTests: EndToEndTestCase {
  private struct Household {
    var zone: String
    var korean: Bool
    var habits: [(ReferencePlanner.Habit, [String])]  // the habit and its extra `add` options
    var settings: [String]
    var pre = 10
    var overdue = 60
    var summary = (hour: 21, minute: 0)
  }

  private func seoul() -> Household {
    Household(
      zone: "Asia/Seoul", korean: true,
      habits: [
        (
          .init(
            spec: .init(name: "독서", start: "2026-01-01", kind: .daily), time: (9, 30), alarm: false),
          ["--at", "09:30"]
        ),
        (
          .init(
            spec: .init(name: "러닝", start: "2026-01-01", kind: .weekdays([2, 4, 6])), time: (7, 0),
            alarm: true), ["--at", "07:00", "--days", "mon,wed,fri", "--alarm"]
        ),
        (
          .init(
            spec: .init(name: "물 마시기", start: "2026-01-02", kind: .every(2)), time: nil,
            alarm: false), ["--every", "2"]
        ),
        (
          .init(
            spec: .init(name: "영어 Speaking", start: "2026-01-01", kind: .daily), time: (23, 50),
            alarm: false), ["--at", "23:50"]
        ),
      ],
      settings: ["--overdue", "120", "--lang", "ko"], overdue: 120)
  }

  private func newYork() -> Household {
    Household(
      zone: "America/New_York", korean: false,
      habits: [
        (
          .init(
            spec: .init(name: "Journal", start: "2026-01-01", kind: .daily), time: nil, alarm: false
          ), []
        ),
        (
          .init(
            spec: .init(name: "Meditation", start: "2026-01-01", kind: .daily), time: (2, 30),
            alarm: false), ["--at", "02:30"]
        ),
        (
          .init(
            spec: .init(name: "Night walk", start: "2026-01-01", kind: .daily), time: (1, 30),
            alarm: true), ["--at", "01:30", "--alarm"]
        ),
        (
          .init(
            spec: .init(name: "독서", start: "2026-01-01", kind: .weekdays([1, 7])), time: (9, 0),
            alarm: false), ["--at", "09:00", "--days", "sat,sun"]
        ),
      ],
      settings: ["--pre", "45", "--summary", "02:15", "--lang", "en"], pre: 45, summary: (2, 15))
  }

  func testSeoulAcrossAYearEnd() throws {
    try check(
      seoul(),
      at: ["2026-11-30T06:00:00+09:00", "2026-12-28T23:55:00+09:00", "2026-12-31T07:00:30+09:00"])
  }

  func testNewYorkAcrossBothDSTChanges() throws {
    // Around 2026-03-08 02:00 (clocks jump to 03:00) and 2026-11-01 02:00 (back to 01:00): the
    // 01:30 alarm and the 01:45 reminder are ambiguous in November, the 02:30 ones do not exist in March.
    try check(
      newYork(),
      at: [
        "2026-03-07T00:10:00-05:00", "2026-03-08T01:00:00-05:00", "2026-10-31T23:50:00-04:00",
        "2026-11-01T01:20:00-04:00", "2026-11-01T01:20:00-05:00",
      ])
  }

  private func check(_ household: Household, at instants: [String]) throws {
    var habits = household.habits.map(\.0)
    let model = ReferenceModel(zone: TimeZone(identifier: household.zone)!)
    var reference = ReferencePlanner(model: model)
    reference.pre = household.pre
    reference.overdue = household.overdue
    reference.summary = household.summary
    reference.korean = household.korean
    let setupNow = "2026-01-01T12:00:00"
    try ok(["settings"] + household.settings, zone: household.zone, now: setupNow)
    for (habit, options) in household.habits {
      try ok(
        ["add", habit.spec.name, "--start", habit.spec.start] + options, zone: household.zone,
        now: setupNow)
    }
    for (round, instant) in instants.enumerated() {
      let now = parse(instant)
      let today = model.today(at: now, dayStartHour: 0, minute: 0)
      // Some check-ins each round: the first habit done today, the second skipped on round 2.
      try ok(["check", habits[0].spec.name], zone: household.zone, now: instant)
      habits[0].spec.entries[today] = "done"
      if round == 1 {
        try ok(["skip", habits[1].spec.name], zone: household.zone, now: instant)
        habits[1].spec.entries[today] = "skipped"
      }
      let output = try ok(["plan", "--json"], zone: household.zone, now: instant)
      let plan = try XCTUnwrap(json(output) as? [String: Any])
      let (expected, dropped, horizon) = reference.plan(habits, now: now, today: today)
      let requests = try XCTUnwrap(plan["requests"] as? [[String: Any]])
      let actual = requests.map { request in
        "\(named(request["id"] as! String, uuids(requests))) \(request["kind"]!) "
          + "\((request["habit"] as? String) ?? "-") "
          + "\(parse(request["fireDate"] as! String).timeIntervalSince1970) \(request["body"]!)"
      }
      XCTAssertEqual(actual, expected.map(\.description), "\(household.zone) \(instant)")
      XCTAssertEqual(plan["dropped"] as? Int, dropped, "\(household.zone) \(instant)")
      XCTAssertEqual(parse(plan["horizon"] as! String), horizon, "\(household.zone) \(instant)")
      XCTAssertTrue(requests.allSatisfy { $0["title"] as? String == "HabitFlow" })
    }
  }

  /// Each habit's uuid by name, read from the threads of its reminders (`habit:UUID`,
  /// `alarm:UUID:...`).
  private func uuids(_ requests: [[String: Any]]) -> [String: String] {
    var uuids: [String: String] = [:]
    for request in requests {
      guard let habit = request["habit"] as? String,
        let thread = (request["thread"] as? String)?.split(separator: ":"), thread.count >= 2
      else { continue }
      uuids[habit] = String(thread[1])
    }
    return uuids
  }

  /// An identifier with its habit's uuid written `<name>`, as ReferencePlanner writes it.
  private func named(_ id: String, _ uuids: [String: String]) -> String {
    uuids.reduce(id) { $0.replacingOccurrences(of: ":\($1.value):", with: ":<\($1.key)>:") }
  }

  private func parse(_ text: String) -> Date {
    let formatter = ISO8601DateFormatter()
    return formatter.date(from: text)!
  }
}
