import HabitCore

/// One piece of a dialog's content; `Dialog` lays the pieces out to fit the window.
enum DialogItem: Hashable, Sendable {
  /// A paragraph, wrapped at word boundaries.
  case text(String, CellStyle = .plain)
  /// An empty line.
  case blank
  /// A label and a value in two columns (forms, settings); the value wraps in its own column.
  /// A `cursor` (a character offset) marks a text being typed; its first `marked` characters are
  /// shown selected (typing replaces them).
  case field(label: String, value: String, selected: Bool, cursor: Int? = nil, marked: Int = 0)
  /// A key and what it does (help); the description wraps in its own column.
  case key(String, String)
  /// A row of a list (a time, then its text wrapping under itself), filling its whole width when
  /// selected.
  case entry(String, String, CellStyle = .plain, selected: Bool)
  /// Key hints (`Enter: save`), joined by ` · ` and broken only between two hints.
  case hints([String], CellStyle = .dim)
  /// One of several paragraphs, with room kept for the longest, so the box keeps its size while
  /// the choice changes (the selected setting's explanation).
  case choice([String], shown: Int, CellStyle = .plain)
}

/// A bordered box sized to its content: as narrow as its widest line allows (up to `maxWidth` and
/// the window), as tall as its wrapped lines (up to the window), the body scrolling inside when the
/// window is too short. Nothing is cut: text wraps at spaces, and what is scrolled off is marked.
struct Dialog: Hashable, Sendable {
  var title: String
  var body: [DialogItem]
  /// Always shown below the body (key hints, explanations).
  var footer: [DialogItem] = []
  /// The body item to keep in view (the selected row).
  var focus: Int?
  /// How many body lines to scroll past (help); the focus, when set, decides instead.
  var scroll = 0
  /// The widest the box may grow.
  var maxWidth = 72

  /// Text at a column of a line, in a style.
  struct Run: Hashable, Sendable {
    var x: Int
    var text: String
    var style: CellStyle
  }

  /// A laid out line: its runs of text, and the style of its blank cells when it is highlighted.
  struct Line: Hashable, Sendable {
    var runs: [Run]
    var fill: CellStyle?

    init(runs: [Run] = [], fill: CellStyle? = nil) {
      self.runs = runs
      self.fill = fill
    }
  }

  /// Where the box goes and what it shows.
  struct Placement {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
    /// The body's lines shown, after scrolling.
    var body: ArraySlice<Line>
    var footer: [Line]
    /// Body lines hidden above and below.
    var above: Int
    var below: Int
  }

  /// Lays the dialog out in a window of the given size.
  func place(width windowWidth: Int, height windowHeight: Int) -> Placement {
    let outer = min(maxWidth, windowWidth)
    let inner = max(1, min(outer - 4, naturalWidth))
    let labels = labelWidth
    let bodyLines = body.map { lines($0, width: inner, labelWidth: labels) }
    let flat = bodyLines.flatMap { $0 }
    var footerLines = footer.flatMap { lines($0, width: inner, labelWidth: labels) }
    let room = max(1, windowHeight - 2)
    // A blank line between body and footer, unless it would cost a body line in a short window.
    if !footerLines.isEmpty, flat.count + footerLines.count + 1 <= room {
      footerLines.insert(Line(), at: 0)
    }
    let shown = max(1, min(flat.count, room - footerLines.count))
    let first = firstLine(bodyLines, shown: shown)
    let height = min(windowHeight, shown + footerLines.count + 2)
    return Placement(
      x: (windowWidth - (inner + 4)) / 2, y: (windowHeight - height) / 2, width: inner + 4,
      height: height, body: flat[first..<min(flat.count, first + shown)], footer: footerLines,
      above: first, below: max(0, flat.count - first - shown))
  }

  /// The first body line to show: the explicit scroll, or where the focused item is in view.
  private func firstLine(_ items: [[Line]], shown: Int) -> Int {
    let total = items.reduce(0) { $0 + $1.count }
    let last = max(0, total - shown)
    guard let focus, items.indices.contains(focus) else { return min(max(0, scroll), last) }
    let starts = items.indices.map { items[..<$0].reduce(0) { $0 + $1.count } }
    let start = starts[focus]
    let end = start + items[focus].count
    guard end > shown else { return 0 }
    // The focus at the bottom, with a line of what follows when there is room for it; the top
    // then moves down to where an item begins, rather than show the tail of one.
    let context = end < total && shown - (end - start) >= 2 ? 1 : 0
    let first = min(last, start, end - shown + context)
    return starts.first { $0 >= first && $0 <= start } ?? first
  }

  /// How many body lines can scroll: the largest useful `scroll`.
  func maximumScroll(width: Int, height: Int) -> Int {
    let placement = place(width: width, height: height)
    return placement.above + placement.below
  }

  /// Draws the dialog centred over whatever is on the grid, with a blank margin of one cell
  /// around its border: no piece of the screen behind (a letter, half a wide character) is left
  /// touching the box, where it would read as part of it.
  func draw(_ grid: inout Grid) {
    let placement = place(width: grid.width, height: grid.height)
    grid.fill(
      x: placement.x - 1, y: placement.y - 1, width: placement.width + 2,
      height: placement.height + 2)
    let inner = Dialog.box(
      &grid, title: title, x: placement.x, y: placement.y, width: placement.width,
      height: placement.height)
    var y = inner.y
    for line in Array(placement.body) + placement.footer where y < inner.y + inner.height {
      if let fill = line.fill {
        grid.fill(x: inner.x, y: y, width: inner.width, height: 1, style: fill)
      }
      for run in line.runs {
        grid.put(run.text, x: inner.x + run.x, y: y, style: run.style, limit: inner.width - run.x)
      }
      y += 1
    }
    let right = placement.x + placement.width - 2
    if placement.above > 0 { grid.put(" ↑ ", x: right - 3, y: placement.y) }
    if placement.below > 0 {
      let more = " ↓ \(placement.below) "
      grid.put(more, x: right - TerminalText.width(more), y: placement.y + placement.height - 1)
    }
  }
}

extension Dialog {
  /// Draws a bordered, blanked box with a title in its top border; returns its inner area (one
  /// column of padding inside each side).
  @discardableResult
  static func box(_ grid: inout Grid, title: String, x: Int, y: Int, width w: Int, height h: Int)
    -> (x: Int, y: Int, width: Int, height: Int)
  {
    grid.fill(x: x, y: y, width: w, height: h)
    grid.put("┌" + String(repeating: "─", count: max(0, w - 2)) + "┐", x: x, y: y)
    for row in (y + 1)..<max(y + 1, y + h - 1) {
      grid.put("│", x: x, y: row)
      grid.put("│", x: x + w - 1, y: row)
    }
    grid.put("└" + String(repeating: "─", count: max(0, w - 2)) + "┘", x: x, y: y + h - 1)
    grid.put(" \(title) ", x: x + 2, y: y, style: .bold, limit: w - 4)
    return (x + 2, y + 1, max(0, w - 4), max(0, h - 2))
  }
}
