import HabitCore

/// The timer prompt: a duration typed after `t`.
enum TimerPrompt {
  static func handle(_ key: Key, habitID: Int64, field: TextField, _ model: inout Model) -> [Effect]
  {
    var field = field
    switch key {
    case .escape:
      model.panel = .none
      return []
    case .enter:
      guard let seconds = DurationText.seconds(field.text) else {
        Update.show(
          model.words.pick(
            "A timer needs a duration such as 25m, 1h30m or 90s (h, m, s once each, in that order).",
            "타이머 시간은 25m, 1h30m, 90s처럼 적어 주세요 (h, m, s 순서로 한 번씩)."), error: true,
          &model)
        return []
      }
      model.panel = .none
      let duration = model.words.duration(seconds)
      Update.show(model.words.pick("Timer set for \(duration)", "\(duration) 뒤에 울려요"), &model)
      return [.startTimer(habitID: habitID, seconds: seconds)]
    default: _ = field.handle(key)
    }
    model.panel = .timer(habitID: habitID, field: field)
    return []
  }

  /// The prompt as a dialog.
  static func dialog(_ model: Model, habitID: Int64, field: TextField) -> Dialog {
    let words = model.words
    let name = Panels.name(habitID, model)
    return Dialog(
      title: words.pick("Timer", "타이머"),
      body: [
        .text(words.pick("Timer for \(name)", "\(name) 타이머")),
        .field(
          label: words.pick("Rings after", "울릴 때까지"), value: field.text, selected: true,
          cursor: field.cursor, marked: field.isSelected ? field.text.count : 0),
        .text(words.pick("for example 25m, 1h30m, 90s", "예: 25m, 1h30m, 90s"), .dim),
      ],
      footer: [.hints(words.keys(("Enter", "start", "시작"), ("Esc", "cancel", "취소")), .dim)],
      maxWidth: 50)
  }
}

/// Asks before deleting a habit.
enum DeletePrompt {
  static func handle(_ key: Key, habitID: Int64, _ model: inout Model) -> [Effect] {
    model.panel = .none
    // Archiving keeps the history: offered here, where someone about to lose it looks.
    if key == .character("a"), model.selectedHabit?.id == habitID,
      model.selectedHabit?.archived == false
    {
      return ListKeys.toggleArchive(&model)
    }
    if key == .character("y") || key == .character("Y") { return [.deleteHabit(habitID: habitID)] }
    let name = Panels.name(habitID, model)
    Update.show(model.words.pick("\(name) kept", "\(Korean.with(name, .object)) 그대로 뒀어요"), &model)
    return []
  }

  static func dialog(_ model: Model, habitID: Int64) -> Dialog {
    let words = model.words
    let name = Panels.name(habitID, model)
    let archived = model.habits.first { $0.id == habitID }?.archived ?? false
    return Dialog(
      title: words.pick("Delete", "삭제"),
      body: [
        .text(
          words.pick(
            "Delete \(name) and all its check-ins?",
            "\(Korean.with(name, .and)) 그 기록을 모두 삭제할까요?"))
      ],
      footer: [
        .hints(
          [
            words.pick("y: delete (u brings it back)", "y: 삭제 (u로 되살려요)"),
            // An archived habit is already out of the way: only deleting is left to offer.
            archived ? nil : words.pick("a: archive instead", "a: 대신 보관"),
            words.pick("any other key: keep", "다른 키: 그대로 두기"),
          ].compactMap { $0 }, .dim)
      ], maxWidth: 50)
  }
}

/// `t` on a habit whose timer runs: cancel it (`y`) or keep it (any other key).
enum CancelTimerPrompt {
  static func handle(_ key: Key, timerID: String, _ model: inout Model) -> [Effect] {
    model.panel = .none
    guard let timer = model.snapshot.timers.first(where: { $0.id == timerID }) else { return [] }
    let name = timer.habit.map(TerminalText.escaped) ?? ""
    guard key == .character("y") || key == .character("Y") else {
      Update.show(
        model.words.pick("Timer for \(name) keeps running", "\(name) 타이머는 계속 돌아가요"), &model)
      return []
    }
    Update.show(model.words.pick("Timer for \(name) cancelled", "\(name) 타이머를 취소했어요"), &model)
    return [.cancelTimer(id: timerID)]
  }

  static func dialog(_ model: Model, timerID: String, habitID: Int64) -> Dialog {
    let words = model.words
    let name = Panels.name(habitID, model)
    let left = model.snapshot.timers.first { $0.id == timerID }.map { View.countdown($0, model) }
    return Dialog(
      title: words.pick("Timer", "타이머"),
      body: [
        .text(
          words.pick("Cancel the timer for \(name)?", "\(name) 타이머를 취소할까요?")
            + (left.map { words.pick(" \($0) left.", " \($0) 남았어요.") } ?? ""))
      ],
      footer: [
        .hints(
          [words.pick("y: cancel it", "y: 취소"), words.pick("any other key: keep it", "다른 키: 계속")],
          .dim)
      ], maxWidth: 50)
  }
}

/// After an alarm or timer is stopped: check its habit in for today (`y` or space), or not.
enum CheckInOffer {
  static func handle(_ key: Key, habitID: Int64, _ model: inout Model) -> [Effect] {
    model.panel = .none
    guard [.character("y"), .character("Y"), .character(" ")].contains(key) else {
      let name = Panels.name(habitID, model)
      Update.show(model.words.pick("\(name) not checked in", "\(name): 체크하지 않았어요"), &model)
      return []
    }
    // A measurable habit is done by an amount: ask for it, as `+` does.
    if let habit = model.habits.first(where: { $0.id == habitID }), habit.isMeasurable {
      let today = model.snapshot.board.today
      model.panel = .amount(AmountEntry(habit: habit, day: today, adding: true, model))
      return []
    }
    return [.setEntry(habitID: habitID, day: model.snapshot.board.today, status: .done)]
  }

  static func dialog(_ model: Model, habitID: Int64, kind: ReminderKind) -> Dialog {
    let words = model.words
    let name = Panels.name(habitID, model)
    let stopped =
      kind == .timer
      ? words.pick("Timer for \(name) stopped.", "\(name) 타이머를 껐어요.")
      : words.pick("Alarm for \(name) stopped.", "\(name) 알람을 껐어요.")
    // A measurable habit is done by an amount: the offer says it asks for one.
    let measurable = model.habits.first { $0.id == habitID }?.isMeasurable == true
    let question =
      measurable
      ? words.pick(
        "Add an amount to \(name) for today?", "오늘 \(Korean.with(name, .object)) 얼마나 했는지 적을까요?")
      : words.pick(
        "Check \(name) in for today?", "오늘 \(Korean.with(name, .object)) 완료로 체크할까요?")
    return Dialog(
      title: words.pick("Check in", "체크인"),
      body: [.text(stopped), .text(question)],
      footer: [
        .hints(
          [
            measurable
              ? words.pick("y/space: add an amount", "y/space: 양 적기")
              : words.pick("y/space: check in", "y/space: 체크인"),
            words.pick("any other key: not now", "다른 키: 나중에"),
          ], .dim)
      ], maxWidth: 50)
  }
}
