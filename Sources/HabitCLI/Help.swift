/// The help texts, built from the commands themselves so they never drift.
enum Help {
  /// The overview, or one command's help; an unknown command is a usage error.
  static func text(for commandName: String?) throws -> String {
    guard let commandName else { return overview }
    guard let command = Command.named(commandName) else {
      throw CommandError.unknownCommand(commandName)
    }
    return
      (["usage: habitflow [--db PATH] [--now ISO8601] \(command.synopsis)", "", command.summary]
      + command.details).joined(separator: "\n")
  }

  static var overview: String {
    let width = Command.all.map(\.name.count).max() ?? 0
    let lines = Command.all.map { "  " + $0.name.padding(width) + "  " + $0.summary }
    return """
      HabitFlow \(HabitFlowCLI.version): keep daily habits from the terminal.

      usage: habitflow [--db PATH] [--now ISO8601] [--speed X]   the full-screen interface
             habitflow [--db PATH] [--now ISO8601] [--color WHEN] COMMAND [ARGS]

      commands:
      \(lines.joined(separator: "\n"))
        help [COMMAND]  Show this help, or a command's options (also COMMAND --help).

      options:
        --db PATH       the database (default $HABITFLOW_DB, else $XDG_DATA_HOME/habitflow/habitflow.sqlite)
        --now ISO8601   run as if it were this instant (also $HABITFLOW_NOW), e.g. 2026-11-30T09:00+09:00
        --color WHEN    auto (a terminal's colours, none with NO_COLOR), always or never
        --speed X       (interface, watch) run the clock X times faster from --now
        --version       print the version

      Days follow the zone in TZ. Exit status: 0 done, 1 refused, 2 bad command line.
      """
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: Swift.max(0, width - count))
  }
}
