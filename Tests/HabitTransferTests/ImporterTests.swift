import Foundation
import HabitCore
import HabitInterchange
import HabitStore
import XCTest

@testable import HabitTransfer

/// Finding the format of what a person gives `import`, and reading it from disk.
final class ImporterTests: XCTestCase {
  var folder: URL!
  let today = Day(iso: "2026-11-30")!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("habitflow-importer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let path = folder.appendingPathComponent(name).path
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// A Loop CSV export as Loop writes it: unquoted header names, trailing commas, a folder per
  /// habit with its notes.
  func loopExport(in name: String) throws -> String {
    try write(
      "\(name)/Habits.csv",
      "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,"
        + "Unit,Target Type,Target Value,Archived?\n"
        + "001,Meditate,YES_NO,Did you meditate?,,1,1,#388E3C,,AT_LEAST,0.0,false\n"
        + "002,Pages,NUMERICAL,,,3,7,#1976D2,pages,AT_LEAST,20.0,true\n")
    try write(
      "\(name)/Checkmarks.csv",
      "Date,Meditate,Pages,\n2026-11-03,YES_MANUAL,12500,\n2026-11-02,SKIP,,\n"
        + "2026-11-01,YES_AUTO,UNKNOWN,\n")
    try write(
      "\(name)/001 Meditate/Checkmarks.csv",
      "Date,Value,Notes\n2026-11-03,YES_MANUAL,\"Calm, quiet\"\n2026-11-02,SKIP,\n"
        + "2026-11-01,YES_AUTO,\n")
    return folder.appendingPathComponent(name).path
  }

  /// Zips a folder of the test's folder with Python's zipfile (deflated), the way a phone's
  /// export is a zip another program made; nil when Python is not there.
  func zipWithPython(_ name: String, into zip: String) throws -> String? {
    let python = "/usr/bin/python3"
    guard FileManager.default.isExecutableFile(atPath: python) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.currentDirectoryURL = folder
    process.arguments = [
      "-c",
      "import zipfile, os\n"
        + "with zipfile.ZipFile('\(zip)', 'w', zipfile.ZIP_DEFLATED) as z:\n"
        + "  for root, _, files in os.walk('\(name)'):\n"
        + "    for f in files: z.write(os.path.join(root, f))\n",
    ]
    try process.run()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0)
    return folder.appendingPathComponent(zip).path
  }

  func testTheFormatIsFoundFromTheContent() throws {
    let csv = try loopExport(in: "export")
    XCTAssertEqual(try Importer.detect(csv), .loopCSV)
    XCTAssertEqual(try Importer.detect(csv + "/Habits.csv"), .loopCSV)
    try write("harsh/log", "2026-11-01 : Run : y\n")
    XCTAssertEqual(try Importer.detect(folder.appendingPathComponent("harsh").path), .harsh)
    XCTAssertEqual(try Importer.detect(folder.appendingPathComponent("harsh/log").path), .harsh)
    XCTAssertEqual(
      try Importer.detect(try write("mine.json", "\u{FEFF}\n {\"format\":1}")), .habitflow)
    let loop = folder.appendingPathComponent("loop.db").path
    try LoopBackup.write(Carried(habits: []), to: loop, replacing: false)
    XCTAssertEqual(try Importer.detect(loop), .loop)
    let ours = folder.appendingPathComponent("ours.sqlite").path
    _ = try HabitStore(path: ours)
    XCTAssertThrowsError(try Importer.detect(ours)) {
      XCTAssertEqual(
        "\($0)",
        "\(ours): a SQLite file but not a Loop backup (a HabitFlow backup goes back with restore)")
    }
    let empty = folder.appendingPathComponent("empty").path
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    XCTAssertThrowsError(try Importer.detect(empty)) {
      XCTAssertEqual(
        "\($0)", "\(empty): the folder has no Habits.csv (Loop) nor habits or log (harsh) file")
    }
  }

  func testALoopExportReadsTheSameFromItsFolderAndFromAZipMadeElsewhere() throws {
    let csv = try loopExport(in: "Loop Habits 2026-11-30")
    let (format, fromFolder) = try Importer.read(csv, as: nil, today: today)
    XCTAssertEqual(format, .loopCSV)
    XCTAssertEqual(fromFolder.habits.map(\.habit.name), ["Meditate", "Pages"])
    XCTAssertEqual(
      fromFolder.habits[0].entries,
      [
        Entry(day: Day(iso: "2026-11-02")!, status: .skipped),
        Entry(day: Day(iso: "2026-11-03")!, status: .done, note: "Calm, quiet"),
      ])
    XCTAssertEqual(
      fromFolder.habits[1].entries,
      [Entry(day: Day(iso: "2026-11-03")!, status: .done, amount: Amount(thousandths: 12_500))])
    guard let zip = try zipWithPython("Loop Habits 2026-11-30", into: "export.zip") else {
      throw XCTSkip("no Python to make a zip with")
    }
    let (zipFormat, fromZip) = try Importer.read(zip, as: nil, today: today)
    XCTAssertEqual(zipFormat, .loopCSV)
    XCTAssertEqual(fromZip, fromFolder, "the zip's top folder is looked into")
  }

  func testADamagedZipIsRefusedWithItsName() throws {
    let csv = try loopExport(in: "export")
    let zip = folder.appendingPathComponent("ours.zip").path
    try ZipArchive.write(
      [("Habits.csv", try String(contentsOfFile: csv + "/Habits.csv", encoding: .utf8))], to: zip)
    XCTAssertEqual(
      try ZipArchive.read(zip, file: "ours.zip", wanted: Importer.isLoopCSVMember).keys.sorted(),
      ["Habits.csv"])
    let bytes = try XCTUnwrap(FileManager.default.contents(atPath: zip))
    let cut = folder.appendingPathComponent("cut.zip").path
    try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: cut))
    XCTAssertThrowsError(try Importer.read(cut, as: nil, today: today)) {
      XCTAssertTrue("\($0)".hasPrefix("\(cut): not a readable zip file"), "\($0)")
    }
  }

  func testHarshFilesAreReadFromEitherFileWithTheOtherBeside() throws {
    try write("h/habits", "Run: 1\nGym: 2/1w\n")
    let log = try write("h/log", "2026-11-01 : Run : y\n2026-11-02 : Gym : s")
    for path in [log, folder.appendingPathComponent("h/habits").path] {
      let (format, carried) = try Importer.read(path, as: nil, today: today)
      XCTAssertEqual(format, .harsh)
      XCTAssertEqual(carried.habits.map(\.habit.name), ["Run", "Gym"])
      XCTAssertEqual(carried.habits[1].habit.schedule, .frequency(Frequency(times: 2, days: 7)!))
      XCTAssertEqual(carried.entryCount, 2)
    }
  }

  func testAHabitThatCannotBeStoredIsRefusedWithItsPlace() throws {
    let habit = Habit(uuid: "u", name: "Run", start: today)
    var carried = CarriedHabit(habit: habit, entries: [])
    carried.habit.times = (0..<9).map { TimeOfDay(hour: $0, minute: 0)! }
    let path = try write(
      "many.json", HabitFlowFile.document(Carried(habits: [carried])).serialized)
    XCTAssertThrowsError(try Importer.read(path, as: nil, today: today)) {
      XCTAssertEqual("\($0)", "\(path), habit 1 \"Run\": 9 times; at most 8 are allowed")
    }
  }

  func testLoopsUnquotedHeaderOfANameWithACommaReadsByPosition() throws {
    try write(
      "comma/Habits.csv",
      "Position,Name,FrequencyNumerator,FrequencyDenominator\n001,\"Read, write\",1,1\n002,Run,1,1\n"
    )
    try write(
      "comma/Checkmarks.csv", "Date,Read, write,Run,\n2026-11-02,YES_MANUAL,NO,\n")
    let (_, carried) = try Importer.read(
      folder.appendingPathComponent("comma").path, as: nil, today: today)
    XCTAssertEqual(carried.habits.map(\.entries.count), [1, 0])
  }

  func testABadSettingInAnExportIsRefusedWithItsPlace() throws {
    let path = try write(
      "set.json",
      HabitFlowFile.document(Carried(habits: [], settings: ["dayStart": "25:00"])).serialized)
    XCTAssertThrowsError(try Importer.read(path, as: nil, today: today)) {
      XCTAssertEqual(
        "\($0)",
        "\(path), settings.dayStart: '25:00' is not a value this setting takes")
    }
    let unknown = try write(
      "unknown.json",
      HabitFlowFile.document(Carried(habits: [], settings: ["permission": "denied"])).serialized)
    XCTAssertThrowsError(try Importer.read(unknown, as: nil, today: today)) {
      XCTAssertEqual("\($0)", "\(unknown), settings.permission: not a setting HabitFlow has")
    }
  }

  func testOnlyTheMembersLoopCSVReadsAreInflatedAndAllWithinTheLimit() throws {
    let zip = folder.appendingPathComponent("mixed.zip").path
    let big = String(repeating: "x", count: 5000)
    try ZipArchive.write(
      [
        ("Habits.csv", "Name\n"), ("Scores.csv", big), ("photo.bin", big),
        ("001 Run/Checkmarks.csv", "2026-11-01,YES_MANUAL\n"), ("a/b/c/Checkmarks.csv", big),
      ], to: zip)
    XCTAssertEqual(
      try ZipArchive.read(zip, file: "mixed.zip", wanted: Importer.isLoopCSVMember).keys.sorted(),
      ["001 Run/Checkmarks.csv", "Habits.csv", "Scores.csv"])
    XCTAssertEqual(
      try ZipArchive.read(zip, file: "mixed.zip", limit: 4 << 20) { _ in true }.count, 5)
    XCTAssertThrowsError(try ZipArchive.read(zip, file: "mixed.zip", limit: 15_000) { _ in true }) {
      XCTAssertEqual("\($0)", "mixed.zip: inflates to more than 15000 bytes")
    }
  }

}
