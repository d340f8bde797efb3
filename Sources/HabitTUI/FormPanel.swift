import HabitCore

/// The add/edit form's keys around the form itself: save and cancel.
enum FormPanel {
  static func handle(_ key: Key, form: inout HabitForm, _ model: inout Model) -> [Effect] {
    switch key {
    case .escape:
      model.panel = .none
      return []
    case .enter:
      let names = Set(model.habits.map(\.name))
      switch form.habit(existingNames: names, start: model.snapshot.board.today) {
      case .failure(let error):
        form.error = error.message
        model.panel = .form(form)
        return []
      case .success(let habit):
        model.panel = .none
        return [form.editing == nil ? .addHabit(habit) : .updateHabit(habit)]
      }
    default:
      _ = form.handle(key)
      model.panel = .form(form)
      return []
    }
  }

  /// The form as a dialog: one row per field, the reason a save was refused, the keys.
  static func dialog(_ model: Model, _ form: HabitForm) -> Dialog {
    var rows: [(HabitForm.Field, String, String, TextField?)] = [
      (.name, "Name", form.name.text, form.name),
      (
        .time, "Time", form.time.text.isEmpty && form.field != .time ? "(none)" : form.time.text,
        form.time
      ),
      (.schedule, "Schedule", "< \(form.kind.rawValue) >", nil),
    ]
    switch form.kind {
    case .daily: break
    case .weekdays: rows.append((.days, "Days", days(form), nil))
    case .every: rows.append((.days, "Every", "\(form.every.text) days", form.every))
    }
    rows.append((.alarm, "Alarm", form.alarm ? "on ⏰" : "off", nil))
    var body = rows.map { field, label, value, text in
      let selected = form.field == field
      return DialogItem.field(
        label: label, value: value, selected: selected, cursor: selected ? text?.cursor : nil)
    }
    if let error = form.error {
      body += [.blank, .text(error, CellStyle(foreground: .warning, bold: true))]
    }
    return Dialog(
      title: form.editing == nil ? "New habit" : "Edit habit", body: body,
      footer: [.text("Tab/arrows: field · space: toggle · Enter: save · Esc: cancel", .dim)],
      focus: rows.firstIndex { $0.0 == form.field }, maxWidth: 60)
  }

  /// The weekdays, chosen ones capitalised, the one under the cursor in brackets.
  private static func days(_ form: HabitForm) -> String {
    Weekday.allCases.map { day -> String in
      let on = form.days.contains(day) ? day.label : day.label.lowercased()
      return form.field == .days && form.dayCursor == day ? "[\(on)]" : " \(on) "
    }.joined()
  }
}
