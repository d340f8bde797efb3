import HabitCore

/// Bringing one habit's derived data up to date after a check-in on a day after its checkpoint:
/// the last few days are read, not years (see `DerivationUpdate`).
extension StoreReader {
  /// Updates a habit's derived data after its entries changed on `day` or later; false when
  /// only a whole reading can tell (nothing is written then).
  func updateDerived(of habit: Habit, changedFrom day: Day) throws -> Bool {
    guard let kept = try storedStreaks(of: [habit.id])[habit.id] else { return false }
    let last = try database.scalar(
      "SELECT max(day) FROM entries WHERE habit_id = ?", [.integer(habit.id)])?.text
    let origin = DerivationUpdate.origin(of: habit, after: kept.checkpoint)
    guard
      let history = try histories(of: [habit], startingAt: { _ in origin })[habit.id],
      let update = DerivationUpdate.after(
        change: day, of: habit, kept: kept.checkpoint, progress: kept.progress,
        lastEntry: last.flatMap(Day.init(iso:)), history: history)
    else { return false }
    try writeStreak(of: habit.id, update.checkpoint, update.recent, update.progress)
    try patchMarks(of: habit.id, with: update.marks)
    return true
  }

  static let saveStreak =
    StreakColumn.insert()
    + " ON CONFLICT (habit_id) DO UPDATE SET day = excluded.day, run = excluded.run,"
    + " best = excluded.best, recent = excluded.recent, progress = excluded.progress"

  /// Writes a habit's streak checkpoint, recent entries and achievement walk.
  func writeStreak(
    of habitID: Int64, _ checkpoint: StreakCheckpoint, _ recent: RecentEntries,
    _ progress: AchievementProgress?
  ) throws {
    // In `StreakColumn` order.
    try database.run(
      Self.saveStreak,
      [
        .integer(habitID), .text(checkpoint.day.iso), .integer(Int64(checkpoint.run)),
        .integer(Int64(checkpoint.best)), .blob(recent.bytes),
        progress.map { .blob($0.bytes) } ?? .null,
      ])
  }

  /// Writes the days `marks` covers into the habit's yearly marks; a year left with nothing
  /// goes.
  fileprivate func patchMarks(of habitID: Int64, with marks: StoredMarks) throws {
    guard marks.first <= marks.last else { return }
    let years = marks.first.components.year...marks.last.components.year
    let kept = try storedYears(of: habitID, in: years)
    for year in years {
      let january = Day(year: year, month: 1, day: 1)!
      var stored =
        kept[year].map { StoredMarks(first: january, bytes: $0) }
        ?? StoredMarks(from: january, through: Day(year: year, month: 12, day: 31)!)
      stored.fill(from: marks)
      if stored.bytes.contains(where: { $0 != 0 }) {
        try database.run(
          Self.saveMarks, [.integer(habitID), .integer(Int64(year)), .blob(stored.bytes)])
      } else {
        try database.run(Self.deleteMarks, [.integer(habitID), .integer(Int64(year))])
      }
    }
  }
}
