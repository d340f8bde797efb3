import HabitCore

/// What a change did, in words, for undo and redo to say ("Undid: 영어 checked in").
enum ChangeText {
  /// The change as it was made: `독서 checked in`, `독서 renamed to 책`, `Language auto → ko`.
  static func describe(_ change: Change, _ model: Model) -> String {
    let words = model.words
    switch change {
    case .entry(let habitID, let day, let before, let after):
      if let amount = after?.amount {
        return recorded(amount, habitID, day, model)
      }
      return entry(name(habitID, model), day, before?.status, after?.status, model)
    case .habit(let before, let after):
      let old = TerminalText.escaped(before.name)
      let new = TerminalText.escaped(after.name)
      if before.archived != after.archived {
        return after.archived
          ? words.pick("\(old) archived", "\(old) 보관")
          : words.pick("\(old) unarchived", "\(old) 보관 해제")
      }
      return before.name != after.name
        ? words.pick("\(old) renamed to \(new)", "\(old) → \(new) 이름 변경")
        : words.pick("\(old) edited", "\(old) 수정")
    case .added(let habit, _):
      let name = TerminalText.escaped(habit.name)
      return words.pick("\(name) added", "\(name) 추가")
    case .deleted(let habit, _):
      let name = TerminalText.escaped(habit.name)
      return words.pick("\(name) deleted", "\(name) 삭제")
    case .settings(let before, let after):
      return settings(before, after, words)
    case .moved(let habitID, let from, let to):
      let name = name(habitID, model)
      return words.pick(
        "\(name) moved from \(from + 1) to \(to + 1)", "\(name) \(from + 1)번째 → \(to + 1)번째로 이동")
    }
  }

  /// What the status line says once a change is recorded: the change, and that undo takes a
  /// deletion back. Nil for an archive or its undoing, which said so (with its hint) on the key.
  static func announcement(of change: Change, _ model: Model) -> String? {
    let words = model.words
    switch change {
    case .habit(let before, let after) where before.archived != after.archived: return nil
    case .deleted:
      return describe(change, model) + words.pick(" · u undoes", " · u로 되돌려요")
    default: return describe(change, model)
    }
  }

  /// `물 1.5 L recorded`, with the date when not today.
  private static func recorded(_ amount: Amount, _ habitID: Int64, _ day: Day, _ model: Model)
    -> String
  {
    let unit = model.habits.first { $0.id == habitID }?.measure?.unit ?? ""
    let value = unit.isEmpty ? amount.description : "\(amount) \(TerminalText.escaped(unit))"
    let date = day == model.snapshot.board.today ? "" : " " + String(day.iso.dropFirst(5))
    let name = name(habitID, model)
    return model.words.pick(
      "\(name) \(value) recorded\(date.isEmpty ? "" : " on" + date)", "\(name)\(date) \(value) 기록")
  }

  /// `독서 checked in`, `독서 skipped`, `독서 check-in removed`, with the date when not today.
  private static func entry(
    _ name: String, _ day: Day, _ before: EntryStatus?, _ after: EntryStatus?, _ model: Model
  ) -> String {
    let words = model.words
    let date = day == model.snapshot.board.today ? "" : String(day.iso.dropFirst(5))
    let on = date.isEmpty ? "" : " on \(date)"
    let korean = date.isEmpty ? "\(name) " : "\(name) \(date) "
    switch (before, after) {
    case (_, .done?): return words.pick("\(name) checked in\(on)", korean + "체크인")
    case (_, .skipped?): return words.pick("\(name) skipped\(on)", korean + "건너뜀")
    case (_, .notDone?): return words.pick("\(name) marked not done\(on)", korean + "안 함")
    case (.skipped?, nil): return words.pick("\(name) skip\(on) removed", korean + "건너뜀 취소")
    case (.notDone?, nil):
      return words.pick("\(name) not-done mark\(on) removed", korean + "안 함 취소")
    case (_, nil): return words.pick("\(name) check-in\(on) removed", korean + "체크인 취소")
    }
  }

  /// The settings rows whose values differ: `Language auto (English) → 한국어`.
  private static func settings(_ before: Settings, _ after: Settings, _ words: Words) -> String {
    let changed = SettingsPanel.rows.filter { $0.value(before, words) != $0.value(after, words) }
    guard !changed.isEmpty else { return words.pick("Settings", "설정") }
    return changed.map {
      "\(words($0.label)) \($0.value(before, words)) → \($0.value(after, words))"
    }.joined(separator: ", ")
  }

  private static func name(_ habitID: Int64, _ model: Model) -> String {
    Panels.name(habitID, model)
  }
}
