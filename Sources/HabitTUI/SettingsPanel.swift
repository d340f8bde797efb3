import HabitCore

/// The settings panel: one row per setting, `h`/`l` (or space) change it, Enter types a number or
/// time, changes apply at once. Below the rows, what the selected setting does.
enum SettingsPanel {
  static func handle(_ key: Key, field: Int, edit: SettingsEdit, _ model: inout Model) -> [Effect] {
    if edit.typing != nil { return type(key, field: field, edit: edit, &model) }
    if let step = MainKeys.movement(key) {
      model.panel = .settings(field: clampIndex(field + step, rows.count), edit: edit)
      return []
    }
    switch key {
    case .escape, .character(","), .character("q"):
      model.panel = .none
      return []
    case .enter where rows[field].numeric != nil:
      var edit = edit
      let numeric = rows[field].numeric!
      edit.typing = TextField(
        numeric.text(numeric.get(model.snapshot.board.settings)), selected: true)
      model.panel = .settings(field: field, edit: edit)
      return []
    case .character("l"), .right, .character(" "), .enter:
      return change(field, 1, edit, &model)
    case .character("h"), .left:
      return change(field, -1, edit, &model)
    default:
      return []
    }
  }

  /// A key while a value is typed: Enter saves it when it is one, Esc leaves it as it was.
  private static func type(_ key: Key, field: Int, edit: SettingsEdit, _ model: inout Model)
    -> [Effect]
  {
    var edit = edit
    guard var typing = edit.typing, let numeric = rows[field].numeric else { return [] }
    switch key {
    case .escape:
      edit = SettingsEdit(kept: edit.kept)
    case .enter:
      guard let value = numeric.parse(typing.text) else {
        edit.invalid = true
        break
      }
      edit = SettingsEdit(kept: edit.kept)
      if !numeric.choices.contains(value) { edit.kept[field, default: []].insert(value) }
      model.panel = .settings(field: field, edit: edit)
      var settings = model.snapshot.board.settings
      numeric.set(&settings, value)
      return [.saveSettings(settings, was: model.snapshot.board.settings)]
    default:
      if typing.handle(key) { edit.invalid = false }
      edit.typing = typing
    }
    model.panel = .settings(field: field, edit: edit)
    return []
  }

  private static func change(
    _ field: Int, _ direction: Int, _ edit: SettingsEdit, _ model: inout Model
  )
    -> [Effect]
  {
    var settings = model.snapshot.board.settings
    if let numeric = rows[field].numeric {
      let kept = edit.kept[field] ?? []
      numeric.set(&settings, numeric.next(after: numeric.get(settings), keeping: kept, direction))
    } else {
      rows[field].step(&settings, direction)
    }
    return [.saveSettings(settings, was: model.snapshot.board.settings)]
  }

  /// The panel as a dialog: the rows, then the selected row's explanation and the keys.
  static func dialog(_ model: Model, field: Int, edit: SettingsEdit) -> Dialog {
    let settings = model.snapshot.board.settings
    let words = model.words
    let body = rows.enumerated().map { index, row in
      if index == field, let typing = edit.typing, let numeric = row.numeric {
        return DialogItem.field(
          label: words(row.label), value: typing.text + numeric.unit(words), selected: true,
          cursor: typing.cursor, marked: typing.isSelected ? typing.text.count : 0)
      }
      return DialogItem.field(
        label: words(row.label), value: "< \(row.value(settings, words)) >",
        selected: index == field)
    }
    let refusal: [DialogItem] =
      edit.invalid
      ? [.text(rows[field].numeric!.refusal(words(rows[field].label), words), warning)] : []
    let keys =
      edit.typing == nil
      ? words.keys(
        ("j/k", "move", "이동"), ("h/l", "change", "변경"), ("Enter", "type", "입력"),
        ("Esc", "close", "닫기"))
      : words.keys(("Enter", "save", "저장"), ("Esc", "cancel", "취소"))
    return Dialog(
      title: words.pick("Settings", "설정"), body: body,
      footer: refusal + [
        .choice(rows.map { words($0.explanation) }, shown: field), .hints(keys, .dim),
      ], focus: field, maxWidth: 66)
  }

  private static let warning = CellStyle(foreground: .warning, bold: true)
}
