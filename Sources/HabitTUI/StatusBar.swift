import Foundation
import HabitCore

/// The bottom line: the clock, running timers counting down, then the main keys or a message.
enum StatusBar {
  /// Draws the status line; a message longer than the line wraps upward, over the body, so it is
  /// never cut.
  static func draw(_ grid: inout Grid, _ model: Model) {
    let (_, second) = LocalTime(zone: model.zone).wallClock(of: model.now)
    var prefix = String(format: " %02d:%02d ", second / 3600, second / 60 % 60)
    for timer in model.runningTimers {
      let text =
        " \(timer.kind == .timer ? "⏱" : "⏰") \(name(timer)) \(View.countdown(timer, model)) "
      guard TerminalText.width(prefix + text) <= model.width / 2 else { break }
      prefix += text
    }
    guard let banner = model.banner else {
      line(
        &grid, model.height - 1,
        prefix + keys(model, room: model.width - TerminalText.width(prefix)))
      return
    }
    let indent = TerminalText.width(prefix)
    let lines = Wrap.words(banner.text, width: max(10, model.width - indent - 1)).prefix(3)
    let style = CellStyle(
      foreground: banner.isError ? .warning : .standard, bold: true, reverse: true)
    for (row, text) in lines.enumerated() {
      let y = model.height - lines.count + row
      line(&grid, y, row == 0 ? prefix : "")
      grid.put(" " + text, x: indent, y: y, style: style)
    }
  }

  /// A reversed line across the screen.
  private static func line(_ grid: inout Grid, _ y: Int, _ text: String) {
    grid.fill(x: 0, y: y, width: grid.width, height: 1, style: .reverse)
    grid.put(text, x: 0, y: y, style: .reverse)
  }

  /// The main keys that fit in `room` columns, most useful first; help and quit always show.
  private static func keys(_ model: Model, room: Int) -> String {
    let words = model.words
    let keys = [
      ("space", "check", "체크"), ("s", "skip", "건너뛰기"), ("a", "add", "추가"),
      (",", "settings", "설정"), ("n", "center", "알림"), ("h/l", "day", "날짜"), ("i", "stats", "통계"),
      ("u", "undo", "되돌리기"), ("e", "edit", "편집"), ("d", "delete", "삭제"),
      ("o", "overall", "전체"), ("t", "timer", "타이머"),
    ].map { "\($0.0) \(words.pick($0.1, $0.2))" }
    let always = words.pick(" ? help  q quit", " ? 도움말  q 종료")
    var line = ""
    var room = room - TerminalText.width(always)
    for key in keys where TerminalText.width(key) + 2 <= room {
      line += " " + key + " "
      room -= TerminalText.width(key) + 2
    }
    return line + always
  }

  private static func name(_ timer: RunningTimer) -> String {
    TerminalText.truncated(TerminalText.escaped(timer.habit ?? ""), to: 12)
  }
}

extension View {
  /// The time left before a timer rings, in whole seconds rounded up: `24:13`, `1:02:03`.
  static func countdown(_ timer: RunningTimer, _ model: Model) -> String {
    let left = max(0, Int(timer.fires.timeIntervalSince(model.now).rounded(.up)))
    let (hours, minutes, seconds) = (left / 3600, left / 60 % 60, left % 60)
    return hours > 0
      ? String(format: "%d:%02d:%02d", hours, minutes, seconds)
      : String(format: "%d:%02d", minutes, seconds)
  }
}
