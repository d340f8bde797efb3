import HabitCore

/// The ringing alarm or timer: it takes the screen and every key until stopped or snoozed.
enum AlarmOverlay {
  static func handle(_ key: Key, _ model: inout Model) -> [Effect] {
    switch key {
    case .enter:
      model.alarm = nil
      return [.acknowledge]
    case .character("z"), .character("Z"):
      model.alarm = nil
      Update.show("Snoozed for \(Update.snoozeMinutes) minutes", &model)
      return [.snooze(minutes: Update.snoozeMinutes)]
    default:
      return []
    }
  }

  /// The overlay: the habit, the notification's words, how long it has rung, the two ways out.
  static func dialog(_ alarm: Alarm, _ model: Model) -> Dialog {
    let name = alarm.habit.map(TerminalText.escaped) ?? "Timer"
    let mark = alarm.kind == .timer ? "⏱" : "⏰"
    return Dialog(
      title: alarm.kind == .timer ? "Timer" : "Alarm",
      body: [
        .text("\(mark)  \(name)", CellStyle(foreground: .warning, bold: true)),
        .text(alarm.body),
        .text("ringing · \(alarm.rings) of 60", .dim),
      ],
      footer: [.text("Enter: stop · z: snooze \(Update.snoozeMinutes) min", .bold)], maxWidth: 50)
  }
}
