import HabitCLI
import XCTest

/// Every usage error says what is missing, in the command's own terms.
final class UsageMessageTests: CLITestCase {
  /// For each command that takes arguments: a command line missing some, and what it must say.
  private let missing: [(String, [String], String)] = [
    ("add", ["add"], "'add' needs a habit name"),
    ("edit", ["edit", "--at", "07:00"], "'edit' needs a habit name"),
    ("remove", ["remove"], "'remove' needs a habit name"),
    ("check", ["check", "--date", "today"], "'check' needs a habit name"),
    ("uncheck", ["uncheck"], "'uncheck' needs a habit name"),
    ("skip", ["skip", "--note", "rain"], "'skip' needs a habit name"),
    ("snooze", ["snooze"], "'snooze' needs the minutes to snooze, from 1 to 720"),
    (
      "timer", ["timer"],
      "'timer' needs a habit name and a duration such as 25m, 1h30m or 90s"
    ),
    ("timer", ["timer", "독서"], "'timer' needs a duration such as 25m, 1h30m or 90s"),
    ("archive", ["archive"], "'archive' needs a habit name"),
    ("unarchive", ["unarchive"], "'unarchive' needs a habit name"),
    ("move", ["move", "--to", "1"], "'move' needs a habit name"),
    ("log", ["log"], "'log' needs a habit name and an amount such as 1 or 0.25"),
    ("log", ["log", "독서"], "'log' needs an amount such as 1 or 0.25"),
    ("history", ["history", "--json"], "'history' needs a habit name"),
    ("restore", ["restore", "--yes"], "'restore' needs the path of a backup"),
    ("import", ["import", "--dry-run"], "'import' needs the file or folder to import"),
    ("completions", ["completions"], "'completions' needs a shell: bash, zsh or fish"),
    ("service", ["service", "--enable"], "'service' needs install, uninstall or status"),
  ]

  /// Commands whose arguments are all optional.
  private let nothingRequired: Set = [
    "list", "streak", "heatmap", "stats", "achievements", "backup", "settings", "reschedule",
    "plan", "pending", "delivered", "ack", "watch", "export", "status", "install", "uninstall",
    "sync", "ask",
  ]

  func testEveryMissingArgumentIsNamed() {
    _ = ok("add", "독서")
    for (_, arguments, message) in missing {
      refused(arguments, status: 2, message: message)
    }
  }

  func testEveryCommandIsCovered() {
    let overview = ok("help")
    let listed = overview.split(separator: "\n")
      .drop { $0 != "commands:" }.dropFirst()
      .prefix { $0.hasPrefix("  ") }
      .compactMap { $0.split(separator: " ").first.map(String.init) }
      .filter { $0 != "help" }
    XCTAssertEqual(listed.count, 36)
    XCTAssertEqual(Set(listed), Set(missing.map(\.0)).union(nothingRequired))
  }

  func testAServiceActionNotKnownIsNamedWithTheOnesThatAre() {
    _ = ok("add", "독서")
    refused(
      ["service", "restart"], status: 2,
      message: "'service' takes install, uninstall or status, not 'restart'")
  }

  func testTooManyArgumentsNameTheFirstExtraOne() {
    refused(["snooze", "5", "a", "b"], status: 2, message: "unexpected argument 'b' for 'snooze'")
    refused(["streak", "a", "b"], status: 2, message: "unexpected argument 'b' for 'streak'")
    refused(["stats", "a", "b"], status: 2, message: "unexpected argument 'b' for 'stats'")
    refused(["list", "x"], status: 2, message: "unexpected argument 'x' for 'list'")
  }
}
