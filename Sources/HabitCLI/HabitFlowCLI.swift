import Foundation
import HabitApp
import HabitCore
import HabitTerminal

/// What one run of the command line sees: its arguments, environment, terminal and clock.
public struct Invocation {
  /// The arguments after the program name.
  public var arguments: [String]
  /// The process environment (`HABITFLOW_DB`, `HABITFLOW_NOW`, `TZ`, `NO_COLOR`, ...).
  public var environment: [String: String]
  /// Whether standard output is a terminal (colour is only ever written to one).
  public var outputIsTerminal: Bool
  /// The terminal's width in columns, when standard output is a terminal of known size.
  public var terminalColumns: Int?
  /// The clock used unless `--now` or `HABITFLOW_NOW` fixes the time.
  public var clock: any WallClock
  /// Writes to standard output at once, for commands that print as they go (`watch`).
  public var write: @Sendable (String) -> Void
  /// Asks the person at the terminal a question and returns the line typed (nil at end of input);
  /// nil when standard input is not a terminal, so scripts are never asked.
  public var ask: ((String) -> String?)?
  /// Where `ask` reads its answers and shows its questions; nil when there is nothing to read.
  public var answers: AnswerReader?
  /// Writes to standard error at once, for a live command's notices; nil to gather them in the
  /// outcome.
  public var writeError: (@Sendable (String) -> Void)?
  /// Takes what a run leaves open (its session and database connection) when the process ends
  /// right after the run, so that closing it is left to the operating system; nil (tests, or a
  /// caller that goes on) closes it as the run ends.
  public var keepUntilExit: ((AnyObject) -> Void)?

  /// Creates an invocation.
  public init(
    arguments: [String], environment: [String: String], outputIsTerminal: Bool,
    terminalColumns: Int? = nil, clock: any WallClock,
    write: @escaping @Sendable (String) -> Void = { _ in }, ask: ((String) -> String?)? = nil,
    writeError: (@Sendable (String) -> Void)? = nil, keepUntilExit: ((AnyObject) -> Void)? = nil,
    answers: AnswerReader? = nil
  ) {
    self.answers = answers
    self.arguments = arguments
    self.environment = environment
    self.outputIsTerminal = outputIsTerminal
    self.terminalColumns = terminalColumns
    self.clock = clock
    self.write = write
    self.ask = ask
    self.writeError = writeError
    self.keepUntilExit = keepUntilExit
  }
}

/// What a run printed and how it ended.
public struct Outcome: Equatable {
  /// The exit status: 0 success, 1 failure, 2 usage error.
  public var status: Int32
  /// Standard output.
  public var output: String
  /// Standard error.
  public var error: String
  /// Whether the run committed a change (its output may fail to print after that).
  public var changed = false
}

/// The database, zone and instant a run uses, from the options and the environment; a `TZ` that
/// names no zone adds a notice.
func runContext(
  _ invocation: Invocation, _ globals: Arguments, notices: inout [String]
) throws -> (String, Zone, Date) {
  let environment = invocation.environment
  let (zone, warning) = ZoneSetting.from(environment)
  if let warning { notices.append(warning) }
  let now = try Now.resolve(
    globals["--now"] ?? environment["HABITFLOW_NOW"], zone: zone, clock: invocation.clock)
  let path = try StorePath.resolve(option: globals["--db"], environment: environment)
  return (path, zone, now)
}

/// The `habitflow` command line.
public enum HabitFlowCLI {
  /// The version `--version` prints.
  public static let version = "0.1.0"

  /// The options every command takes, before or after the command word.
  static let globalSpec = ArgumentSpec(
    valueOptions: ["--db", "--now", "--color"], flags: ["--help", "-h", "--version"])

  /// Runs one command line and returns what it printed and its exit status; it never traps.
  /// Notices (such as a database just created) come first on standard error, before any error.
  public static func run(_ invocation: Invocation) -> Outcome {
    var notices: [String] = []
    // A loop, not `map` and `joined()`: that generic code looks up conformances at run time, a
    // scan that cost every run (even `--version`) about 0.2 ms.
    let lines = { (messages: [String]) in
      var text = ""
      for message in messages { text += "habitflow: \(message)\n" }
      return text
    }
    do {
      let (output, changed) = try dispatch(invocation, notices: &notices)
      return Outcome(
        status: 0, output: output.isEmpty ? "" : output + "\n", error: lines(notices),
        changed: changed)
    } catch let error as CommandError {
      return Outcome(
        status: error.exitStatus, output: "", error: lines(notices + [error.message]))
    } catch {
      // The store's refusals say themselves in one line (`CustomStringConvertible`).
      return Outcome(status: 1, output: "", error: lines(notices + ["\(error)"]))
    }
  }

  /// Runs the command line; returns its output and whether it committed a change.
  private static func dispatch(
    _ invocation: Invocation, notices: inout [String]
  ) throws -> (String, Bool) {
    var (commandName, globals, rest) = try splitCommand(invocation.arguments)
    if globals.has("--version") { return ("habitflow \(version)", false) }
    if commandName == nil, !globals.has("--help"), !globals.has("-h") {
      try Interface.run(invocation, globals: globals, notices: &notices)
      return ("", true)
    }
    if globals["--speed"] != nil {
      throw CommandError.usage("--speed belongs to the interface (no command) or after 'watch'")
    }
    guard let commandName, commandName != "help" else {
      // The manual page, made from the same commands (what `install` writes as habitflow.1).
      if commandName == "help", rest == ["--man"] { return (ManPage.text, false) }
      return (try Help.text(for: commandName == nil ? nil : rest.first), false)
    }
    guard let command = Command.named(commandName) else {
      throw CommandError.unknownCommand(commandName)
    }
    let beforeEnd = rest.prefix { $0 != "--" }
    if globals.has("--help") || beforeEnd.contains("--help") || beforeEnd.contains("-h") {
      return (try Help.text(for: command.name), false)
    }
    var spec = command.spec
    spec.valueOptions.formUnion(globalSpec.valueOptions)
    var arguments = try Arguments.parse(rest, spec: spec, command: command.name)
    // After the command word an option of the command's own is the command's: `add --color red`
    // tints the habit, `--color always add ...` colours the output.
    for option in globalSpec.valueOptions where !command.spec.valueOptions.contains(option) {
      guard let value = arguments.values.removeValue(forKey: option) else { continue }
      guard globals[option] == nil else { throw CommandError.usage("\(option) is given twice") }
      globals.values[option] = value
    }
    if let standalone = command.standalone { return (try standalone(arguments, invocation), false) }
    // The path alone: the session made next reads the rest of the context (and says its notices).
    let path = try StorePath.resolve(option: globals["--db"], environment: invocation.environment)
    let missing = !FileManager.default.fileExists(atPath: path)
    if missing, let output = try withoutDatabase(command, arguments, path, invocation) {
      return (output, false)
    }
    let session = try makeSession(
      invocation, globals: globals, inMemory: missing && command.previews?(arguments) == true,
      notices: &notices)
    defer { leave(session, to: invocation) }
    if let notice = createdNotice(session.library, globals: globals) { notices.append(notice) }
    try confirm(command, arguments, session)
    // A live command runs for hours: its notices (a TZ naming no zone) must not wait for the end.
    if command.access == .live, let writeError = invocation.writeError {
      for notice in notices { writeError("habitflow: \(notice)\n") }
      notices.removeAll()
    }
    let result = try execute(command, arguments, session)
    notices += session.notices
    return result
  }

  /// What a command prints when its database does not exist, or nil to go on (making it, or
  /// previewing on an empty one); a command that only reads refuses: a mistyped `--db` must not
  /// leave a database, or the folders on its way, to pass for lost data later.
  private static func withoutDatabase(
    _ command: Command, _ arguments: Arguments, _ path: String, _ invocation: Invocation
  ) throws -> String? {
    if let fallback = command.whenNoDatabase,
      let output = try fallback(arguments, invocation.environment)
    {
      return output
    }
    guard command.onlyReads(arguments), command.previews?(arguments) != true else { return nil }
    throw CommandError.failure(
      "no database at \(Display.safe(path)); make one by adding a habit (habitflow add NAME),"
        + " importing or restoring")
  }

  /// Runs a command in the transactions its access asks for; returns its output and whether it
  /// may have committed a change.
  private static func execute(
    _ command: Command, _ arguments: Arguments, _ session: Session
  ) throws -> (String, Bool) {
    let access = command.readsOnly?(arguments) == true ? .read : command.access
    switch access {
    case .read: return (try session.library.read { try command.run(arguments, session) }, false)
    case .readPlanned:
      // Stored when nothing else writes at this moment; else the command shows it from memory.
      if try session.library.read({ try session.library.hasPlanLeftForLater() }) {
        _ = try session.library.writeIfFree {
          try session.reminders.catchUpPlan(by: session.now, always: true)
        }
      }
      return (try session.library.read { try command.run(arguments, session) }, false)
    case .live: return (try command.run(arguments, session), true)
    case .action:
      return (try session.library.write { try command.run(arguments, session) }, true)
    }
  }

  /// Splits off the command word; options before it must be global ones.
  private static func splitCommand(_ tokens: [String]) throws -> (String?, Arguments, [String]) {
    var index = 0
    while index < tokens.count, tokens[index].hasPrefix("-"), tokens[index] != "-" {
      let name = tokens[index].split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
      let takesValue =
        (globalSpec.valueOptions.contains(name) || name == "--speed")
        && !tokens[index].contains("=" as Character)
      index += takesValue ? 2 : 1
    }
    var spec = globalSpec
    spec.valueOptions.insert("--speed")
    let globals = try Arguments.parse(
      Array(tokens[..<min(index, tokens.count)]), spec: spec, command: "habitflow")
    guard index < tokens.count else { return (nil, globals, []) }
    return (tokens[index], globals, Array(tokens[(index + 1)...]))
  }

  /// Asks the command's question on a terminal; anything but yes refuses with nothing changed.
  private static func confirm(_ command: Command, _ arguments: Arguments, _ session: Session) throws
  {
    guard let question = command.question, let ask = session.invocation.ask,
      !arguments.has("--yes"), !arguments.has("-y")
    else { return }
    let text = try session.library.read { try question(arguments, session) }
    let answer = ask(text + " [y/N] ")?.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    guard answer == "y" || answer == "yes" else {
      throw CommandError.failure("cancelled; nothing was changed")
    }
  }

  /// Says where a new database was made, when the user named the place: a mistyped `--db`
  /// would otherwise look like lost data.
  private static func createdNotice(_ library: Library, globals: Arguments) -> String? {
    guard library.created, globals["--db"] != nil else { return nil }
    return "created a new database at \(Display.safe(library.path))"
  }

  /// `--color auto|always|never` (auto when not given).
  private static func colorChoice(_ globals: Arguments) throws -> ColorChoice {
    guard let text = globals["--color"] else { return .auto }
    return try Values.choice(ColorChoice.self, text, option: "--color")
  }

  /// Hands the session to a process that ends after the run, its log folded first as closing
  /// would: SQLite's teardown (finalizing statements, closing the file) cost every command about
  /// 0.3 M instructions that the operating system's own cleanup at exit makes unneeded.
  private static func leave(_ session: Session, to invocation: Invocation) {
    guard let keep = invocation.keepUntilExit else { return }
    session.library.foldLogAsItEnds()
    keep(session)
  }

  private static func makeSession(
    _ invocation: Invocation, globals: Arguments, inMemory: Bool = false,
    notices: inout [String]
  ) throws -> Session {
    let environment = invocation.environment
    let (path, zone, now) = try runContext(invocation, globals, notices: &notices)
    let library =
      inMemory
      ? try Library.inMemory(zone: zone, environment: environment, planning: .command)
      : try Library(path: path, zone: zone, environment: environment, planning: .command)
    let style = Style.forOutput(
      isTerminal: invocation.outputIsTerminal, columns: invocation.terminalColumns,
      environment: environment, choice: try colorChoice(globals), colors: TerminalColors.count)
    return Session(
      library: library, now: now, nowIsFixed: Now.isFixed(globals, environment), zone: zone,
      style: style, environment: environment, invocation: invocation)
  }
}
