import HabitCore

/// How each kind of dialog item becomes lines at a given width.
extension Dialog {
  /// The columns of the label column of the dialog's fields, or of the key column of its keys.
  var labelWidth: Int {
    let widths = (body + footer).compactMap { item -> Int? in
      switch item {
      case .field(let label, _, _, _, _): return TerminalText.width(label)
      case .key(let key, _): return TerminalText.width(key)
      default: return nil
      }
    }
    return (widths.max() ?? 0) + 2
  }

  /// The width the dialog's content would take on one line per item, and the title.
  var naturalWidth: Int {
    let labels = labelWidth
    let widths = (body + footer).map { item -> Int in
      switch item {
      case .text(let text, _): return TerminalText.width(text)
      case .entry(let prefix, let text, _, _): return TerminalText.width(prefix + text)
      case .blank: return 0
      case .field(_, let value, _, let cursor, _):
        return 2 + labels + TerminalText.width(value) + (cursor == nil ? 0 : 1)
      case .key(_, let does): return labels + TerminalText.width(does)
      case .choice(let options, _, _): return options.map(TerminalText.width).max() ?? 0
      case .hints(let hints, _): return TerminalText.width(hints.joined(separator: " · "))
      }
    }
    return max(TerminalText.width(title) + 2, widths.max() ?? 0)
  }

  /// The lines of one item at `width` columns.
  func lines(_ item: DialogItem, width: Int, labelWidth: Int) -> [Line] {
    switch item {
    case .text(let text, let style):
      return Wrap.words(text, width: width).map { Line(runs: [Run(x: 0, text: $0, style: style)]) }
    case .blank:
      return [Line()]
    case .entry(let prefix, let text, let style, let selected):
      let lineStyle = selected ? CellStyle(bold: true, reverse: true) : style
      let column = TerminalText.width(prefix)
      return columns(
        Run(x: 0, text: prefix, style: lineStyle), text, style: lineStyle, at: column, width: width
      ).map { Line(runs: $0.runs, fill: selected ? lineStyle : nil) }
    case .key(let key, let does):
      return columns(
        Run(x: 0, text: key, style: .bold), does, style: .plain, at: labelWidth, width: width)
    case .field(let label, let value, let selected, let cursor, let marked):
      var lines = field(
        label, value, selected: selected, cursor: cursor, width: width, labels: labelWidth)
      if marked > 0 { Self.mark(marked, of: &lines[0], at: 2 + labelWidth) }
      return lines
    case .hints(let hints, let style):
      return Self.pack(hints, width: width).map { Line(runs: [Run(x: 0, text: $0, style: style)]) }
    case .choice(let options, let shown, let style):
      let wrapped = options.map { Wrap.words($0, width: width) }
      let tallest = wrapped.map(\.count).max() ?? 0
      let lines = wrapped.indices.contains(shown) ? wrapped[shown] : []
      return (0..<tallest).map { row in
        row < lines.count ? Line(runs: [Run(x: 0, text: lines[row], style: style)]) : Line()
      }
    }
  }

  /// Hints packed into lines, ` · ` between two on a line; a hint wider than a line wraps at spaces.
  static func pack(_ hints: [String], width: Int) -> [String] {
    var lines: [String] = []
    for hint in hints {
      if let last = lines.last, TerminalText.width(last + " · " + hint) <= width {
        lines[lines.count - 1] = last + " · " + hint
      } else {
        lines += Wrap.words(hint, width: width)
      }
    }
    return lines
  }

  /// A first column and a second wrapped beside it; on a line of its own when the second column
  /// would be too narrow to read.
  private func columns(
    _ first: Run, _ second: String, style: CellStyle, at column: Int, width: Int
  ) -> [Line] {
    let indent = width - column >= 12 ? column : 2
    var lines = Wrap.words(second, width: width - indent).map {
      Line(runs: [Run(x: indent, text: $0, style: style)])
    }
    if indent == column {
      lines[0].runs.insert(first, at: 0)
    } else {
      lines.insert(Line(runs: [first]), at: 0)
    }
    return lines
  }

  /// Shows the first `count` characters of the run at `column` selected (reverse video flipped).
  private static func mark(_ count: Int, of line: inout Line, at column: Int) {
    guard let index = line.runs.firstIndex(where: { $0.x == column }) else { return }
    let run = line.runs[index]
    let characters = Array(run.text)
    var style = run.style
    style.reverse.toggle()
    let head = String(characters.prefix(count))
    line.runs[index] = Run(x: column, text: head, style: style)
    line.runs.insert(
      Run(
        x: column + TerminalText.width(head), text: String(characters.dropFirst(count)),
        style: run.style), at: index + 1)
  }

  /// A labelled value: `> Label   value`, the whole row highlighted when selected, a block cursor
  /// in a text being typed.
  private func field(
    _ label: String, _ value: String, selected: Bool, cursor: Int?, width: Int, labels: Int
  ) -> [Line] {
    let style = selected ? CellStyle(bold: true, reverse: true) : CellStyle.plain
    let column = 2 + labels
    // A text being typed keeps a column after its end for the cursor.
    let pieces = Wrap.pieces(cursor == nil ? value : value + " ", width: max(1, width - column))
    var lines = pieces.map {
      Line(runs: [Run(x: column, text: $0.text, style: style)], fill: selected ? style : nil)
    }
    lines[0].runs.insert(
      Run(x: 0, text: (selected ? "> " : "  ") + label, style: selected ? style : .dim), at: 0)
    if let cursor {
      var cursorStyle = style
      cursorStyle.reverse.toggle()
      let characters = Array(value + " ")
      // The line holding the cursor: the last one starting at or before it.
      let row = pieces.lastIndex { $0.start <= cursor } ?? 0
      let before = String(characters[pieces[row].start..<cursor])
      lines[row].runs.append(
        Run(
          x: column + min(TerminalText.width(before), max(0, width - column - 1)),
          text: String(characters[cursor]), style: cursorStyle))
    }
    return lines
  }
}
