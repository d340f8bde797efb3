import HabitCore
import XCTest

@testable import HabitInterchange

final class LoopCSVWriterTests: XCTestCase {
  func day(_ text: String) -> Day { Day(iso: text)! }

  func habit(_ name: String, start: String, position: Int) -> Habit {
    Habit(
      uuid: Identity.derived(format: "loop", name: name), name: name, start: day(start),
      position: position)
  }

  func testWritesLoopsLayout() {
    var run = habit("Run", start: "2024-03-01", position: 0)
    run.color = .red
    var water = habit("Water/day", start: "2024-03-02", position: 1)
    water.measure = Measure(unit: "glasses", target: Amount(thousandths: 8000))
    let carried = Carried(habits: [
      CarriedHabit(
        habit: run,
        entries: [
          Entry(day: day("2024-03-01"), status: .done, note: "Fast, 5k"),
          Entry(day: day("2024-03-03"), status: .skipped),
        ]),
      CarriedHabit(
        habit: water,
        entries: [Entry(day: day("2024-03-02"), status: .done, amount: Amount(thousandths: 8000))]),
    ])
    let files = LoopCSV.files(of: carried, today: day("2024-03-04"))
    XCTAssertEqual(
      files.map(\.path),
      [
        "Habits.csv", "Checkmarks.csv", "Scores.csv", "001 Run/Checkmarks.csv",
        "001 Run/Scores.csv",
        "002 Water_day/Checkmarks.csv", "002 Water_day/Scores.csv", "HabitFlow.json",
      ])
    // What Loop's layout cannot hold rides along: here the fields, and no entry (none has an
    // amount Loop would read back as a skip).
    XCTAssertEqual(
      LoopExtras.read(files.last!.contents),
      Carried(habits: carried.habits.map { CarriedHabit(habit: $0.habit, entries: []) }))
    XCTAssertEqual(
      files.dropLast().map(\.contents),
      [
        "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,"
          + "Unit,Target Type,Target Value,Archived?\n"
          + "001,Run,YES_NO,,,1,1,#D32F2F,,AT_LEAST,0.0,false\n"
          + "002,Water/day,NUMERICAL,,,1,1,#757575,glasses,AT_LEAST,8.0,false\n",
        "Date,Run,Water/day\n2024-03-04,UNKNOWN,\n2024-03-03,SKIP,\n2024-03-02,UNKNOWN,8000\n"
          + "2024-03-01,YES_MANUAL,\n",
        "Date,Run,Water/day\n2024-03-04,0.0467,0.0467\n2024-03-03,0.0492,0.0492\n"
          + "2024-03-02,0.0492,0.0519\n2024-03-01,0.0519,0.0000\n",
        "Date,Value,Notes\n2024-03-04,UNKNOWN,\n2024-03-03,SKIP,\n2024-03-02,UNKNOWN,\n"
          + "2024-03-01,YES_MANUAL,\"Fast, 5k\"\n",
        "Date,Score\n2024-03-04,0.0467\n2024-03-03,0.0492\n2024-03-02,0.0492\n2024-03-01,0.0519\n",
        "Date,Value,Notes\n2024-03-04,,\n2024-03-03,,\n2024-03-02,8000,\n",
        "Date,Score\n2024-03-04,0.0467\n2024-03-03,0.0492\n2024-03-02,0.0519\n",
      ])
  }

  /// Days without an entry are Loop's UNKNOWN, as Loop writes them, but for the days a
  /// frequency covers; NO is only an answer of "not done".
  func testMarksDaysAFrequencyCoversAsAutoAndDaysWithoutAnEntryAsUnknown() {
    var gym = habit("Gym", start: "2024-03-02", position: 0)
    gym.schedule = .frequency(Frequency(times: 1, days: 3)!)
    let late = habit("Late", start: "2024-03-04", position: 1)
    let carried = Carried(habits: [
      CarriedHabit(habit: gym, entries: [Entry(day: day("2024-03-02"), status: .done)]),
      CarriedHabit(habit: late, entries: [Entry(day: day("2024-03-04"), status: .done)]),
    ])
    let files = LoopCSV.files(of: carried, today: day("2024-03-05"))
    XCTAssertEqual(
      files[1].contents,
      "Date,Gym,Late\n2024-03-05,UNKNOWN,UNKNOWN\n2024-03-04,YES_AUTO,YES_MANUAL\n"
        + "2024-03-03,YES_AUTO,UNKNOWN\n2024-03-02,YES_MANUAL,UNKNOWN\n")
  }

  func testNamesFoldersWithoutSlashesOrControlCharacters() {
    XCTAssertEqual(LoopCSV.folderName("a/b\\c\td\u{7F}러닝"), "a_b_c_d_러닝")
    XCTAssertEqual(LoopCSV.folderNumber(0), "001")
    XCTAssertEqual(LoopCSV.folderNumber(1233), "1234")
  }

  func testReadsItsOwnExportBackExactly() throws {
    let today = day("2024-03-10")
    var read = habit("Read, \"write\"", start: "2024-03-01", position: 0)
    read.schedule = .frequency(Frequency(times: 3, days: 7)!)
    read.measure = Measure(unit: "pages", target: Amount(thousandths: 20_500), type: .atLeast)
    read.description = "How many pages?\n\nAny book"
    read.color = .blue
    var coffee = habit("커피/차", start: "2024-03-03", position: 1)
    coffee.measure = Measure(unit: "cups", target: Amount(thousandths: 2000), type: .atMost)
    coffee.archived = true
    coffee.color = .pink
    var walk = habit("Walk", start: today.iso, position: 2)
    walk.color = .teal
    var floss = habit("Floss", start: "2024-03-09", position: 3)
    floss.schedule = .frequency(Frequency(times: 1, days: 7)!)
    let carried = Carried(habits: [
      CarriedHabit(
        habit: read,
        entries: [
          Entry(
            day: day("2024-03-01"), status: .done, note: "a \"quote\",\nnew line",
            amount: Amount(thousandths: 1)),
          Entry(day: day("2024-03-04"), status: .skipped, note: "away"),
          Entry(day: day("2024-03-12"), status: .done, amount: Amount(thousandths: 12_345)),
        ]),
      CarriedHabit(
        habit: coffee,
        entries: [
          Entry(day: day("2024-03-03"), status: .done, amount: .zero),
          Entry(
            day: day("2024-03-05"), status: .done, note: "espresso", amount: Amount(thousandths: 3)),
        ]),
      CarriedHabit(habit: walk, entries: []),
      CarriedHabit(
        habit: floss, entries: [Entry(day: day("2024-03-09"), status: .done, note: "✓")]),
    ])
    let files = LoopCSV.files(of: carried, today: today)
    let back = try LoopCSV.read(
      files: Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) }), today: today)
    XCTAssertEqual(back, carried)
  }
}
