import HabitCore
import HabitStore

/// `check`, `uncheck` and `skip`: a habit's entry for one day.
enum CheckCommands {
  static let check = recording(
    .done, summary: "Mark a habit done for today (or --date); a note is kept until replaced.")

  static let skip = recording(
    .skipped,
    summary: "Mark a habit skipped for today (or --date): the streak neither grows nor breaks.")

  static let uncheck = Command(
    name: "uncheck",
    synopsis: "uncheck NAME [--date YYYY-MM-DD]",
    summary: "Clear a habit's check-in or skip for today (or --date).",
    spec: ArgumentSpec(valueOptions: ["--date"]),
    access: .write
  ) { arguments, session in
    let habit = try session.habit(named: arguments.positionals[0])
    let day = try session.checkInDay(arguments["--date"], for: habit)
    let name = Display.safe(habit.name)
    guard try session.store.deleteEntry(habitID: habit.id, day: day) else {
      return "\(name) has no check-in on \(day.iso); nothing changed"
    }
    return "\(name): cleared \(day.iso)" + (try streakLine(habit, session))
  }

  /// `check` or `skip`: the command that records `status` for a day.
  private static func recording(_ status: EntryStatus, summary: String) -> Command {
    let name = status == .done ? "check" : "skip"
    return Command(
      name: name,
      synopsis: "\(name) NAME [--date YYYY-MM-DD] [--note TEXT]",
      summary: summary,
      spec: ArgumentSpec(valueOptions: ["--date", "--note"]),
      access: .write
    ) { arguments, session in
      try record(status, arguments: arguments, session: session)
    }
  }

  /// Saves a done or skipped entry; an existing note is kept unless a new one is given.
  private static func record(
    _ status: EntryStatus, arguments: Arguments, session: Session
  ) throws -> String {
    let habit = try session.habit(named: arguments.positionals[0])
    let day = try session.checkInDay(arguments["--date"], for: habit)
    let previous = try session.store.entry(habitID: habit.id, day: day)
    let note = arguments["--note"] ?? previous?.note
    try session.store.save(Entry(day: day, status: status, note: note), habitID: habit.id)
    let verb = status == .done ? "done" : "skipped"
    let dueNote = habit.isDue(day) ? "" : " (not a due day)"
    return "\(Display.safe(habit.name)): \(verb) on \(day.iso)\(dueNote)"
      + (try streakLine(habit, session))
  }

  private static func streakLine(_ habit: Habit, _ session: Session) throws -> String {
    let streak = try session.streak(of: habit)
    return " · streak \(streak.current) (best \(streak.best))"
  }
}
