import HabitApp
import HabitCore
import HabitInterchange

/// `ask`: the unanswered days of the last week, one question at a time, as harsh asks them.
enum AskCommand {
  static let command = Command(
    name: "ask",
    synopsis: "ask [NAME] [--days N] [--json]",
    summary: "Walk the due days of the last N days (7) with no check-in yet, asking for each.",
    details: [
      "Oldest first, the habits of a day in list order (NAME: that habit only); never before a",
      "habit's start. y done, n no (the day stays missed), s skip, ? a note first, q quit; a",
      "measurable habit asks for its amount. Each answer is saved at once. On a terminal one",
      "key answers; from a pipe, one line each. --json prints what it recorded.",
    ],
    spec: ArgumentSpec(valueOptions: ["--days"], flags: ["--json"]),
    access: .live
  ) { arguments, session in
    let days = try arguments["--days"].map { try Values.dayCount($0, option: "--days") } ?? 7
    let questions = try session.library.read {
      let named = try arguments.positionals.first.map { try session.habit(named: $0) }
      if let named, named.archived {
        throw CommandError.failure(
          "'\(Display.safe(named.name))' is archived: unarchive it to answer for it")
      }
      let today = try session.today()
      let board = try session.board(
        of: named.map { [$0] }, reach: .streaks(since: today.adding(days: 1 - days)))
      return OpenDays.questions(board, days: days)
    }
    // Each answer is stamped for sync when it is given, not when the walk began.
    if !session.nowIsFixed { session.library.changeClock = session.invocation.clock }
    var walk = AskWalk(session: session, answers: session.invocation.answers)
    try walk.ask(questions)
    return arguments.has("--json") ? walk.json.serialized : walk.summary
  }
}
