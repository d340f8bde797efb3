import HabitCore

/// The add/edit form's keys around the form itself: save and cancel.
enum FormPanel {
  static func handle(_ key: Key, form: inout HabitForm, _ model: inout Model) -> [Effect] {
    switch key {
    case .escape:
      model.panel = .none
      return []
    case .enter:
      let names = Set(model.habits.map(\.name))
      switch form.habit(existingNames: names, start: model.snapshot.board.today) {
      case .failure(let error):
        form.error = error.message
        model.panel = .form(form)
        return []
      case .success(let habit):
        model.panel = .none
        return [form.editing == nil ? .addHabit(habit) : .updateHabit(habit)]
      }
    default:
      _ = form.handle(key)
      model.panel = .form(form)
      return []
    }
  }
}

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
}

/// The notification center panel: delivered notifications, newest first.
enum NotificationsPanel {
  static func handle(_ key: Key, index: Int, _ model: inout Model) -> [Effect] {
    let items = model.snapshot.delivered
    if let step = MainKeys.movement(key) {
      model.panel = .notifications(index: clampIndex(index + step, items.count))
      return []
    }
    switch key {
    case .escape, .character("n"), .character("q"): model.panel = .none
    case .character("d"), .delete, .character(" "):
      guard items.indices.contains(index) else { return [] }
      model.panel = .notifications(index: max(0, min(index, items.count - 2)))
      return [.clearDelivered(ids: [items[index].reminder.id])]
    case .character("D"):
      model.panel = .notifications(index: 0)
      return [.clearDelivered(ids: nil)]
    default: break
    }
    return []
  }
}
