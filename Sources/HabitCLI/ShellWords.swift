import HabitCore

/// What shell completion knows of the command line, taken from the commands themselves: their
/// names and options, the values an option takes, and which positional arguments are habit
/// names (completed live from the database with the hidden `list --names`) or paths.
enum ShellWords {
  /// The options every command takes, and the interface's `--speed`.
  static let globalOptions = ["--db", "--now", "--color", "--speed", "--help", "--version"]

  /// Every command's name, `help` last.
  static var commands: [String] { Command.all.map(\.name) + ["help"] }

  /// A command's options, sorted.
  static func options(of command: Command) -> [String] {
    // `list --names` is for the scripts themselves, not offered.
    Array(command.spec.valueOptions.union(command.spec.flags).union(["--help"]))
      .filter { $0 != "--names" }.sorted()
  }

  /// The words an option takes, where they are a fixed set (nil: anything, or a path).
  static func values(of option: String, in command: String?) -> [String]? {
    switch (option, command) {
    case ("--color", "add"?), ("--color", "edit"?):
      return HabitColor.allCases.map(\.rawValue) + ["none"]
    case ("--color", _): return ColorChoice.allCases.map(\.rawValue)
    case ("--format", "export"?): return ["json", "csv", "loop", "ics"]
    case ("--from", _): return ["loop", "loop-csv", "harsh", "habitflow"]
    case ("--week-start", _): return WeekStart.allCases.map(\.rawValue)
    case ("--master", _), ("--alarm", "edit"?), ("--desktop", _): return ["on", "off"]
    case ("--alert", _): return AlertStyle.allCases.map(\.rawValue)
    case ("--ringer", _): return Ringer.allCases.map(\.rawValue)
    case ("--lang", _): return LanguageChoice.allCases.map(\.rawValue)
    case ("--eviction", _): return EvictionPolicy.allCases.map(\.rawValue)
    case ("--permission", _), ("--alarm-permission", _): return Permission.allCases.map(\.rawValue)
    case ("--alarm-mode", _): return AlarmMode.allCases.map(\.rawValue)
    default: return nil
    }
  }

  /// Options whose value is a path: the shell completes files there.
  static let pathOptions: Set<String> = ["--db", "-o"]

  /// What a command's positional arguments are: habit names, paths, or nothing to complete.
  enum Positional: Equatable { case habit, path, none }

  static func positional(of command: Command) -> Positional {
    guard let first = command.spec.positionals.first?.word else { return .none }
    switch first {
    case "NAME": return .habit
    case "PATH", "FILE": return .path
    default: return .none
    }
  }

  /// The script for `shell`, or nil for a shell it does not know.
  static func script(for shell: String) -> String? {
    switch shell {
    case "bash": return BashCompletion.script
    case "zsh": return ZshCompletion.script
    case "fish": return FishCompletion.script
    default: return nil
    }
  }
}

/// `completions bash|zsh|fish`: the shell's completion script.
enum CompletionsCommand {
  static let command = Command(
    name: "completions",
    synopsis: "completions SHELL",
    summary: "Print the completion script for bash, zsh or fish (habit names come live).",
    details: [
      "bash: source <(habitflow completions bash); zsh: put it in a file _habitflow on $fpath;",
      "fish: habitflow completions fish > ~/.config/fish/completions/habitflow.fish.",
    ],
    spec: ArgumentSpec()
  ) { arguments, _ in
    guard let script = ShellWords.script(for: arguments.positionals[0]) else {
      throw CommandError.usage(
        "completions are for bash, zsh or fish, not '\(Display.safe(arguments.positionals[0]))'")
    }
    return script
  }
}
