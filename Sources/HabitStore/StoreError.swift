import HabitCore

/// Why the store refused to open or to change.
public enum StoreError: Error, Equatable, CustomStringConvertible {
  /// The file exists but is not a HabitFlow database; it was left untouched.
  case notHabitFlow(path: String)
  /// The file was written by a newer HabitFlow; it was left untouched.
  case newerSchema(path: String, found: Int64, supported: Int64)
  /// The file carries HabitFlow's mark but not the tables of its schema version; it was left untouched.
  case damaged(path: String)
  /// The path names something other than a regular file (a device, a folder); it was left untouched.
  case notAFile(path: String)
  /// The file or its folder may not be written; reads work, changes are refused.
  case readOnly(path: String)
  /// The file or its folder could not be created or opened.
  case cannotOpen(path: String, reason: String)
  /// Another habit already has the name.
  case duplicateName(String)
  /// SQLite reported a failure.
  case sqlite(String)
  /// Another connection held the lock longer than this one would wait.
  case busy(String)
  /// Something is already at a path a new file was to go to; it was left as it was.
  case exists(path: String)
  /// The file fails SQLite's integrity check; nothing was changed.
  case corrupt(path: String)
  /// A setting from a file is not one HabitFlow has, or its value does not read.
  case badSetting(key: String, value: String)
  /// An imported habit is the same habit as a stored one (its uuid) but of the other kind.
  case kindConflict(place: Int, name: String, stored: String, file: String)

  public var description: String {
    switch self {
    case .notHabitFlow(let path):
      return "\(TerminalText.escaped(path)) is not a HabitFlow database; it was left untouched"
    case .newerSchema(let path, let found, let supported):
      return
        "\(TerminalText.escaped(path)) has schema version \(found), newer than this build understands (\(supported)); it was left untouched"
    case .damaged(let path):
      return
        "\(TerminalText.escaped(path)) is marked as a HabitFlow database but lacks its tables; it was left untouched"
    case .notAFile(let path):
      return "\(TerminalText.escaped(path)) is not a regular file; it was left untouched"
    case .readOnly(let path):
      return "the database is read-only (\(TerminalText.escaped(path))); nothing was changed"
    case .cannotOpen(let path, let reason):
      return "cannot open the database \(TerminalText.escaped(path)): \(reason)"
    case .duplicateName(let name):
      return "a habit named '\(TerminalText.escaped(name))' already exists"
    case .busy(let message), .sqlite(let message):
      return "database error: \(message)"
    case .corrupt(let path):
      return "\(TerminalText.escaped(path)) fails SQLite's integrity check; nothing was changed"
    case .kindConflict(let place, let name, let stored, let file):
      return
        "habit \(place) of the file is '\(TerminalText.escaped(name))', a \(stored) habit here but \(file) in the file; nothing was imported"
    case .badSetting(let key, let value):
      return
        "the setting \(TerminalText.escaped(key)) = '\(TerminalText.escaped(value))' is not one HabitFlow reads; nothing was changed"
    case .exists(let path):
      return
        "\(TerminalText.escaped(path)) already exists; nothing was written (--force replaces it)"
    }
  }
}
