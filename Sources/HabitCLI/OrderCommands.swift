import HabitApp
import HabitCore

/// `archive`, `unarchive` and `move`: which habits `list` shows, and in what order.
enum OrderCommands {
  static let archive = Command(
    name: "archive",
    synopsis: "archive NAME",
    summary: "Hide a habit from list, streaks, heatmaps and reminders; its history is kept.",
    spec: ArgumentSpec(),
    access: .action
  ) { arguments, session in
    try setArchived(true, try session.habit(named: arguments.positionals[0]), session)
  }

  static let unarchive = Command(
    name: "unarchive",
    synopsis: "unarchive NAME",
    summary: "Bring an archived habit back to its place in the list.",
    details: ["NAME may also be the start of an archived habit's name."],
    spec: ArgumentSpec(),
    access: .action
  ) { arguments, session in
    try setArchived(false, try archivedHabit(named: arguments.positionals[0], session), session)
  }

  static let move = Command(
    name: "move",
    synopsis: "move NAME --to N",
    summary: "Move a habit to place N (from 1) in the list; the others keep their order.",
    spec: ArgumentSpec(valueOptions: ["--to"]),
    access: .action
  ) { arguments, session in
    guard let text = arguments["--to"] else {
      throw CommandError.usage("'move' needs --to N: the habit's new place in the list")
    }
    let place = try Values.place(text)
    let habit = try session.habit(named: arguments.positionals[0])
    let name = Display.safe(habit.name)
    if habit.archived {
      throw CommandError.failure("'\(name)' is archived: unarchive it before moving it")
    }
    let count = try session.library.habits().count
    guard place <= count else {
      throw CommandError.failure(
        "no place \(place) in the list: it has \(count) habit\(count == 1 ? "" : "s")")
    }
    _ = try session.library.move(habitID: habit.id, to: place - 1, now: session.now)
    return "Moved \(name) to place \(place) of \(count)"
  }

  /// Archives or unarchives a habit; saying so, and changing nothing, when it already is.
  private static func setArchived(_ archived: Bool, _ habit: Habit, _ session: Session) throws
    -> String
  {
    let name = Display.safe(habit.name)
    guard habit.archived != archived else {
      return archived
        ? "\(name) is already archived; nothing changed"
        : "\(name) is not archived; nothing changed"
    }
    var changed = habit
    changed.archived = archived
    _ = try session.library.edit(changed, was: habit, now: session.now)
    return archived
      ? "Archived \(name); its history is kept ('habitflow unarchive' brings it back)"
      : "Unarchived \(name)"
  }

  /// The habit `unarchive` names: by name, or by the start of an archived habit's name (archived
  /// habits have no number in `list`, and other commands look prefixes up among shown ones).
  private static func archivedHabit(named text: String, _ session: Session) throws -> Habit {
    if let habit = try session.library.habit(named: text) { return habit }
    let archived = try session.library.habits(includeArchived: true).filter(\.archived)
    let isNumber = !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    if !isNumber, case .habit(let habit) = HabitReference.resolve(text, in: archived) {
      return habit
    }
    return try session.habit(named: text)
  }
}
