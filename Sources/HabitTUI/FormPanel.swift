import HabitCore

/// The add/edit form's keys around the form itself (save and cancel), and its dialog.
enum FormPanel {
  static func handle(_ key: Key, form: inout HabitForm, _ model: inout Model) -> [Effect] {
    switch key {
    case .escape:
      model.panel = .none
      return []
    case .enter:
      let names = Set((model.snapshot.board.habits + model.snapshot.archived).map(\.name))
      switch form.habit(existingNames: names, start: model.snapshot.board.today) {
      case .failure(let error):
        // The focus goes to the field at fault, so a scrolled form shows it; nothing typed goes.
        form.error = error
        if let field = error.field, form.isShown(field) { form.field = field }
        model.panel = .form(form)
        return []
      case .success(let habit):
        model.panel = .none
        return [form.editing.map { .updateHabit(habit, was: $0) } ?? .addHabit(habit)]
      }
    default:
      _ = form.handle(key)
      model.panel = .form(form)
      return []
    }
  }

  /// A row of the form: its field, label, value, and the text being typed in it (if any).
  typealias Row = (field: HabitForm.Field, label: String, value: String, text: TextField?)

  /// The form as a dialog: one row per field shown, the reason a save was refused, the keys.
  static func dialog(_ model: Model, _ form: HabitForm) -> Dialog {
    let words = model.words
    let rows = FormRows(form: form, words: words).rows
    let body = rows.map { row in
      let selected = form.field == row.field
      return DialogItem.field(
        label: row.label, value: row.value, selected: selected,
        cursor: selected ? row.text?.cursor : nil,
        marked: selected && row.text?.isSelected == true ? row.text!.text.count : 0)
    }
    // The reason goes in the footer, which never scrolls away in a short window.
    let reason = form.error.map {
      [DialogItem.text($0.message(words), CellStyle(foreground: .warning, bold: true))]
    }
    let keys = words.keys(
      ("Tab", "next field", "다음 항목"), ("space", "change", "바꾸기"), ("Enter", "save", "저장"),
      ("Esc", "cancel", "취소"))
    return Dialog(
      title: form.editing == nil
        ? words.pick("New habit", "새 습관") : words.pick("Edit habit", "습관 편집"),
      body: body, footer: (reason ?? []) + [.hints(keys, .dim)],
      focus: rows.firstIndex { $0.field == form.field },
      maxWidth: 64)
  }
}

/// The form's rows in the interface's language.
struct FormRows {
  let form: HabitForm
  let words: Words

  /// Every row shown, in tab order.
  var rows: [FormPanel.Row] {
    HabitForm.Field.allCases.filter(form.isShown).map(row)
  }

  private func row(_ field: HabitForm.Field) -> FormPanel.Row {
    switch field {
    case .name: return (field, words.pick("Name", "이름"), form.name.text, form.name)
    case .measurable:
      let kind =
        form.measurable ? words.pick("measurable", "측정 (양)") : words.pick("yes/no", "예/아니오")
      return (field, words.pick("Kind", "종류"), "< \(kind) >", nil)
    case .unit: return (field, words.pick("Unit", "단위"), form.unit.text, form.unit)
    case .target: return (field, words.pick("Target", "목표"), form.target.text, form.target)
    case .targetType:
      let type = form.atMost ? words.pick("at most", "이하") : words.pick("at least", "이상")
      return (field, words.pick("Goal", "기준"), "< \(type) >", nil)
    case .times:
      let none = form.times.text.isEmpty && form.field != .times
      return (
        field, words.pick("Times", "시간"), none ? words.pick("(none)", "(없음)") : form.times.text,
        form.times
      )
    case .schedule: return (field, words.pick("Schedule", "일정"), "< \(kind) >", nil)
    case .days: return days
    case .alarm:
      return (
        field, words.pick("Alarm", "알람"),
        form.alarm ? words.onOff(true) + " ⏰" : words.onOff(false), nil
      )
    case .start: return (field, words.pick("Start", "시작일"), form.start.text, form.start)
    case .description:
      return (field, words.pick("Question", "질문"), form.description.text, form.description)
    case .color:
      return (field, words.pick("Colour", "색"), "< \(color(form.color)) >", nil)
    }
  }

  /// The schedule's own row: weekdays, the interval, or the frequency.
  private var days: FormPanel.Row {
    switch form.kind {
    case .every:
      let value = words.pick("\(form.every.text) days", "\(form.every.text)일마다")
      return (.days, words.pick("Every", "간격"), value, form.every)
    case .frequency:
      let text = form.frequency.text
      let meaning = HabitForm.frequency(text).map {
        words.pick("  \($0.times) times in \($0.days) days", "  \($0.days)일에 \($0.times)번")
      }
      return (.days, words.pick("How often", "횟수"), text + (meaning ?? ""), form.frequency)
    // Daily and tracked show no such row (see `HabitForm.isShown`).
    case .weekdays, .daily, .tracked:
      return (.days, words.pick("Days", "요일"), weekdays, nil)
    }
  }

  /// `daily` / `매일`.
  private var kind: String {
    switch form.kind {
    case .daily: return words.pick("daily", "매일")
    case .weekdays: return words.pick("on weekdays", "요일 지정")
    case .every: return words.pick("every N days", "N일마다")
    case .frequency: return words.pick("N times in M days", "M일에 N번")
    case .tracked: return words.pick("tracked, never due", "기록만 (기한 없음)")
    }
  }

  /// The weekdays, `+` before the chosen ones and `-` before the others, the one under the cursor
  /// in brackets: `[+Mon] -Tue +Wed`.
  private var weekdays: String {
    Weekday.allCases.map { day -> String in
      let text = (form.days.contains(day) ? "+" : "-") + words.weekday(day)
      return form.field == .days && form.dayCursor == day ? "[\(text)]" : " \(text) "
    }.joined()
  }

  /// A colour's name (`none` for the default).
  private func color(_ color: HabitColor?) -> String {
    guard let color else { return words.pick("none", "없음") }
    let korean = [
      "빨강", "주황", "호박색", "노랑", "라임", "초록", "청록", "하늘", "파랑", "남색", "보라", "분홍",
    ]
    return words.pick(color.rawValue, korean[HabitColor.allCases.firstIndex(of: color)!])
  }
}
