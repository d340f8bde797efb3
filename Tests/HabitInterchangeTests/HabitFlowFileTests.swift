import Foundation
import HabitCore
import XCTest

@testable import HabitInterchange

final class HabitFlowFileTests: XCTestCase {
  static func sample() -> Carried {
    var run = Habit(
      uuid: "11111111-2222-3333-4444-555555555555", name: "러닝, \"fast\"",
      targetTime: TimeOfDay(hour: 7, minute: 0),
      schedule: .weekdays(WeekdaySet([.monday, .friday])),
      alarm: true, start: Day(iso: "2026-01-05")!, position: 0, description: "Couch\nto 5k",
      color: .teal)
    run.times.append(TimeOfDay(hour: 19, minute: 30)!)
    let water = Habit(
      uuid: "aaaa", name: "Water", schedule: .frequency(Frequency(times: 3, days: 7)!),
      start: Day(iso: "2025-12-31")!, position: 1, archived: true,
      measure: Measure(unit: "l", target: Amount(thousandths: 1500), type: .atMost))
    return Carried(
      habits: [
        CarriedHabit(
          habit: run,
          entries: [
            Entry(day: Day(iso: "2026-01-09")!, status: .skipped, note: "ill"),
            Entry(day: Day(iso: "2026-01-05")!, status: .done),
          ]),
        CarriedHabit(
          habit: water,
          entries: [
            Entry(day: Day(iso: "2026-01-01")!, status: .done, amount: Amount(thousandths: 125))
          ]),
      ], settings: ["weekStart": "sunday", "dayStart": "04:00"])
  }

  func testTheDocumentHasEveryFieldInAFixedOrder() {
    let text = HabitFlowFile.document(Self.sample()).serialized
    XCTAssertTrue(text.hasPrefix("{\"format\":\"habitflow\",\"version\":1,\"habits\":[{\"uuid\":"))
    XCTAssertTrue(
      text.contains(
        "\"schedule\":{\"kind\":\"weekdays\",\"days\":[\"mon\",\"fri\"],\"every\":1,\"times\":1}"))
    XCTAssertTrue(
      text.contains(
        "\"entries\":[{\"day\":\"2026-01-05\",\"status\":\"done\"},"
          + "{\"day\":\"2026-01-09\",\"status\":\"skipped\",\"note\":\"ill\"}]"))
    XCTAssertTrue(
      text.contains("\"measure\":{\"unit\":\"l\",\"target\":1.5,\"type\":\"at-most\"}"), text)
    XCTAssertTrue(text.hasSuffix("\"settings\":{\"dayStart\":\"04:00\",\"weekStart\":\"sunday\"}}"))
  }

  func testReadingTheDocumentGivesBackTheSameHabitsEntriesAndSettings() throws {
    let sample = Self.sample()
    let text = HabitFlowFile.document(sample).serialized
    let read = try HabitFlowFile.read(Data(text.utf8), file: "out.json")
    XCTAssertEqual(read, sample)
    XCTAssertEqual(HabitFlowFile.document(read).serialized, text)
  }

  func testBadFilesSayWhatAndWhere() {
    func problem(_ text: String) -> String {
      do {
        _ = try HabitFlowFile.read(Data(text.utf8), file: "in.json")
        return "read"
      } catch {
        return "\(error)"
      }
    }
    let good = HabitFlowFile.document(Self.sample()).serialized
    XCTAssertEqual(problem("{\"format\":\n"), "in.json, line 2: not valid JSON")
    XCTAssertEqual(
      problem("{\"format\":\"loop\",\"version\":1}"),
      "in.json: not a HabitFlow export (format is not \"habitflow\")")
    XCTAssertEqual(
      problem(good.replacingOccurrences(of: "\"version\":1", with: "\"version\":2")),
      "in.json: version 2 is newer than this HabitFlow reads (1)")
    XCTAssertEqual(
      problem(good.replacingOccurrences(of: "2026-01-09", with: "2026-13-09")),
      "in.json, habits[0].entries[1]: day is not a YYYY-MM-DD day")
    XCTAssertEqual(
      problem(good.replacingOccurrences(of: "\"alarm\":true", with: "\"alarm\":1")),
      "in.json, habits[0]: alarm is not true or false")
    XCTAssertEqual(
      problem(good.replacingOccurrences(of: "\"target\":1.5", with: "\"target\":1.0005")),
      "in.json, habits[1].measure: target is not an amount (0 to 1000000000, three decimals)")
    XCTAssertEqual(
      problem(good.replacingOccurrences(of: "\"kind\":\"weekdays\"", with: "\"kind\":\"hourly\"")),
      "in.json, habits[0].schedule: kind, days, every and times do not make a schedule")
  }
}
