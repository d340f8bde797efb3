import Foundation
import HabitCore
import HabitInterchange
import NotificationSimulator

/// What a status bar shows of today: progress, the next habit time, the alarms ringing.
struct StatusFacts {
  /// Due habits done today, and due today.
  var done: Int
  var due: Int
  /// The next time today of a due habit not done yet, with its habit's name.
  var next: (name: String, time: TimeOfDay)?
  /// The habits whose alarm rings now (a timer without a habit as "timer"), oldest first.
  var ringing: [String]
  /// The longest streak going on among the habits.
  var bestStreak: Int
  /// The due habits not done yet, with their next time when they have one.
  var left: [String]

  /// Reads the facts inside the command's read transaction.
  static func read(_ session: Session) throws -> StatusFacts {
    let board = try session.board(reach: .streaks())
    let local = try session.local()
    let (done, due) = board.todayProgress
    var upcoming: [(name: String, time: TimeOfDay, at: Date)] = []
    var left: [String] = []
    for habit in board.habits where !habit.archived && board.isOpen(habit, on: board.today) {
      let times = habit.times.map { ($0, local.occurrence(of: $0, onHabitDay: board.today)) }
        .filter { $0.1 > session.now }
      upcoming += times.map { (habit.name, $0.0, $0.1) }
      left.append(habit.name + (times.first.map { " \($0.0)" } ?? ""))
    }
    let next = upcoming.min { $0.at < $1.at }.map { (name: $0.name, time: $0.time) }
    let best = board.habits.filter { !$0.archived }.map { board.streak(of: $0).current }.max() ?? 0
    return StatusFacts(
      done: done, due: due, next: next, ringing: try ringingHabits(session), bestStreak: best,
      left: left)
  }

  /// The habits of the alarm and timer bursts ringing now, as the device shows them.
  private static func ringingHabits(_ session: Session) throws -> [String] {
    let (center, alarms) = try session.deviceAsOfNow()
    let threads = Set(center.ringingThreads(now: session.now) + alarms.alertingThreads)
    var names: [String] = []
    let reminders = center.delivered.map(\.reminder) + alarms.alarms.map(\.reminder)
    for reminder in reminders where threads.contains(reminder.thread) {
      let name = reminder.habit ?? "timer"
      if !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// A placeholder's value, names shown without control characters.
  func value(of placeholder: String) -> String {
    switch placeholder {
    case "done": return String(done)
    case "due": return String(due)
    case "next": return next.map { Display.safe($0.name) } ?? ""
    case "next_time": return next.map { $0.time.description } ?? ""
    case "streak_best": return String(bestStreak)
    default: return ringing.map(Display.safe).joined(separator: ", ")
    }
  }

  /// `✔ 2/5 · next 러닝 07:00`, `✔ 2/5 · ⏰ 러닝!` while an alarm rings, `✔ 5/5` when all is done.
  var defaultText: String {
    let progress = "✔ \(done)/\(due)"
    if let first = ringing.first {
      let more = ringing.count > 1 ? " +\(ringing.count - 1)" : ""
      return progress + " · ⏰ \(Display.safe(first))\(more)!"
    }
    guard let next else { return progress }
    return progress + " · next \(Display.safe(next.name)) \(next.time)"
  }

  /// The line `format` makes of these facts.
  func text(_ format: StatusFormat) -> String {
    format.pieces.map { $0.isPlaceholder ? value(of: $0.text) : $0.text }.joined()
  }

  /// Waybar's custom-module JSON: the text, what is left as the tooltip, the class, the share done.
  func waybar(format: StatusFormat?) -> JSON {
    let state = !ringing.isEmpty ? "ringing" : done >= due ? "done" : "pending"
    let tooltip =
      left.isEmpty
      ? "Nothing left today" : "Left today: " + left.map(Display.safe).joined(separator: ", ")
    return .object([
      ("text", .string(format.map(text(_:)) ?? defaultText)),
      ("tooltip", .string(tooltip)),
      ("class", .string(state)),
      ("percentage", .int(due == 0 ? 100 : done * 100 / due)),
    ])
  }
}
