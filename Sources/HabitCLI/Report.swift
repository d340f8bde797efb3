import HabitCore
import HabitInterchange
import NotificationSimulator

/// The JSON shapes documented in the README, and the small words the text reports share.
enum Report {
  /// Each shown habit's number in `list` (from 1), by id: archived habits have none.
  static func places(_ board: Board) -> [Int64: Int] {
    let shown = board.habits.filter { !$0.archived }
    return Dictionary(
      shown.enumerated().map { ($1.id, $0 + 1) }, uniquingKeysWith: { first, _ in first })
  }

  /// One habit of `list --json`; `places` from `places(_:)`, made once for the whole list.
  static func listJSON(_ habit: Habit, board: Board, places: [Int64: Int]) -> JSON {
    let streak = board.streak(of: habit)
    return .object(
      [
        ("id", .int(Int(habit.id))),
        ("name", .string(habit.name)),
        ("targetTime", .optional(habit.targetTime?.description)),
        ("schedule", scheduleJSON(habit.schedule)),
        ("alarm", .bool(habit.alarm)),
        ("start", .string(habit.start.iso)),
        ("doneToday", .bool(streak.doneToday)),
        ("currentStreak", .int(streak.current)),
        ("bestStreak", .int(streak.best)),
      ] + habitMembers(habit, board: board, place: places[habit.id]))
  }

  /// The members `list --json` gained with richer habits, after the original ones: the kind and
  /// target, the frequency, every time, the place in `list` (null when archived), today's amount
  /// and the amount compared with the target (the last M days' sum with a frequency; measurable
  /// habits), and today's state.
  private static func habitMembers(_ habit: Habit, board: Board, place: Int?) -> [(String, JSON)] {
    let measure = habit.measure
    let frequency = habit.schedule.frequency.map { frequency -> JSON in
      .object([("times", .int(frequency.times)), ("days", .int(frequency.days))])
    }
    return [
      ("kind", .string(measure == nil ? "yes-no" : "measurable")),
      ("unit", .optional(measure?.unit)),
      ("target", measure.map { .amount($0.target) } ?? .null),
      ("targetType", .optional(measure?.type.rawValue)),
      ("frequency", frequency ?? .null),
      ("times", .array(habit.times.map { .string($0.description) })),
      ("archived", .bool(habit.archived)),
      ("position", .optional(place)),
      ("description", .string(habit.description)),
      ("color", .optional(habit.color?.rawValue)),
      (
        "amount",
        measure == nil
          ? .null : .amount(board.completion(of: habit).amount(on: board.today) ?? .zero)
      ),
      (
        "periodAmount",
        measure == nil ? .null : .amount(board.completion(of: habit).periodAmount(on: board.today))
      ),
      ("todayState", .string(Progress.todayState(habit, board: board))),
    ]
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
}
