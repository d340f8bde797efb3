import HabitCore
import HabitInterchange

/// Everything the database holds that a person would take elsewhere (`habitflow export`).
extension StoreReader {
  static let selectAllEntries = EntryColumn.select() + " ORDER BY habit_id, day"

  /// Every habit, archived ones too, in list order (positions renumbered from 0 in that order,
  /// so that an import into an empty database stores the same), with all their entries, and the
  /// preferences (`preferenceValues`): the simulated phone's notification center stays behind.
  public func carried() throws -> Carried {
    let habits = try self.habits(includeArchived: true)
    var entries: [Int64: [Entry]] = [:]
    let row = try database.prepare(Self.selectAllEntries)
    while try row.step() {
      guard let day = Day(iso: row.text(EntryColumn.day) ?? ""),
        let status = EntryStatus(rawValue: row.text(EntryColumn.status) ?? "")
      else { continue }
      entries[row.int(EntryColumn.habitID), default: []].append(
        Entry(
          day: day, status: status, note: row.text(EntryColumn.note),
          amount: Self.amount(row)))
    }
    let carried = habits.enumerated().map { index, stored in
      var habit = stored
      habit.id = 0
      habit.position = index
      return CarriedHabit(habit: habit, entries: entries[stored.id] ?? [])
    }
    return Carried(habits: carried, settings: HabitStore.preferenceValues(of: try settings()))
  }
}
