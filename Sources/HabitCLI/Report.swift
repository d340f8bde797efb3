import HabitCore
import NotificationSimulator

/// The JSON shapes documented in the README, and the small words the text reports share.
enum Report {
  /// One habit of `list --json`.
  static func listJSON(_ habit: Habit, board: Board) -> JSON {
    let streak = board.streak(of: habit)
    return .object([
      ("id", .int(Int(habit.id))),
      ("name", .string(habit.name)),
      ("targetTime", .optional(habit.targetTime?.description)),
      ("schedule", scheduleJSON(habit.schedule)),
      ("alarm", .bool(habit.alarm)),
      ("start", .string(habit.start.iso)),
      ("doneToday", .bool(streak.doneToday)),
      ("currentStreak", .int(streak.current)),
      ("bestStreak", .int(streak.best)),
    ])
  }

  /// `{"kind", "days", "every"}`: due on `days`, every `every` days from the start.
  static func scheduleJSON(_ schedule: Schedule) -> JSON {
    .object([
      ("kind", .string(schedule.kind)),
      ("days", .array(schedule.days.days.map { .string($0.shortName) })),
      ("every", .int(schedule.interval)),
    ])
  }

  /// One habit of `streak --json`.
  static func streakJSON(_ habit: Habit, board: Board) -> JSON {
    let streak = board.streak(of: habit)
    return .object([
      ("habit", .string(habit.name)),
      ("current", .int(streak.current)),
      ("best", .int(streak.best)),
      ("doneToday", .bool(streak.doneToday)),
    ])
  }

  /// `heatmap --json`: cells carry a state only on a habit's heatmap.
  static func heatmapJSON(_ heatmap: Heatmap, habit: Habit?) -> JSON {
    let days = heatmap.cells.map { cell -> JSON in
      var members: [(String, JSON)] = [
        ("date", .string(cell.day.iso)), ("level", .optional(cell.level)),
      ]
      if let state = cell.state { members.append(("state", .string(state.rawValue))) }
      return .object(members)
    }
    return .object([
      ("habit", .optional(habit?.name)),
      ("weekStart", .string(heatmap.weekStart.rawValue)),
      ("start", .string(heatmap.start.iso)),
      ("end", .string(heatmap.end.iso)),
      ("days", .array(days)),
    ])
  }

  /// One request: `{"id", "kind", "habit", "fireDate", "title", "body", "thread"}`.
  static func requestJSON(_ reminder: Reminder, local: LocalTime) -> JSON {
    .object(requestMembers(reminder, local: local))
  }

  /// One delivered notification: the request's members plus `deliveredAt` and `missed`.
  static func deliveredJSON(_ item: DeliveredNotification, local: LocalTime) -> JSON {
    .object(
      requestMembers(item.reminder, local: local) + [
        ("deliveredAt", .string(Timestamp.format(item.deliveredAt, local: local))),
        ("missed", .bool(item.missed)),
      ])
  }

  private static func requestMembers(_ reminder: Reminder, local: LocalTime) -> [(String, JSON)] {
    [
      ("id", .string(reminder.id)), ("kind", .string(reminder.kind.rawValue)),
      ("habit", .optional(reminder.habit)),
      ("fireDate", .string(Timestamp.format(reminder.fireDate, local: local))),
      ("title", .string(reminder.title)), ("body", .string(reminder.body)),
      ("thread", .string(reminder.thread)),
    ]
  }

  /// Today's state of a habit in words: done, skipped, pending, or `-` when not due.
  static func todayState(_ habit: Habit, board: Board) -> String {
    switch board.history(of: habit).status(on: board.today) {
    case .done: return "done"
    case .skipped: return "skipped"
    case nil: return habit.isDue(board.today) ? "pending" : "-"
    }
  }
}
