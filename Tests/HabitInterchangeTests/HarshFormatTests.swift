import HabitCore
import XCTest

@testable import HabitInterchange

final class HarshFormatTests: XCTestCase {
  let today = Day(iso: "2024-03-10")!

  let habits = """
    ! Dailies
    Meditated: 1
    # Stretching every third day
      Stretched :  3\u{20}\u{20}
    Gym: 2/7
    Called Mom: 1w
    Cleaned: 2/1w
    Coffee: 0
    Old habit: 1: 2024-01-31
    Future habit: 7: 2099-01-01

    ! 한국어
    러닝: 1
    Piano practice: 5/5

    """

  let log =
    "2024-03-01 : Meditated : y\n"
    + "2024-03-01 : 러닝 : y : 한강 : 5.2\n"
    + "2024-03-02 : Meditated : s : sick\n"
    + "2024-03-02 : Gym : y : Leg day : 1.5\n"
    + "2024-03-03 : Gym : y : tired\n"
    + "2024-03-03 : Gym : n\n"
    + "2024-03-04 : Gym : y :  : 2\n"
    + "2024-03-04 : Stretched : y : felt good : 0\n"
    + "2024-03-05 : Reading : y\r\n"
    + "2024-02-28 : Meditated : n\n"
    + "2024-03-06 : Meditated : y : first\n"
    + "2024-03-06 : Meditated : y : second: with a colon\n"
    + "2024-03-07 : Walk : s\n"
    + "2024-03-08 : Reading : y"

  func day(_ text: String) -> Day { Day(iso: text)! }

  func read() throws -> Carried {
    try HarshFormat.read(
      habits: habits, log: log, habitsFile: "habits", logFile: "log", today: today)
  }

  func testReadsEveryFrequencyForm() throws {
    let carried = try read()
    XCTAssertEqual(
      carried.habits.map(\.habit.name),
      [
        "Meditated", "Stretched", "Gym", "Called Mom", "Cleaned", "Coffee", "Old habit",
        "Future habit", "러닝", "Piano practice", "Reading", "Walk",
      ])
    let every = { (times: Int, days: Int) in
      Schedule.frequency(Frequency(times: times, days: days)!)
    }
    XCTAssertEqual(
      carried.habits.map(\.habit.schedule),
      [
        .daily, every(1, 3), every(2, 7), every(1, 7), every(2, 7), .tracked, .daily,
        every(1, 7), .daily, .daily, .daily, .daily,
      ])
    XCTAssertEqual(HarshFormat.trackedSchedule, .tracked)
    XCTAssertEqual(carried.habits.map(\.habit.position), Array(0..<12))
    XCTAssertEqual(carried.habits.filter(\.habit.archived).map(\.habit.name), ["Old habit"])
    XCTAssertTrue(carried.habits.allSatisfy { $0.habit.measure == nil && $0.habit.id == 0 })
    XCTAssertEqual(
      carried.habits[2].habit.uuid, Identity.derived(format: "harsh", name: "Gym"))
  }

  func testStartsOnTheFirstLogLineOrToday() throws {
    let starts = try read().habits.map { $0.habit.start.iso }
    XCTAssertEqual(
      starts,
      [
        "2024-02-28", "2024-03-04", "2024-03-02", "2024-03-10", "2024-03-10", "2024-03-10",
        "2024-03-10", "2024-03-10", "2024-03-01", "2024-03-10", "2024-03-05", "2024-03-07",
      ])
  }

  func testReadsStatusesNotesAndAmountsTheLastAnswerWinning() throws {
    let carried = try read()
    XCTAssertEqual(carried.entryCount, 12)
    XCTAssertEqual(
      carried.habits[0].entries,
      [
        Entry(day: day("2024-02-28"), status: .notDone),
        Entry(day: day("2024-03-01"), status: .done),
        Entry(day: day("2024-03-02"), status: .skipped, note: "sick"),
        Entry(day: day("2024-03-06"), status: .done, note: "second: with a colon"),
      ])
    XCTAssertEqual(
      carried.habits[1].entries, [Entry(day: day("2024-03-04"), status: .done, note: "felt good")])
    XCTAssertEqual(
      carried.habits[2].entries,
      [
        Entry(day: day("2024-03-02"), status: .done, note: "Leg day · 1.5"),
        Entry(day: day("2024-03-03"), status: .notDone),
        Entry(day: day("2024-03-04"), status: .done, note: "2"),
      ], "the last answer of 03-03 wins")
    XCTAssertEqual(
      carried.habits[8].entries, [Entry(day: day("2024-03-01"), status: .done, note: "한강 · 5.2")])
    XCTAssertEqual(
      carried.habits[10].entries,
      [Entry(day: day("2024-03-05"), status: .done), Entry(day: day("2024-03-08"), status: .done)])
    XCTAssertEqual(carried.habits[11].entries, [Entry(day: day("2024-03-07"), status: .skipped)])
  }

  func testReadsEitherFileAlone() throws {
    let listed = try HarshFormat.read(
      habits: "Run: 1\n", log: nil, habitsFile: "habits", logFile: "log", today: today)
    XCTAssertEqual(
      listed.habits,
      [
        CarriedHabit(
          habit: Habit(
            uuid: Identity.derived(format: "harsh", name: "Run"), name: "Run", start: today),
          entries: [])
      ])
    let logged = try HarshFormat.read(
      habits: nil, log: "2024-03-01 : Run : y : : 3", habitsFile: "habits", logFile: "log",
      today: today)
    XCTAssertEqual(logged.habits.map(\.habit.start), [day("2024-03-01")])
    XCTAssertEqual(
      logged.habits[0].entries, [Entry(day: day("2024-03-01"), status: .done, note: "3")])
  }

  func testMatchesLogNamesAsNamesCompare() throws {
    let carried = try HarshFormat.read(
      habits: "Run: 1\n", log: "2024-03-01 :  Run  : y\n2024-03-02 : Run\u{200B} : y\n",
      habitsFile: "habits", logFile: "log", today: today)
    XCTAssertEqual(carried.habits.count, 1)
    XCTAssertEqual(carried.entryCount, 2)
  }

  func testReadsAllFrequencySpellings() {
    let every = { (times: Int, days: Int) in
      Schedule.frequency(Frequency(times: times, days: days)!)
    }
    XCTAssertEqual(HarshFormat.schedule("1"), .daily)
    XCTAssertEqual(HarshFormat.schedule("1/1"), .daily)
    XCTAssertEqual(HarshFormat.schedule("7/7"), .daily)
    XCTAssertEqual(HarshFormat.schedule("1w"), every(1, 7))
    XCTAssertEqual(HarshFormat.schedule("2/1w"), every(2, 7))
    XCTAssertEqual(HarshFormat.schedule("3/2w"), every(3, 14))
    XCTAssertEqual(HarshFormat.schedule("366"), every(1, 366))
    XCTAssertEqual(HarshFormat.schedule("0"), HarshFormat.trackedSchedule)
    for bad in ["3/2", "x", "", "367", "0/7", "1/0", "-1", "1/2/3", "w", "1ww", "+2"] {
      XCTAssertNil(HarshFormat.schedule(bad), bad)
    }
  }

  func testRefusesBadHabitLines() {
    let cases = [
      ("# habits\n\nRun\n", "habits, line 3: \"Run\" has no frequency"),
      ("Run:\n", "habits, line 1: \"Run\" has no frequency"),
      ("Run: 3/2\n", "habits, line 1: \"Run\" has a bad frequency \"3/2\""),
      ("Run: x", "habits, line 1: \"Run\" has a bad frequency \"x\""),
      ("Run: 1: 2024-02-30\n", "habits, line 1: \"Run\" has a bad end date \"2024-02-30\""),
      (
        "Run: 1: 2024-01-01: more\n",
        "habits, line 1: \"Run\" has more than a frequency and an end date"
      ),
      (": 1\n", "habits, line 1: the habit name is empty"),
      ("Run: 1\nRead: 1\n Run : 7\n", "habits, line 3: \"Run\" is listed twice"),
    ]
    for (text, message) in cases {
      XCTAssertThrowsError(
        try HarshFormat.read(
          habits: text, log: log, habitsFile: "habits", logFile: "log", today: today)
      ) { XCTAssertEqual("\($0)", message) }
    }
  }

  func testRefusesBadLogLines() {
    let cases = [
      ("2024-03-01 : Run : y\n2024-13-01 : Run : y\n", "log, line 2: bad date \"2024-13-01\""),
      ("yesterday : Run : y\n", "log, line 1: bad date \"yesterday\""),
      ("2024-03-01 : Run : x\n", "log, line 1: bad status \"x\"; expected y, n or s"),
      ("2024-03-01 : Run : yes\n", "log, line 1: bad status \"yes\"; expected y, n or s"),
      ("\n2024-03-01 : Run", "log, line 2: expected \"date : habit : y|n|s\""),
      ("2024-03-01", "log, line 1: expected \"date : habit : y|n|s\""),
      ("2024-03-01 :  : y\n", "log, line 1: the habit name is empty"),
    ]
    for (text, message) in cases {
      XCTAssertThrowsError(
        try HarshFormat.read(
          habits: habits, log: text, habitsFile: "habits", logFile: "log", today: today)
      ) { XCTAssertEqual("\($0)", message) }
    }
  }

  func testRefusesNeitherFile() {
    XCTAssertThrowsError(
      try HarshFormat.read(
        habits: nil, log: nil, habitsFile: "habits", logFile: "log", today: today)
    ) { XCTAssertEqual("\($0)", "habits: neither the habits file nor the log is there") }
  }

  /// An `n` is an answer of "not done", kept with its comment; a later answer of the day wins.
  func testNoAnswersAreKeptWithTheirComments() throws {
    let carried = try HarshFormat.read(
      habits: "Run: 1\n",
      log: "2026-11-01 : Run : n : sick\n2026-11-02 : Run : n : tired\n"
        + "2026-11-02 : Run : y : went after all\n2026-11-03 : Run : n\n",
      habitsFile: "habits", logFile: "log", today: Day(iso: "2026-11-30")!)
    XCTAssertEqual(carried.notesLeftOut, 0)
    XCTAssertEqual(
      carried.habits[0].entries,
      [
        Entry(day: Day(iso: "2026-11-01")!, status: .notDone, note: "sick"),
        Entry(day: Day(iso: "2026-11-02")!, status: .done, note: "went after all"),
        Entry(day: Day(iso: "2026-11-03")!, status: .notDone),
      ])
  }

  /// harsh writes every answer with its comment and amount fields, empty ones included
  /// (`… : y :  : `): empty fields are no note, and nothing is left out for them.
  func testEmptyCommentAndAmountFieldsAsHarshWritesThemAreNoNote() throws {
    let carried = try HarshFormat.read(
      habits: "Cleaned House: 1\nGym: 3/7\n",
      log: "2025-05-24 : Cleaned House : y :  : \n2025-05-24 : Gym : n :  : \n"
        + "2025-05-25 : Cleaned House : s :  :\n2025-05-25 : Gym : y : Leg day : \n"
        + "2025-05-26 : Gym : y :  : 2\n2025-05-27 : Gym : y : a: b : \n"
        + "2025-05-28 : Gym : y :  :  \t\n",
      habitsFile: "habits", logFile: "log", today: Day(iso: "2025-06-01")!)
    XCTAssertEqual(carried.notesLeftOut, 0)
    XCTAssertEqual(
      carried.habits[0].entries,
      [
        Entry(day: day("2025-05-24"), status: .done),
        Entry(day: day("2025-05-25"), status: .skipped),
      ])
    XCTAssertEqual(
      carried.habits[1].entries.map(\.note), [nil, "Leg day", "2", "a: b", nil])
  }
}
