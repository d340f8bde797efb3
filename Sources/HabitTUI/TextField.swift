/// A line of text being typed, with a cursor between its characters.
public struct TextField: Hashable, Sendable {
  /// What has been typed.
  public private(set) var text: String
  /// Where the next character goes: 0 is before the first character, `text.count` after the last.
  public private(set) var cursor: Int
  /// Whether the whole text is selected: a value offered for change (an amount so far, a default
  /// target), which the first character typed replaces and Backspace clears.
  public private(set) var isSelected: Bool

  /// A field holding `text`, the cursor after it; `selected` offers the text for replacing.
  public init(_ text: String = "", selected: Bool = false) {
    self.text = text
    cursor = text.count
    isSelected = selected && !text.isEmpty
  }

  /// Applies an editing key: typing, Backspace/Delete, Left/Right, Home/End. Returns false for
  /// keys a text field does not use, so the caller can give them another meaning.
  public mutating func handle(_ key: Key) -> Bool {
    if isSelected {
      switch key {
      case .character, .backspace, .delete:
        text = ""
        cursor = 0
        isSelected = false
        if case .character = key { return handle(key) }
        return true
      case .left, .right, .home, .end: isSelected = false
      default: break
      }
    }
    switch key {
    case .character(let character):
      text.insert(character, at: index(cursor))
      cursor += 1
    case .backspace:
      guard cursor > 0 else { return true }
      text.remove(at: index(cursor - 1))
      cursor -= 1
    case .delete:
      if cursor < text.count { text.remove(at: index(cursor)) }
    case .left: cursor = max(0, cursor - 1)
    case .right: cursor = min(text.count, cursor + 1)
    case .home: cursor = 0
    case .end: cursor = text.count
    default: return false
    }
    return true
  }

  private func index(_ offset: Int) -> String.Index {
    text.index(text.startIndex, offsetBy: offset)
  }
}
