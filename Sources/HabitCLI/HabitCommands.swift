import Foundation
import HabitApp
import HabitCore

/// `add`, `edit` and `remove`: the habits themselves.
enum HabitCommands {
  static let add = Command(
    name: "add",
    synopsis:
      "add NAME [--at HH:MM[,HH:MM...]]"
      + " [--days mon,wed,fri | --every N | --times N --per M | --tracked]"
      + " [--start YYYY-MM-DD] [--alarm] [--target X [--unit U] [--at-least | --at-most]]"
      + " [--description TEXT] [--color NAME]",
    summary:
      "Add a habit (daily unless --days, --every or --times; starting today unless --start).",
    details: [
      "--every N counts N days from the start date; --alarm rings at the habit's times and needs --at.",
      "--at takes up to 8 times; --times N --per M (M a number of days, week or month) is due until",
      "done N times in M days; --target makes a measurable habit (at least the target by default).",
      "--tracked keeps check-ins of a habit that is never due (no reminder, no streak to break).",
      "--color is one of \(HabitColor.names).",
    ],
    spec: ArgumentSpec(
      valueOptions: HabitOptions.valueOptions.union(["--start"]),
      flags: HabitOptions.flags.union(["--alarm"])),
    access: .action
  ) { arguments, session in
    let name = try Values.name(arguments.positionals[0])
    let options = try HabitOptions(arguments)
    if options.measure.target == nil, options.measure.unit != nil || options.measure.type != nil {
      throw CommandError.usage(
        "--unit, --at-least and --at-most need --target: the amount to reach")
    }
    let today = try session.today()
    let start =
      try arguments["--start"].map { try Values.day($0, option: "--start", today: today) } ?? today
    var habit = Habit(
      uuid: UUID().uuidString.lowercased(), name: name, alarm: arguments.has("--alarm"),
      start: start)
    try options.apply(to: &habit)
    do {
      guard case .added(let added, _)? = try session.library.add(habit, now: session.now).change
      else { return "" }
      return "Added \(describe(added))"
    } catch let rule as HabitRule {
      throw CommandError.usage(refusal(rule, adding: habit))
    }
  }

  static let edit = Command(
    name: "edit",
    synopsis:
      "edit NAME [--rename NEW] [--at HH:MM[,HH:MM...] | --no-time]"
      + " [--daily | --days ... | --every N | --times N --per M | --tracked] [--alarm on|off]"
      + " [--target X] [--unit U] [--at-least | --at-most] [--yes-no] [--description TEXT]"
      + " [--color NAME|none]",
    summary: "Change a habit's name, times, schedule, alarm, target, description or colour.",
    details: [
      "Its history stays. A habit changes between yes/no (--yes-no) and measurable (--target)",
      "only while it has no check-ins. --description \"\" and --color none clear them.",
    ],
    spec: ArgumentSpec(
      valueOptions: HabitOptions.valueOptions.union(["--rename", "--alarm"]),
      flags: HabitOptions.flags.union(["--no-time", "--daily", "--yes-no"])),
    access: .action
  ) { arguments, session in
    guard !arguments.values.isEmpty || !arguments.flags.isEmpty else {
      throw CommandError.usage("'edit' needs something to change (see 'habitflow edit --help')")
    }
    if arguments["--at"] != nil, arguments.has("--no-time") {
      throw CommandError.usage("use either --at or --no-time")
    }
    let newName = try arguments["--rename"].map(Values.name)
    let options = try HabitOptions(arguments)
    let alarm = try arguments["--alarm"].map { try Values.onOff($0, option: "--alarm") }
    let was = try session.habit(named: arguments.positionals[0])
    var habit = was
    try options.apply(to: &habit)
    if let newName { habit.name = newName }
    if arguments.has("--no-time") { habit.times = [] }
    if let alarm { habit.alarm = alarm }
    do {
      guard
        case .habit(_, let after)? = try session.library.edit(habit, was: was, now: session.now)
          .change
      else { return "" }
      return "Updated \(describe(after))"
    } catch let rule as HabitRule {
      throw CommandError.failure(refusal(rule, editing: was))
    }
  }

  /// Why a new habit breaks a habit rule, in the words of `add`'s options.
  private static func refusal(_ rule: HabitRule, adding habit: Habit) -> String {
    switch rule {
    case .alarmNeedsTime: return "--alarm needs --at: an alarm rings at the habit's time"
    case .trackedAlarm: return trackedAlarm
    case .kindLocked: return refusal(rule, editing: habit)
    }
  }

  /// Why an edit breaks a habit rule, in the words of `edit`'s options.
  private static func refusal(_ rule: HabitRule, editing was: Habit) -> String {
    switch rule {
    case .alarmNeedsTime: return "an alarm habit needs a time: add --at HH:MM or --alarm off"
    case .trackedAlarm: return trackedAlarm + " (or --alarm off)"
    case .kindLocked(let measurable):
      let change = measurable ? "measurable to yes/no" : "yes/no to measurable"
      return "'\(Display.safe(was.name))' has check-ins: it cannot change from \(change)"
        + " while it has any"
    }
  }

  /// Why a tracked habit takes no alarm.
  static let trackedAlarm =
    "a tracked habit is never due, so its alarm would never ring: leave out --alarm"

  static let remove = Command(
    name: "remove",
    synopsis: "remove NAME [--yes]",
    summary: "Delete a habit and all of its check-ins (asking first on a terminal, unless --yes).",
    spec: ArgumentSpec(flags: ["--yes", "-y"]),
    access: .action,
    question: { arguments, session in
      "Remove \(try removal(arguments, session).description)?"
    },
    run: { arguments, session in
      let (habit, description) = try removal(arguments, session)
      _ = try session.library.remove(habitID: habit.id, now: session.now)
      return "Removed \(description)"
    })

  /// The habit `remove` names, and `독서 and its 3 check-ins`.
  private static func removal(_ arguments: Arguments, _ session: Session) throws -> (
    habit: Habit, description: String
  ) {
    let habit = try session.habit(named: arguments.positionals[0])
    let count = try session.library.entries(of: habit.id).count
    return (habit, "\(Display.safe(habit.name)) and its \(count) check-in\(count == 1 ? "" : "s")")
  }

  /// `독서 (daily at 09:30, alarm, from 2026-11-30)`; a measurable habit adds its target
  /// (`at least 2 L`), a coloured one its colour.
  static func describe(_ habit: Habit) -> String {
    var parts = [habit.schedule.summary]
    if !habit.times.isEmpty {
      parts[0] += " at " + habit.times.map(\.description).joined(separator: ",")
    }
    if habit.alarm { parts.append("alarm") }
    if let measure = habit.measure { parts.append(Progress.targetText(measure)) }
    if let color = habit.color { parts.append(color.rawValue) }
    parts.append("from \(habit.start.iso)")
    return "\(Display.safe(habit.name)) (\(parts.joined(separator: ", ")))"
  }
}
