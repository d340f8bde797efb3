import HabitCore
import XCTest

@testable import HabitInterchange

/// The layouts Loop wrote before 2.3, as real exports have them: `NumRepetitions,Interval`, no
/// Type or target, cells as Loop 2.0's `Entry(timestamp=…, value=N)` or as 2.1's numbers, amounts
/// in thousandths, habit files without a header.
final class LoopCSVOlderLayoutTests: XCTestCase {
  let today = Day(iso: "2024-03-06")!

  func day(_ text: String) -> Day { Day(iso: text)! }

  static let habitsCSV = """
    Position,Name,Question,Description,NumRepetitions,Interval,Color
    001,Run,Did you run?,,1,1,#388E3C
    002,Steps,How many thousand?,,1,1,#1976D2

    """

  /// Loop 2.0's top file: each cell a data class printed whole, its comma unquoted.
  static func entries(_ day: String, _ run: Int, _ steps: Int) -> String {
    "\(day),Entry(timestamp=\(day), value=\(run)),Entry(timestamp=\(day), value=\(steps)),\n"
  }

  static let loop20: [String: String] = [
    "Habits.csv": habitsCSV,
    "Checkmarks.csv": "Date,Run,Steps,\n" + entries("2024-03-06", -1, -1)
      + entries("2024-03-05", 2, 2500) + entries("2024-03-04", 0, -1)
      + entries("2024-03-03", -1, -1) + entries("2024-03-02", 3, 10000)
      + entries("2024-03-01", 2, 4000),
    // Loop 2.0's scores of Steps, at least 5 a day, as it kept its window's total (see
    // `LoopTargetReading.Total.leaking`).
    "Scores.csv": "Date,Run,Steps,\n2024-03-06,0.1,0.0984,\n2024-03-05,0.1,0.1038,\n"
      + "2024-03-04,0.1,0.0821,\n2024-03-03,0.1,0.0866,\n2024-03-02,0.1,0.0913,\n"
      + "2024-03-01,0.1,0.0415,\n",
  ]

  func testLoop20sEntryCellsAndOldColumnsAreRead() throws {
    let carried = try LoopCSV.read(files: Self.loop20, today: today)
    XCTAssertEqual(carried.habits.map(\.habit.name), ["Run", "Steps"])
    XCTAssertEqual(carried.habits.map(\.habit.description), ["Did you run?", "How many thousand?"])
    XCTAssertEqual(
      carried.habits[0].entries,
      [
        Entry(day: day("2024-03-01"), status: .done),
        Entry(day: day("2024-03-02"), status: .skipped),
        Entry(day: day("2024-03-04"), status: .notDone),
        Entry(day: day("2024-03-05"), status: .done),
      ])
    XCTAssertNil(carried.habits[0].habit.measure)
  }

  func testAHabitIsMeasurableWhenItsValuesAreAmountsAndItsTargetComesFromTheScores() throws {
    let carried = try LoopCSV.read(files: Self.loop20, today: today)
    let steps = carried.habits[1]
    XCTAssertEqual(
      steps.habit.measure, Measure(unit: "", target: Amount(thousandths: 5000), type: .atLeast))
    XCTAssertEqual(
      steps.entries,
      [
        Entry(day: day("2024-03-01"), status: .done, amount: Amount(thousandths: 4000)),
        Entry(day: day("2024-03-02"), status: .done, amount: Amount(thousandths: 10_000)),
        Entry(day: day("2024-03-05"), status: .done, amount: Amount(thousandths: 2500)),
      ])
    XCTAssertEqual(
      carried.notices,
      [
        "\"Steps\" is measurable with a target of at least 5, read from the export's scores "
          + "(Loop before 2.3 wrote no target); it has no unit"
      ])
  }

  func testLoop21sNumbersWithAnAtMostTargetAndHabitFilesWithoutHeader() throws {
    let files = [
      "Habits.csv": Self.habitsCSV.replacingOccurrences(of: "Steps", with: "Puffs"),
      "Checkmarks.csv": "Date,Run,Puffs,\n2024-03-06,2,-1,\n",
      "002 Puffs/Checkmarks.csv":
        "2024-03-05,2500\n2024-03-02,10000\n2024-03-01,4000\n",
      // Loop lists the days its rule marks done, some after today.
      "001 Run/Checkmarks.csv": "2024-03-08,1\n2024-03-07,1\n2024-03-06,2\n",
      "002 Puffs/Scores.csv":
        "2024-03-06,0.9448\n2024-03-05,0.9418\n2024-03-04,0.9386\n2024-03-03,0.9352\n"
        + "2024-03-02,0.9317\n2024-03-01,0.9827\n",
    ]
    let carried = try LoopCSV.read(files: files, today: today)
    XCTAssertEqual(
      carried.habits[1].habit.measure,
      Measure(unit: "", target: Amount(thousandths: 3000), type: .atMost))
    XCTAssertEqual(
      carried.habits[1].entries.map(\.day.iso), ["2024-03-01", "2024-03-02", "2024-03-05"])
    XCTAssertEqual(carried.habits[0].entries, [Entry(day: today, status: .done)])
    XCTAssertEqual(carried.habits[0].habit.start, today)
  }

  func testWithoutScoresAMeasurableHabitHasNoTargetAndTheImportSaysSo() throws {
    var files = Self.loop20
    files["Scores.csv"] = nil
    let carried = try LoopCSV.read(files: files, today: today)
    XCTAssertEqual(
      carried.habits[1].habit.measure, Measure(unit: "", target: .zero, type: .atLeast))
    XCTAssertEqual(
      carried.notices,
      [
        "\"Steps\" is measurable, but this export has no target for it (Loop before 2.3 wrote "
          + "none) and its scores give none: set one with edit \"Steps\" --target N"
      ])
  }

  func testACellOfAnotherDayOrAnUnknownFormIsRefused() {
    var files = Self.loop20
    files["Checkmarks.csv"] =
      "Date,Run,Steps,\n2024-03-06,Entry(timestamp=2024-03-05, value=2),Entry(timestamp=2024-03-06, value=2),\n"
    XCTAssertThrowsError(try LoopCSV.read(files: files, today: today)) {
      XCTAssertEqual(
        "\($0)", "Checkmarks.csv, line 2: a value of 2024-03-05 on the row of 2024-03-06")
    }
    files["Checkmarks.csv"] = "Date,Run,Steps,\n2024-03-06,Entry(value=2),2,\n"
    XCTAssertThrowsError(try LoopCSV.read(files: files, today: today)) {
      XCTAssertEqual("\($0)", "Checkmarks.csv, line 2: bad value \"Entry(value=2)\" for \"Run\"")
    }
  }

  func testAnAmountInAHabitCalledYesNoIsRefused() {
    let files = [
      "Habits.csv":
        "Position,Name,Type,FrequencyNumerator,FrequencyDenominator\n001,Run,YES_NO,1,1\n",
      "Checkmarks.csv": "Date,Run,\n2024-03-06,4000,\n",
    ]
    XCTAssertThrowsError(try LoopCSV.read(files: files, today: today)) {
      XCTAssertEqual(
        "\($0)", "Checkmarks.csv, 2024-03-06: bad value 4000 for the yes/no habit \"Run\"")
    }
  }
}
