import HabitCore

/// How many colours the output may use.
enum ColorDepth: Equatable {
  /// None: a pipe, `NO_COLOR`, `TERM=dumb`, a terminal without colours, or `--color never`.
  case none
  /// The 8 basic ANSI colours (16 with bold).
  case basic
  /// The xterm 256-colour palette.
  case full
}

/// `--color auto|always|never`.
enum ColorChoice: String, OptionValue {
  case auto, always, never

  static var ignoresCase: Bool { false }

  /// `--color takes auto, always or never, not 'x'`.
  static func refusal(of text: String, for option: String) -> String {
    "\(option) takes \(listed), not '\(Display.safe(text))'"
  }
}

/// How text output looks: colours as many as the terminal shows, never with `NO_COLOR`.
struct Style {
  /// The colours ANSI sequences may use.
  var depth: ColorDepth
  /// The width to fit wide drawings into (the terminal's), or nil for no limit (a pipe or file).
  var columns: Int? = nil

  /// Whether ANSI colour sequences may be written.
  var color: Bool { depth != .none }

  /// Decides colour and width from the terminal standard output is on, the environment and
  /// `--color`: `auto` colours only a terminal, and never with `NO_COLOR` or `TERM=dumb`;
  /// `always` colours a pipe too. The depth is 256 colours where `COLORTERM` is set or terminfo
  /// gives `TERM` 256 or more, 8 where it gives fewer, none (`auto`) where it gives none or
  /// does not know `TERM`; `always` then takes 8. `colors` reads terminfo (nil: unknown type).
  static func forOutput(
    isTerminal: Bool, columns: Int?, environment: [String: String], choice: ColorChoice = .auto,
    colors: (String) -> Int? = { _ in nil }
  ) -> Style {
    let width = isTerminal ? columns : nil
    let term = environment["TERM"] ?? ""
    switch choice {
    case .never: return Style(depth: .none, columns: width)
    case .auto:
      let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
      guard isTerminal, !noColor, term != "dumb", !term.isEmpty else {
        return Style(depth: .none, columns: width)
      }
    case .always: break
    }
    if !(environment["COLORTERM"] ?? "").isEmpty { return Style(depth: .full, columns: width) }
    let count = term.isEmpty ? nil : colors(term)
    switch count {
    case let count? where count >= 256: return Style(depth: .full, columns: width)
    case let count? where count >= 8: return Style(depth: .basic, columns: width)
    default: return Style(depth: choice == .always ? .basic : .none, columns: width)
    }
  }

  /// `text` in bold, when colour is on.
  func bold(_ text: String) -> String { wrap(text, "1") }

  /// `text` dimmed, when colour is on.
  func dim(_ text: String) -> String { wrap(text, "2") }

  /// `text` in green, when colour is on.
  func green(_ text: String) -> String { wrap(text, "32") }

  /// A heatmap cell: `glyph` without colour; with 256 colours, a space on the cell's background;
  /// with 8, the glyph (which alone tells the level) in the basic colour nearest the cell's.
  func cell(_ glyph: Character, background: Int?) -> String {
    guard let background else { return String(glyph) }
    switch depth {
    case .none: return String(glyph)
    case .full: return "\u{1B}[48;5;\(background)m \u{1B}[0m"
    case .basic: return "\u{1B}[\(BasicColor.nearest(to: background))m\(glyph)\u{1B}[0m"
    }
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
