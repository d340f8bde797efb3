import HabitCore

/// Keys on the main screen (and the overall view).
enum MainKeys {
  /// Does what the key table binds `key` to; nothing for a key it does not name.
  static func handle(_ key: Key, _ model: inout Model) -> [Effect] {
    bindings.first { $0.keys.contains(key) }?.action(key, &model) ?? []
  }

  /// Whether a history holds any entry (a cleared day leaves its slot, so the slots are read).
  static func hasEntries(_ history: HabitHistory) -> Bool {
    var day = history.origin
    while day < history.end {
      if history.status(on: day) != nil { return true }
      day = day.adding(days: 1)
    }
    return false
  }

  /// How far a key moves a list's selection: a row, a page, or to either end. Shared by every list.
  static func movement(_ key: Key) -> Int? {
    switch key {
    case .character("j"), .down: return 1
    case .character("k"), .up: return -1
    case .pageDown: return 10
    case .pageUp: return -10
    case .home, .character("g"): return -Int(Int32.max)
    case .end, .character("G"): return Int(Int32.max)
    default: return nil
    }
  }

  /// A timer for the selected habit; when one already runs for it, asks whether to cancel it.
  static func timer(_ model: inout Model) {
    guard let habit = model.selectedHabit else { return }
    if let running = model.runningTimers.first(where: {
      $0.habitID == habit.id && $0.kind == .timer
    }) {
      model.panel = .cancelTimer(timerID: running.id, habitID: habit.id)
    } else {
      // Offered selected, as the amount prompt's value: what is typed replaces it.
      model.panel = .timer(habitID: habit.id, field: TextField("25m", selected: true))
    }
  }

  /// Toggles done (or skipped) on the cursor day of the selected habit (never before its first
  /// day: the cursor does not go there).
  static func mark(_ status: EntryStatus, _ model: inout Model) -> [Effect] {
    guard let habit = model.selectedHabit else { return [] }
    let day = model.cursorDay
    let current = model.snapshot.board.history(of: habit).status(on: day)
    return [.setEntry(habitID: habit.id, day: day, status: current == status ? nil : status)]
  }

  /// Undoes (`back`) or redoes the last change, saying what it changed.
  static func step(back: Bool, _ model: inout Model) -> [Effect] {
    let words = model.words
    guard let change = back ? model.undoStack.popLast() : model.redoStack.popLast() else {
      Update.show(
        back
          ? words.pick("Nothing to undo", "되돌릴 것이 없어요")
          : words.pick("Nothing to redo", "다시 할 것이 없어요"),
        &model)
      return []
    }
    let what = ChangeText.describe(change, model)
    Update.show(
      back
        ? words.pick("Undid: \(what)", "되돌림: \(what)")
        : words.pick("Redid: \(what)", "다시 함: \(what)"),
      &model)
    if back { model.redoStack.append(change) } else { model.undoStack.append(change) }
    let applied = back ? change.inverse : change
    Update.focus(after: applied, &model)
    return [back ? .undo(change) : .redo(change)]
  }
}
