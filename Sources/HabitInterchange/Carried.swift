import HabitCore

/// A habit as a file carries it: every field and every entry, before it meets a database.
public struct CarriedHabit: Hashable, Sendable {
  /// The habit's fields; its `id` is 0 and its `uuid` the identity it has across files (a Loop
  /// uuid, a HabitFlow uuid, or one derived from the format and the name when the file has none).
  public var habit: Habit
  /// One entry per day, in day order.
  public var entries: [Entry]

  /// How many entries are answers of "not done".
  public var notDoneCount: Int { entries.filter { $0.status == .notDone }.count }

  /// Creates a carried habit; the entries are put in day order, the first of a day kept.
  public init(habit: Habit, entries: [Entry]) {
    self.habit = habit
    var seen = Set<Day>()
    self.entries = entries.filter { seen.insert($0.day).inserted }.sorted { $0.day < $1.day }
  }
}

/// What a file carries: habits with their entries, and (HabitFlow's own files only) settings.
public struct Carried: Hashable, Sendable {
  /// The habits in the file's order.
  public var habits: [CarriedHabit]
  /// The synced settings by key, as the settings table stores them; empty when the file has none.
  public var settings: [String: String]
  /// Notes the file has on days it holds no check-in for (Loop lets a note stand alone, harsh
  /// keeps a comment on an `n`): HabitFlow keeps notes on check-ins only, so an import says how
  /// many stay behind rather than drop them unsaid.
  public var notesLeftOut: Int
  /// What the file holds that HabitFlow could not take as the file meant it (or had to work
  /// out), one line a habit, said by the import.
  public var notices: [String]

  /// Creates a carried set.
  public init(
    habits: [CarriedHabit], settings: [String: String] = [:], notesLeftOut: Int = 0,
    notices: [String] = []
  ) {
    self.habits = habits
    self.settings = settings
    self.notesLeftOut = notesLeftOut
    self.notices = notices
  }

  /// The number of entries over every habit.
  public var entryCount: Int { habits.reduce(0) { $0 + $1.entries.count } }
  /// The number of entries that are answers of "not done" (the rest are check-ins).
  public var notDoneCount: Int { habits.reduce(0) { $0 + $1.notDoneCount } }
}

/// A file that cannot be read: which file, where in it, and what is wrong, said in one line.
public struct FileProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file's name as the user gave it (or the member of a folder or archive).
  public var file: String
  /// Where in the file (`line 12`, `table Habits`), or nil for the whole file.
  public var place: String?
  /// What is wrong.
  public var problem: String

  /// Creates a problem report.
  public init(file: String, place: String? = nil, problem: String) {
    self.file = file
    self.place = place
    self.problem = problem
  }

  /// `habits, line 3: "Run" has no frequency`, with any control character of the file's
  /// name or content shown escaped, never sent to the terminal.
  public var description: String {
    TerminalText.escaped([file, place].compactMap { $0 }.joined(separator: ", ") + ": " + problem)
  }
}
