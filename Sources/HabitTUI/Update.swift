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
      model.moveDayCursor(by: 0)
      return []
    case .tick(let now):
      model.now = now
      if let until = model.banner?.until, until <= now { model.banner = nil }
      AlarmOverlay.closeIfOver(&model)
      // A new habit day: "today" moves and the week ahead is planned again.
      return model.local.day(of: now) != model.snapshot.board.today ? [.reschedule] : []
    case .loaded(let snapshot):
      loaded(snapshot, &model)
      return []
    case .delivered(let items):
      return AlarmOverlay.delivered(items, &model)
    case .recorded(let change):
      model.undoStack.append(change)
      model.redoStack.removeAll()
      focus(after: change, &model)
      if let text = ChangeText.announcement(of: change, model) { show(text, &model) }
      return []
    case .failed(let message):
      show(message, error: true, &model)
      return []
    case .notice(let message):
      show(message, &model)
      return []
    case .earned(let achievements):
      let words = Achievement.announcement(
        achievements, language: model.words.language, name: TerminalText.escaped)
      show("🏆 " + words, &model)
      return []
    case .key(let key):
      let effects = keyPressed(key, &model)
      // A stopped alarm's check-in offer waits until nothing else holds the screen.
      if model.panel == .none, model.alarm == nil, !model.waitingOffers.isEmpty {
        model.panel = model.waitingOffers.removeFirst()
      }
      return effects
    }
  }

  /// Shows a banner line for a few seconds (of real time, whatever the clock's speed), or with
  /// `untilKey` until the user presses a key.
  static func show(
    _ text: String, error: Bool = false, untilKey: Bool = false, _ model: inout Model
  ) {
    let until = model.now.addingTimeInterval(bannerSeconds * model.speed)
    model.banner = Banner(text: text, until: untilKey ? nil : until, isError: error)
  }

  /// New data: only the data changes here, never an effect, so saving settings cannot re-trigger
  /// itself. The selection stays on its habit (or moves to one just added) wherever it now is.
  private static func loaded(_ snapshot: Snapshot, _ model: inout Model) {
    let wanted = model.focusHabitID ?? model.selectedHabit?.id
    model.snapshot = snapshot
    let index = model.habits.firstIndex { $0.id == wanted }
    if index != nil { model.focusHabitID = nil }
    model.select(index ?? model.selection)
    model.moveDayCursor(by: 0)
    // Alarms stopped elsewhere (`ack`, another interface) leave the overlay.
    model.waitingAlarms.removeAll { !snapshot.ringing.contains($0.thread) }
    if let alarm = model.alarm, !snapshot.ringing.contains(alarm.thread) {
      AlarmOverlay.showNext(&model)
    }
  }

  /// After a change that brings a habit into the list, selects it once the reload shows it.
  static func focus(after change: Change, _ model: inout Model) {
    switch change {
    case .added(let habit, _): model.focusHabitID = habit.id
    case .habit(let before, let after) where before.archived && !after.archived:
      model.focusHabitID = after.id
    default: break
    }
  }

  private static func keyPressed(_ key: Key, _ model: inout Model) -> [Effect] {
    if key == .controlC { return [.quit] }
    // A message is about the last action, or news that waited for the user (a missed alarm):
    // either goes with the next key, which still counts and may say something of its own.
    model.banner = nil
    if model.alarm != nil { return AlarmOverlay.handle(key, &model) }
    switch model.panel {
    case .none, .overall: return MainKeys.handle(key, &model)
    case .settings(let field, let edit):
      return SettingsPanel.handle(key, field: field, edit: edit, &model)
    case .notifications(let index): return NotificationsPanel.handle(key, index: index, &model)
    case .help(let scroll): return HelpPanel.handle(key, scroll: scroll, &model)
    case .form(var form):
      return FormPanel.handle(key, form: &form, &model)
    case .confirmDelete(let habitID): return DeletePrompt.handle(key, habitID: habitID, &model)
    case .amount(let entry): return AmountPrompt.handle(key, entry: entry, &model)
    case .timer(let habitID, let field):
      return TimerPrompt.handle(key, habitID: habitID, field: field, &model)
    case .cancelTimer(let timerID, _):
      return CancelTimerPrompt.handle(key, timerID: timerID, &model)
    case .offerCheckIn(let habitID, _): return CheckInOffer.handle(key, habitID: habitID, &model)
    case .statistics(let view): return StatisticsPanel.handle(key, view: view, &model)
    }
  }
}
