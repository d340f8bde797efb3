import Foundation
import HabitCore
import HabitInterchange
import HabitStore
import XCTest

@testable import HabitTransfer

/// HabitFlow -> Loop's files -> HabitFlow gives back the same habits and entries, for what Loop
/// holds and for what it cannot (weekdays, every N days, never due, alarms, several times, a
/// start before the first check-in, an amount of 0.003, a measurable habit's "not done"),
/// through a backup and a CSV export.
final class LoopRoundTripTests: XCTestCase {
  var folder: URL!
  let today = Day(iso: "2026-11-30")!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("habitflow-loop-round-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private func day(_ text: String) -> Day { Day(iso: text)! }

  private func habit(
    _ name: String, _ position: Int, start: String, _ change: (inout Habit) -> Void
  )
    -> Habit
  {
    var habit = Habit(
      uuid: "uuid-\(position)-\(name.unicodeScalars.count)", name: name, start: day(start),
      position: position)
    change(&habit)
    return habit
  }

  /// Habits of every kind HabitFlow has, most with what Loop cannot hold.
  private var carried: Carried {
    let running = habit("Running", 0, start: "2026-10-01") {
      $0.schedule = .weekdays(WeekdaySet([.monday, .wednesday, .friday]))
      $0.times = [TimeOfDay(hour: 7, minute: 0)!]
      $0.alarm = true
      $0.color = .red
    }
    let water = habit("물 마시기", 1, start: "2026-11-01") {
      $0.measure = Measure(unit: "L", target: Amount(thousandths: 2000))
      $0.times = [TimeOfDay(hour: 8, minute: 0)!, TimeOfDay(hour: 20, minute: 30)!]
      $0.description = "Two glasses\n\nat least"
    }
    let piano = habit("Piano", 2, start: "2026-11-02") { $0.schedule = .every(3) }
    let journal = habit("Journal", 3, start: "2026-11-03") {
      $0.schedule = .tracked
      $0.times = [TimeOfDay(hour: 21, minute: 0)!]
    }
    let gym = habit("Gym", 4, start: "2026-11-01") {
      $0.schedule = .frequency(Frequency(times: 3, days: 7)!)
      $0.color = .teal
    }
    let coffee = habit("커피", 5, start: "2026-11-10") {
      $0.measure = Measure(unit: "cups", target: Amount(thousandths: 2000), type: .atMost)
      $0.archived = true
      $0.color = .pink
    }
    return Carried(habits: [
      CarriedHabit(
        habit: running,
        entries: [
          Entry(day: day("2026-11-02"), status: .done, note: "5 km, easy"),
          Entry(day: day("2026-11-04"), status: .skipped, note: "rain"),
          Entry(day: day("2026-11-05"), status: .notDone, note: "knee"),
          Entry(day: day("2026-11-06"), status: .done),
        ]),
      CarriedHabit(
        habit: water,
        entries: [
          Entry(day: day("2026-11-01"), status: .done, amount: Amount(thousandths: 1500)),
          Entry(
            day: day("2026-11-02"), status: .done, note: "a sip", amount: Amount(thousandths: 3)),
          Entry(day: day("2026-11-03"), status: .skipped),
          Entry(day: day("2026-11-04"), status: .done, amount: Amount(thousandths: 2)),
          Entry(day: day("2026-11-05"), status: .notDone, note: "forgot"),
        ]),
      CarriedHabit(habit: piano, entries: [Entry(day: day("2026-11-05"), status: .done)]),
      CarriedHabit(habit: journal, entries: [Entry(day: day("2026-11-03"), status: .done)]),
      CarriedHabit(
        habit: gym,
        entries: [
          Entry(day: day("2026-11-02"), status: .done),
          Entry(day: day("2026-11-04"), status: .done),
          Entry(day: day("2026-11-05"), status: .done),
        ]),
      CarriedHabit(
        habit: coffee,
        entries: [Entry(day: day("2026-11-10"), status: .done, amount: .zero)]),
    ])
  }

  private func roundTrip(_ format: ExportFormat, to name: String) throws -> Carried {
    let path = folder.appendingPathComponent(name).path
    let carried = self.carried
    try Exporter.write(
      "", csv: { LoopCSV.files(of: carried, today: today) }, carried: carried, format: format,
      to: path, replacing: false)
    return try Importer.read(path, as: nil, today: today).1
  }

  func testABackupGivesBackEveryHabitAndEntry() throws {
    let back = try roundTrip(.loop, to: "loop.db")
    XCTAssertEqual(back.habits, carried.habits)
    XCTAssertEqual(back.notices, [])
  }

  func testACSVFolderAndZipGiveBackEveryHabitAndEntry() throws {
    for name in ["csv", "loop.zip"] {
      let back = try roundTrip(.csv, to: name)
      XCTAssertEqual(back.habits, carried.habits, name)
    }
  }

  /// Loop's own reminder days come out as it writes them: 0 without a reminder, a weekday
  /// schedule's days, every day otherwise.
  func testReminderDaysAreWhatLoopWrites() throws {
    let path = folder.appendingPathComponent("loop.db").path
    try LoopBackup.write(carried, to: path, replacing: false)
    let database = try Database(path: path, mode: .readOnly(immutable: true))
    let statement = try database.prepare(
      "SELECT reminder_days, reminder_hour FROM Habits ORDER BY position")
    var days: [String] = []
    while try statement.step() {
      days.append("\(statement.int(0))/\(statement.isNull(1) ? "-" : String(statement.int(1)))")
    }
    // Mon (4) + Wed (16) + Fri (64); every day; none; none (never due); none; none.
    XCTAssertEqual(days, ["84/7", "127/8", "0/-", "0/-", "0/-", "0/-"])
  }

  /// Each habit Loop cannot hold whole gets one line, saying what and how it goes.
  func testWhatLoopCannotHoldIsSaidOncePerHabit() {
    let lines = carried.habits.map { LoopExtras.notHeld($0.habit, reminders: true) }
    XCTAssertEqual(
      lines,
      [
        "\"Running\": Loop has no weekday schedule (mon,wed,fri goes as 3 times in 7 days, "
          + "reminded on those days), no alarm; HabitFlow reads it back from this file",
        "\"물 마시기\": Loop has no time after the first (20:30); HabitFlow reads it back from this "
          + "file",
        "\"Piano\": Loop has no every-3-days schedule (it goes as once in 3 days); HabitFlow "
          + "reads it back from this file",
        "\"Journal\": Loop has no never-due habit (it goes as once in 366 days, without a "
          + "reminder), no reminder time (21:00); HabitFlow reads it back from this file",
        nil, nil,
      ])
    XCTAssertEqual(
      LoopExtras.notHeld(carried.habits[0].habit, reminders: false),
      "\"Running\": Loop has no weekday schedule (mon,wed,fri goes as 3 times in 7 days), no "
        + "alarm, no reminder time (07:00); HabitFlow reads it back from this file")
  }

  /// A file edited where Loop keeps the habit (renamed, another frequency) is read from Loop's
  /// data alone: the extras describe a habit that is no longer there.
  func testExtrasOfAHabitChangedInLoopAreLeftAside() throws {
    let path = folder.appendingPathComponent("edited.db").path
    try LoopBackup.write(carried, to: path, replacing: false)
    let database = try Database(path: path, mode: .readWrite)
    try database.execute("UPDATE Habits SET freq_num = 2 WHERE name = 'Running'")
    let back = try Importer.read(path, as: nil, today: today).1
    XCTAssertEqual(back.habits[0].habit.schedule, .frequency(Frequency(times: 2, days: 7)!))
    XCTAssertFalse(back.habits[0].habit.alarm)
    XCTAssertEqual(back.habits[1].habit, carried.habits[1].habit, "the others keep theirs")
  }
}
