import Foundation
import HabitApp
import HabitCore
import HabitInterchange
import NotificationSimulator

/// `reschedule`, `plan`, `pending`, `delivered`, `ack`, `snooze` and `timer`.
enum ReminderCommands {
  static let reschedule = Command(
    name: "reschedule",
    synopsis: "reschedule",
    summary: "Plan the next 7 days of reminders and hand them to the notification center.",
    spec: ArgumentSpec(),
    access: .action
  ) { _, session in
    let plan = try session.reminders.reschedule(now: session.now, deliver: session.mayDeliver)
    // What the center holds: fewer than planned while due requests await the deliverer, none
    // with notifications denied.
    let armed = try session.library.center().pending.count
    let local = try session.local()
    return "Armed \(armed) reminder\(armed == 1 ? "" : "s") until "
      + Timestamp.format(plan.horizon, local: local)
      + (plan.dropped > 0 ? " (\(plan.dropped) more wait for the next reschedule)" : "")
      + (try alarmLine(plan, session.settings().reminders).map { "\n" + $0 } ?? "")
  }

  /// What AlarmKit mode scheduled, or why nothing: the alarm permission is denied.
  static func alarmLine(_ plan: ReminderPlan, _ settings: ReminderSettings) -> String? {
    guard settings.alarmMode == .alarmkit, settings.masterEnabled else { return nil }
    let count = plan.alarms.count
    guard settings.alarmPermission == .allowed else {
      return "Alarms are not allowed (alarm permission denied): \(count) alarm"
        + "\(count == 1 ? "" : "s") not scheduled"
    }
    return "Scheduled \(count) system alarm\(count == 1 ? "" : "s") (AlarmKit)"
  }

  static let plan = Command(
    name: "plan",
    synopsis: "plan [--json]",
    summary: "Show the plan for the next 7 days without applying it.",
    spec: ArgumentSpec(flags: ["--json"]),
    access: .readPlanned
  ) { arguments, session in
    let plan = try session.reminders.plan(now: session.now)
    let local = try session.local()
    let alarmKit = try session.settings().reminders.alarmMode == .alarmkit
    if arguments.has("--json") {
      let alarms = JSON.array(plan.alarms.map { Report.requestJSON($0, local: local) })
      return JSON.object(
        [
          ("now", .string(Timestamp.format(session.now, local: local))),
          ("horizon", .string(Timestamp.format(plan.horizon, local: local))),
          ("dropped", .int(plan.dropped)),
          ("requests", .array(plan.requests.map { Report.requestJSON($0, local: local) })),
        ] + (alarmKit ? [("alarms", alarms)] : [])
      ).serialized
    }
    var header =
      "\(plan.requests.count) requests, armed until \(Timestamp.format(plan.horizon, local: local))"
      + ", \(plan.dropped) dropped"
    if alarmKit {
      let denied = try session.settings().reminders.alarmPermission == .denied
      header += ", \(plan.alarms.count) system alarms" + (denied ? " (not allowed: none kept)" : "")
    }
    guard !(plan.requests + plan.alarms).isEmpty else { return header }
    let items = inFireOrder(plan.requests + plan.alarms).map { RequestTable.Item(reminder: $0) }
    let (center, _) = try session.deviceAsOfNow()
    return header + "\n"
      + RequestTable(items: items, rang: center.rangSteps)
      .render(local: local, style: session.style)
  }

  /// Requests in fire order, the order they were given in at equal times.
  static func inFireOrder(_ requests: [Reminder]) -> [Reminder] {
    requests.enumerated().sorted {
      ($0.element.fireDate, $0.offset) < ($1.element.fireDate, $1.offset)
    }
    .map(\.element)
  }

  static let pending = centerList(
    "pending",
    summary:
      "List the notification center's pending requests, and scheduled system alarms, in fire order.",
    empty: "Nothing pending."
  ) { session, local in
    // System alarms (AlarmKit mode) are not notification requests, but they are what is armed,
    // or ringing.
    let (center, alarms) = try session.deviceAsOfNow()
    let alerting = Set(alarms.alertingThreads)
    let all = inFireOrder(center.pendingInFireOrder + alarms.alarms.map(\.reminder))
    let items = all.map {
      RequestTable.Item(reminder: $0, ringing: $0.kind == .alarmkit && alerting.contains($0.thread))
    }
    return (
      RequestTable(items: items, rang: center.rangSteps),
      all.map { Report.requestJSON($0, local: local) }
    )
  }

  static let delivered = centerList(
    "delivered", summary: "List delivered notifications not yet cleared, by fire date.",
    empty: "Nothing delivered."
  ) { session, local in
    let (center, _) = try session.deviceAsOfNow()
    let items = center.delivered.map { RequestTable.Item(reminder: $0.reminder, missed: $0.missed) }
    return (
      RequestTable(items: items, ringing: Set(center.ringingThreads(now: session.now))),
      center.delivered.map { Report.deliveredJSON($0, local: local) }
    )
  }

  /// `pending` and `delivered`: one of the center's lists as a table or a JSON array.
  private static func centerList(
    _ name: String, summary: String, empty: String,
    list: @escaping @Sendable (Session, LocalTime) throws -> (RequestTable, [JSON])
  ) -> Command {
    Command(
      name: name, synopsis: "\(name) [--json]", summary: summary,
      spec: ArgumentSpec(flags: ["--json"]), access: .readPlanned
    ) { arguments, session in
      let local = try session.local()
      let (table, json) = try list(session, local)
      let stale = name == "pending" ? try staleNote(session, local) : nil
      if arguments.has("--json") {
        // Standard output stays the list alone: scripts parse it.
        if let stale { session.notices.append(stale) }
        return JSON.array(json).serialized
      }
      let text = table.items.isEmpty ? empty : table.render(local: local, style: session.style)
      return stale.map { text + "\n" + $0 } ?? text
    }
  }

  /// Why the center holds less than a plan made now would: its plan ran out (nothing that
  /// plans has run since its horizon passed), or nothing has planned yet; nil while it holds,
  /// or with reminders off. Commands that only read never plan (only the interface, `watch`
  /// and commands that change something do), so this is said rather than mended.
  static func staleNote(_ session: Session, _ local: LocalTime) throws -> String? {
    guard try session.settings().reminders.masterEnabled, !(try session.library.habits().isEmpty)
    else { return nil }
    let how = "`habitflow reschedule` arms it again (the interface and `watch` keep it armed)"
    guard let horizon = try session.reminders.plannedHorizon() else {
      return "Nothing has planned the reminders yet: " + how
    }
    guard horizon <= session.now else { return nil }
    return "The plan ran out at \(Timestamp.format(horizon, local: local)) and "
      + "nothing has planned since: " + how
  }

  static let ack = Command(
    name: "ack",
    synopsis: "ack [NAME] [--all]",
    summary:
      "Stop the ringing alarm (the oldest; NAME's; every one with --all) and say what it stopped.",
    spec: ArgumentSpec(flags: ["--all"]),
    access: .action
  ) { arguments, session in
    let choice = try alarmChoice(arguments, session)
    let stopped = try session.library.acknowledge(choice, checkInTimers: true, now: session.now)
    let lines = stopped.reminders.map { "Stopped: \(Display.safe($0.body))" }
    let checked = stopped.checkedIn.map { habit in
      let name = Display.safe(habit.name)
      return "\(name) checked in for today (`habitflow uncheck \(shellWord(name))` takes it back)"
    }
    return (lines + checked).joined(separator: "\n")
  }

  static let snooze = Command(
    name: "snooze",
    synopsis: "snooze MIN [NAME] [--all]",
    summary: "Stop the ringing alarm (as ack chooses it) and ring it again in MIN minutes.",
    spec: ArgumentSpec(flags: ["--all"]),
    access: .action
  ) { arguments, session in
    let text = arguments.positionals[0]
    guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let minutes = Int(text),
      (1...720).contains(minutes)
    else {
      throw CommandError.usage(
        "invalid snooze '\(Display.safe(text))': expected whole minutes from 1 to 720")
    }
    let choice = try alarmChoice(arguments, session, nameAt: 1)
    let bursts = try session.library.snooze(choice, minutes: minutes, now: session.now)
    let local = try session.local()
    return bursts.map {
      "Snoozed \(Display.safe($0.habit ?? "timer")) until \(Timestamp.format($0.start, local: local))"
    }.joined(separator: "\n")
  }

  /// A word a shell reads back as `text`: as it is when only letters, digits, `-` and `_`, else
  /// in single quotes.
  static func shellWord(_ text: String) -> String {
    let plain = !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || "-_".contains($0) }
    return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// Which ringing alarms `ack` or `snooze` is for: the habit named, every one with `--all`,
  /// else the oldest. Delivers what is due first, so that what rings is what is stopped.
  /// Refused (exit 1) when nothing chosen is ringing.
  private static func alarmChoice(
    _ arguments: Arguments, _ session: Session, nameAt index: Int = 0
  ) throws -> AlarmChoice {
    let name = arguments.positionals.count > index ? arguments.positionals[index] : nil
    if name != nil, arguments.has("--all") {
      throw CommandError.usage("give a habit's name or --all, not both")
    }
    // What rings is what the plan a check-in left for later would have armed: made first.
    try session.reminders.catchUpPlan(by: session.now, always: true)
    if session.mayDeliver { _ = try session.reminders.deliverDue(now: session.now) }
    let ringing = try session.reminders.ringingAlarms(now: session.now)
    guard !ringing.isEmpty else { throw CommandError.failure("nothing is ringing") }
    guard let name else { return arguments.has("--all") ? .all : .oldest }
    let habit = try session.habit(named: name)
    guard ringing.contains(where: { $0.habit == habit.name }) else {
      let others = ringing.map { Display.safe($0.habit ?? "timer") }.joined(separator: ", ")
      throw CommandError.failure("\(Display.safe(habit.name)) is not ringing (ringing: \(others))")
    }
    return .habit(habit.name)
  }

  static let timer = Command(
    name: "timer",
    synopsis: "timer NAME DURATION",
    summary:
      "Ring an alarm burst for a habit after DURATION (25m, 1h30m, 90s); acknowledging it checks a yes/no habit in.",
    spec: ArgumentSpec(),
    access: .action
  ) { arguments, session in
    let seconds = try Values.duration(arguments.positionals[1])
    let habit = try session.habit(named: arguments.positionals[0])
    guard
      let burst = try session.library.startTimer(
        habitID: habit.id, seconds: seconds, now: session.now)
    else { throw CommandError.failure("'\(Display.safe(habit.name))' is gone; nothing changed") }
    return "Timer for \(Display.safe(habit.name)) rings at "
      + Timestamp.format(burst.start, local: try session.local())
  }

}
