import HabitCore

/// The add/edit form's keys around the form itself (save and cancel), and its dialog.
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
        form.error = error
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
    let words = model.words
    let noTime = form.time.text.isEmpty && form.field != .time
    var rows: [(HabitForm.Field, String, String, TextField?)] = [
      (.name, words.pick("Name", "이름"), form.name.text, form.name),
      (
        .time, words.pick("Time", "시간"), noTime ? words.pick("(none)", "(없음)") : form.time.text,
        form.time
      ),
      (.schedule, words.pick("Schedule", "일정"), "< \(kind(form.kind, words)) >", nil),
    ]
    switch form.kind {
    case .daily: break
    case .weekdays: rows.append((.days, words.pick("Days", "요일"), days(form, words), nil))
    case .every:
      let value = words.pick("\(form.every.text) days", "\(form.every.text)일마다")
      rows.append((.days, words.pick("Every", "간격"), value, form.every))
    }
    rows.append(
      (
        .alarm, words.pick("Alarm", "알람"),
        form.alarm ? words.onOff(true) + " ⏰" : words.onOff(false), nil
      ))
    var body = rows.map { field, label, value, text in
      let selected = form.field == field
      return DialogItem.field(
        label: label, value: value, selected: selected, cursor: selected ? text?.cursor : nil)
    }
    if let error = form.error {
      body += [.blank, .text(error.message(words), CellStyle(foreground: .warning, bold: true))]
    }
    let keys = words.keys(
      ("Tab", "next field", "다음 항목"), ("space", "change", "바꾸기"), ("Enter", "save", "저장"),
      ("Esc", "cancel", "취소"))
    return Dialog(
      title: form.editing == nil
        ? words.pick("New habit", "새 습관") : words.pick("Edit habit", "습관 편집"),
      body: body, footer: [.hints(keys, .dim)], focus: rows.firstIndex { $0.0 == form.field },
      maxWidth: 60)
  }

  /// `daily` / `매일`.
  private static func kind(_ kind: HabitForm.Kind, _ words: Words) -> String {
    switch kind {
    case .daily: return words.pick("daily", "매일")
    case .weekdays: return words.pick("on weekdays", "요일 지정")
    case .every: return words.pick("every N days", "N일마다")
    }
  }

  /// The weekdays, `+` before the chosen ones and `-` before the others, the one under the cursor
  /// in brackets: `[+Mon] -Tue +Wed`.
  private static func days(_ form: HabitForm, _ words: Words) -> String {
    Weekday.allCases.map { day -> String in
      let text = (form.days.contains(day) ? "+" : "-") + words.weekday(day)
      return form.field == .days && form.dayCursor == day ? "[\(text)]" : " \(text) "
    }.joined()
  }
}
