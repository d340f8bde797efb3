import HabitCore
import XCTest

@testable import HabitInterchange

final class LoopCSVReaderTests: XCTestCase {
  let today = Day(iso: "2024-03-05")!

  static let habitsCSV = """
    Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?
    001,Meditate,YES_NO,Did you meditate today?,,1,1,#388E3C,,AT_LEAST,0.0,false
    002,"Read, write",NUMERICAL,How many pages?,Any book,3,7,#1976D2,pages,AT_LEAST,20.0,false
    003,Old,YES_NO,,,1,7,#757575,,AT_LEAST,0.0,true
    004,커피,NUMERICAL,,,1,1,#D32F2F,cups,AT_MOST,2.0,false

    """

  /// The top file as Loop 2.3 writes it: words, amounts in thousandths, and a day its habits'
  /// own files have that it lacks (Meditate on 03-01, as Loop 2.3.1 could leave out).
  static let checkmarksCSV = """
    Date,Meditate,"Read, write",Old,커피,
    2024-03-05,YES_MANUAL,12500,UNKNOWN,1000,
    2024-03-04,SKIP,UNKNOWN,UNKNOWN,SKIP,
    2024-03-03,NO,SKIP,YES_MANUAL,NO,
    2024-03-02,YES_AUTO,3000,NO,UNKNOWN,
    2024-03-01,UNKNOWN,UNKNOWN,YES_MANUAL,3000,

    """

  static let export: [String: String] = [
    "Habits.csv": habitsCSV,
    "Checkmarks.csv": checkmarksCSV,
    "Scores.csv": "Date,Meditate,\"Read, write\",Old,커피,\n2024-03-05,0.1,0.1,0.1,0.1,\n",
    "001 Meditate/Checkmarks.csv":
      "Date,Value,Notes\n2024-03-05,YES_MANUAL,\"Calm, quiet\"\n2024-03-04,SKIP,traveling\n"
      + "2024-03-03,NO,not kept\n2024-03-02,YES_AUTO,\n2024-03-01,YES_MANUAL,\n"
      + "2024-02-28,YES_MANUAL,early start\n",
    "001 Meditate/Scores.csv": "2024-03-05,0.1000\n",
    "002 Read write/Checkmarks.csv":
      "Date,Value,Notes\n2024-03-05,12500,Dune\n2024-03-03,SKIP,\n2024-03-02,3000,\n",
    // Loop before 2.3: no header, its stored numbers.
    "004/Checkmarks.csv": "2024-03-05,1000,morning\n2024-03-04,3\n2024-03-03,0\n2024-03-01,3000\n",
  ]

  func day(_ text: String) -> Day { Day(iso: text)! }

  func testReadsHabitsWithTheirFields() throws {
    let habits = try LoopCSV.read(files: Self.export, today: today).habits.map(\.habit)
    XCTAssertEqual(habits.map(\.name), ["Meditate", "Read, write", "Old", "커피"])
    XCTAssertEqual(
      habits.map(\.schedule),
      [
        .daily, .frequency(Frequency(times: 3, days: 7)!),
        .frequency(Frequency(times: 1, days: 7)!),
        .daily,
      ])
    XCTAssertEqual(habits.map(\.archived), [false, false, true, false])
    XCTAssertEqual(habits.map(\.color), [.green, .blue, nil, .red])
    XCTAssertEqual(
      habits.map(\.description), ["Did you meditate today?", "How many pages?\n\nAny book", "", ""])
    XCTAssertEqual(
      habits.map(\.measure),
      [
        nil, Measure(unit: "pages", target: Amount(thousandths: 20_000), type: .atLeast), nil,
        Measure(unit: "cups", target: Amount(thousandths: 2000), type: .atMost),
      ])
    XCTAssertEqual(
      habits.map(\.start.iso), ["2024-02-28", "2024-03-02", "2024-02-25", "2024-03-01"],
      "Old, once in 7 days: Loop's intervals close the gap back to 02-25")
    XCTAssertEqual(habits.map(\.position), [0, 1, 2, 3])
    XCTAssertEqual(
      habits.map(\.uuid), habits.map { Identity.derived(format: "loop", name: $0.name) })
  }

  func testReadsEntriesWithTheFoldersNotes() throws {
    let carried = try LoopCSV.read(files: Self.export, today: today)
    XCTAssertEqual(carried.entryCount, 15)
    XCTAssertEqual(carried.notesLeftOut, 0, "\"not kept\" stays with its day's NO")
    XCTAssertEqual(
      carried.habits[0].entries,
      [
        Entry(day: day("2024-02-28"), status: .done, note: "early start"),
        Entry(day: day("2024-03-01"), status: .done),  // the habit's own file wins
        Entry(day: day("2024-03-03"), status: .notDone, note: "not kept"),
        Entry(day: day("2024-03-04"), status: .skipped, note: "traveling"),
        Entry(day: day("2024-03-05"), status: .done, note: "Calm, quiet"),
      ])
    XCTAssertEqual(
      carried.habits[1].entries,
      [
        Entry(day: day("2024-03-02"), status: .done, amount: Amount(thousandths: 3000)),
        Entry(day: day("2024-03-03"), status: .skipped),
        Entry(
          day: day("2024-03-05"), status: .done, note: "Dune", amount: Amount(thousandths: 12_500)),
      ])
    XCTAssertEqual(
      carried.habits[2].entries.map(\.status), [.done, .notDone, .done], "03-01 to 03-03")
    XCTAssertEqual(
      carried.habits[3].entries,
      [
        Entry(day: day("2024-03-01"), status: .done, amount: Amount(thousandths: 3000)),
        Entry(day: day("2024-03-03"), status: .done, amount: .zero),
        Entry(day: day("2024-03-04"), status: .skipped),
        Entry(
          day: day("2024-03-05"), status: .done, note: "morning", amount: Amount(thousandths: 1000)),
      ])
  }

  func testReadsAHabitWithoutEntriesAsStartingToday() throws {
    let carried = try LoopCSV.read(files: ["Habits.csv": Self.habitsCSV], today: today)
    XCTAssertEqual(carried.entryCount, 0)
    XCTAssertTrue(carried.habits.allSatisfy { $0.habit.start == today })
  }

  func testReadsAnOlderExportWithNumbersAndFewerColumns() throws {
    let files = [
      "Habits.csv":
        "Position,Name,Description,FrequencyNumerator,FrequencyDenominator,Color\n"
        + "1,Walk,Did you walk?,1,1,7\n2,Floss,,2,7,#D33030\n",
      "Checkmarks.csv":
        "Date,Walk,Floss,\n2024-03-04,2,-1,\n2024-03-03,3,1,\n2024-03-02,0,2,\n2024-03-01,1,0,\n",
    ]
    let carried = try LoopCSV.read(files: files, today: today)
    XCTAssertEqual(carried.habits.map(\.habit.description), ["Did you walk?", ""])
    XCTAssertEqual(carried.habits.map(\.habit.color), [.green, .red])
    XCTAssertEqual(carried.habits.map(\.habit.measure), [nil, nil])
    XCTAssertEqual(
      carried.habits[0].entries,
      [
        Entry(day: day("2024-03-03"), status: .skipped),
        Entry(day: day("2024-03-04"), status: .done),
      ])
    XCTAssertEqual(carried.habits[1].entries, [Entry(day: day("2024-03-02"), status: .done)])
  }

  func testRefusesBadFiles() {
    let cases: [(String, String, String)] = [
      (
        "Habits.csv", "Position,Name,FrequencyNumerator\n001,Run,1\n",
        "Habits.csv, line 1: missing column \"FrequencyDenominator\""
      ),
      (
        "Habits.csv", "Name,FrequencyNumerator,FrequencyDenominator\nRun,8,7\n",
        "Habits.csv, line 2: \"Run\" has a bad frequency 8/7"
      ),
      (
        "Habits.csv", "Name,FrequencyNumerator,FrequencyDenominator\nRun,1\n",
        "Habits.csv, line 2: expected 3 fields, found 2"
      ),
      (
        "Habits.csv", "Name,FrequencyNumerator,FrequencyDenominator,Type\nRun,1,1,BOOLEAN\n",
        "Habits.csv, line 2: \"Run\" has a bad Type \"BOOLEAN\""
      ),
      (
        "Habits.csv", "Name,FrequencyNumerator,FrequencyDenominator,Color\nRun,1,1,red\n",
        "Habits.csv, line 2: \"Run\" has a bad Color \"red\""
      ),
      (
        "Habits.csv", "Name,FrequencyNumerator,FrequencyDenominator\nRun,1,1\n Run,1,1\n",
        "Habits.csv, line 3: \"Run\" is listed twice"
      ),
      (
        "Checkmarks.csv", "Date,Meditate\n2024-03-05,YES_MANUAL\n2024-02-30,NO\n",
        "Checkmarks.csv, line 3: bad date \"2024-02-30\""
      ),
      (
        "Checkmarks.csv", "Date,Meditate\n2024-03-05,MAYBE\n",
        "Checkmarks.csv, line 2: bad value \"MAYBE\" for \"Meditate\""
      ),
      (
        "Checkmarks.csv", "Date,\"Read, write\"\n2024-03-05,1.2345.6\n",
        "Checkmarks.csv, line 2: bad value \"1.2345.6\" for \"Read, write\""
      ),
      (
        "Checkmarks.csv", "Date,Meditate,Old\n2024-03-05,NO\n",
        "Checkmarks.csv, line 2: expected 3 fields, found 2"
      ),
      (
        "Checkmarks.csv", "Date,Meditate,Swim\n",
        "Checkmarks.csv, line 1: column \"Swim\" names no habit in Habits.csv"
      ),
      (
        "001 Meditate/Checkmarks.csv", "Date,Value,Notes\nyesterday,YES_MANUAL,\n",
        "001 Meditate/Checkmarks.csv, line 2: bad date \"yesterday\""
      ),
      (
        "009 Swim/Checkmarks.csv", "2024-03-05,YES_MANUAL,\n",
        "009 Swim/Checkmarks.csv: Habits.csv has no habit 9"
      ),
    ]
    for (path, text, message) in cases {
      var files = Self.export
      files[path] = text
      XCTAssertThrowsError(try LoopCSV.read(files: files, today: today)) {
        XCTAssertEqual("\($0)", message)
      }
    }
    XCTAssertThrowsError(try LoopCSV.read(files: [:], today: today)) {
      XCTAssertEqual("\($0)", "Habits.csv: the export has no Habits.csv")
    }
  }
}
