import HabitCore

/// Aligned text columns that count double-width characters as two columns.
struct Table {
  /// Which side of its column a cell hugs.
  enum Alignment { case left, right }

  var headers: [String]
  var alignments: [Alignment]
  var rows: [[String]] = []
  /// Columns that may be left out on a narrow terminal, the first given left out first.
  var optional: [Int] = []
  /// The column shortened with `…` when leaving columns out is not enough.
  var shrinking = 0

  /// The table as lines, columns separated by two spaces, trailing spaces trimmed. On a terminal
  /// narrower than the table, optional columns go first, then the shrinking column is shortened with `…`.
  func render(style: Style) -> String {
    let lines = [headers] + rows
    // Each cell's width once: a list of a thousand habits measured every cell three times.
    let cellWidths = lines.map { $0.map(TerminalText.width) }
    var shown = Array(headers.indices)
    var widths = headers.indices.map { column in cellWidths.map { $0[column] }.max() ?? 0 }
    func total() -> Int { shown.map { widths[$0] }.reduce(0, +) + 2 * (shown.count - 1) }
    if let limit = style.columns {
      for column in optional where total() > limit { shown.removeAll { $0 == column } }
      widths[shrinking] = max(
        TerminalText.width(headers[shrinking]), widths[shrinking] - max(0, total() - limit))
    }
    var output = ""
    for (index, cells) in lines.enumerated() {
      var line = ""
      for (position, column) in shown.enumerated() {
        if position > 0 { line += "  " }
        var (cell, width) = (cells[column], cellWidths[index][column])
        if width > widths[column] {
          cell = TerminalText.truncated(cell, to: widths[column])
          width = TerminalText.width(cell)
        }
        // The last column is not padded on the left: the spaces would only be trimmed again.
        let last = position == shown.count - 1
        let padding =
          last && alignments[column] == .left ? "" : Self.padding(widths[column] - width)
        if alignments[column] == .left {
          line += cell
          line += padding
        } else {
          line += padding
          line += cell
        }
      }
      line = line.trimmingTrailingSpaces
      if index > 0 { output += "\n" }
      output += index == 0 ? style.bold(line) : line
    }
    return output
  }

  /// `count` spaces, ready made rather than made for every cell (and a String, not a Substring:
  /// appending a Substring counts its characters first).
  private static func padding(_ count: Int) -> String {
    count < spaces.count ? spaces[max(0, count)] : String(repeating: " ", count: count)
  }

  /// Made from bytes: `String(repeating:count:)` builds a string character by character, which
  /// for these 128 took 2.5 M instructions, a tenth of a `list`'s own work.
  private static let spaces = (0..<128).map {
    String(decoding: [UInt8](repeating: UInt8(ascii: " "), count: $0), as: UTF8.self)
  }
}
