import HabitCore

/// A heatmap drawn for people: month labels above, Mon/Wed/Fri on the left, one column per week.
enum HeatmapText {
  private static let labelWidth = 4
  /// Background colours for levels 0...4 (GitHub's greens on a 256-colour terminal).
  private static let levelColors = [237, 22, 28, 34, 40]
  /// Each habit colour at full strength in the 256-colour cube, as red, green, blue from 0 to 5.
  private static let cube: [HabitColor: (Int, Int, Int)] = [
    .red: (5, 0, 0), .orange: (5, 2, 0), .amber: (5, 3, 0), .yellow: (5, 5, 0), .lime: (3, 5, 0),
    .green: (0, 4, 0), .teal: (0, 3, 3), .cyan: (0, 5, 5), .blue: (0, 2, 5), .indigo: (2, 1, 4),
    .purple: (3, 0, 4), .pink: (5, 1, 3),
  ]

  /// The background colours of levels 0...4: GitHub's greens, or the habit's colour growing from
  /// dim to full strength (level 0 stays grey, so an empty day looks the same in every colour).
  static func palette(for color: HabitColor?) -> [Int] {
    guard let color, let (red, green, blue) = cube[color] else { return levelColors }
    return [levelColors[0]]
      + (1...4).map { level in
        let scaled = [red, green, blue].map { ($0 * level + 3) / 4 }
        return 16 + 36 * scaled[0] + 6 * scaled[1] + scaled[2]
      }
  }

  /// The heatmap as text lines; `title` names the habit (nil for all habits). On a narrow terminal
  /// only the most recent weeks that fit are drawn.
  static func render(
    _ heatmap: Heatmap, title: String?, streak: StreakSummary?, color: HabitColor? = nil,
    style: Style
  ) -> String {
    let palette = palette(for: color)
    let fitting = style.columns.map { max(4, $0 - labelWidth - 1) } ?? Heatmap.weeks
    let weeks = (Heatmap.weeks - min(Heatmap.weeks, fitting))..<Heatmap.weeks
    var lines = [
      header(heatmap, title: title, streak: streak, style: style), monthLine(heatmap, weeks: weeks),
    ]
    for (row, weekday) in heatmap.weekStart.orderedDays.enumerated() {
      let label = [.monday, .wednesday, .friday].contains(weekday) ? weekday.label : ""
      var line = TerminalText.padded(label, to: labelWidth)
      for week in weeks {
        line += cell(heatmap.cells[week * 7 + row], palette: palette, style: style)
      }
      lines.append(String(line.reversed().drop { $0 == " " }.reversed()))
    }
    let measured = heatmap.cells.contains(where: \.measured)
    lines.append(legend(perHabit: title != nil, measured: measured, palette: palette, style: style))
    return lines.joined(separator: "\n")
  }

  private static func header(
    _ heatmap: Heatmap, title: String?, streak: StreakSummary?, style: Style
  ) -> String {
    var text = style.bold(title ?? "All habits") + "  \(heatmap.start.iso) – \(heatmap.end.iso)"
    if let streak { text += "  streak \(streak.current) · best \(streak.best)" }
    return text
  }

  /// Month names over the first week column of each month.
  private static func monthLine(_ heatmap: Heatmap, weeks: Range<Int>) -> String {
    heatmap.monthLabels(weeks: weeks).reduce(into: "") { line, label in
      line = TerminalText.padded(line, to: labelWidth + label.column) + label.name
    }
  }

  private static func cell(_ cell: HeatmapCell, palette: [Int], style: Style) -> String {
    switch cell.state {
    case .skipped?: return style.cell(cell.glyph, background: 24)
    case .pending?: return style.cell(cell.glyph, background: 240)
    default:
      // A measurable habit's six levels share the five colours (`quarterLevel`); its glyphs differ.
      return cell.quarterLevel.map { style.cell(cell.glyph, background: palette[$0]) } ?? " "
    }
  }

  /// `Less .-+*# More`, or for a measurable habit the six steps to its target (`.-=+*#`).
  private static func legend(
    perHabit: Bool, measured: Bool, palette: [Int], style: Style
  ) -> String {
    let scale =
      measured
      ? (0...5).map {
        let cell = HeatmapCell(day: Day(number: 0), level: $0, state: .missed, measured: true)
        return style.cell(cell.glyph, background: palette[cell.quarterLevel!])
      }.joined()
      : (0...4).map { style.cell(Heatmap.levelGlyphs[$0], background: palette[$0]) }
        .joined()
    var text = TerminalText.padded("", to: labelWidth) + "Less " + scale + " More"
    if perHabit {
      text +=
        "   " + style.cell("~", background: 24) + " skipped  " + style.cell("o", background: 240)
        + " today"
    }
    return text
  }
}
