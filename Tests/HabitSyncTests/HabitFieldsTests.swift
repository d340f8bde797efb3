import HabitCore
import XCTest

@testable import HabitSync

/// A habit's fields and an entry go into a replica as text and come back exactly; names made
/// apart on two devices stay apart.
final class HabitFieldsTests: XCTestCase {
  private let start = Day(iso: "2026-11-01")!

  func testEveryKindOfHabitComesBackFromItsFields() {
    var measured = Habit(
      uuid: "u1", name: "물 마시기", schedule: .frequency(Frequency(times: 3, days: 7)!),
      start: start, position: 4, archived: true,
      measure: Measure(unit: "ml:cup", target: Amount(thousandths: 1_500_000), type: .atMost),
      description: "하루\n세 번", color: .teal)
    measured.times = [TimeOfDay(hour: 7, minute: 5)!, TimeOfDay(hour: 21, minute: 30)!]
    let habits = [
      measured,
      Habit(
        uuid: "u2", name: "Run", schedule: .weekdays(WeekdaySet([.monday, .friday])), start: start),
      Habit(uuid: "u3", name: "Read", schedule: .every(3), alarm: true, start: start),
      Habit(uuid: "u4", name: "Coffee", schedule: .tracked, start: start),
      Habit(uuid: "u5", name: "Stretch", start: start),
    ]
    for habit in habits {
      XCTAssertEqual(HabitFields.decode(HabitFields.encode(habit), uuid: habit.uuid), habit)
    }
    XCTAssertEqual(
      HabitFields.encode(measured),
      [
        "name": "물 마시기", "times": "07:05,21:30", "schedule": "frequency:3/7", "alarm": "0",
        "start": "2026-11-01", "position": "4", "archived": "1",
        "measure": "at-most:1500000:ml:cup", "description": "하루\n세 번", "color": "teal",
      ])
    XCTAssertEqual(Set(HabitFields.encode(measured).keys), Set(HabitFields.names))
  }

  func testFieldsThatDoNotReadGiveNoHabitAndUnknownFieldsAreLeftAside() {
    let fields = HabitFields.encode(Habit(uuid: "u", name: "Run", start: start))
    XCTAssertNotNil(HabitFields.decode(fields.merging(["later": "x"]) { $1 }, uuid: "u"))
    for (field, bad) in [
      ("schedule", "weekdays:0"), ("schedule", "frequency:8/7"), ("schedule", "daily:1"),
      ("schedule", "hourly"), ("times", "25:00"), ("times", "07:00,"), ("start", "2026-13-01"),
      ("position", "x"), ("measure", "at-least:-1:"), ("measure", "more:1:"),
      ("measure", "at-least:9223372036854775807:"), ("measure", "at-least:1:123456789012345678901"),
      ("times", "07:00,07:00"), ("name", ""), ("name", " Run"), ("start", "1899-12-31"),
    ] {
      XCTAssertNil(HabitFields.decode(fields.merging([field: bad]) { $1 }, uuid: "u"), bad)
    }
    XCTAssertNil(HabitFields.decode(fields.filter { $0.key != "name" }, uuid: "u"))
  }

  func testATrackedScheduleMergedWithAnAlarmRingsNothing() {
    var fields = HabitFields.encode(Habit(uuid: "u", name: "Run", alarm: true, start: start))
    fields["schedule"] = "tracked"
    XCTAssertEqual(HabitFields.decode(fields, uuid: "u")?.alarm, false)
  }

  func testEntriesComeBackWithTheirNotesAndAmounts() {
    let day = start
    let entries = [
      Entry(day: day, status: .done),
      Entry(day: day, status: .skipped, note: ""),
      Entry(day: day, status: .done, note: "비;온 날", amount: Amount(thousandths: 2_500)),
      Entry(day: day, status: .done, amount: Amount(thousandths: 0)),
      Entry(day: day, status: .notDone, note: "sick"),
    ]
    XCTAssertEqual(
      entries.map(EntryText.encode),
      ["done;", "skipped;;", "done;2500;비;온 날", "done;0", "not-done;;sick"])
    for entry in entries {
      XCTAssertEqual(EntryText.decode(EntryText.encode(entry), day: day), entry)
    }
    for bad in ["done", "maybe;", "done;x", "done;-5", "", "done;9223372036854775807"] {
      XCTAssertNil(EntryText.decode(bad, day: day), bad)
    }
  }

  func testTheHabitMadeLaterUnderATakenNameShowsANumber() {
    func stamp(_ wall: Int64, _ device: String) -> Stamp {
      Stamp(wall: wall, counter: 0, device: device)
    }
    let shown = ShownNames.resolve([
      .init(uuid: "c", name: "러닝", created: stamp(300, "a")),
      .init(uuid: "a", name: "러닝", created: stamp(100, "b")),
      .init(uuid: "b", name: "러닝 (2)", created: stamp(200, "a")),
      .init(uuid: "d", name: "Read", created: stamp(50, "a")),
      .init(uuid: "e", name: "read", created: stamp(60, "b")),
    ])
    XCTAssertEqual(
      shown, ["a": "러닝", "b": "러닝 (2)", "c": "러닝 (3)", "d": "Read", "e": "read"])
  }

  func testAnEditMadeOnAnOlderCopyKeepsWhatChangedMeanwhileAndPairsNoAlarmWithoutATime() {
    var was = Habit(uuid: "u", name: "Run", alarm: false, start: start)
    was.times = [TimeOfDay(hour: 7, minute: 0)!]
    var stored = was
    stored.name = "Jog"
    stored.times = []
    var edited = was
    edited.alarm = true
    edited.description = "아침"
    let result = stored.applying(edit: was, edited)
    XCTAssertEqual(result.name, "Jog")
    XCTAssertEqual(result.description, "아침")
    XCTAssertEqual(result.alarm, false, "no time is left to ring at")
  }
}
