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
            "A timer needs a duration such as 25m, 1h30m or 90s.",
            "타이머 시간은 25m, 1h30m, 90s처럼 적어 주세요."), error: true, &model)
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
          cursor: field.cursor),
        .text(words.pick("for example 25m, 1h30m, 90s", "예: 25m, 1h30m, 90s"), .dim),
      ],
      footer: [.text(words.keys(("Enter", "start", "시작"), ("Esc", "cancel", "취소")), .dim)],
      maxWidth: 50)
  }
}

/// Asks before deleting a habit.
enum DeletePrompt {
  static func handle(_ key: Key, habitID: Int64, _ model: inout Model) -> [Effect] {
    model.panel = .none
    return key == .character("y") || key == .character("Y") ? [.deleteHabit(habitID: habitID)] : []
  }

  static func dialog(_ model: Model, habitID: Int64) -> Dialog {
    let words = model.words
    let name = Panels.name(habitID, model)
    return Dialog(
      title: words.pick("Delete", "삭제"),
      body: [
        .text(
          words.pick(
            "Delete \(name) and all its check-ins?",
            "\(Korean.with(name, .and)) 그 기록을 모두 삭제할까요?"))
      ],
      footer: [
        .text(
          words.pick(
            "y: delete · any other key: keep (u undoes)", "y: 삭제 · 다른 키: 그대로 두기 (u로 되돌릴 수 있어요)"),
          .dim)
      ], maxWidth: 50)
  }
}
