/// A change the user made, kept for undo and redo.
public enum Change: Hashable, Sendable {
  /// A habit's entry on a day, before and after.
  case entry(habitID: Int64, day: Day, before: Entry?, after: Entry?)
  /// A habit's fields, before and after.
  case habit(before: Habit, after: Habit)
  /// A habit created, or restored with its check-ins (undo deletes it).
  case added(Habit, [Entry])
  /// A habit deleted with its check-ins (undo restores them).
  case deleted(Habit, [Entry])
  /// The settings, before and after.
  case settings(before: Settings, after: Settings)
  /// A habit moved from one place to another among the habits that are not archived (0-based).
  case moved(habitID: Int64, from: Int, to: Int)

  /// The change that undoes this one.
  public var inverse: Change {
    switch self {
    case .entry(let id, let day, let before, let after):
      return .entry(habitID: id, day: day, before: after, after: before)
    case .habit(let before, let after): return .habit(before: after, after: before)
    case .added(let habit, let entries): return .deleted(habit, entries)
    case .deleted(let habit, let entries): return .added(habit, entries)
    case .settings(let before, let after): return .settings(before: after, after: before)
    case .moved(let id, let from, let to): return .moved(habitID: id, from: to, to: from)
    }
  }
}
