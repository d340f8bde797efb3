import Foundation
import XCTest

/// A season of habits driven only through the binary, checked cell by cell against ReferenceModel.
final class ScenarioTests: EndToEndTestCase {
  private struct Zone {
    var name: String
    var now: String  // local wall clock, no offset
    var dayStart: String
    var weekStart: String
    var liveCheckIns: [String]  // `--now` instants (local) of check-ins made on the day itself
  }

  private let zones = [
    Zone(
      name: "Asia/Seoul", now: "2027-01-11T01:30:00", dayStart: "03:00", weekStart: "sunday",
      liveCheckIns: ["2027-01-01T02:00:00", "2026-12-31T23:59:00"]),
    Zone(
      name: "America/New_York", now: "2027-01-10T23:59:00", dayStart: "00:00", weekStart: "sunday",
      liveCheckIns: ["2026-11-01T01:30:00", "2026-11-01T23:30:00", "2026-03-08T03:10:00"]),
    Zone(
      name: "Europe/Berlin", now: "2027-01-10T00:05:00", dayStart: "00:00", weekStart: "monday",
      liveCheckIns: ["2026-10-25T02:30:00", "2026-10-25T23:50:00"]),
  ]

  func testSeoul() throws { try play(zones[0]) }
  func testNewYork() throws { try play(zones[1]) }
  func testBerlin() throws { try play(zones[2]) }

  private func play(_ zone: Zone) throws {
    let model = ReferenceModel(zone: TimeZone(identifier: zone.name)!)
    @discardableResult
    func cli(_ arguments: [String], now: String = zone.now) throws -> String {
      try ok(arguments, zone: zone.name, now: now)
    }
    try cli(["settings", "--day-start", zone.dayStart, "--week-start", zone.weekStart])
    var habits: [ReferenceModel.HabitSpec] = [
      .init(name: "독서", start: "2026-03-01", kind: .daily),
      .init(name: "Running", start: "2026-10-14", kind: .weekdays([2, 4, 6])),
      .init(name: "물 마시기", start: "2026-10-18", kind: .every(3)),
      .init(name: "English 영어", start: "2026-10-20", kind: .weekdays([1, 7])),
      .init(name: "명상 🧘", start: "2026-12-28", kind: .daily),
    ]
    let options: [[String]] = [
      ["--at", "09:30"], ["--days", "mon,wed,fri", "--at", "07:00", "--alarm"], ["--every", "3"],
      ["--days", "sat,sun"], [],
    ]
    for (habit, extra) in zip(habits, options) {
      try cli(["add", habit.name, "--start", habit.start] + extra)
    }
    let today = model.today(
      at: model.calendar.date(from: components(zone.now))!,
      dayStartHour: Int(zone.dayStart.prefix(2))!, minute: Int(zone.dayStart.suffix(2))!)
    XCTAssertEqual(today, "2027-01-10")

    // Back-fill from mid-October: done 60%, skipped 10%, nothing 30%; a few off-day check-ins.
    var seed: UInt64 = 0x5EED
    for index in habits.indices {
      var day = max(habits[index].start, "2026-10-15")
      while day <= today {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let roll = Int(seed >> 33) % 10
        let status: String? =
          model.isDue(habits[index], day)
          ? (roll < 6 ? "done" : roll == 6 ? "skipped" : nil)
          : (roll == 0 ? "done" : nil)
        if let status {
          try cli([status == "done" ? "check" : "skip", habits[index].name, "--date", day])
          habits[index].entries[day] = status
        }
        day = model.shift(day, by: 1)
      }
    }
    // Check-ins made on the day itself, around DST changes and the year end.
    for instant in zone.liveCheckIns {
      let day = model.today(
        at: model.calendar.date(from: components(instant))!,
        dayStartHour: Int(zone.dayStart.prefix(2))!, minute: Int(zone.dayStart.suffix(2))!)
      let output = try cli(["check", "독서"], now: instant)
      XCTAssertTrue(output.hasPrefix("독서: done on \(day)"), "\(instant): \(output)")
      habits[0].entries[day] = "done"
    }

    try compareStreaks(habits, model: model, today: today, cli: { try cli($0) })
    for end in [today, "2026-11-01", "2026-03-08"] {
      try compareHeatmaps(
        habits, model: model, today: today, end: end, mondayFirst: zone.weekStart == "monday",
        cli: { try cli($0) })
    }
  }

  private func compareStreaks(
    _ habits: [ReferenceModel.HabitSpec], model: ReferenceModel, today: String,
    cli: ([String]) throws -> String
  ) throws {
    let streaks = try XCTUnwrap(json(try cli(["streak", "--json"])) as? [[String: Any]])
    let list = try XCTUnwrap(json(try cli(["list", "--json"])) as? [[String: Any]])
    XCTAssertEqual(streaks.count, habits.count)
    for (index, habit) in habits.enumerated() {
      let expected = model.streak(habit, today: today)
      XCTAssertEqual(streaks[index]["habit"] as? String, habit.name)
      XCTAssertEqual(streaks[index]["current"] as? Int, expected.current, habit.name)
      XCTAssertEqual(streaks[index]["best"] as? Int, expected.best, habit.name)
      XCTAssertEqual(streaks[index]["doneToday"] as? Bool, expected.doneToday, habit.name)
      XCTAssertEqual(list[index]["currentStreak"] as? Int, expected.current, habit.name)
      XCTAssertEqual(list[index]["bestStreak"] as? Int, expected.best, habit.name)
      XCTAssertEqual(list[index]["doneToday"] as? Bool, expected.doneToday, habit.name)
    }
  }

  private func compareHeatmaps(
    _ habits: [ReferenceModel.HabitSpec], model: ReferenceModel, today: String, end: String,
    mondayFirst: Bool, cli: ([String]) throws -> String
  ) throws {
    let expectedDays = model.heatmapDays(end: end, mondayFirst: mondayFirst)
    for habit in habits {
      let map = try XCTUnwrap(
        json(try cli(["heatmap", habit.name, "--end", end, "--json"])) as? [String: Any])
      let days = try XCTUnwrap(map["days"] as? [[String: Any]])
      XCTAssertEqual(days.map { $0["date"] as? String }, expectedDays)
      XCTAssertEqual(map["start"] as? String, expectedDays[0])
      XCTAssertEqual(map["end"] as? String, end)
      for cell in days {
        let date = cell["date"] as! String
        let level = (cell["level"] as? Int).map(String.init) ?? "nil"
        XCTAssertEqual(
          "\(level) \(cell["state"] as! String)", model.cell(habit, date, today: today, end: end),
          "\(habit.name) \(date)")
      }
    }
    let overall = try XCTUnwrap(
      json(try cli(["heatmap", "--end", end, "--json"])) as? [String: Any])
    for cell in try XCTUnwrap(overall["days"] as? [[String: Any]]) {
      let date = cell["date"] as! String
      XCTAssertEqual(
        cell["level"] as? Int, model.overall(habits, date, end: end), "overall \(date)")
    }
  }

  private func components(_ local: String) -> DateComponents {
    let numbers = local.split(whereSeparator: { "-T:".contains($0) }).map { Int($0)! }
    return DateComponents(
      year: numbers[0], month: numbers[1], day: numbers[2], hour: numbers[3], minute: numbers[4])
  }
}
