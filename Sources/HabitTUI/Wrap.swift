import HabitCore

/// Breaking text into lines of a width in terminal columns.
enum Wrap {
  /// A line of wrapped text and the character offset where it starts in the whole text.
  struct Piece: Hashable, Sendable {
    var start: Int
    var text: String
  }

  /// The text in lines of at most `width` columns, broken at spaces (the spaces at a break go);
  /// a word wider than a line is broken between characters. Every word appears whole on one line
  /// unless it is wider than the line itself.
  static func words(_ text: String, width: Int) -> [String] {
    pieces(text, width: width).map(\.text)
  }

  /// `words`, with where each line starts in the text (to place a cursor).
  static func pieces(_ text: String, width: Int) -> [Piece] {
    var lines: [Piece] = []
    var line = Piece(start: 0, text: "")
    var offset = 0
    for (gap, word) in tokens(text) {
      defer { offset += gap.count + word.count }
      let joined = line.text + gap + word
      if TerminalText.width(joined) <= max(1, width) {
        line.text = joined
        continue
      }
      if !line.text.isEmpty { lines.append(line) }
      // A break swallows the spaces before the word, except at the very start.
      let start = line.text.isEmpty && lines.isEmpty ? offset : offset + gap.count
      var broken = characters(start == offset ? gap + word : word, width: width)
      var position = start
      line = Piece(start: position, text: broken.removeLast())
      for piece in broken {
        lines.append(Piece(start: position, text: piece))
        position += piece.count
      }
      line.start = position
    }
    lines.append(line)
    return lines
  }

  /// The words of a text, each with the spaces before it (kept inside a line: `08:50  독서`).
  private static func tokens(_ text: String) -> [(gap: String, word: String)] {
    var result: [(gap: String, word: String)] = []
    var gap = ""
    var word = ""
    for character in text {
      if character == " ", !word.isEmpty {
        result.append((gap, word))
        gap = ""
        word = ""
      }
      if character == " " { gap.append(character) } else { word.append(character) }
    }
    if !word.isEmpty || !gap.isEmpty { result.append((gap, word)) }
    return result
  }

  /// The text in lines of at most `width` columns, broken between any two characters.
  static func characters(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var used = 0
    for character in text {
      let columns = TerminalText.width(of: character)
      if used + columns > max(1, width), !line.isEmpty {
        lines.append(line)
        line = ""
        used = 0
      }
      line.append(character)
      used += columns
    }
    lines.append(line)
    return lines
  }
}
