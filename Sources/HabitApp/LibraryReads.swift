import HabitCore

/// What the front ends read, inside the transaction a command or a frame opened.
extension Library {
  /// The entry of a habit on a day, or nil.
  public func entry(of habitID: Int64, on day: Day) throws -> Entry? {
    try store.entry(habitID: habitID, day: day)
  }

  /// Every entry of a habit, oldest first, with notes.
  public func entries(of habitID: Int64) throws -> [Entry] {
    try store.entries(habitID: habitID)
  }

  /// The habits in list order (archived ones only when asked).
  public func habits(includeArchived: Bool = false) throws -> [Habit] {
    try store.habits(includeArchived: includeArchived)
  }

  /// The habit with this name, archived or not, compared as `HabitName.key` does, or nil.
  public func habit(named name: String) throws -> Habit? {
    try store.habit(named: name)
  }
}
