import Foundation
import HabitCore

/// The time zone that defines days: `TZ` when it names a known zone, else the system's.
enum Zone {
  static func from(_ environment: [String: String]) -> TimeZone {
    guard var name = environment["TZ"], !name.isEmpty else { return TimeZone.current }
    if name.hasPrefix(":") { name.removeFirst() }
    return TimeZone(identifier: name) ?? TimeZone.current
  }
}

/// The instant a command runs at: `--now` / `HABITFLOW_NOW` when given, else the clock's.
enum Now {
  static func resolve(_ text: String?, zone: TimeZone, clock: any WallClock) throws -> Date {
    guard let text else { return clock.now() }
    return try Values.instant(text, option: "--now", zone: zone)
  }
}

/// Where the database file lives.
public enum StorePath {
  /// `--db`, else `$HABITFLOW_DB`, else `$XDG_DATA_HOME/habitflow/habitflow.sqlite`,
  /// else `~/.local/share/habitflow/habitflow.sqlite`.
  /// An empty `--db` is a usage error: falling back to another file would hide the mistake.
  public static func resolve(option: String?, environment: [String: String]) throws -> String {
    if let option {
      guard !option.isEmpty else {
        throw CommandError.usage("--db needs a path; an empty one was given")
      }
      return option
    }
    if let path = environment["HABITFLOW_DB"], !path.isEmpty { return path }
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return data + "/habitflow/habitflow.sqlite"
    }
    guard let home = environment["HOME"], !home.isEmpty else {
      throw CommandError.failure(
        "cannot find the database: set HOME, HABITFLOW_DB or use --db PATH")
    }
    return home + "/.local/share/habitflow/habitflow.sqlite"
  }
}
