import HabitCore

/// The notification center panel: delivered notifications, newest first.
enum NotificationsPanel {
  static func handle(_ key: Key, index: Int, _ model: inout Model) -> [Effect] {
    let items = model.snapshot.delivered
    if let step = MainKeys.movement(key) {
      model.panel = .notifications(index: clampIndex(index + step, items.count))
      return []
    }
    switch key {
    case .escape, .character("n"), .character("q"): model.panel = .none
    case .character("d"), .delete, .character(" "):
      guard items.indices.contains(index) else { return [] }
      model.panel = .notifications(index: max(0, min(index, items.count - 2)))
      return [.clearDelivered(ids: [items[index].reminder.id])]
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
    var body: [DialogItem] = [.text(parts.joined(separator: " · ")), .blank]
    if snapshot.delivered.isEmpty {
      body.append(.text(words.pick("Nothing delivered.", "받은 알림이 없어요."), .dim))
    }
    let missed = words.pick("missed", "놓침")
    for (position, item) in snapshot.delivered.enumerated() {
      let line =
        View.shortTime(item.reminder.fireDate, model) + (item.missed ? "  \(missed)  " : "  ")
        + item.reminder.body
      body.append(.entry(line, item.missed ? .dim : .plain, selected: position == index))
    }
    let keys = words.keys(
      ("j/k", "move", "이동"), ("d", "clear", "지우기"), ("D", "clear all", "모두 지우기"),
      ("Esc", "close", "닫기"))
    return Dialog(
      title: words.pick("Notification center", "알림 센터"), body: body,
      footer: [.text(keys, .dim)],
      focus: snapshot.delivered.isEmpty ? nil : index + 2, maxWidth: 76)
  }
}
