import HabitCore

/// The dialogs drawn over the main screen: one per panel, and the alarm overlay above them all.
enum Panels {
  /// The open panel's dialog, or nil on the main screen.
  static func dialog(_ model: Model) -> Dialog? {
    switch model.panel {
    case .none, .overall: return nil
    case .settings(let field, let edit):
      return SettingsPanel.dialog(model, field: field, edit: edit)
    case .notifications(let index): return NotificationsPanel.dialog(model, index: index)
    case .help(let scroll): return HelpPanel.dialog(model, scroll: scroll)
    case .form(let form): return FormPanel.dialog(model, form)
    case .confirmDelete(let habitID): return DeletePrompt.dialog(model, habitID: habitID)
    case .amount(let entry): return AmountPrompt.dialog(model, entry)
    case .timer(let habitID, let field):
      return TimerPrompt.dialog(model, habitID: habitID, field: field)
    case .cancelTimer(let timerID, let habitID):
      return CancelTimerPrompt.dialog(model, timerID: timerID, habitID: habitID)
    case .offerCheckIn(let habitID, let kind):
      return CheckInOffer.dialog(model, habitID: habitID, kind: kind)
    case .statistics(let view): return StatisticsPanel.dialog(model, view: view)
    }
  }

  /// A habit's name, escaped for the screen.
  static func name(_ habitID: Int64, _ model: Model) -> String {
    model.habits.first { $0.id == habitID }.map { TerminalText.escaped($0.name) } ?? "?"
  }
}
