import HabitCore

/// Aligned text columns that count double-width characters as two columns.
struct Table {
  /// Which side of its column a cell hugs.
  enum Alignment { case left, right }

  var headers: [String]
  var alignments: [Alignment]
  var rows: [[String]] = []

  /// The table as lines, columns separated by two spaces, trailing spaces trimmed.
  func render(style: Style) -> String {
    let widths = headers.indices.map { column in
      ([headers[column]] + rows.map { $0[column] }).map(TerminalText.width).max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      let padded = cells.enumerated().map { column, cell in
        alignments[column] == .left
          ? TerminalText.padded(cell, to: widths[column])
          : TerminalText.leftPadded(cell, to: widths[column])
      }
      return String(padded.joined(separator: "  ").reversed().drop(while: { $0 == " " }).reversed())
    }
    return ([style.bold(line(headers))] + rows.map(line)).joined(separator: "\n")
  }
}
