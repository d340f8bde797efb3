import HabitCore
import NotificationSimulator

/// Requests as the text of `plan`, `pending` and `delivered`: one row per request, except that
/// the steps of one alarm or timer burst are one row (`×60`, or how many of the 60 are left).
struct RequestTable {
  /// One request, and for a delivered notification whether it was missed.
  struct Item {
    var reminder: Reminder
    var missed: Bool? = nil
  }

  var items: [Item]
  /// Whether the items are still to fire (the row says how many of a burst are left).
  var ahead: Bool

  /// The rows in the items' order; a burst's row stands where its first step is.
  func render(local: LocalTime, style: Style) -> String {
    let delivered = items.contains { $0.missed != nil }
    var table = Table(
      headers: ["Fires", "Kind", "Habit", "Text"] + (delivered ? ["Delivered"] : []),
      alignments: Array(repeating: .left, count: delivered ? 5 : 4))
    table.shrinking = 3
    table.rows = groups().map { group in
      let first = group[0].reminder
      var text = Display.safe(first.body)
      if first.kind == .alarm || first.kind == .timer {
        let total = ReminderPlanner.burstCount
        text +=
          ahead && group.count < total ? " ×\(group.count) of \(total) left" : " ×\(group.count)"
      }
      let row = [
        Timestamp.format(first.fireDate, local: local), first.kind.rawValue,
        Display.safe(first.habit ?? "-"), text,
      ]
      return delivered ? row + [Self.deliveredText(group.compactMap(\.missed))] : row
    }
    return table.render(style: style)
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

  /// `on time`, `missed`, or how many of a burst were missed.
  private static func deliveredText(_ missed: [Bool]) -> String {
    let count = missed.filter { $0 }.count
    if count == 0 { return "on time" }
    return count == missed.count ? "missed" : "\(count) missed"
  }
}
