internal import CNcurses
import Foundation
import HabitCore
import HabitTUI

/// Why the terminal could not be used.
public struct TerminalError: Error, CustomStringConvertible {
  public let description: String
}

/// The one ncurses screen: draws grids, reads keys, rings. Everything curses stays in this file.
/// Curses on a terminal. Open to the benchmark (`@_spi(Benchmark)`), which drives it on streams
/// of its own; the product reaches it only through `TerminalApp`.
@_spi(Benchmark) public final class CursesTerminal {
  private let screen: OpaquePointer
  private let colors: Bool
  private var pairs: [Pair: Int16] = [:]
  private var open = true

  private struct Pair: Hashable {
    var foreground: Int16
    var background: Int16
  }

  /// Takes over the terminal on standard input and output (or the given C streams, `FILE *`
  /// passed opaque, for the benchmark), or explains why it cannot.
  @_spi(Benchmark) public init(
    environment: [String: String], input: OpaquePointer? = nil, output: OpaquePointer? = nil
  ) throws {
    let term = environment["TERM"] ?? ""
    let input = input.map(UnsafeMutablePointer<FILE>.init) ?? habitflow_stdin()
    let output = output.map(UnsafeMutablePointer<FILE>.init) ?? habitflow_stdout()
    let onTerminal =
      (input != habitflow_stdin() || isatty(STDIN_FILENO) == 1)
      && (output != habitflow_stdout() || isatty(STDOUT_FILENO) == 1)
    guard onTerminal else {
      throw TerminalError(
        description: "the interface needs a terminal; use a command (habitflow help)")
    }
    guard !term.isEmpty, term != "dumb" else {
      throw TerminalError(
        description:
          "the interface needs a capable terminal (TERM is \(term.isEmpty ? "unset" : "dumb")); use a command (habitflow help)"
      )
    }
    // A locale that is named but not installed (LANG=ko_KR.UTF-8 on a machine with only C.UTF-8)
    // would leave "C", where Hangul cannot be drawn: keep characters UTF-8 then.
    if setlocale(LC_ALL, "") == nil { setlocale(LC_CTYPE, "C.UTF-8") }
    // newterm, unlike initscr, returns nil for an unknown TERM instead of exiting the process.
    guard let screen = newterm(nil, output, input) else {
      throw TerminalError(
        description: "unknown terminal type '\(term)'; use a command (habitflow help)")
    }
    self.screen = screen
    set_term(screen)
    cbreak()
    noecho()
    nonl()
    keypad(habitflow_stdscr(), true)
    set_escdelay(25)
    curs_set(0)
    let wantColor = (environment["NO_COLOR"] ?? "").isEmpty && has_colors()
    if wantColor {
      start_color()
      use_default_colors()
    }
    colors = wantColor && habitflow_colors() >= 256
  }

  deinit { close() }

  /// Gives the terminal back as it was.
  func close() {
    guard open else { return }
    open = false
    endwin()
    delscreen(screen)
  }

  /// The current size in columns and rows.
  var size: (width: Int, height: Int) {
    (Int(getmaxx(habitflow_stdscr())), Int(getmaxy(habitflow_stdscr())))
  }

  /// Draws a grid; curses sends only the cells that changed since the last frame.
  func draw(_ grid: Grid) {
    for y in 0..<grid.height {
      var x = 0
      while x < grid.width {
        let cell = grid[x, y]
        if cell.text.isEmpty {
          x += 1
          continue
        }
        var text = cell.text
        if colors, isPainted(cell.style.background) { text = " " }
        var scalars = text.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
        scalars.append(0)
        _ = habitflow_put(Int32(y), Int32(x), scalars, attributes(cell.style), pair(cell.style))
        x += 1
      }
    }
    refresh()
  }

  /// Keys (and resizes) waiting to be read, without blocking.
  func readKeys() -> [TerminalEvent] {
    nodelay(habitflow_stdscr(), true)
    var events: [TerminalEvent] = []
    var value: wint_t = 0
    while true {
      let result = wget_wch(habitflow_stdscr(), &value)
      if result == ERR { break }
      if let event = TerminalEvent(result: result, value: value) { events.append(event) }
    }
    return events
  }

  /// The terminal bell.
  func bell() { beep() }

  /// The terminal's visual bell.
  func visualBell() { flash() }

  private func isPainted(_ color: CellColor) -> Bool {
    switch color {
    case .heat, .shade, .skipped, .pending: return true
    default: return false
    }
  }

  private func attributes(_ style: CellStyle) -> attr_t {
    var value: attr_t = 0
    if style.bold { value |= habitflow_attr_bold() }
    if style.reverse { value |= habitflow_attr_reverse() }
    if style.dim { value |= habitflow_attr_dim() }
    if style.underline { value |= habitflow_attr_underline() }
    return value
  }

  private func pair(_ style: CellStyle) -> Int16 {
    guard colors else { return 0 }
    let key = Pair(foreground: code(style.foreground), background: code(style.background))
    guard key != Pair(foreground: -1, background: -1) else { return 0 }
    if let number = pairs[key] { return number }
    let number = Int16(pairs.count + 1)
    guard Int32(number) < habitflow_color_pairs() else { return 0 }
    init_pair(number, key.foreground, key.background)
    pairs[key] = number
    return number
  }

  /// A 256-colour palette: GitHub's greens for the heatmap.
  private func code(_ color: CellColor) -> Int16 {
    switch color {
    case .standard: return -1
    case .heat(let level): return Int16(HeatmapPalette.code(level: min(4, level), color: nil))
    case .shade(let color, let level): return Int16(HeatmapPalette.code(level: level, color: color))
    case .habit(let color): return Int16(HeatmapPalette.marker(color))
    case .skipped: return Int16(HeatmapPalette.skipped)
    case .pending: return Int16(HeatmapPalette.pending)
    case .warning: return 208
    }
  }
}

/// What reading the keyboard can produce.
enum TerminalEvent: Equatable {
  case key(Key)
  case resize

  init?(result: Int32, value: wint_t) {
    if result == KEY_CODE_YES {
      let keys: [Int32: Key] = [
        KEY_UP: .up, KEY_DOWN: .down, KEY_LEFT: .left, KEY_RIGHT: .right, KEY_ENTER: .enter,
        KEY_BACKSPACE: .backspace, KEY_DC: .delete, KEY_HOME: .home, KEY_END: .end,
        KEY_NPAGE: .pageDown, KEY_PPAGE: .pageUp, KEY_BTAB: .backTab,
      ]
      if Int32(value) == KEY_RESIZE {
        self = .resize
      } else if let key = keys[Int32(value)] {
        self = .key(key)
      } else {
        return nil
      }
      return
    }
    switch value {
    case 10, 13: self = .key(.enter)
    case 27: self = .key(.escape)
    case 127, 8: self = .key(.backspace)
    case 9: self = .key(.tab)
    case 3: self = .key(.controlC)
    default:
      guard value >= 32, let scalar = Unicode.Scalar(UInt32(value)) else { return nil }
      self = .key(.character(Character(scalar)))
    }
  }
}
