import HabitCore

/// A colour a cell can take; the terminal maps it onto what it supports (or drops it).
public enum CellColor: Hashable, Sendable {
  case standard
  case heat(Int)  // heatmap levels 0...4
  /// A heatmap cell in a habit's colour (nil: the default greens): `level` 0 (nothing) to 5 (a
  /// measurable habit's target met); yes/no habits use 0...4, so a check-in is one shade short of
  /// the brightest.
  case shade(HabitColor?, level: Int)
  /// Text in a habit's colour (its list marker).
  case habit(HabitColor)
  case skipped
  case pending
  case warning
}

/// How a cell looks.
public struct CellStyle: Hashable, Sendable {
  public var foreground: CellColor = .standard
  public var background: CellColor = .standard
  public var bold = false
  public var reverse = false
  public var dim = false
  /// Underlined: marks a cell (the heatmap's day cursor) without hiding its colour.
  public var underline = false

  public init(
    foreground: CellColor = .standard, background: CellColor = .standard, bold: Bool = false,
    reverse: Bool = false, dim: Bool = false, underline: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.reverse = reverse
    self.dim = dim
    self.underline = underline
  }

  public static let plain = CellStyle()
  public static let bold = CellStyle(bold: true)
  public static let reverse = CellStyle(reverse: true)
  public static let dim = CellStyle(dim: true)
}

/// One terminal cell: a character (or the right half of a wide one) and its style.
public struct Cell: Hashable, Sendable {
  /// The grapheme shown; empty for the second column of a double-width character.
  public var text: String
  public var style: CellStyle

  public static let blank = Cell(text: " ", style: .plain)
}

/// A screen's worth of cells, drawn by the pure views and shown by the terminal backend.
public struct Grid: Equatable, Sendable {
  public let width: Int
  public let height: Int
  public private(set) var cells: [Cell]

  /// A blank grid.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: .blank, count: self.width * self.height)
  }

  /// The cell at a column and row.
  public subscript(x: Int, y: Int) -> Cell {
    cells[y * width + x]
  }

  /// Writes text from (x, y), escaping control characters, clipped at `limit` columns (default: the
  /// grid's edge). A double-width character that would not fit is replaced by a space.
  /// Returns the number of columns written.
  @discardableResult
  public mutating func put(
    _ text: String, x: Int, y: Int, style: CellStyle = .plain, limit: Int? = nil
  ) -> Int {
    guard y >= 0, y < height, x < width else { return 0 }
    let end = min(width, x + (limit ?? width))
    var column = x
    for character in TerminalText.escaped(text) {
      let columns = TerminalText.width(of: character)
      if columns == 0 { continue }
      if column + columns > end {
        if column < end { set(column, y, Cell(text: " ", style: style)) }
        break
      }
      if column >= 0 {
        set(column, y, Cell(text: String(character), style: style))
        if columns == 2 { set(column + 1, y, Cell(text: "", style: style)) }
      }
      column += columns
    }
    return max(0, column - x)
  }

  /// Paints a rectangle with spaces in a style.
  public mutating func fill(x: Int, y: Int, width: Int, height: Int, style: CellStyle = .plain) {
    for row in max(0, y)..<min(self.height, y + height) {
      for column in max(0, x)..<min(self.width, x + width) {
        set(column, row, Cell(text: " ", style: style))
      }
    }
  }

  /// Restyles the cells of a rectangle, keeping their text.
  public mutating func restyle(x: Int, y: Int, width: Int, style: CellStyle) {
    guard y >= 0, y < height else { return }
    for column in max(0, x)..<min(self.width, x + width) {
      cells[y * self.width + column].style = style
    }
  }

  /// The grid as plain text, one line per row, trailing spaces trimmed: the snapshot format.
  public var plainText: String {
    (0..<height).map { row in
      var line = ""
      for column in 0..<width { line += self[column, row].text }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }

  private mutating func set(_ x: Int, _ y: Int, _ cell: Cell) {
    // Overwriting half of a wide character blanks its other half; a second half written after
    // its first (a wide character drawn again in place) is the same character, kept.
    let index = y * width + x
    if cells[index].text.isEmpty, x > 0, !cell.text.isEmpty {
      cells[index - 1] = Cell(text: " ", style: cells[index - 1].style)
    }
    if x + 1 < width, cells[index + 1].text.isEmpty, TerminalText.width(cells[index].text) == 2,
      TerminalText.width(cell.text) != 2
    {
      cells[index + 1] = Cell(text: " ", style: cells[index + 1].style)
    }
    cells[index] = cell
  }
}
