/// One subcommand: its name, the arguments it takes, its help, and what it does.
struct Command: Sendable {
  /// The word that selects the command.
  let name: String
  /// The usage line after `habitflow`.
  let synopsis: String
  /// One line saying what the command does.
  let summary: String
  /// Further help lines shown by `habitflow COMMAND --help`.
  let details: [String]
  /// The options and positional arguments accepted.
  let spec: ArgumentSpec
  /// How the command uses the store.
  let access: Access
  /// Runs the command and returns what it prints on standard output.
  let run: @Sendable (Arguments, Session) throws -> String
  /// The yes/no question to ask first on a terminal (unless `--yes`), read in its own transaction
  /// so that no lock is held while the person thinks; nil for commands that never ask.
  let question: (@Sendable (Arguments, Session) throws -> String)?
  /// Runs a command that needs no database (completions, install) without opening one, so that
  /// it never creates a database where none was; nil for every other command.
  private(set) var standalone: (@Sendable (Arguments, Invocation) throws -> String)?
  /// Whether these arguments only read (`settings` without a change): the command then runs in
  /// one read transaction, never arming the reminders; nil when its access says it all.
  var readsOnly: (@Sendable (Arguments) -> Bool)? = nil
  /// What a read-only command prints when its database does not exist, instead of creating one
  /// (a status bar polling a path not made yet, a completion asking for names); nil to create.
  var whenNoDatabase: (@Sendable (Arguments, [String: String]) throws -> String?)? = nil
  /// Whether these arguments of a command that opens its own transactions leave the database as
  /// it is (`backup`, `sync --status`): a missing one is then reported, never made.
  var leavesDatabase: (@Sendable (Arguments) -> Bool)? = nil
  /// Whether these arguments only preview (`import --dry-run`): a missing database is then read
  /// as an empty one kept in memory, so that the preview makes nothing.
  var previews: (@Sendable (Arguments) -> Bool)? = nil

  /// Whether the command, given these arguments, changes nothing in the database.
  func onlyReads(_ arguments: Arguments) -> Bool {
    if readsOnly?(arguments) == true || leavesDatabase?(arguments) == true { return true }
    return access == .read || access == .readPlanned
  }

  /// Creates a command; its positional arguments are the ones its synopsis declares, so help and
  /// the parser's messages cannot disagree.
  init(
    name: String, synopsis: String, summary: String, details: [String] = [], spec: ArgumentSpec,
    access: Access, question: (@Sendable (Arguments, Session) throws -> String)? = nil,
    run: @escaping @Sendable (Arguments, Session) throws -> String
  ) {
    self.name = name
    self.synopsis = synopsis
    self.summary = summary
    self.details = details
    var spec = spec
    spec.positionals = Positional.declared(in: synopsis)
    self.spec = spec
    self.access = access
    self.question = question
    self.run = run
    self.standalone = nil
  }

  /// Creates a command that runs without a database.
  init(
    name: String, synopsis: String, summary: String, details: [String] = [], spec: ArgumentSpec,
    standalone: @escaping @Sendable (Arguments, Invocation) throws -> String
  ) {
    self.init(
      name: name, synopsis: synopsis, summary: summary, details: details, spec: spec,
      access: .live, run: { arguments, session in try standalone(arguments, session.invocation) })
    self.standalone = standalone
  }

  /// How a command uses the store.
  enum Access: Sendable {
    /// One read transaction.
    case read
    /// One read transaction of a command that shows the reminders, after a plan a check-in left
    /// for later is made and stored (once; the command after it finds it made).
    case readPlanned
    /// One write transaction around the library's action the command takes, which makes a plan
    /// a check-in left for later first and plans the reminders again itself (a check-in may
    /// leave its own for later; `reschedule` plans and reports what it armed).
    case action
    /// The command runs for a while and opens its own transactions (`watch`).
    case live
  }

  /// Every command by name, in the order help lists them: the one list of commands. Each is
  /// built only when asked for (building them all, with their option sets, synopses and help,
  /// cost every run about a quarter of a millisecond). A test checks each name is its command's.
  static let table: [(name: String, command: @Sendable () -> Command)] = [
    ("add", { HabitCommands.add }), ("edit", { HabitCommands.edit }),
    ("remove", { HabitCommands.remove }), ("archive", { OrderCommands.archive }),
    ("unarchive", { OrderCommands.unarchive }), ("move", { OrderCommands.move }),
    ("list", { ListCommand.list }), ("check", { CheckCommands.check }),
    ("log", { CheckCommands.log }), ("uncheck", { CheckCommands.uncheck }),
    ("skip", { CheckCommands.skip }), ("ask", { AskCommand.command }),
    ("history", { HistoryCommand.history }),
    ("streak", { ReportCommands.streak }), ("heatmap", { ReportCommands.heatmap }),
    ("stats", { StatsCommand.stats }), ("achievements", { AchievementsCommand.achievements }),
    ("status", { StatusCommand.command }), ("import", { ImportCommand.command }),
    ("export", { ExportCommand.command }), ("sync", { SyncCommand.command }),
    ("backup", { BackupCommand.backup }), ("restore", { RestoreCommand.restore }),
    ("settings", { SettingsCommand.settings }), ("reschedule", { ReminderCommands.reschedule }),
    ("plan", { ReminderCommands.plan }), ("pending", { ReminderCommands.pending }),
    ("delivered", { ReminderCommands.delivered }), ("ack", { ReminderCommands.ack }),
    ("snooze", { ReminderCommands.snooze }), ("timer", { ReminderCommands.timer }),
    ("watch", { WatchCommand.watch }), ("service", { ServiceCommand.command }),
    ("completions", { CompletionsCommand.command }), ("install", { InstallCommands.install }),
    ("uninstall", { InstallCommands.uninstall }),
  ]

  /// Every command, in the order help lists them.
  static let all: [Command] = table.map { $0.command() }

  /// The command named `name`, or nil; builds that one command only.
  static func named(_ name: String) -> Command? {
    table.first { $0.name == name }?.command()
  }
}
