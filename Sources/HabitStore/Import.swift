import HabitCore
import HabitInterchange

/// Bringing a file's habits into the database (`habitflow import`).
extension HabitStore {
  /// Adds the carried habits, or merges a habit's entries into the stored habit with the same
  /// uuid (the file's entry wins a day both have), in one transaction: all of it or nothing.
  /// A new habit whose name is taken gets ` (2)` (or the next free number). With `dryRun` the
  /// same work is done and rolled back, so what is reported is exactly what an import would do.
  /// `finish` runs in the import's transaction once the habits are in (not on a dry run).
  public func importing(
    _ carried: Carried, dryRun: Bool, finish: (StoreWriter) throws -> Void = { _ in }
  ) throws -> ImportOutcome {
    guard dryRun else {
      return try write { db in
        let outcome = try db.importAll(carried)
        try finish(db)
        return outcome
      }
    }
    var outcome: ImportOutcome?
    do {
      _ = try write { db -> Void in
        outcome = try db.importAll(carried)
        throw DryRun()
      }
    } catch is DryRun {}
    return outcome!
  }

  private struct DryRun: Error {}
}

extension StoreWriter {
  fileprivate func importAll(_ carried: Carried) throws -> ImportOutcome {
    var stored = try habits(includeArchived: true)
    var outcomes: [ImportedHabit] = []
    for (index, item) in carried.habits.enumerated() {
      if let same = stored.first(where: { $0.uuid == item.habit.uuid }) {
        outcomes.append(try merge(item, into: same, place: index + 1))
        continue
      }
      var habit = item.habit
      // The file's start stands, as in the database it came from, even before entries it hides
      // (an export of a habit whose start was moved later): the round trip changes nothing.
      habit.name = HabitName.free(habit.name, amongKeys: Set(stored.map { HabitName.key($0.name) }))
      habit = try insert(habit)
      try save(item.entries, habitID: habit.id)
      stored.append(habit)
      outcomes.append(
        ImportedHabit(
          nameInFile: item.habit.name, storedName: habit.name, isNew: true,
          entries: item.entries.count, notDone: item.notDoneCount, added: item.entries.count,
          replaced: 0))
    }
    return ImportOutcome(habits: outcomes, settingsChanged: try importSettings(carried.settings))
  }

  /// The file's entries into the stored habit with the same uuid, which must be of the same
  /// kind: amounts in a yes/no habit (or none in a measurable one) would be stored but unreadable.
  fileprivate func merge(_ item: CarriedHabit, into stored: Habit, place: Int) throws
    -> ImportedHabit
  {
    guard stored.isMeasurable == item.habit.isMeasurable else {
      func kind(_ habit: Habit) -> String { habit.isMeasurable ? "measurable" : "yes/no" }
      throw StoreError.kindConflict(
        place: place, name: stored.name, stored: kind(stored), file: kind(item.habit))
    }
    let (added, replaced) = try merge(item.entries, into: stored.id)
    if let first = item.entries.first?.day, first < stored.start {
      var moved = stored
      moved.start = first
      try update(moved)
    }
    return ImportedHabit(
      nameInFile: item.habit.name, storedName: stored.name, isNew: false,
      entries: item.entries.count, notDone: item.notDoneCount, added: added, replaced: replaced)
  }

  fileprivate func merge(_ entries: [Entry], into habitID: Int64) throws -> (
    added: Int, replaced: Int
  ) {
    let existing = Dictionary(
      try self.entries(habitID: habitID).map { ($0.day, $0) },
      uniquingKeysWith: { first, _ in first }
    )
    let changed = entries.filter { existing[$0.day] != $0 }
    try save(changed, habitID: habitID)
    let added = changed.filter { existing[$0.day] == nil }.count
    return (added, changed.count - added)
  }

  fileprivate func importSettings(_ values: [String: String]) throws -> [String] {
    guard !values.isEmpty else { return [] }
    let before = try settings()
    let after = try HabitStore.settings(applying: values, to: before)
    try save(after)
    let old = HabitStore.preferenceValues(of: before)
    let new = HabitStore.preferenceValues(of: after)
    return new.keys.sorted().filter { old[$0] != new[$0] }
  }
}
