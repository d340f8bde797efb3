import Foundation
import HabitCore
import HabitStore
import XCTest

/// Loop exports and a backup other people made (see `RealFiles`) import whole, counted apart
/// from HabitFlow's reader (`LoopFiles.py`, on Python's csv module), with Loop's own scores,
/// auto days and streaks.
final class RealLoopFileTests: CLITestCase {
  /// The CSV exports and the last day each holds.
  static let exports = [
    ("rahullath+meshOlake/export", "2025-04-18"),
    ("Aorizon+2022/raw", "2022-02-06"),
    ("cramble19+dailyHabitsAppCSVAnalysis/DailyHabitAllFiles", "2023-04-04"),
    ("mvelusce+pi-habits-tracker/data", "2025-12-04"),
  ]

  /// One habit as the files hold it.
  struct FileHabit {
    var name: String
    var numerical: Bool
    var times: Int
    var days: Int
    var values: [Day: Int64]
    var scores: [Day: Double]
  }

  override func setUpWithError() throws {
    try super.setUpWithError()
    zone = "Etc/UTC"
  }

  /// The habits of an export as Python reads them.
  func fileHabits(_ export: String) throws -> [FileHabit] {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("LoopFiles.py").path
    let output = try Tool.output("/usr/bin/python3", [script, try RealFiles.path(export)])
    let root = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: output) as? [String: Any])
    return try XCTUnwrap(root["habits"] as? [[String: Any]]).map { habit in
      let values = (habit["values"] as? [String: Int]) ?? [:]
      let scores = (habit["scores"] as? [String: Double]) ?? [:]
      return FileHabit(
        name: habit["name"] as! String, numerical: habit["numerical"] as! Bool,
        times: habit["times"] as! Int, days: habit["days"] as! Int,
        values: Dictionary(uniqueKeysWithValues: values.map { (Day(iso: $0)!, Int64($1)) }),
        scores: Dictionary(uniqueKeysWithValues: scores.map { (Day(iso: $0)!, $1) }))
    }
  }

  /// Imports an export as of its last day and returns HabitFlow's export of it by habit name.
  func imported(_ export: String, lastDay: String) throws -> [String: [String: Any]] {
    now = lastDay + "T12:00:00Z"
    ok("import", try RealFiles.path(export))
    let file = try XCTUnwrap(json(ok("export")) as? [String: Any])
    let habits = try XCTUnwrap(file["habits"] as? [[String: Any]])
    return Dictionary(uniqueKeysWithValues: habits.map { ($0["name"] as! String, $0) })
  }

  /// What HabitFlow must hold of a file's day: done, skipped or an amount (thousandths), and
  /// a yes/no habit's answer of "not done" (Loop's 0; these exports are all of Loop 2.0 on).
  func expectedEntries(_ habit: FileHabit) -> [String: String] {
    var entries: [String: String] = [:]
    for (day, value) in habit.values {
      if value == 3 {
        entries[day.iso] = "skipped"
      } else if habit.numerical ? value >= 0 : value == 2 {
        entries[day.iso] = habit.numerical ? "done \(value)" : "done"
      } else if !habit.numerical, value == 0 {
        entries[day.iso] = "not-done"
      }
    }
    return entries
  }

  func storedEntries(_ habit: [String: Any]) -> [String: String] {
    var entries: [String: String] = [:]
    for entry in habit["entries"] as! [[String: Any]] {
      let amount = (entry["amount"] as? Double).map { " \(Int64(($0 * 1000).rounded()))" } ?? ""
      entries[entry["day"] as! String] = "\(entry["status"]!)" + amount
    }
    return entries
  }

  func testEveryRealExportImportsWithEachDayItHolds() throws {
    for (export, lastDay) in Self.exports {
      let files = try fileHabits(export)
      let stored = try imported(export, lastDay: lastDay)
      XCTAssertEqual(stored.count, files.count, export)
      for habit in files {
        let ours = try XCTUnwrap(stored[habit.name], "\(export): \(habit.name)")
        XCTAssertEqual(storedEntries(ours), expectedEntries(habit), "\(export): \(habit.name)")
        XCTAssertEqual(ours["measure"] is NSNull, !habit.numerical, "\(export): \(habit.name)")
      }
      try FileManager.default.removeItem(atPath: database)
    }
  }

  /// HabitFlow's score of each day from `first` through `last` (`stats --json`), days before
  /// its first scored day at the habit's initial score.
  func ourScores(_ name: String, from first: Day, through last: Day, atMost: Bool) throws
    -> [Day: Double]
  {
    let figures = try XCTUnwrap(
      json(ok("stats", name, "--json", "--from", first.iso, "--to", last.iso)) as? [String: Any])
    var scores: [Day: Double] = [:]
    for item in try XCTUnwrap(figures["scores"] as? [[String: Any]]) {
      scores[Day(iso: item["date"] as! String)!] = item["score"] as? Double
    }
    var day = first
    while day <= last {
      if scores[day] == nil { scores[day] = atMost ? 1 : 0 }
      day = day.adding(days: 1)
    }
    return scores
  }

  /// The largest difference between two sets of scores over the days of `wanted`.
  func largestDifference(_ got: [Day: Double], _ wanted: [Day: Double]) -> Double {
    wanted.map { abs((got[$0.key] ?? .nan) - $0.value) }.max() ?? 0
  }

  /// Every habit's strength on every day is Loop's: its own Scores.csv to the four decimals it
  /// prints, and Loop's rule (`LoopRule`) worked out from the file's values to 1e-6, N-in-M,
  /// weekly and monthly habits included. Loop 2.0 kept a measurable habit's window total with a
  /// slip it fixed in 2.1 (see `LoopTargetReading.Total.leaking`): its exports' measurable
  /// scores are shown to be that rule's, and HabitFlow's Loop's fixed one, which Loop itself
  /// works out from the same days today.
  func testEveryHabitsStrengthIsLoopsOnEveryDay() throws {
    var compared = (file: 0, rule: 0, leaking: 0)
    for (export, lastDay) in Self.exports {
      let stored = try imported(export, lastDay: lastDay)
      let last = Day(iso: lastDay)!
      let loop20 = try RealFiles.text(export + "/Checkmarks.csv").contains("Entry(")
      for habit in try fileHabits(export) {
        guard let first = habit.values.filter({ $0.value != -1 }).keys.min() else { continue }
        let measure = stored[habit.name]!["measure"] as? [String: Any]
        let target = measure.map {
          LoopRule.Target(
            value: $0["target"] as! Double, atMost: $0["type"] as! String == "at-most")
        }
        let ours = try ourScores(
          habit.name, from: first, through: last, atMost: target?.atMost ?? false)
        let rule = LoopRule.scores(
          habit.values, times: habit.times, days: habit.days, target: target,
          nothingMeetsAtMost: false, from: first, through: last)
        let place = "\(export): \(habit.name)"
        XCTAssertLessThanOrEqual(largestDifference(ours, rule), 1e-6, place)
        compared.rule += rule.count
        let printed = habit.scores.filter { $0.key >= first && $0.key <= last }
        guard !printed.isEmpty else { continue }
        if loop20, habit.numerical {
          let leaking = LoopRule.scores(
            habit.values, times: habit.times, days: habit.days, target: target, leaking: true,
            from: first, through: last)
          XCTAssertLessThanOrEqual(largestDifference(leaking, printed), 0.0000501, place)
          compared.leaking += printed.count
        } else {
          XCTAssertLessThanOrEqual(largestDifference(ours, printed), 0.0000501, place)
          compared.file += printed.count
        }
      }
      try FileManager.default.removeItem(atPath: database)
    }
    // Every day of every habit was compared: those of the 38 yes/no habits and Loop 2.1's one
    // measurable habit with Loop's printed scores, those of Loop 2.0's 7 measurable habits with
    // its rule's, and those of every habit with a day Loop knows with Loop's rule.
    XCTAssertEqual(compared.file, 2223)
    XCTAssertEqual(compared.leaking, 381)
    XCTAssertEqual(compared.rule, 41508)
  }

  /// The real backup (schema 25): each row comes in, its one "not done" (value 0) as such, a
  /// measurable habit with its unit as a person would have typed it.
  func testTheRealBackupImportsWithEachRow() throws {
    let path = try RealFiles.path("tkarabela+miscreaders/test.db")
    let database = try Database(path: path, mode: .readOnly(immutable: true))
    let rows = try database.prepare(
      "SELECT h.name, h.type, r.value FROM Repetitions r JOIN Habits h ON h.id = r.habit")
    var expected: [String: Int] = [:]
    var notDone = 0
    while try rows.step() {
      let (measurable, value) = (rows.int(1) == 1, rows.int(2))
      if value == 2 || value == 3 || (measurable ? value >= 0 : value == 0) {
        expected[rows.text(0)!, default: 0] += 1
      }
      if !measurable, value == 0 { notDone += 1 }
    }
    let summary = try XCTUnwrap(json(ok("import", path, "--json")) as? [String: Any])
    let imported = try XCTUnwrap(summary["habits"] as? [[String: Any]])
    XCTAssertEqual(imported.count, 4)
    let entries = imported.map { ($0["name"] as! String, $0["entries"] as! Int) }
    XCTAssertEqual(Dictionary(uniqueKeysWithValues: entries).filter { $0.value > 0 }, expected)
    XCTAssertEqual(expected.values.reduce(0, +) - notDone, 9, "check-ins")
    XCTAssertEqual((summary["totals"] as? [String: Any])?["notDone"] as? Int, 1)
    let list = try XCTUnwrap(json(ok("list", "--json", "--all")) as? [[String: Any]])
    XCTAssertEqual(list.first { $0["name"] as? String == "c" }?["unit"] as? String, "kg")
  }

  /// The partial files (one file of an export, kept alone in a repository) are refused in one
  /// line saying why, and nothing is made.
  func testThePartialFilesAreRefusedWithTheirReason() throws {
    let checkmarks =
      "one file of a Loop CSV export, without the Habits.csv that names its habits; import "
      + "the export's folder or zip"
    let partial = [
      ("etiesch+Habits_Analyzer_public/Checkmarks.csv", checkmarks),
      ("eduardovitor+DuolingoPracticeTimeAnalysis/Checkmarks.csv", checkmarks),
      ("Bajr0+RP_Python-Type/Checkmarks.csv", checkmarks),
      ("OmarNaguib+Study-analysis/Checkmarks.csv", checkmarks),
      ("sumitsprint+habit-processing-engine/data/Checkmarks.csv", checkmarks),
      ("sumitsprint+habit-processing-engine/datasets/Checkmarks.csv", checkmarks),
      (
        "kingshokha+habit-tracker-trend-analyzer/Scores.csv",
        "Loop's scores, which hold no check-ins; import the export's folder or zip"
      ),
    ]
    ok("add", "Run")
    for (file, reason) in partial {
      let path = try RealFiles.path(file)
      refused(["import", path], status: 1, message: "\(path): \(reason)")
    }
  }

  /// Streaks as Loop lists its best: the ten longest, of equal ones the later first.
  func ordered(_ streaks: [(Day, Day, Int)]) -> [String] {
    streaks.sorted { $0.2 != $1.2 ? $0.2 > $1.2 : $0.1 > $1.1 }.prefix(10)
      .map { "\($0.0.iso) \($0.1.iso) \($0.2)" }
  }

  /// On the 72-habit export (Loop 2.3: its values say which days Loop's rule marked done), the
  /// days HabitFlow marks auto are exactly Loop's YES_AUTO days, those before each habit's first
  /// check-in included, and each habit's ten best streaks are Loop's.
  func testAutoDaysAndBestStreaksAreLoopsOnTheLargestExport() throws {
    let (export, lastDay) = Self.exports[3]
    _ = try imported(export, lastDay: lastDay)
    var autoDays = 0
    var streaks = 0
    for habit in try fileHabits(export) {
      guard let first = habit.values.keys.min() else { continue }
      let history = try XCTUnwrap(
        json(ok("history", habit.name, "--json", "--from", first.iso, "--to", lastDay))
          as? [[String: Any]])
      let ours = Set(
        history.filter { $0["state"] as? String == "auto" }.map { $0["date"] as! String })
      let loops = Set(habit.values.filter { $0.value == 1 }.map(\.key.iso))
      XCTAssertEqual(ours, loops, habit.name)
      autoDays += ours.count
      // Loop 2.3 counts any amount in a measurable habit's streak, HabitFlow a met target.
      guard !habit.numerical else { continue }
      streaks += 1
      let figures = try XCTUnwrap(json(ok("stats", habit.name, "--json")) as? [String: Any])
      // The file prints no day before its first row (2023-10-26), though Loop's rule marks
      // some done: a streak begins there at the earliest in it.
      let best = try XCTUnwrap(figures["bestStreaks"] as? [[String: Any]]).map {
        let start = max(Day(iso: $0["start"] as! String)!, first)
        let end = Day(iso: $0["end"] as! String)!
        return (start, end, start.distance(to: end) + 1)
      }
      XCTAssertEqual(
        ordered(best), ordered(Array(LoopRule.streaks(habit.values))), habit.name)
    }
    XCTAssertEqual(autoDays, 7787, "every YES_AUTO day of the file")
    XCTAssertEqual(streaks, 70)
  }
}

extension Tool {
  /// A program's standard output, run to its end; a failure when it exits otherwise than 0.
  static func output(_ path: String, _ arguments: [String]) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CocoaError(.executableLoad, userInfo: [NSFilePathErrorKey: path])
    }
    return data
  }
}

/// Other programs a test runs.
enum Tool {}
