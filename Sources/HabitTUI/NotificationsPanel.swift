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
    var summary = "\(snapshot.pendingCount) pending"
    if let horizon = snapshot.horizon {
      summary += " · armed until \(View.shortTime(horizon, model))"
    }
    summary += " · \(snapshot.delivered.count) delivered"
    var body: [DialogItem] = [.text(summary), .blank]
    if snapshot.delivered.isEmpty { body.append(.text("Nothing delivered.", .dim)) }
    for (position, item) in snapshot.delivered.enumerated() {
      let line =
        View.shortTime(item.reminder.fireDate, model) + (item.missed ? "  missed  " : "  ")
        + item.reminder.body
      body.append(.entry(line, item.missed ? .dim : .plain, selected: position == index))
    }
    return Dialog(
      title: "Notification center", body: body,
      footer: [.text("j/k move · d clear · D clear all · Esc close", .dim)],
      focus: snapshot.delivered.isEmpty ? nil : index + 2, maxWidth: 76)
  }
}
