import HabitCore

/// The list's keys that act on a habit rather than a day: amounts, archive, order.
enum ListKeys {
  /// Space (set) or `+` (add) on a measurable habit: asks for the amount of the cursor day.
  static func askAmount(adding: Bool, _ model: inout Model) -> [Effect] {
    guard let habit = model.selectedHabit else { return [] }
    guard habit.isMeasurable else {
      Update.show(
        model.words.pick(
          "+ adds to a measurable habit's amount; space checks this one in.",
          "+는 측정 습관의 양을 더해요. 이 습관은 space로 체크인하세요."), &model)
      return []
    }
    model.panel = .amount(AmountEntry(habit: habit, day: model.cursorDay, adding: adding, model))
    return []
  }

  /// Archives the selected habit, or brings an archived one back (undo takes either back).
  static func toggleArchive(_ model: inout Model) -> [Effect] {
    guard let was = model.selectedHabit else { return [] }
    var habit = was
    habit.archived.toggle()
    let name = TerminalText.escaped(habit.name)
    let words = model.words
    if habit.archived {
      Update.show(
        model.showArchived
          ? words.pick("\(name) archived (u undoes)", "\(name) 보관했어요 (u로 되돌려요)")
          : words.pick(
            "\(name) archived: A shows archived habits, u undoes",
            "\(name) 보관했어요. A: 보관한 습관 보기, u: 되돌리기"), &model)
    } else {
      Update.show(words.pick("\(name) back in the list", "\(name) 목록으로 돌아왔어요"), &model)
    }
    return [.updateHabit(habit, was: was)]
  }

  /// Shows or hides the archived habits after the others, keeping the selection on its habit.
  static func toggleShowArchived(_ model: inout Model) {
    let selected = model.selectedHabit?.id
    model.showArchived.toggle()
    let words = model.words
    let count = model.snapshot.archived.count
    if !model.showArchived {
      Update.show(words.pick("Archived habits hidden", "보관한 습관을 숨겼어요"), &model)
    } else if count == 0 {
      Update.show(words.pick("No archived habits", "보관한 습관이 없어요"), &model)
    } else {
      Update.show(
        words.pick(
          "Showing \(count) archived habit\(count == 1 ? "" : "s"), marked [a]",
          "보관한 습관 \(count)개를 [a]로 표시해요"), &model)
    }
    model.select(model.habits.firstIndex { $0.id == selected } ?? model.selection)
  }

  /// `J`/`K`: moves the selected habit down or up the list (its stored place; undo moves it back).
  static func move(by step: Int, _ model: inout Model) -> [Effect] {
    guard let habit = model.selectedHabit else { return [] }
    guard !habit.archived else {
      Update.show(
        model.words.pick(
          "An archived habit keeps its place: v brings it back first.",
          "보관한 습관은 자리를 옮길 수 없어요. 먼저 v로 되돌리세요."), &model)
      return []
    }
    let shown = model.snapshot.board.habits
    guard let index = shown.firstIndex(where: { $0.id == habit.id }) else { return [] }
    guard shown.indices.contains(index + step) else {
      let name = TerminalText.escaped(habit.name)
      Update.show(
        step < 0
          ? model.words.pick("\(name) is first already", "\(Korean.with(name, .topic)) 이미 맨 위예요")
          : model.words.pick("\(name) is last already", "\(Korean.with(name, .topic)) 이미 맨 아래예요"),
        &model)
      return []
    }
    return [.moveHabit(habitID: habit.id, to: index + step)]
  }
}
