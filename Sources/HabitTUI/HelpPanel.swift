import HabitCore

/// The help: every key and what it does, scrolling when the window is short.
enum HelpPanel {
  /// Every key, in the order people need them.
  static let keys: [(String, String)] = [
    ("j/k, arrows", "move"),
    ("g/G, Home/End", "first / last habit"),
    ("space, x", "check in the selected habit (again: undo the check-in)"),
    ("s", "skip (the streak neither grows nor breaks)"),
    ("h/l, arrows", "move the day cursor on the heatmap; space/s then back-fill that day"),
    ("a, e, d", "add, edit, delete a habit"),
    ("u, U", "undo, redo"),
    ("t", "timer for the selected habit (t again cancels it)"),
    (",", "settings"),
    ("n", "notification center"),
    ("o", "overall heatmap"),
    ("Enter, z", "stop, snooze a ringing alarm"),
    ("?, Esc, q", "this help, close, quit"),
  ]

  static func handle(_ key: Key, scroll: Int, _ model: inout Model) -> [Effect] {
    let last = dialog(model, scroll: 0).maximumScroll(width: model.width, height: model.height)
    if let step = MainKeys.movement(key) {
      model.panel = .help(scroll: max(0, min(last, scroll + step)))
    } else if key == .character(" ") {
      model.panel = .help(scroll: min(last, scroll + max(1, model.height - 6)))
    } else if [.escape, .character("?"), .character("q"), .enter].contains(key) {
      model.panel = .none
    }
    return []
  }

  static func dialog(_ model: Model, scroll: Int) -> Dialog {
    Dialog(
      title: "Keys", body: keys.map { DialogItem.key($0.0, $0.1) },
      footer: [.text("j/k scroll · Esc close", .dim)], scroll: scroll, maxWidth: 72)
  }
}
