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
        Update.show("A timer needs a duration such as 25m, 1h30m or 90s", error: true, &model)
        return []
      }
      model.panel = .none
      Update.show("Timer set for \(DurationText.format(seconds))", &model)
      return [.startTimer(habitID: habitID, seconds: seconds)]
    default: _ = field.handle(key)
    }
    model.panel = .timer(habitID: habitID, field: field)
    return []
  }

  /// The prompt as a dialog.
  static func dialog(_ model: Model, habitID: Int64, field: TextField) -> Dialog {
    Dialog(
      title: "Timer",
      body: [
        .text("Timer for \(Panels.name(habitID, model))"),
        .field(label: "Rings after", value: field.text, selected: true, cursor: field.cursor),
        .text("for example 25m, 1h30m, 90s", .dim),
      ],
      footer: [.text("Enter: start · Esc: cancel", .dim)], maxWidth: 50)
  }
}

/// Asks before deleting a habit.
enum DeletePrompt {
  static func handle(_ key: Key, habitID: Int64, _ model: inout Model) -> [Effect] {
    model.panel = .none
    return key == .character("y") || key == .character("Y") ? [.deleteHabit(habitID: habitID)] : []
  }

  static func dialog(_ model: Model, habitID: Int64) -> Dialog {
    Dialog(
      title: "Delete",
      body: [.text("Delete \(Panels.name(habitID, model)) and all its check-ins?")],
      footer: [.text("y: delete · any other key: keep (u undoes)", .dim)], maxWidth: 50)
  }
}
