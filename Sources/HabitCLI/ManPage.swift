import Foundation

/// `habitflow(1)` in roff, made from the commands themselves, as `help` is: one source for both.
enum ManPage {
  /// The date the page carries: this version's, never the clock's.
  static let date = "2026-11-30"

  /// The whole page (`habitflow help --man`).
  static var text: String {
    var lines = [
      ".TH HABITFLOW 1 \(date) \"HabitFlow \(HabitFlowCLI.version)\" \"User Commands\"",
      ".SH NAME", "habitflow \\- keep daily habits from the terminal",
      ".SH SYNOPSIS",
      ".B habitflow",
      "[\\fB\\-\\-db\\fR \\fIPATH\\fR] [\\fB\\-\\-now\\fR \\fIISO8601\\fR]"
        + " [\\fB\\-\\-speed\\fR \\fIX\\fR]",
      ".br", ".B habitflow",
      "[\\fB\\-\\-db\\fR \\fIPATH\\fR] [\\fB\\-\\-now\\fR \\fIISO8601\\fR]"
        + " [\\fB\\-\\-color\\fR \\fIWHEN\\fR] \\fICOMMAND\\fR [\\fIARGS\\fR]",
      ".SH DESCRIPTION",
      escaped(
        "Without a command, HabitFlow opens its full-screen interface; with one, it runs it and"
          + " exits. Reminders go through a simulated phone notification center; watch and the"
          + " interface deliver them, ringing alarm habits and timers with the terminal's bell."),
      ".SH COMMANDS",
    ]
    for command in Command.all {
      // The details are help's lines of one paragraph, wrapped for a terminal: joined again.
      let text = ([command.summary] + command.details)
        .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
      lines += [
        ".TP", "\\fB" + command.name + "\\fR", "\\fB" + escaped(command.synopsis) + "\\fR", ".br",
        escaped(text),
      ]
    }
    lines += [
      ".TP", "\\fBhelp\\fR", "\\fBhelp\\fR [\\fICOMMAND\\fR]", ".br",
      "Show the help, or a command's (also COMMAND \\-\\-help); \\fBhelp \\-\\-man\\fR prints this page.",
    ]
    lines += section("OPTIONS", options) + section("ENVIRONMENT", environment)
    lines += [
      ".SH FILES", ".TP", "\\fI~/.local/share/habitflow/habitflow.sqlite\\fR",
      escaped("The database, unless --db, HABITFLOW_DB or XDG_DATA_HOME say otherwise."),
      ".SH EXIT STATUS", escaped("0 done, 1 refused (nothing changed), 2 bad command line."),
    ]
    return lines.flatMap(wrapped).joined(separator: "\n")
  }

  /// A text line as input lines of at most 78 bytes, broken at spaces (roff fills them again);
  /// requests and the synopsis's pieces stay whole.
  static func wrapped(_ line: String) -> [String] {
    guard !line.hasPrefix("."), line.utf8.count > 78 else { return [line] }
    var lines: [String] = []
    var current = ""
    for word in line.split(separator: " ", omittingEmptySubsequences: true) {
      if !current.isEmpty, current.utf8.count + 1 + word.utf8.count > 78 {
        lines.append(current)
        current = ""
      }
      current += (current.isEmpty ? "" : " ") + word
    }
    if !current.isEmpty { lines.append(current) }
    // A piece that starts like a request would be read as one.
    return lines.map { $0.first == "." || $0.first == "'" ? "\\&" + $0 : $0 }
  }

  private static let options: [(String, String)] = [
    (
      "--db PATH",
      "The database (default $HABITFLOW_DB, else $XDG_DATA_HOME/habitflow/habitflow.sqlite)."
    ),
    ("--now ISO8601", "Run as if it were this instant (also $HABITFLOW_NOW)."),
    ("--speed X", "Interface and watch: run the clock X times faster from --now."),
    ("--color WHEN", "auto (the terminal's colours, none with NO_COLOR), always or never."),
    ("--version", "Print the version."),
  ]

  private static let environment: [(String, String)] = [
    ("HABITFLOW_DB", "The database when --db is not given."),
    ("HABITFLOW_NOW", "The instant to run at when --now is not given."),
    ("TZ", "The time zone days follow."),
    ("NO_COLOR", "No colour in the output (unless --color always)."),
    ("COLORTERM", "Set: the terminal shows 256 colours and more."),
    ("XDG_DATA_HOME", "Where the database lives by default."),
  ]

  private static func section(_ title: String, _ items: [(String, String)]) -> [String] {
    [".SH " + title] + items.flatMap { [".TP", "\\fB" + escaped($0.0) + "\\fR", escaped($0.1)] }
  }

  /// Text made safe for roff: backslashes and hyphens escaped, a line never starting with a
  /// control character, and anything beyond ASCII as a named code point (`\[u3131]`).
  static func escaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\e"
      case "-": out += "\\-"
      case _ where scalar.value > 0x7E:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out.first == "." || out.first == "'" ? "\\&" + out : out
  }
}
