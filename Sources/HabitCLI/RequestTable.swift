import HabitCore
import NotificationSimulator

/// Requests as the text of `plan`, `pending` and `delivered`: one row per request, except that
/// the steps of one alarm or timer burst are one row (`×60`, `×4 of 60 armed`, `×29 of 60 left`).
struct RequestTable {
  /// One request; for a delivered notification whether it came late (missed); for a system
  /// alarm whether it is ringing now.
  struct Item {
    var reminder: Reminder
    var missed: Bool? = nil
    var ringing = false
  }

  var items: [Item]
  /// For requests still to fire: how many steps of each burst already rang, by thread.
  var rang: [String: Int]? = nil
  /// For the delivered list: the bursts still ringing; any other was left unanswered (missed).
  var ringing: Set<String> = []

  /// The rows in fire order; a burst's row stands where its first step is.
  func render(local: LocalTime, style: Style) -> String {
    let delivered = items.contains { $0.missed != nil }
    var table = Table(
      headers: ["Fires", "Kind", "Habit", "Text"] + (delivered ? ["Delivered"] : []),
      alignments: Array(repeating: .left, count: delivered ? 5 : 4))
    table.shrinking = 3
    table.rows = groups().map { group in
      let first = group[0]
      let row = [
        Timestamp.format(first.reminder.fireDate, local: local), first.reminder.kind.rawValue,
        Display.safe(first.reminder.habit ?? "-"), text(group),
      ]
      return delivered ? row + [deliveredText(group)] : row
    }
    return table.render(style: style)
  }

  /// The notification's words, with how much of a burst the row stands for.
  private func text(_ group: [Item]) -> String {
    let first = group[0].reminder
    let words = Display.safe(first.body) + (group[0].ringing ? " (ringing)" : "")
    guard first.kind == .alarm || first.kind == .timer else { return words }
    let total = ReminderPlanner.burstCount
    let count = group.count
    guard let rang else { return words + " ×\(count)" }
    let left = total - (rang[first.thread] ?? 0)
    if left == total {
      return words + (count == total ? " ×\(total)" : " ×\(count) of \(total) armed")
    }
    return words
      + (count == left
        ? " ×\(count) of \(total) left" : " ×\(count) armed, \(left) of \(total) left")
  }

  /// `on time` or `missed` (delivered late, while nothing ran); for a burst, `ringing` until it
  /// is over, then `missed`: nobody stopped it.
  private func deliveredText(_ group: [Item]) -> String {
    let first = group[0].reminder
    if first.kind == .alarm || first.kind == .timer {
      return ringing.contains(first.thread) ? "ringing" : "missed"
    }
    return group[0].missed == true ? "missed" : "on time"
  }

  /// The items, a burst's steps gathered under its first one.
  private func groups() -> [[Item]] {
    var groups: [[Item]] = []
    var burstIndex: [String: Int] = [:]
    for item in items {
      let kind = item.reminder.kind
      guard kind == .alarm || kind == .timer else {
        groups.append([item])
        continue
      }
      if let index = burstIndex[item.reminder.thread] {
        groups[index].append(item)
      } else {
        burstIndex[item.reminder.thread] = groups.count
        groups.append([item])
      }
    }
    return groups
  }
}
