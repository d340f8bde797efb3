import Foundation
import HabitCore

/// The interface's logic: a message changes the model and asks for effects. Pure.
public enum Update {
  /// How long a banner stays, in real seconds.
  static let bannerSeconds = 4.0
  /// The snooze the alarm overlay's `z` asks for, in minutes (the phone alarm's).
  public static let snoozeMinutes = 9

  /// Applies a message to the model and returns the effects to perform.
  public static func update(_ model: inout Model, _ msg: Msg) -> [Effect] {
    switch msg {
    case .resized(let width, let height):
      model.width = width
      model.height = height
      return []
    case .tick(let now):
      model.now = now
      if let banner = model.banner, banner.until <= now { model.banner = nil }
      // A new habit day: "today" moves and the week ahead is planned again.
      return model.local.day(of: now) != model.snapshot.board.today ? [.reschedule] : []
    case .loaded(let snapshot):
      // Only the data changes here, never an effect: saving settings cannot re-trigger itself.
      model.snapshot = snapshot
      model.selection = min(model.selection, max(0, snapshot.board.habits.count - 1))
      if let alarm = model.alarm, !snapshot.ringing.contains(alarm.thread) { model.alarm = nil }
      return []
    case .delivered(let items):
      return delivered(items, &model)
    case .recorded(let change):
      model.undoStack.append(change)
      model.redoStack.removeAll()
      return []
    case .failed(let message):
      show(message, error: true, &model)
      return []
    case .key(let key):
      return keyPressed(key, &model)
    }
  }

  /// Shows a banner line for a few seconds.
  static func show(_ text: String, error: Bool = false, _ model: inout Model) {
    model.banner = Banner(
      text: text, until: model.now.addingTimeInterval(bannerSeconds * model.speed), isError: error)
  }

  private static func delivered(_ items: [DeliveredItem], _ model: inout Model) -> [Effect] {
    guard let last = items.last else { return [] }
    let notification = last.notification
    show(notification.reminder.body + (notification.missed ? " (missed)" : ""), &model)
    for item in items where !item.notification.missed {
      let reminder = item.notification.reminder
      guard reminder.kind.rings else { continue }
      let rings = model.alarm?.thread == reminder.thread ? model.alarm!.rings + 1 : 1
      model.alarm = Alarm(
        habit: reminder.habit, body: reminder.body, thread: reminder.thread, kind: reminder.kind,
        rings: rings)
    }
    let bell = items.contains { $0.presentation.bell }
    let flash = items.contains { $0.presentation.flash }
    return bell || flash ? [.ring(bell: bell, flash: flash)] : []
  }

  private static func keyPressed(_ key: Key, _ model: inout Model) -> [Effect] {
    if key == .controlC { return [.quit] }
    if model.alarm != nil { return alarmKey(key, &model) }
    switch model.panel {
    case .none, .overall: return MainKeys.handle(key, &model)
    case .settings(let field): return SettingsPanel.handle(key, field: field, &model)
    case .notifications(let index): return NotificationsPanel.handle(key, index: index, &model)
    case .help:
      if [.escape, .character("?"), .character("q"), .enter].contains(key) { model.panel = .none }
      return []
    case .form(var form):
      return FormPanel.handle(key, form: &form, &model)
    case .confirmDelete(let habitID):
      model.panel = .none
      return key == .character("y") || key == .character("Y")
        ? [.deleteHabit(habitID: habitID)] : []
    case .timer(let habitID, let text):
      return TimerPrompt.handle(key, habitID: habitID, text: text, &model)
    }
  }

  private static func alarmKey(_ key: Key, _ model: inout Model) -> [Effect] {
    switch key {
    case .enter:
      model.alarm = nil
      return [.acknowledge]
    case .character("z"), .character("Z"):
      model.alarm = nil
      show("Snoozed for \(snoozeMinutes) minutes", &model)
      return [.snooze(minutes: snoozeMinutes)]
    default:
      return []
    }
  }
}

/// Keys on the main screen (and the overall view).
enum MainKeys {
  static func handle(_ key: Key, _ model: inout Model) -> [Effect] {
    let count = model.habits.count
    switch key {
    case .character("j"), .down: model.selection = min(max(0, count - 1), model.selection + 1)
    case .character("k"), .up: model.selection = max(0, model.selection - 1)
    case .home: model.selection = 0
    case .end: model.selection = max(0, count - 1)
    case .pageDown: model.selection = min(max(0, count - 1), model.selection + 10)
    case .pageUp: model.selection = max(0, model.selection - 10)
    case .character("h"), .left: model.dayOffset = max(-370, model.dayOffset - 1)
    case .character("l"), .right: model.dayOffset = min(0, model.dayOffset + 1)
    case .character(" "), .character("x"): return mark(.done, &model)
    case .character("s"): return mark(.skipped, &model)
    case .character("a"): model.panel = .form(HabitForm())
    case .character("e"):
      if let habit = model.selectedHabit { model.panel = .form(HabitForm(editing: habit)) }
    case .character("d"):
      if let habit = model.selectedHabit { model.panel = .confirmDelete(habitID: habit.id) }
    case .character("t"):
      if let habit = model.selectedHabit { model.panel = .timer(habitID: habit.id, text: "25m") }
    case .character("u"): return undo(&model)
    case .character("U"): return redo(&model)
    case .character(","): model.panel = .settings(field: 0)
    case .character("n"): model.panel = .notifications(index: 0)
    case .character("o"): model.panel = model.panel == .overall ? .none : .overall
    case .character("?"): model.panel = .help
    case .character("q"): return [.quit]
    case .escape:
      if model.dayOffset != 0 { model.dayOffset = 0 } else { model.panel = .none }
    default: break
    }
    return []
  }

  /// Toggles done (or skipped) on the cursor day of the selected habit.
  private static func mark(_ status: EntryStatus, _ model: inout Model) -> [Effect] {
    guard let habit = model.selectedHabit else { return [] }
    let day = model.cursorDay
    guard day >= habit.start else {
      Update.show(
        "\(day.iso) is before \(habit.name) started (\(habit.start.iso))", error: true, &model)
      return []
    }
    let current = model.snapshot.board.history(of: habit).status(on: day)
    return [.setEntry(habitID: habit.id, day: day, status: current == status ? nil : status)]
  }

  private static func undo(_ model: inout Model) -> [Effect] {
    guard let change = model.undoStack.popLast() else {
      Update.show("Nothing to undo", &model)
      return []
    }
    model.redoStack.append(change)
    return [.apply(change.inverse)]
  }

  private static func redo(_ model: inout Model) -> [Effect] {
    guard let change = model.redoStack.popLast() else {
      Update.show("Nothing to redo", &model)
      return []
    }
    model.undoStack.append(change)
    return [.apply(change)]
  }
}

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
  static func handle(_ key: Key, habitID: Int64, text: String, _ model: inout Model) -> [Effect] {
    var text = text
    switch key {
    case .escape:
      model.panel = .none
      return []
    case .enter:
      guard let seconds = DurationText.seconds(text) else {
        Update.show("A timer needs a duration such as 25m, 1h30m or 90s", error: true, &model)
        return []
      }
      model.panel = .none
      Update.show("Timer set for \(DurationText.format(seconds))", &model)
      return [.startTimer(habitID: habitID, seconds: seconds)]
    case .backspace: if !text.isEmpty { text.removeLast() }
    case .character(let character): text.append(character)
    default: break
    }
    model.panel = .timer(habitID: habitID, text: text)
    return []
  }
}

/// The notification center panel: delivered notifications, newest first.
enum NotificationsPanel {
  static func handle(_ key: Key, index: Int, _ model: inout Model) -> [Effect] {
    let items = model.snapshot.delivered
    switch key {
    case .escape, .character("n"), .character("q"): model.panel = .none
    case .character("j"), .down:
      model.panel = .notifications(index: min(max(0, items.count - 1), index + 1))
    case .character("k"), .up: model.panel = .notifications(index: max(0, index - 1))
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
