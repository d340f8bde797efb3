import HabitCore
import HabitInterchange

/// Everything the database holds that a person would take elsewhere (`habitflow export`).
extension HabitStore {
  /// Every habit, archived ones too, in list order (positions renumbered from 0 in that order,
  /// so that an import into an empty database stores the same), with all their entries, and the
  /// preferences (`preferenceValues`): the simulated phone's notification center stays behind.
  public func carried() throws -> Carried {
    try read {
      let habits = try self.habits(includeArchived: true)
      var entries: [Int64: [Entry]] = [:]
      let statement = try database.prepare(
        "SELECT habit_id, day, status, note, amount FROM entries ORDER BY habit_id, day")
      while try statement.step() {
        guard let day = Day(iso: statement.text(1) ?? ""),
          let status = EntryStatus(rawValue: statement.text(2) ?? "")
        else { continue }
        let amount = statement.isNull(4) ? nil : Amount(thousandths: statement.int(4))
        entries[statement.int(0), default: []].append(
          Entry(day: day, status: status, note: statement.text(3), amount: amount))
      }
      let carried = habits.enumerated().map { index, stored in
        var habit = stored
        habit.id = 0
        habit.position = index
        return CarriedHabit(habit: habit, entries: entries[stored.id] ?? [])
      }
      return Carried(habits: carried, settings: Self.preferenceValues(of: try settings()))
    }
  }
}
