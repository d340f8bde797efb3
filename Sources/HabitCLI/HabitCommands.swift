import Foundation
import HabitCore
import HabitStore

/// `add`, `edit` and `remove`: the habits themselves.
enum HabitCommands {
  static let add = Command(
    name: "add",
    synopsis:
      "add NAME [--at HH:MM] [--days mon,wed,fri | --every N] [--start YYYY-MM-DD] [--alarm]",
    summary: "Add a habit (daily unless --days or --every; starting today unless --start).",
    details: [
      "--every N counts N days from the start date; --alarm rings at the habit's time and needs --at."
    ],
    spec: ArgumentSpec(
      valueOptions: ["--at", "--days", "--every", "--start"], flags: ["--alarm"]),
    access: .write
  ) { arguments, session in
    let name = try Values.name(arguments.positionals[0])
    let target = try arguments["--at"].map { try Values.time($0, option: "--at") }
    let schedule = try schedule(from: arguments) ?? .daily
    if arguments.has("--alarm"), target == nil {
      throw CommandError.usage("--alarm needs --at: an alarm rings at the habit's time")
    }
    let today = try session.today()
    let start =
      try arguments["--start"].map { try Values.day($0, option: "--start", today: today) } ?? today
    let habit = try session.store.insert(
      Habit(
        uuid: UUID().uuidString.lowercased(), name: name, targetTime: target, schedule: schedule,
        alarm: arguments.has("--alarm"), start: start))
    return "Added \(describe(habit))"
  }

  static let edit = Command(
    name: "edit",
    synopsis:
      "edit NAME [--rename NEW] [--at HH:MM | --no-time] [--daily | --days ... | --every N] [--alarm on|off]",
    summary: "Change a habit's name, time, schedule or alarm; its history stays.",
    spec: ArgumentSpec(
      valueOptions: ["--rename", "--at", "--days", "--every", "--alarm"],
      flags: ["--no-time", "--daily"]),
    access: .write
  ) { arguments, session in
    guard !arguments.values.isEmpty || !arguments.flags.isEmpty else {
      throw CommandError.usage("'edit' needs something to change (see 'habitflow edit --help')")
    }
    if arguments["--at"] != nil, arguments.has("--no-time") {
      throw CommandError.usage("use either --at or --no-time")
    }
    let newName = try arguments["--rename"].map(Values.name)
    let target = try arguments["--at"].map { try Values.time($0, option: "--at") }
    let schedule = try schedule(from: arguments)
    let alarm = try arguments["--alarm"].map { try Values.onOff($0, option: "--alarm") }
    var habit = try session.habit(named: arguments.positionals[0])
    if let newName { habit.name = newName }
    if let target { habit.targetTime = target }
    if arguments.has("--no-time") { habit.targetTime = nil }
    if let schedule { habit.schedule = schedule }
    if let alarm { habit.alarm = alarm }
    if habit.alarm, habit.targetTime == nil {
      throw CommandError.failure(
        "an alarm habit needs a time: add --at HH:MM or --alarm off")
    }
    try session.store.update(habit)
    return "Updated \(describe(habit))"
  }

  static let remove = Command(
    name: "remove",
    synopsis: "remove NAME [--yes]",
    summary: "Delete a habit and all of its check-ins (asking first on a terminal, unless --yes).",
    spec: ArgumentSpec(flags: ["--yes", "-y"]),
    access: .write,
    question: { arguments, session in
      "Remove \(try removal(arguments, session).description)?"
    },
    run: { arguments, session in
      let (habit, description) = try removal(arguments, session)
      try session.store.delete(habitID: habit.id)
      return "Removed \(description)"
    })

  /// The habit `remove` names, and `독서 and its 3 check-ins`.
  private static func removal(_ arguments: Arguments, _ session: Session) throws -> (
    habit: Habit, description: String
  ) {
    let habit = try session.habit(named: arguments.positionals[0])
    let count = try session.store.entries(habitID: habit.id).count
    return (habit, "\(Display.safe(habit.name)) and its \(count) check-in\(count == 1 ? "" : "s")")
  }

  /// The schedule options of `add` and `edit`; nil when none was given.
  static func schedule(from arguments: Arguments) throws -> Schedule? {
    let chosen = ["--daily", "--days", "--every"].filter {
      arguments[$0] != nil || arguments.has($0)
    }
    guard chosen.count <= 1 else {
      throw CommandError.usage("use only one of " + chosen.joined(separator: ", "))
    }
    if let days = arguments["--days"] { return .weekdays(try Values.weekdays(days)) }
    if let every = arguments["--every"] { return .every(try Values.interval(every)) }
    return arguments.has("--daily") ? .daily : nil
  }

  /// `독서 (daily at 09:30, alarm, from 2026-11-30)`.
  static func describe(_ habit: Habit) -> String {
    var parts = [habit.schedule.summary]
    if let time = habit.targetTime { parts[0] += " at \(time)" }
    if habit.alarm { parts.append("alarm") }
    parts.append("from \(habit.start.iso)")
    return "\(Display.safe(habit.name)) (\(parts.joined(separator: ", ")))"
  }
}
