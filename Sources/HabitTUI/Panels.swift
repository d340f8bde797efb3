import Foundation
import HabitCore

/// The boxes drawn over the main screen: settings, notification center, help, forms, prompts, alarm.
enum Panels {
  static func draw(_ grid: inout Grid, _ model: Model) {
    switch model.panel {
    case .none, .overall: return
    case .settings(let field): settings(&grid, model, field: field)
    case .notifications(let index): notifications(&grid, model, index: index)
    case .help: help(&grid, model)
    case .form(let form): FormView.draw(&grid, model, form)
    case .confirmDelete(let habitID):
      prompt(
        &grid, title: "Delete", "Delete \(name(habitID, model)) and all its check-ins?",
        hint: "y: delete   any other key: keep  (u undoes)")
    case .timer(let habitID, let field):
      prompt(
        &grid, title: "Timer", "Ring for \(name(habitID, model)) after: \(field.text)_",
        hint: "25m, 1h30m, 90s · Enter: start · Esc: cancel")
    }
  }

  /// A small box with one line of question and one line of keys.
  private static func prompt(_ grid: inout Grid, title: String, _ text: String, hint: String) {
    let inner = box(&grid, title: title, width: 44, height: 5)
    grid.put(text, x: inner.x, y: inner.y, limit: inner.width)
    grid.put(hint, x: inner.x, y: inner.y + 2, style: .dim, limit: inner.width)
  }

  /// A habit's name, escaped for the screen.
  private static func name(_ habitID: Int64, _ model: Model) -> String {
    model.habits.first { $0.id == habitID }.map { TerminalText.escaped($0.name) } ?? "?"
  }

  /// A bordered box centred on the screen; returns its inner area.
  @discardableResult
  static func box(_ grid: inout Grid, title: String, width: Int, height: Int) -> (
    x: Int, y: Int, width: Int, height: Int
  ) {
    let w = min(width, grid.width)
    let h = min(height, grid.height)
    let x = (grid.width - w) / 2
    let y = (grid.height - h) / 2
    grid.fill(x: x, y: y, width: w, height: h)
    grid.put("┌" + String(repeating: "─", count: max(0, w - 2)) + "┐", x: x, y: y)
    for row in (y + 1)..<(y + h - 1) {
      grid.put("│", x: x, y: row)
      grid.put("│", x: x + w - 1, y: row)
    }
    grid.put("└" + String(repeating: "─", count: max(0, w - 2)) + "┘", x: x, y: y + h - 1)
    grid.put(" \(title) ", x: x + 2, y: y, style: .bold, limit: w - 4)
    return (x + 2, y + 1, max(0, w - 4), max(0, h - 2))
  }

  private static func settings(_ grid: inout Grid, _ model: Model, field: Int) {
    let settings = model.snapshot.board.settings
    let rows = SettingsPanel.rows.count + SettingsPanel.guidance.count + 3
    let inner = box(&grid, title: "Settings", width: 66, height: rows + 2)
    let labelWidth = max(8, min(20, inner.width - 24))
    // Keep the selected field visible in short windows.
    let visible = max(1, inner.height - 1)
    let first = max(0, min(field - visible + 1, SettingsPanel.rows.count - visible))
    var y = inner.y
    for (index, entry) in SettingsPanel.rows.enumerated()
    where index >= first && y < inner.y + visible {
      let selected = index == field
      let style = selected ? CellStyle(bold: true, reverse: true) : CellStyle.plain
      let line =
        (selected ? "> " : "  ")
        + TerminalText.padded(
          TerminalText.truncated(entry.label, to: labelWidth - 1), to: labelWidth)
        + "< "
        + entry.value(settings) + " >"
      if selected { grid.fill(x: inner.x, y: y, width: inner.width, height: 1, style: style) }
      grid.put(line, x: inner.x, y: y, style: style, limit: inner.width)
      y += 1
    }
    y += 1
    for line in SettingsPanel.guidance where y < inner.y + inner.height - 1 {
      grid.put(line, x: inner.x, y: y, style: .dim, limit: inner.width)
      y += 1
    }
    // Where the full guidance does not fit, the footer says the gist for the alert rows.
    let compact = inner.height < SettingsPanel.rows.count + SettingsPanel.guidance.count + 2
    let footer =
      compact && (field == 4 || field == 5)
      ? "No sound-only: silent mode mutes it" : "j/k move · h/l or space change · Esc close"
    grid.put(footer, x: inner.x, y: inner.y + inner.height - 1, style: .dim, limit: inner.width)
  }

  private static func notifications(_ grid: inout Grid, _ model: Model, index: Int) {
    let snapshot = model.snapshot
    let inner = box(&grid, title: "Notification center", width: 76, height: grid.height - 2)
    var summary = "\(snapshot.pendingCount) pending"
    if let horizon = snapshot.horizon {
      summary += " · armed until \(View.shortTime(horizon, model))"
    }
    summary += " · \(snapshot.delivered.count) delivered"
    grid.put(summary, x: inner.x, y: inner.y, limit: inner.width)
    let rows = max(0, inner.height - 3)
    let first = HabitList.scrollTop(index, rows: rows, count: snapshot.delivered.count)
    if snapshot.delivered.isEmpty {
      grid.put("Nothing delivered.", x: inner.x, y: inner.y + 2, style: .dim, limit: inner.width)
    }
    for (row, position) in (first..<min(snapshot.delivered.count, first + rows)).enumerated() {
      let item = snapshot.delivered[position]
      let selected = position == index
      let style = selected ? CellStyle(reverse: true) : (item.missed ? .dim : .plain)
      let line =
        View.shortTime(item.reminder.fireDate, model) + (item.missed ? " missed " : "  ")
        + item.reminder.body
      if selected {
        grid.fill(x: inner.x, y: inner.y + 2 + row, width: inner.width, height: 1, style: style)
      }
      grid.put(line, x: inner.x, y: inner.y + 2 + row, style: style, limit: inner.width)
    }
    grid.put(
      "j/k move · d clear · D clear all · Esc close", x: inner.x, y: inner.y + inner.height - 1,
      style: .dim, limit: inner.width)
  }

  /// Every key, grouped as the help overlay lists them.
  static let helpLines = [
    "j/k, arrows    move",
    "space, x       check in / undo the check-in",
    "s              skip (the streak neither grows nor breaks)",
    "h/l, arrows    move the day cursor, then space/s back-fill",
    "a / e / d      add / edit / delete a habit",
    "u / U          undo / redo",
    ",              settings      n  notification center",
    "o              overall view  t  timer for the habit",
    "Enter / z      stop / snooze a ringing alarm",
    "?              this help     Esc close   q  quit",
  ]

  private static func help(_ grid: inout Grid, _ model: Model) {
    let inner = box(&grid, title: "Keys", width: 64, height: helpLines.count + 2)
    for (row, line) in helpLines.enumerated() where row < inner.height {
      grid.put(line, x: inner.x, y: inner.y + row, limit: inner.width)
    }
  }

  /// The ringing alarm: the habit, the alarm mark, and the two ways out.
  static func alarm(_ grid: inout Grid, _ alarm: Alarm, _ model: Model) {
    let inner = box(&grid, title: alarm.kind == .timer ? "Timer" : "Alarm", width: 50, height: 7)
    let name = alarm.habit.map(TerminalText.escaped) ?? "Timer"
    let mark = alarm.kind == .timer ? "⏱" : "⏰"
    grid.put(
      "\(mark)  \(name)", x: inner.x, y: inner.y,
      style: CellStyle(foreground: .warning, bold: true), limit: inner.width)
    grid.put(alarm.body, x: inner.x, y: inner.y + 1, limit: inner.width)
    grid.put(
      "ringing · \(alarm.rings) of 60", x: inner.x, y: inner.y + 2, style: .dim, limit: inner.width)
    grid.put(
      "Enter: stop    z: snooze \(Update.snoozeMinutes) min", x: inner.x, y: inner.y + 4,
      style: .bold, limit: inner.width)
  }
}

/// The add/edit form.
enum FormView {
  static func draw(_ grid: inout Grid, _ model: Model, _ form: HabitForm) {
    let inner = Panels.box(
      &grid, title: form.editing == nil ? "New habit" : "Edit habit", width: 56, height: 11)
    func row(_ field: HabitForm.Field, _ y: Int, _ label: String, _ value: String) {
      let selected = form.field == field
      let style = selected ? CellStyle(bold: true, reverse: true) : CellStyle.plain
      grid.put(TerminalText.padded(label, to: 10), x: inner.x, y: y, style: .dim)
      grid.put(
        value + (selected && [.name, .time].contains(field) ? "_" : ""), x: inner.x + 10, y: y,
        style: style, limit: inner.width - 10)
    }
    row(.name, inner.y, "Name", form.name.text)
    row(
      .time, inner.y + 1, "Time",
      form.time.text.isEmpty && form.field != .time ? "(none)" : form.time.text)
    row(.schedule, inner.y + 2, "Schedule", "< \(form.kind.rawValue) >")
    switch form.kind {
    case .daily: break
    case .weekdays:
      let days = Weekday.allCases.map { day -> String in
        let on = form.days.contains(day) ? day.label : day.label.lowercased()
        return form.field == .days && form.dayCursor == day ? "[\(on)]" : " \(on) "
      }.joined()
      row(.days, inner.y + 3, "Days", days)
    case .every:
      row(.days, inner.y + 3, "Every", "\(form.every.text) days")
    }
    row(.alarm, inner.y + 4, "Alarm", form.alarm ? "on ⏰" : "off")
    if let error = form.error {
      grid.put(
        error, x: inner.x, y: inner.y + 6, style: CellStyle(foreground: .warning, bold: true),
        limit: inner.width)
    }
    grid.put(
      "Tab/arrows: field · space: toggle · Enter: save · Esc", x: inner.x, y: inner.y + 8,
      style: .dim, limit: inner.width)
  }
}
