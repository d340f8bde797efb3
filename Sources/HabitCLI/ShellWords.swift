import HabitCore
import HabitTransfer

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
    choices.first { $0.option == option && ($0.command == nil || $0.command == command) }?.words
  }

  /// The options of fixed words, each from its value type; one named for a command serves that
  /// command only, and comes before the same option of every other command.
  private static let choices: [(option: String, command: String?, words: [String])] =
    [
      ("--color", "add", HabitColorChoice.spellings),
      ("--color", "edit", HabitColorChoice.spellings),
      ("--color", nil, ColorChoice.spellings), ("--format", "export", ExportFormat.spellings),
      ("--from", nil, ImportFormat.spellings), ("--alarm", "edit", OnOff.spellings),
    ] + Setting.all.compactMap { setting in setting.spellings.map { (setting.flag, nil, $0) } }

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

  /// The script for `shell`.
  static func script(for shell: Shell) -> String {
    switch shell {
    case .bash: return BashCompletion.script
    case .zsh: return ZshCompletion.script
    case .fish: return FishCompletion.script
    }
  }
}

/// The shells `completions` writes for.
enum Shell: String, OptionValue {
  case bash, zsh, fish

  static var ignoresCase: Bool { false }

  /// `completions are for bash, zsh or fish, not 'tcsh'`.
  static func refusal(of text: String, for option: String) -> String {
    "completions are for \(listed), not '\(Display.safe(text))'"
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
    ShellWords.script(for: try Values.choice(Shell.self, arguments.positionals[0], option: "SHELL"))
  }
}
