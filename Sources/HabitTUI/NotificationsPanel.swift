import Foundation
import HabitCore
import NotificationSimulator

/// The notification center panel: delivered notifications, newest first, an alarm's or timer's
/// burst of rings as one entry.
enum NotificationsPanel {
  /// One line of the center: a notification, or every delivered ring of one burst.
  struct Entry: Hashable, Sendable {
    var ids: [String]
    var fireDate: Date
    var body: String
    /// Delivered late, while nothing ran; or a burst that rang out without being stopped.
    var missed: Bool
  }

  /// The delivered list as entries, newest first; a burst's rings gather where its newest is.
  static func entries(_ model: Model) -> [Entry] {
    var entries: [Entry] = []
    var bursts: [String: Int] = [:]
    for item in model.snapshot.delivered {
      let reminder = item.reminder
      guard [.alarm, .timer].contains(reminder.kind) else {
        entries.append(
          Entry(
            ids: [reminder.id], fireDate: reminder.fireDate, body: reminder.body,
            missed: item.missed))
        continue
      }
      if let index = bursts[reminder.thread] {
        entries[index].ids.append(reminder.id)
        entries[index].fireDate = min(entries[index].fireDate, reminder.fireDate)
      } else {
        bursts[reminder.thread] = entries.count
        // Only the burst on screen still rings; any other was left unanswered.
        let missed = model.alarm?.thread != reminder.thread
        entries.append(
          Entry(
            ids: [reminder.id], fireDate: reminder.fireDate, body: reminder.body, missed: missed))
      }
    }
    return entries
  }

  static func handle(_ key: Key, index: Int, _ model: inout Model) -> [Effect] {
    let entries = entries(model)
    if let step = MainKeys.movement(key) {
      model.panel = .notifications(index: clampIndex(index + step, entries.count))
      return []
    }
    switch key {
    case .escape, .character("n"), .character("q"): model.panel = .none
    case .character("d"), .delete, .character(" "):
      guard entries.indices.contains(index) else { return [] }
      model.panel = .notifications(index: max(0, min(index, entries.count - 2)))
      return [.clearDelivered(ids: entries[index].ids)]
    case .character("D"):
      model.panel = .notifications(index: 0)
      return [.clearDelivered(ids: nil)]
    default: break
    }
    return []
  }

  /// The center as a dialog: what is pending, then the delivered notifications, newest first.
  static func dialog(_ model: Model, index: Int) -> Dialog {
    let snapshot = model.snapshot
    let words = model.words
    var parts = [words.pick("\(snapshot.pendingCount) pending", "대기 \(snapshot.pendingCount)개")]
    if let horizon = snapshot.horizon {
      let time = View.shortTime(horizon, model)
      parts.append(words.pick("armed until \(time)", "\(time)까지 예약"))
    }
    let count = snapshot.delivered.count
    parts.append(words.pick("\(count) delivered", "받은 알림 \(count)개"))
    var body: [DialogItem] = [.hints(parts, .plain), .blank]
    let entries = entries(model)
    if entries.isEmpty {
      body.append(.text(words.pick("Nothing delivered.", "받은 알림이 없어요."), .dim))
    }
    let missed = words.pick("missed", "놓침")
    for (position, entry) in entries.enumerated() {
      let rings = entry.ids.count > 1 ? " ×\(entry.ids.count)" : ""
      let when = View.shortTime(entry.fireDate, model) + (entry.missed ? "  \(missed)  " : "  ")
      body.append(
        .entry(when, entry.body + rings, entry.missed ? .dim : .plain, selected: position == index))
    }
    let keys = words.keys(
      ("j/k", "move", "이동"), ("d", "clear", "지우기"), ("D", "clear all", "모두 지우기"),
      ("Esc", "close", "닫기"))
    return Dialog(
      title: words.pick("Notification center", "알림 센터"), body: body,
      footer: [.hints(keys, .dim)],
      focus: entries.isEmpty ? nil : index + 2, maxWidth: 76)
  }
}
