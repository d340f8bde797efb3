import HabitCore

/// How text output looks: colour only on a terminal and never with `NO_COLOR`.
struct Style {
  /// Whether ANSI colour sequences may be written.
  var color: Bool
  /// The width to fit wide drawings into (the terminal's), or nil for no limit (a pipe or file).
  var columns: Int? = nil

  /// Decides colour and width from the terminal standard output is on, and from the environment.
  static func forOutput(isTerminal: Bool, columns: Int?, environment: [String: String]) -> Style {
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    let dumb = environment["TERM"] == "dumb"
    return Style(color: isTerminal && !noColor && !dumb, columns: isTerminal ? columns : nil)
  }

  /// `text` in bold, when colour is on.
  func bold(_ text: String) -> String { wrap(text, "1") }

  /// `text` dimmed, when colour is on.
  func dim(_ text: String) -> String { wrap(text, "2") }

  /// `text` in green, when colour is on.
  func green(_ text: String) -> String { wrap(text, "32") }

  /// A heatmap cell: `glyph` without colour, a space on a 256-colour background with it.
  func cell(_ glyph: Character, background: Int?) -> String {
    guard color, let background else { return String(glyph) }
    return "\u{1B}[48;5;\(background)m \u{1B}[0m"
  }

  private func wrap(_ text: String, _ code: String) -> String {
    color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

/// Making user text safe to print.
enum Display {
  /// The text with control characters and escape sequences shown escaped.
  static func safe(_ text: String) -> String {
    TerminalText.escaped(text)
  }
}
