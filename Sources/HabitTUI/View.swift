import Foundation
import HabitCore

/// Draws the model into a grid. Pure: the same model always gives the same cells.
public enum View {
  /// Columns of the heatmap block: weekday labels and 53 weeks.
  static let heatmapWidth = 4 + Heatmap.weeks

  /// The whole screen.
  public static func render(_ model: Model) -> Grid {
    var grid = Grid(width: model.width, height: model.height)
    guard model.width >= minimumWidth, model.height >= minimumHeight else {
      grid.put(tooSmall(model.width, model.words), x: 0, y: 0)
      return grid
    }
    header(&grid, model)
    body(&grid, model)
    StatusBar.draw(&grid, model)
    Panels.dialog(model)?.draw(&grid)
    if let alarm = model.alarm { AlarmOverlay.dialog(alarm, model).draw(&grid) }
    return grid
  }

  /// The smallest window the screen is drawn in; a smaller one says only that it is too small.
  static let minimumWidth = 20
  static let minimumHeight = 6

  /// `Window too small`, in fewer words as the window narrows, cut only below five columns: a
  /// window of one cell still shows something.
  static func tooSmall(_ width: Int, _ words: Words) -> String {
    let texts =
      words.language == .ko
      ? ["창이 너무 작아요", "너무 작아요", "작아요"] : ["Window too small", "Too small", "Small"]
    if let text = texts.first(where: { TerminalText.width($0) <= width }) { return text }
    var cut = ""
    for character in texts[texts.count - 1] {
      guard TerminalText.width(cut) + TerminalText.width(of: character) <= width else { break }
      cut.append(character)
    }
    // One column and a wide first character: a mark, never nothing.
    return cut.isEmpty ? "…" : cut
  }

  /// Today's date, the done/due count and how far ahead reminders are armed.
  private static func header(_ grid: inout Grid, _ model: Model) {
    let words = model.words
    let board = model.snapshot.board
    let (done, due) = board.todayProgress
    let today = board.today
    let weekday = words.weekday(today.weekday)
    let compact = model.width < 70
    var parts =
      compact
      ? [
        words.pick(
          " \(today.iso.dropFirst(5)) \(weekday)", " \(today.iso.dropFirst(5)) (\(weekday))"),
        "\(done)/\(due)",
      ]
      : [
        " HabitFlow", words.pick("\(weekday) \(today.iso)", "\(today.iso) (\(weekday))"),
        words.pick("\(done)/\(due) done", "\(due)개 중 \(done)개 완료"),
      ]
    if let other = model.snapshot.deliveredBy, board.settings.reminders.masterEnabled {
      // Another process rings them; this screen only shows what it delivers.
      parts.append(
        compact
          ? words.pick("rung by \(other)", "\(other)에서 울림")
          : words.pick("reminders ring in \(other)", "알림은 \(other)에서 울려요"))
    } else if model.snapshot.pendingCount == 0, board.settings.reminders.masterEnabled {
      parts.append(words.pick("nothing armed", "예약된 알림 없음"))
    } else if let horizon = model.snapshot.horizon, board.settings.reminders.masterEnabled {
      let time = shortTime(horizon, model)
      parts.append(
        compact
          ? words.pick("armed to \(time)", "\(time)까지 예약")
          : words.pick("reminders armed until \(time)", "\(time)까지 알림 예약"))
    } else {
      parts.append(words.pick("reminders off", "알림 꺼짐"))
    }
    grid.fill(x: 0, y: 0, width: model.width, height: 1, style: .reverse)
    grid.put(parts.joined(separator: " · "), x: 0, y: 0, style: .reverse)
  }

  /// `12-01 06:55`, or only the time when it is today.
  static func shortTime(_ instant: Date, _ model: Model) -> String {
    let (day, second) = LocalTime(zone: model.zone).wallClock(of: instant)
    let time = String(format: "%02d:%02d", second / 3600, second / 60 % 60)
    return day == model.snapshot.board.today ? time : "\(day.iso.dropFirst(5)) \(time)"
  }

  /// The list and the heatmap, side by side when there is room, else one above the other.
  private static func body(_ grid: inout Grid, _ model: Model) {
    let top = 1
    let rows = model.height - 2  // header and status bar
    let overall = model.panel == .overall
    switch Layout(model) {
    case .sideBySide(let listWidth, let weeks, let cellWidth):
      HabitList.draw(&grid, model, x: 0, y: top, width: listWidth, height: rows)
      HeatmapBlock.draw(
        &grid, model, x: listWidth + 2, y: top + 1, weeks: weeks, cellWidth: cellWidth,
        overall: overall, noteRows: rows - 1 - HeatmapBlock.height - 1)
    case .stacked(let listRows, let weeks):
      HabitList.draw(&grid, model, x: 0, y: top, width: model.width, height: listRows)
      HeatmapBlock.draw(
        &grid, model, x: 0, y: top + listRows + 1, weeks: weeks, overall: overall)
    case .strip(let days):
      // No room for a title: the cursor day's date and note take a line above the strip.
      let line = overall ? nil : CursorDay(model).line
      let listRows = rows - 1 - (line == nil ? 0 : 1)
      HabitList.draw(&grid, model, x: 0, y: top, width: model.width, height: listRows)
      if let line {
        grid.put(
          TerminalText.truncated(line, to: model.width - 1), x: 1, y: top + listRows, style: .bold)
      }
      HeatmapBlock.strip(&grid, model, y: top + rows - 1, days: days, overall: overall)
    }
  }
}
