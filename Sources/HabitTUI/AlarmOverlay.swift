import Foundation
import HabitCore

/// The ringing alarm or timer: it takes the screen and every key until stopped or snoozed, and
/// closes by itself, as missed, when its burst has rung out.
enum AlarmOverlay {
  static func handle(_ key: Key, _ model: inout Model) -> [Effect] {
    guard let alarm = model.alarm else { return [] }
    switch key {
    case .enter:
      // The offer says the alarm stopped; without one on screen (the habit is done, or another
      // alarm took the overlay) a message does.
      if !stopped([alarm], &model) || model.alarm != nil {
        let name = name(of: alarm, model)
        Update.show(
          alarm.isTimer
            ? model.words.pick("Timer for \(name) stopped", "\(name) 타이머를 껐어요")
            : model.words.pick("Alarm for \(name) stopped", "\(name) 알람을 껐어요"), &model)
      }
      return [.acknowledge(threads: [alarm.thread])]
    case .character("S") where !model.waitingAlarms.isEmpty:
      let all = [alarm] + model.waitingAlarms
      model.waitingAlarms = []
      stopped(all, &model)
      let names = all.map { name(of: $0, model) }.joined(separator: ", ")
      Update.show(
        model.words.pick(
          "Stopped \(all.count) alarms: \(names)", "알람 \(all.count)개를 껐어요: \(names)"), &model)
      return [.acknowledge(threads: all.map(\.thread))]
    case .character("z"), .character("Z"):
      let minutes = Update.snoozeMinutes
      let name = name(of: alarm, model)
      showNext(&model)
      Update.show(
        model.words.pick(
          "Snoozed \(name) for \(minutes) minutes", "\(name): \(minutes)분 뒤에 다시 울려요"), &model)
      return [.snooze(minutes: minutes, threads: [alarm.thread])]
    default:
      return []
    }
  }

  /// After a stop: the next ringing alarm takes the overlay, and each stopped one offers its
  /// check-in in turn. Returns whether any offered one.
  @discardableResult
  private static func stopped(_ alarms: [Alarm], _ model: inout Model) -> Bool {
    showNext(&model)
    return alarms.map { offerCheckIn(after: $0, &model) }.contains(true)
  }

  /// The oldest waiting alarm takes the overlay, with its own count, or the overlay closes.
  static func showNext(_ model: inout Model) {
    model.alarm = model.waitingAlarms.isEmpty ? nil : model.waitingAlarms.removeFirst()
  }

  /// The habit's name as the screen shows it, or "timer".
  static func name(of alarm: Alarm, _ model: Model) -> String {
    alarm.habit.map(TerminalText.escaped) ?? model.words.pick("timer", "타이머")
  }

  /// Notifications just delivered: rings of an alarm or timer open (or count on) the overlay, or
  /// the waiting alarm of their burst; the others, and rings delivered too late to ring, show as
  /// a message.
  static func delivered(_ items: [DeliveredItem], _ model: inout Model) -> [Effect] {
    for item in items {
      let reminder = item.notification.reminder
      guard reminder.kind.rings, !item.notification.missed else {
        let missed = item.notification.missed ? model.words.pick(" (missed)", " (놓침)") : ""
        Update.show(reminder.body + missed, &model)
        continue
      }
      if let shown = model.alarm, shown.thread == reminder.thread {
        model.alarm = rung(shown, at: reminder.fireDate)
      } else if let index = model.waitingAlarms.firstIndex(where: { $0.thread == reminder.thread })
      {
        model.waitingAlarms[index] = rung(model.waitingAlarms[index], at: reminder.fireDate)
      } else {
        let alarm = Alarm(
          habit: reminder.habit, body: reminder.body, thread: reminder.thread, kind: reminder.kind,
          rings: 1, started: reminder.fireDate, lastRing: reminder.fireDate)
        if model.alarm == nil {
          model.alarm = alarm
          // An offer open when an alarm rings waits under no overlay: it comes back after.
          if case .offerCheckIn = model.panel {
            model.waitingOffers.insert(model.panel, at: 0)
            model.panel = .none
          }
        } else {
          model.waitingAlarms.append(alarm)
        }
      }
    }
    let bell = items.contains { $0.presentation.bell }
    let flash = items.contains { $0.presentation.flash }
    return bell || flash ? [.ring(bell: bell, flash: flash)] : []
  }

  private static func rung(_ alarm: Alarm, at fireDate: Date) -> Alarm {
    var alarm = alarm
    alarm.rings += 1
    alarm.lastRing = fireDate
    return alarm
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

  /// Closes an overlay whose burst rang out unanswered (the next waiting alarm takes it), and
  /// drops waiting alarms that rang out, saying so until the next key; the notification center
  /// keeps the bursts, as a phone does.
  static func closeIfOver(_ model: inout Model) {
    let now = model.now
    let ended = { (alarm: Alarm) in end(of: alarm, model).map { $0 <= now } ?? false }
    let missed = ([model.alarm].compactMap { $0 } + model.waitingAlarms).filter(ended)
    guard !missed.isEmpty else { return }
    let missedThreads = Set(missed.map(\.thread))
    model.waitingAlarms.removeAll { missedThreads.contains($0.thread) }
    if let shown = model.alarm, missedThreads.contains(shown.thread) { showNext(&model) }
    let center = model.words.keys(("n", "notification center", "알림 센터"))[0]
    let text = missed.map { missedText($0, model) }.joined(separator: " · ")
    Update.show(text + " · " + center, untilKey: true, &model)
  }

  private static func missedText(_ alarm: Alarm, _ model: Model) -> String {
    let words = model.words
    let name = alarm.habit.map(TerminalText.escaped) ?? ""
    let time = View.shortTime(alarm.started, model)
    return alarm.isTimer
      ? words.pick("Missed: ⏱ \(name) timer at \(time)", "⏱ \(name) 타이머를 놓쳤어요 (\(time))")
      : words.pick("Missed: ⏰ \(name) alarm at \(time)", "⏰ \(name) 알람을 놓쳤어요 (\(time))")
  }

  /// After a stop: offers to check the habit in for today, unless it already counts as done
  /// (checked, auto-done, or its target met). An offer already open keeps the screen; this one
  /// waits its turn. Returns whether it offered.
  private static func offerCheckIn(after alarm: Alarm, _ model: inout Model) -> Bool {
    let board = model.snapshot.board
    guard let habit = board.habits.first(where: { $0.name == alarm.habit }),
      board.today >= habit.start, !board.mark(of: habit, on: board.today).isDone
    else { return false }
    let offer = Panel.offerCheckIn(habitID: habit.id, kind: alarm.isTimer ? .timer : .alarm)
    // Never behind a ringing alarm, nor over another offer: it waits its turn.
    var offerOpen = false
    if case .offerCheckIn = model.panel { offerOpen = true }
    if offerOpen || model.alarm != nil || !model.waitingOffers.isEmpty {
      model.waitingOffers.append(offer)
    } else {
      model.panel = offer
    }
    return true
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
    let others = model.waitingAlarms.map { Self.name(of: $0, model) }.joined(separator: ", ")
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
          words.keys(("Enter", "stop", "끄기"))
            + (others.isEmpty ? [] : words.keys(("S", "stop all", "모두 끄기")))
            + words.keys(("z", "snooze \(minutes) min", "\(minutes)분 뒤 다시")), .bold)
      ], maxWidth: 50)
  }
}
