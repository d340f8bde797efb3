import Foundation
import HabitCore

/// Draws the model into a grid. Pure: the same model always gives the same cells.
public enum View {
  /// Columns of the heatmap block: weekday labels and 53 weeks.
  static let heatmapWidth = 4 + Heatmap.weeks

  /// The whole screen.
  public static func render(_ model: Model) -> Grid {
    var grid = Grid(width: model.width, height: model.height)
    guard model.width >= 20, model.height >= 6 else {
      grid.put(model.words.pick("Window too small", "창이 너무 작아요"), x: 0, y: 0)
      return grid
    }
    header(&grid, model)
    body(&grid, model)
    statusBar(&grid, model)
    Panels.dialog(model)?.draw(&grid)
    if let alarm = model.alarm { AlarmOverlay.dialog(alarm, model).draw(&grid) }
    return grid
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
    if let horizon = model.snapshot.horizon, board.settings.reminders.masterEnabled {
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
    case .sideBySide(let listWidth):
      HabitList.draw(&grid, model, x: 0, y: top, width: listWidth, height: rows)
      HeatmapBlock.draw(
        &grid, model, x: listWidth + 2, y: top + 1, weeks: Heatmap.weeks, overall: overall)
    case .stacked(let listRows, let weeks):
      HabitList.draw(&grid, model, x: 0, y: top, width: model.width, height: listRows)
      HeatmapBlock.draw(
        &grid, model, x: 0, y: top + listRows + 1, weeks: weeks, overall: overall)
    case .strip(let days):
      HabitList.draw(&grid, model, x: 0, y: top, width: model.width, height: rows - 1)
      HeatmapBlock.strip(&grid, model, y: top + rows - 1, days: days, overall: overall)
    }
  }

  /// The clock and the main keys, as many as fit; a banner takes the keys' place while it lasts.
  private static func statusBar(_ grid: inout Grid, _ model: Model) {
    let y = model.height - 1
    let (_, second) = LocalTime(zone: model.zone).wallClock(of: model.now)
    let clock = String(format: " %02d:%02d ", second / 3600, second / 60 % 60)
    if let banner = model.banner {
      let style = CellStyle(
        foreground: banner.isError ? .warning : .standard, bold: true, reverse: true)
      grid.fill(x: 0, y: y, width: model.width, height: 1, style: .reverse)
      let used = grid.put(clock, x: 0, y: y, style: .reverse)
      grid.put(" " + banner.text, x: used, y: y, style: style)
      return
    }
    // Most useful first; help and quit always show.
    let words = model.words
    let keys = [
      ("space", "check", "체크"), ("s", "skip", "건너뛰기"), ("a", "add", "추가"),
      (",", "settings", "설정"), ("n", "center", "알림"), ("h/l", "day", "날짜"),
      ("u", "undo", "되돌리기"), ("e", "edit", "편집"), ("d", "delete", "삭제"),
      ("o", "overall", "전체"), ("t", "timer", "타이머"),
    ].map { "\($0.0) \(words.pick($0.1, $0.2))" }
    let always = words.pick(" ? help  q quit", " ? 도움말  q 종료")
    var line = clock
    var room = model.width - TerminalText.width(clock) - TerminalText.width(always)
    for key in keys where TerminalText.width(key) + 2 <= room {
      line += " " + key + " "
      room -= TerminalText.width(key) + 2
    }
    line += always
    grid.fill(x: 0, y: y, width: model.width, height: 1, style: .reverse)
    grid.put(line, x: 0, y: y, style: .reverse)
  }
}
