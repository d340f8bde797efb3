import HabitCore

/// The help: every key and what it does, scrolling when the window is short.
enum HelpPanel {
  /// Every key, in the order people need them.
  /// Every key, in the order people need them: the rows of the one key table.
  static var keys: [(Phrase, Phrase)] { MainKeys.bindings.map { ($0.label, $0.help) } }

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
    let words = model.words
    return Dialog(
      title: words.pick("Keys", "키"), body: keys.map { DialogItem.key(words($0.0), words($0.1)) },
      footer: [.hints(words.keys(("j/k", "scroll", "스크롤"), ("Esc", "close", "닫기")), .dim)],
      scroll: scroll, maxWidth: 72)
  }
}
