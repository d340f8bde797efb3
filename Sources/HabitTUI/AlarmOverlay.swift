import Foundation
import HabitCore

/// The ringing alarm or timer: it takes the screen and every key until stopped or snoozed, and
/// closes by itself, as missed, when its burst has rung out.
enum AlarmOverlay {
  static func handle(_ key: Key, _ model: inout Model) -> [Effect] {
    guard let alarm = model.alarm else { return [] }
    switch key {
    case .enter:
      model.alarm = nil
      offerCheckIn(after: alarm, &model)
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

  /// Notifications just delivered: rings of an alarm or timer open (or count on) the overlay; the
  /// others, and rings delivered too late to ring, show as a message.
  static func delivered(_ items: [DeliveredItem], _ model: inout Model) -> [Effect] {
    for item in items {
      let reminder = item.notification.reminder
      guard reminder.kind.rings, !item.notification.missed else {
        let missed = item.notification.missed ? model.words.pick(" (missed)", " (놓침)") : ""
        Update.show(reminder.body + missed, &model)
        continue
      }
      if var shown = model.alarm, shown.thread != reminder.thread {
        // Another alarm rings meanwhile: the overlay keeps its own (and its count) and names the
        // other, which it shows in turn once its own has rung out.
        let name = reminder.habit.map(TerminalText.escaped) ?? model.words.pick("timer", "타이머")
        if !shown.others.contains(name) { shown.others.append(name) }
        model.alarm = shown
        continue
      }
      let same = model.alarm
      model.alarm = Alarm(
        habit: reminder.habit, body: reminder.body, thread: reminder.thread, kind: reminder.kind,
        rings: (same?.rings ?? 0) + 1, started: same?.started ?? reminder.fireDate,
        lastRing: reminder.fireDate, others: same?.others ?? [])
    }
    let bell = items.contains { $0.presentation.bell }
    let flash = items.contains { $0.presentation.flash }
    return bell || flash ? [.ring(bell: bell, flash: flash)] : []
  }

  /// When the overlay's burst is over: its last ring has rung its two seconds and no ring of it is
  /// pending. Nil while more are to come.
  /// A system alarm (AlarmKit mode) has no end: it rings until stopped.
  static func end(of alarm: Alarm, _ model: Model) -> Date? {
    guard alarm.kind != .alarmkit, !model.snapshot.pendingThreads.contains(alarm.thread) else {
      return nil
    }
    return alarm.lastRing.addingTimeInterval(TimeInterval(ReminderPlanner.burstSpacing))
  }

  /// Closes an overlay whose burst rang out unanswered, saying so until the next key; the
  /// notification center keeps the burst, as a phone does.
  static func closeIfOver(_ model: inout Model) {
    guard let alarm = model.alarm, let end = end(of: alarm, model), end <= model.now else { return }
    model.alarm = nil
    let words = model.words
    let name = alarm.habit.map(TerminalText.escaped) ?? ""
    let time = View.shortTime(alarm.started, model)
    let center = words.keys(("n", "notification center", "알림 센터"))[0]
    let text =
      alarm.isTimer
      ? words.pick("Missed: ⏱ \(name) timer at \(time)", "⏱ \(name) 타이머를 놓쳤어요 (\(time))")
      : words.pick("Missed: ⏰ \(name) alarm at \(time)", "⏰ \(name) 알람을 놓쳤어요 (\(time))")
    Update.show(text + " · " + center, untilKey: true, &model)
  }

  /// After Enter: offers to check the habit in for today, unless it already counts as done
  /// (checked, auto-done, or its target met).
  private static func offerCheckIn(after alarm: Alarm, _ model: inout Model) {
    let board = model.snapshot.board
    guard let habit = board.habits.first(where: { $0.name == alarm.habit }),
      board.today >= habit.start, !board.mark(of: habit, on: board.today).isDone
    else { return }
    model.panel = .offerCheckIn(habitID: habit.id, kind: alarm.isTimer ? .timer : .alarm)
  }

  /// The overlay: the habit, the notification's words, how long it has rung, the two ways out.
  static func dialog(_ alarm: Alarm, _ model: Model) -> Dialog {
    let words = model.words
    let timer = alarm.isTimer
    let title = timer ? words.pick("Timer", "타이머") : words.pick("Alarm", "알람")
    let name = alarm.habit.map(TerminalText.escaped) ?? title
    let rings = ReminderPlanner.burstCount
    let minutes = Update.snoozeMinutes
    // A burst stops after its 60 rings; a system alarm rings until stopped.
    let progress =
      alarm.kind == .alarmkit
      ? words.pick(
        "ringing until you stop it · rang \(alarm.rings) time\(alarm.rings == 1 ? "" : "s")",
        "끌 때까지 울려요 · \(alarm.rings)번 울림")
      : words.pick(
        "ringing · \(alarm.rings) of \(rings)", "울리는 중 · \(rings)번 중 \(alarm.rings)번째")
    let others = alarm.others.joined(separator: ", ")
    let also: [DialogItem] =
      others.isEmpty
      ? [] : [.text(words.pick("also ringing: \(others)", "함께 울리는 중: \(others)"), .bold)]
    return Dialog(
      title: title,
      body: [
        .text("\(timer ? "⏱" : "⏰")  \(name)", CellStyle(foreground: .warning, bold: true)),
        .text(alarm.body),
        .text(progress, .dim),
      ] + also,
      footer: [
        .hints(
          words.keys(("Enter", "stop", "끄기"), ("z", "snooze \(minutes) min", "\(minutes)분 뒤 다시")),
          .bold)
      ], maxWidth: 50)
  }
}
