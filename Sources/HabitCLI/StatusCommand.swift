import Foundation
import HabitCore
import HabitInterchange
import NotificationSimulator

/// `status`: one short line for a status bar (tmux, polybar, i3blocks, waybar).
enum StatusCommand {
  static let command: Command = {
    var command = statusCommand
    // A status bar polls: a database not made yet is nothing due, and it is not made here.
    command.whenNoDatabase = { arguments, _ in
      let format = try arguments["--format"].map(StatusFormat.init(parsing:))
      let facts = StatusFacts(done: 0, due: 0, next: nil, ringing: [], bestStreak: 0, left: [])
      if arguments.has("--json") { return facts.waybar(format: format).serialized }
      return format.map(facts.text(_:)) ?? facts.defaultText
    }
    return command
  }()

  private static let statusCommand = Command(
    name: "status",
    synopsis: "status [--format FMT] [--json]",
    summary:
      "One short line for a status bar: today's done/due, the next habit or a ringing alarm.",
    details: [
      "Default: '✔ 2/5 · next 러닝 07:00', or '✔ 2/5 · ⏰ 러닝!' while an alarm rings.",
      "FMT placeholders: {done} {due} {next} {next_time} {streak_best} {ringing}.",
      "--json: waybar's custom module (text, tooltip, class done|pending|ringing, percentage).",
      "Never waits for a writer: status bars call it every few seconds while the interface or",
      "watch write. It writes only a plan a check-in left for later, when nothing else writes.",
    ],
    spec: ArgumentSpec(valueOptions: ["--format"], flags: ["--json"]),
    access: .readPlanned
  ) { arguments, session in
    let format = try arguments["--format"].map(StatusFormat.init(parsing:))
    let facts = try StatusFacts.read(session)
    if arguments.has("--json") { return facts.waybar(format: format).serialized }
    return format.map(facts.text(_:)) ?? facts.defaultText
  }
}

/// A `--format` text: literal pieces and placeholders, checked when read.
struct StatusFormat {
  static let placeholders = ["done", "due", "next", "next_time", "streak_best", "ringing"]

  /// The pieces in order: literal text, or a placeholder's name.
  let pieces: [(text: String, isPlaceholder: Bool)]

  init(parsing text: String) throws {
    var pieces: [(String, Bool)] = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      guard let close = rest[open...].firstIndex(of: "}") else {
        throw CommandError.usage("--format has a '{' without its '}'")
      }
      let name = String(rest[rest.index(after: open)..<close])
      guard Self.placeholders.contains(name) else {
        throw CommandError.usage(
          "--format has an unknown placeholder {\(Display.safe(name))}; known: "
            + Self.placeholders.map { "{\($0)}" }.joined(separator: " "))
      }
      pieces += [(String(rest[..<open]), false), (name, true)]
      rest = rest[rest.index(after: close)...]
    }
    self.pieces = pieces + [(String(rest), false)]
  }
}
