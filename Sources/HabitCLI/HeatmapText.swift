import HabitCore

/// A heatmap drawn for people: month labels above, Mon/Wed/Fri on the left, one column per week.
enum HeatmapText {
  private static let labelWidth = 4
  /// The heatmap as text lines; `title` names the habit (nil for all habits). On a narrow terminal
  /// only the most recent weeks that fit are drawn.
  static func render(
    _ heatmap: Heatmap, title: String?, streak: StreakSummary?, color: HabitColor? = nil,
    style: Style
  ) -> String {
    let palette = (0...5).map { HeatmapPalette.code(level: $0, color: color) }
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
      lines.append(line.trimmingTrailingSpaces)
    }
    let measured = heatmap.cells.contains(where: \.measured)
    lines.append(legend(perHabit: title != nil, measured: measured, palette: palette, style: style))
    return lines.concatenated(separator: "\n")
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
    case .skipped?: return style.cell(cell.glyph, background: HeatmapPalette.skipped)
    // Today with part of a target recorded is shaded by its level, as in the interface.
    case .pending? where (cell.level ?? 0) == 0:
      return style.cell(cell.glyph, background: HeatmapPalette.pending)
    default: return cell.level.map { style.cell(cell.glyph, background: palette[$0]) } ?? " "
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
        return style.cell(cell.glyph, background: palette[$0])
      }.concatenated()
      : (0...4).map { style.cell(Heatmap.levelGlyphs[$0], background: palette[$0]) }
        .concatenated()
    var text = TerminalText.padded("", to: labelWidth) + "Less " + scale + " More"
    if perHabit {
      text +=
        "   " + style.cell("~", background: HeatmapPalette.skipped) + " skipped  "
        + style.cell("o", background: HeatmapPalette.pending)
        + " today"
    }
    return text
  }
}
