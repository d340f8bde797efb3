/// A day `ask` asks about: a habit due on it with no entry yet.
public struct OpenDay: Hashable, Sendable {
  /// The habit asked about.
  public let habit: Habit
  /// The day it was due.
  public let day: Day

  public init(habit: Habit, day: Day) {
    self.habit = habit
    self.day = day
  }
}

/// The days a person has not answered yet, as `ask` walks them.
public enum OpenDays {
  /// Every day of the last `days` through the board's today on which a listed habit is open
  /// (due, nothing counting yet: not auto-done by its frequency, never before its start, nor a
  /// day the zone skipped) and holds no entry: oldest first, the habits of one day in list order.
  public static func questions(_ board: Board, days: Int) -> [OpenDay] {
    guard days > 0 else { return [] }
    var open: [OpenDay] = []
    for back in stride(from: days - 1, through: 0, by: -1) {
      let day = board.today.adding(days: -back)
      for habit in board.habits where day >= habit.start && board.isOpen(habit, on: day) {
        if board.history(of: habit).status(on: day) == nil {
          open.append(OpenDay(habit: habit, day: day))
        }
      }
    }
    return open
  }
}
