import HabitCore

/// A row of the help and the keys it names on the main screen: one table drives both the key
/// handling (`MainKeys.handle`) and the help panel, so a key cannot work unlisted or be listed
/// doing something else.
struct KeyBinding: Sendable {
  /// The keys as the help names them.
  let label: Phrase
  /// What they do.
  let help: Phrase
  /// The keys handled on the main screen (and the overall view); empty for a row that only
  /// explains (list marks, the alarm overlay's keys, which the overlay handles).
  let keys: [Key]
  /// What a key of the row does.
  let action: @Sendable (Key, inout Model) -> [Effect]

  init(
    _ label: Phrase, _ help: Phrase, keys: [Key] = [],
    action: @escaping @Sendable (Key, inout Model) -> [Effect] = { _, _ in [] }
  ) {
    self.label = label
    self.help = help
    self.keys = keys
    self.action = action
  }

  /// A row whose keys change the model and ask for no effect.
  init(
    _ label: Phrase, _ help: Phrase, keys: [Key],
    change: @escaping @Sendable (Key, inout Model) -> Void
  ) {
    self.init(label, help, keys: keys) { key, model in
      change(key, &model)
      return []
    }
  }
}

extension MainKeys {
  /// Every key of the main screen, in the order people need them.
  static let bindings: [KeyBinding] =
    movementBindings + checkInBindings + habitBindings
    + viewBindings

  private static func characters(_ text: String) -> [Key] { text.map { .character($0) } }

  private static let movementBindings = [
    KeyBinding(
      Phrase("j/k, arrows", "j/k, 화살표"), Phrase("move", "이동"),
      keys: characters("jk") + [.down, .up], change: select),
    KeyBinding(
      Phrase("g/G, Home/End, PgUp/PgDn", "g/G, Home/End, PgUp/PgDn"),
      Phrase("first / last habit, a page up / down", "처음 / 마지막 습관, 한 쪽 위 / 아래"),
      keys: characters("gG") + [.home, .end, .pageUp, .pageDown], change: select),
  ]

  private static func select(_ key: Key, _ model: inout Model) {
    model.select(model.selection + (movement(key) ?? 0))
  }

  private static let checkInBindings = [
    KeyBinding(
      Phrase("space, x", "space, x"),
      Phrase(
        "check in the selected habit (again: undo the check-in); on a measurable habit, type the day's amount (empty: clear it)",
        "선택한 습관 체크인 (다시 누르면 취소). 측정 습관은 그날의 양을 적어요 (비우면 지워요)"),
      keys: characters(" x")
    ) { _, model in
      model.selectedHabit?.isMeasurable == true
        ? ListKeys.askAmount(adding: false, &model) : mark(.done, &model)
    },
    KeyBinding(
      Phrase("+", "+"),
      Phrase(
        "add to a measurable habit's amount (one glass at a time)", "측정 습관의 양에 더하기 (한 잔씩)"),
      keys: characters("+")
    ) { _, model in ListKeys.askAmount(adding: true, &model) },
    KeyBinding(
      Phrase("s", "s"),
      Phrase("skip (the streak neither grows nor breaks)", "건너뛰기 (연속 기록이 늘지도 끊기지도 않아요)"),
      keys: characters("s")
    ) { _, model in mark(.skipped, &model) },
    KeyBinding(
      Phrase("h/l, arrows", "h/l, 화살표"),
      Phrase(
        "move the day cursor on the heatmap; space/s then back-fill that day",
        "히트맵의 날짜 커서를 옮겨요. 그다음 space/s로 그날을 기록해요"),
      keys: characters("hl") + [.left, .right]
    ) { key, model in
      model.moveDayCursor(by: key == .character("h") || key == .left ? -1 : 1)
    },
  ]

  private static let habitBindings = [
    KeyBinding(
      Phrase("a, e, d", "a, e, d"),
      Phrase(
        "add, edit, delete a habit (delete asks: y deletes, a archives instead)",
        "습관 추가, 편집, 삭제 (삭제는 물어봐요: y 삭제, a 대신 보관)"),
      keys: characters("aed"), change: openHabitPanel),
    KeyBinding(
      Phrase("v, A", "v, A"),
      Phrase(
        "archive (or bring back) the selected habit; show or hide archived habits ([a])",
        "선택한 습관 보관 (또는 되돌리기), 보관한 습관 보이기/숨기기 ([a])"),
      keys: characters("vA")
    ) { key, model in
      if key == .character("v") { return ListKeys.toggleArchive(&model) }
      ListKeys.toggleShowArchived(&model)
      return []
    },
    KeyBinding(
      Phrase("J/K", "J/K"),
      Phrase("move the selected habit down / up the list", "선택한 습관을 목록에서 아래 / 위로 옮기기"),
      keys: characters("JK")
    ) { key, model in ListKeys.move(by: key == .character("J") ? 1 : -1, &model) },
    KeyBinding(
      Phrase("[+], [a]", "[+], [a]"),
      Phrase(
        "in the list: done by its frequency (N times in M days), archived",
        "목록에서: 횟수 목표로 완료 (M일에 N번), 보관한 습관")),
    KeyBinding(
      Phrase("u, U", "u, U"), Phrase("undo, redo", "되돌리기, 다시 하기"), keys: characters("uU")
    ) { key, model in step(back: key == .character("u"), &model) },
    KeyBinding(
      Phrase("t", "t"),
      Phrase(
        "timer for the selected habit (t again asks to cancel it)",
        "선택한 습관의 타이머 (다시 누르면 취소할지 물어봐요)"),
      keys: characters("t")
    ) { _, model in timer(&model) },
  ]

  /// `,` settings, `n` the notification center, `o` the overall view (or back), `i` the
  /// selected habit's statistics.
  private static func open(_ key: Key, _ model: inout Model) {
    switch key {
    case .character(","):
      model.panel = .settings(field: 0, edit: SettingsEdit(keeping: model.snapshot.board.settings))
    case .character("n"): model.panel = .notifications(index: 0)
    case .character("o"): model.panel = model.panel == .overall ? .none : .overall
    default:
      if let habit = model.selectedHabit {
        model.panel = .statistics(StatisticsView(habitID: habit.id))
      }
    }
  }

  /// `a` adds, `e` edits the selected habit, `d` asks before deleting it.
  private static func openHabitPanel(_ key: Key, _ model: inout Model) {
    if key == .character("a") {
      model.panel = .form(HabitForm(start: model.snapshot.board.today))
      return
    }
    guard let habit = model.selectedHabit else { return }
    if key == .character("d") {
      model.panel = .confirmDelete(habitID: habit.id)
      return
    }
    let history = model.snapshot.board.history(of: habit)
    model.panel = .form(HabitForm(editing: habit, hasEntries: hasEntries(history)))
  }

  private static let viewBindings = [
    KeyBinding(Phrase(",", ","), Phrase("settings", "설정"), keys: characters(","), change: open),
    KeyBinding(
      Phrase("n", "n"), Phrase("notification center", "알림 센터"), keys: characters("n"),
      change: open),
    KeyBinding(
      Phrase("o", "o"), Phrase("overall heatmap", "전체 히트맵"), keys: characters("o"), change: open),
    KeyBinding(
      Phrase("i", "i"),
      Phrase(
        "statistics of the selected habit: strength, rates, streaks, achievements",
        "선택한 습관의 통계: 습관 강도, 달성률, 연속 기록, 업적"),
      keys: characters("i"), change: open),
    // The overlay handles these while an alarm rings (`AlarmOverlay`); listed here for the help.
    KeyBinding(
      Phrase("Enter, S, z", "Enter, S, z"),
      Phrase("stop the alarm shown, stop all, snooze", "보이는 알람 끄기, 모두 끄기, 다시 알림")),
    KeyBinding(
      Phrase("?, Esc, q", "?, Esc, q"), Phrase("this help, close, quit", "도움말, 닫기, 종료"),
      keys: characters("?q") + [.escape]
    ) { key, model in
      switch key {
      case .character("?"): model.panel = .help(scroll: 0)
      case .character("q"): return [.quit]
      default:
        if model.dayOffset != 0 { model.dayOffset = 0 } else { model.panel = .none }
      }
      return []
    },
  ]
}
