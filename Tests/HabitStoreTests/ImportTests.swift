import Foundation
import HabitCore
import HabitInterchange
import XCTest

@testable import HabitStore

/// Importing carried habits: added, renamed when the name is taken, merged by uuid, all or nothing.
final class ImportTests: XCTestCase {
  let start = Day(iso: "2026-01-01")!

  private func carried(_ name: String, uuid: String, days: [Int], note: String? = nil)
    -> CarriedHabit
  {
    CarriedHabit(
      habit: Habit(uuid: uuid, name: name, start: start.adding(days: days.min() ?? 0)),
      entries: days.map { Entry(day: start.adding(days: $0), status: .done, note: note) })
  }

  func testNewHabitsAreAddedInTheFilesOrderWithTheirEntries() throws {
    let store = try HabitStore.inMemory()
    let outcome = try store.importing(
      Carried(habits: [
        carried("Run", uuid: "r", days: [0, 1, 2]), carried("Read", uuid: "d", days: [5]),
      ]),
      dryRun: false)
    XCTAssertEqual(
      outcome.habits,
      [
        ImportedHabit(
          nameInFile: "Run", storedName: "Run", isNew: true, entries: 3, notDone: 0, added: 3,
          replaced: 0),
        ImportedHabit(
          nameInFile: "Read", storedName: "Read", isNew: true, entries: 1, notDone: 0, added: 1,
          replaced: 0),
      ])
    let habits = try store.read { try $0.habits() }
    XCTAssertEqual(habits.map(\.name), ["Run", "Read"])
    XCTAssertEqual(habits.map(\.position), [0, 1])
    XCTAssertEqual(try store.read { try $0.entries(habitID: habits[0].id) }.count, 3)
    let history = try XCTUnwrap(try store.read { try $0.histories(of: [habits[0]]) }[habits[0].id])
    XCTAssertEqual(
      try store.read { try $0.derivation(of: habits[0].id) },
      Derivation(habit: habits[0], history: history),
      "derived data is built for imported entries")
  }

  func testATakenNameGetsTheNextFreeNumberAndTheSameUUIDMergesWithTheFileWinning() throws {
    let store = try HabitStore.inMemory()
    _ = try store.importing(
      Carried(habits: [
        carried("Run", uuid: "mine", days: [0, 1]), carried("Run (2)", uuid: "x", days: []),
      ]),
      dryRun: false)
    let outcome = try store.importing(
      Carried(habits: [
        carried("Run", uuid: "theirs", days: [0]),
        carried("Run", uuid: "mine", days: [-2, 1, 2], note: "n"),
      ]), dryRun: false)
    XCTAssertEqual(outcome.habits.map(\.storedName), ["Run (3)", "Run"])
    XCTAssertEqual(outcome.habits.map(\.isNew), [true, false])
    XCTAssertEqual(outcome.habits[1].added, 2, "days -2 and 2")
    XCTAssertEqual(outcome.habits[1].replaced, 1, "day 1 gets the file's note")
    let mine = try XCTUnwrap(try store.read { try $0.habit(named: "Run") })
    XCTAssertEqual(mine.start, start.adding(days: -2), "the start moves back to the oldest entry")
    XCTAssertEqual(
      try store.read { try $0.entries(habitID: mine.id) }.map { "\($0.day.iso) \($0.note ?? "-")" },
      ["2025-12-30 n", "2026-01-01 -", "2026-01-02 n", "2026-01-03 n"])
  }

  func testImportingTheSameFileTwiceChangesNothingTheSecondTime() throws {
    let store = try HabitStore.inMemory()
    let file = Carried(
      habits: [carried("Run", uuid: "r", days: [0, 3])], settings: ["weekStart": "sunday"])
    XCTAssertTrue(try store.importing(file, dryRun: false).changedAnything)
    let before = try store.read { try $0.carried() }
    let again = try store.importing(file, dryRun: false)
    XCTAssertFalse(again.changedAnything)
    XCTAssertEqual(again.habits[0].added + again.habits[0].replaced, 0)
    XCTAssertEqual(try store.read { try $0.carried() }, before)
  }

  func testADryRunReportsExactlyWhatAnImportDoesAndChangesNothing() throws {
    let store = try HabitStore.inMemory()
    _ = try store.importing(Carried(habits: [carried("Run", uuid: "r", days: [0])]), dryRun: false)
    let file = Carried(
      habits: [carried("Run", uuid: "r", days: [0, 1]), carried("Run", uuid: "s", days: [2])],
      settings: ["dayStart": "04:00"])
    let before = try store.read { try $0.carried() }
    let dry = try store.importing(file, dryRun: true)
    XCTAssertEqual(try store.read { try $0.carried() }, before)
    XCTAssertEqual(dry.settingsChanged, ["dayStart"])
    XCTAssertEqual(try store.importing(file, dryRun: false), dry)
  }

  func testABadSettingRefusesTheWholeFile() throws {
    let store = try HabitStore.inMemory()
    let file = Carried(
      habits: [carried("Run", uuid: "r", days: [0])], settings: ["preReminderMinutes": "0"])
    XCTAssertThrowsError(try store.importing(file, dryRun: false)) {
      XCTAssertEqual($0 as? StoreError, .badSetting(key: "preReminderMinutes", value: "0"))
    }
    XCTAssertEqual(try store.read { try $0.habits(includeArchived: true) }, [])
    XCTAssertThrowsError(
      try store.importing(Carried(habits: [], settings: ["permission": "denied"]), dryRun: false))
  }

  func testAnExportImportedIntoAnEmptyDatabaseExportsTheSame() throws {
    let store = try HabitStore.inMemory()
    var archived = carried("Old", uuid: "o", days: [1])
    archived.habit.archived = true
    _ = try store.importing(
      Carried(habits: [
        carried("A", uuid: "a", days: [0]), archived, carried("B", uuid: "b", days: [2]),
      ]),
      dryRun: false)
    let a = try XCTUnwrap(try store.read { try $0.habit(named: "A") })
    try store.write { db in try db.delete(habitID: a.id) }
    let exported = try store.read { try $0.carried() }
    XCTAssertEqual(exported.habits.map(\.habit.position), [0, 1], "renumbered in list order")
    XCTAssertEqual(exported.settings["weekStart"], "sunday")
    XCTAssertNil(exported.settings["permission"])
    let other = try HabitStore.inMemory()
    _ = try other.importing(exported, dryRun: false)
    XCTAssertEqual(try other.read { try $0.carried() }, exported)
  }

  func testTheSameHabitOfTheOtherKindIsRefusedWithNothingChanged() throws {
    let store = try HabitStore.inMemory()
    _ = try store.importing(Carried(habits: [carried("Run", uuid: "r", days: [0])]), dryRun: false)
    let before = try store.read { try $0.carried() }
    var measured = carried("Run", uuid: "r", days: [])
    measured.habit.measure = Measure(unit: "km", target: Amount(thousandths: 5000))
    measured.entries = [
      Entry(day: start.adding(days: 1), status: .done, amount: Amount(thousandths: 3500))
    ]
    XCTAssertThrowsError(
      try store.importing(
        Carried(habits: [carried("New", uuid: "n", days: [0]), measured]), dryRun: false)
    ) {
      XCTAssertEqual(
        "\($0)",
        "habit 2 of the file is 'Run', a yes/no habit here but measurable in the file; nothing was imported"
      )
    }
    XCTAssertEqual(try store.read { try $0.carried() }, before)
  }

  func testANewHabitKeepsTheFilesStartAndALongTakenNameMakesRoomForItsNumber() throws {
    let store = try HabitStore.inMemory()
    var late = carried("Late", uuid: "l", days: [-3, 2])
    late.habit.start = start.adding(days: 5)
    let long = String(repeating: "가", count: 100)
    _ = try store.importing(
      Carried(habits: [
        late, carried(long, uuid: "a", days: []), carried(long, uuid: "b", days: []),
      ]),
      dryRun: false)
    XCTAssertEqual(try store.read { try $0.habit(named: "Late") }?.start, start.adding(days: 5))
    XCTAssertEqual(
      try store.read { try $0.entries(habitID: try $0.habit(named: "Late")!.id) }.count, 2)
    let names = try store.read { try $0.habits() }.map(\.name)
    XCTAssertEqual(names[2], String(repeating: "가", count: 96) + " (2)")
    XCTAssertNil(HabitName.problem(with: names[2]))
  }
}
