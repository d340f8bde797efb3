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
      let minutes = Update.snoozeMinutes
      Update.show(
        model.words.pick("Snoozed for \(minutes) minutes", "\(minutes)분 뒤에 다시 울려요"), &model)
      return [.snooze(minutes: Update.snoozeMinutes)]
    default:
      return []
    }
  }

  /// The overlay: the habit, the notification's words, how long it has rung, the two ways out.
  static func dialog(_ alarm: Alarm, _ model: Model) -> Dialog {
    let words = model.words
    let timer = alarm.kind == .timer
    let title = timer ? words.pick("Timer", "타이머") : words.pick("Alarm", "알람")
    let name = alarm.habit.map(TerminalText.escaped) ?? title
    let rings = ReminderPlanner.burstCount
    let minutes = Update.snoozeMinutes
    return Dialog(
      title: title,
      body: [
        .text("\(timer ? "⏱" : "⏰")  \(name)", CellStyle(foreground: .warning, bold: true)),
        .text(alarm.body),
        .text(
          words.pick(
            "ringing · \(alarm.rings) of \(rings)", "울리는 중 · \(rings)번 중 \(alarm.rings)번째"),
          .dim),
      ],
      footer: [
        .text(
          words.keys(("Enter", "stop", "끄기"), ("z", "snooze \(minutes) min", "\(minutes)분 뒤 다시")),
          .bold)
      ], maxWidth: 50)
  }
}
