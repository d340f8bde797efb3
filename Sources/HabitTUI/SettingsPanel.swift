import HabitCore

/// The settings panel: one row per setting, `h`/`l` (or space) change it, changes apply at once.
/// Below the rows, what the selected setting does.
enum SettingsPanel {
  static func handle(_ key: Key, field: Int, _ model: inout Model) -> [Effect] {
    if let step = MainKeys.movement(key) {
      model.panel = .settings(field: clampIndex(field + step, rows.count))
      return []
    }
    switch key {
    case .escape, .character(","), .character("q"):
      model.panel = .none
      return []
    case .character("l"), .right, .character(" "), .enter:
      return change(field, 1, &model)
    case .character("h"), .left:
      return change(field, -1, &model)
    default:
      return []
    }
  }

  private static func change(_ field: Int, _ direction: Int, _ model: inout Model) -> [Effect] {
    var settings = model.snapshot.board.settings
    rows[field].step(&settings, direction)
    return [.saveSettings(settings, was: model.snapshot.board.settings)]
  }

  /// The panel as a dialog: the rows, then the selected row's explanation and the keys.
  static func dialog(_ model: Model, field: Int) -> Dialog {
    let settings = model.snapshot.board.settings
    let words = model.words
    let body = rows.enumerated().map { index, row in
      DialogItem.field(
        label: words(row.label), value: "< \(row.value(settings, words)) >",
        selected: index == field)
    }
    return Dialog(
      title: words.pick("Settings", "설정"), body: body,
      footer: [
        .choice(rows.map { words($0.explanation) }, shown: field),
        .hints(
          words.keys(("j/k", "move", "이동"), ("h/l", "change", "변경"), ("Esc", "close", "닫기")), .dim),
      ], focus: field, maxWidth: 66)
  }

  static func pick(_ choices: [Int], _ current: Int, _ direction: Int) -> Int {
    if direction > 0 { return choices.first { $0 > current } ?? choices[0] }
    return choices.last { $0 < current } ?? choices[choices.count - 1]
  }

  static func shifted(_ time: TimeOfDay, by minutes: Int) -> TimeOfDay {
    TimeOfDay(minutes: ((time.minutes + minutes) % 1440 + 1440) % 1440)!
  }

  static func cycle<T: CaseIterable & Equatable>(_ value: T, _ direction: Int) -> T
  where T.AllCases == [T] {
    let all = T.allCases
    return all[(all.firstIndex(of: value)! + direction + all.count) % all.count]
  }
}
