import HabitApp
import HabitCore

/// `check`, `uncheck`, `skip` and `log`: a habit's entry for one day.
enum CheckCommands {
  static let check = Command(
    name: "check",
    synopsis: "check NAME [--date YYYY-MM-DD] [--value X] [--note TEXT]",
    summary: "Mark a habit done for today (or --date); a measurable one takes the day's amount.",
    details: [
      "--value X sets a measurable habit's amount for the day (needed there; refused on a",
      "yes/no habit). A note is kept until replaced.",
    ],
    spec: ArgumentSpec(valueOptions: ["--date", "--note", "--value"]),
    access: .action
  ) { arguments, session in
    let value = try arguments["--value"].map { try Values.amount($0, option: "--value") }
    let habit = try session.habit(named: arguments.positionals[0])
    let name = Display.safe(habit.name)
    if habit.isMeasurable, value == nil {
      throw CommandError.failure(
        "'\(name)' is measurable: give the day's amount with --value X (or add to it with 'log')")
    }
    if !habit.isMeasurable, value != nil {
      throw CommandError.failure("'\(name)' is a yes/no habit: it takes no --value")
    }
    return try record(.done, amount: value, habit: habit, arguments: arguments, session: session)
  }

  static let skip = Command(
    name: "skip",
    synopsis: "skip NAME [--date YYYY-MM-DD] [--note TEXT]",
    summary:
      "Mark a habit skipped for today (or --date): the streak neither grows nor breaks.",
    spec: ArgumentSpec(valueOptions: ["--date", "--note"]),
    access: .action
  ) { arguments, session in
    let habit = try session.habit(named: arguments.positionals[0])
    return try record(.skipped, amount: nil, habit: habit, arguments: arguments, session: session)
  }

  static let log = Command(
    name: "log",
    synopsis: "log NAME AMOUNT [--date YYYY-MM-DD] [--note TEXT]",
    summary:
      "Add AMOUNT to a measurable habit's amount for today (or --date): one glass at a time.",
    details: ["A skipped day becomes a day with that amount."],
    spec: ArgumentSpec(valueOptions: ["--date", "--note"]),
    access: .action
  ) { arguments, session in
    let added = try Values.amount(arguments.positionals[1], option: "amount")
    let habit = try session.habit(named: arguments.positionals[0])
    guard let measure = habit.measure else {
      throw CommandError.failure(
        "'\(Display.safe(habit.name))' is a yes/no habit: 'log' adds amounts to measurable ones")
    }
    let day = try session.checkInDay(arguments["--date"], for: habit)
    let previous = try session.library.entry(of: habit.id, on: day)
    guard let total = (previous?.amount ?? .zero).adding(added) else {
      throw CommandError.failure(
        "\(day.iso)'s amount would pass \(Amount.maximum), the largest HabitFlow keeps; nothing changed"
      )
    }
    return try record(
      .done, amount: total, habit: habit, arguments: arguments, session: session,
      added: "+\(Progress.amountText(added, measure)), ")
  }

  static let uncheck = Command(
    name: "uncheck",
    synopsis: "uncheck NAME [--date YYYY-MM-DD]",
    summary: "Clear a habit's check-in, amount or skip for today (or --date).",
    spec: ArgumentSpec(valueOptions: ["--date"]),
    access: .action
  ) { arguments, session in
    let habit = try session.habit(named: arguments.positionals[0])
    let day = try session.checkInDay(arguments["--date"], for: habit)
    let name = Display.safe(habit.name)
    let outcome = try session.library.record(nil, of: habit, on: day, now: session.now)
    guard case .entry(_, _, _?, _)? = outcome.change else {
      return "\(name) has no check-in on \(day.iso); nothing changed"
    }
    return "\(name): cleared \(day.iso)" + (try streakLine(habit, session))
  }

  /// Saves a done or skipped entry (with the day's amount for a measurable habit); an existing
  /// note is kept unless a new one is given. Says what the day is now: `독서: done on
  /// 2026-11-30`, `물: 1.5/2 L on 2026-11-30`, `물: +0.5 L, 2/2 L on 2026-11-30, done`
  /// (`added` is what `log` added).
  private static func record(
    _ status: EntryStatus, amount: Amount?, habit: Habit, arguments: Arguments, session: Session,
    added: String = ""
  ) throws -> String {
    let day = try session.checkInDay(arguments["--date"], for: habit)
    let outcome = try session.library.record(
      status, amount: amount, note: arguments["--note"], of: habit, on: day, now: session.now)
    let board = try session.board(of: [habit], reach: .streaks(since: day))
    let completion = board.completion(of: habit)
    // A tracked habit is never due: saying so at each check-in would read as a warning.
    let tracked = habit.schedule == .tracked
    let dueNote = habit.isDue(day) || tracked ? "" : " (not a due day)"
    var what = status == .done ? "done" : "skipped"
    if status == .done, let progress = Progress.text(completion, on: day) { what = progress }
    var line = "\(Display.safe(habit.name)): \(added)\(what) on \(day.iso)\(dueNote)"
    if status == .done, habit.isMeasurable, completion.mark(on: day) == .done {
      line += ", done"
    }
    let streak = board.streak(of: habit)
    if !tracked { line += " · streak \(streak.current) (best \(streak.best))" }
    // One line per achievement: the habit's own, then the first perfect week of all habits.
    for announcement in outcome.announcements(
      session.language(board.settings), name: Display.safe)
    {
      line += "\n🏆 " + announcement
    }
    return line
  }

  private static func streakLine(_ habit: Habit, _ session: Session) throws -> String {
    let streak = try session.streak(of: habit)
    return " · streak \(streak.current) (best \(streak.best))"
  }
}
