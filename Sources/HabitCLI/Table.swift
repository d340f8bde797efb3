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
    var shown = Array(headers.indices)
    var widths = headers.indices.map { column in
      ([headers[column]] + rows.map { $0[column] }).map(TerminalText.width).max() ?? 0
    }
    func total() -> Int { shown.map { widths[$0] }.reduce(0, +) + 2 * (shown.count - 1) }
    if let limit = style.columns {
      for column in optional where total() > limit { shown.removeAll { $0 == column } }
      widths[shrinking] = max(
        TerminalText.width(headers[shrinking]), widths[shrinking] - max(0, total() - limit))
    }
    func line(_ cells: [String]) -> String {
      let padded = shown.map { column in
        let cell = TerminalText.truncated(cells[column], to: widths[column])
        return alignments[column] == .left
          ? TerminalText.padded(cell, to: widths[column])
          : TerminalText.leftPadded(cell, to: widths[column])
      }
      return padded.concatenated(separator: "  ").trimmingTrailingSpaces
    }
    return ([style.bold(line(headers))] + rows.map(line)).concatenated(separator: "\n")
  }
}
