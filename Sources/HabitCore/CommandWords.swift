/// A command line split into words as a POSIX shell splits them, for running without one: the
/// notification command. Quotes and backslashes group and escape; nothing is expanded (`$`,
/// backquotes, `~`, globs, `;` and `|` are plain characters), so no text can become a command.
public enum CommandWords {
  /// The words of `line`; nil when a quote is left open or the line ends in a backslash.
  public static func split(_ line: String) -> [String]? {
    var words: [String] = []
    var word = ""
    var inWord = false
    var characters = line.makeIterator()
    while let character = characters.next() {
      switch character {
      case " ", "\t", "\n":
        if inWord { words.append(word) }
        word = ""
        inWord = false
      case "\\":
        guard let next = characters.next() else { return nil }
        word.append(next)
        inWord = true
      case "'":
        guard let quoted = read(&characters, until: "'", escapes: false) else { return nil }
        word += quoted
        inWord = true
      case "\"":
        guard let quoted = read(&characters, until: "\"", escapes: true) else { return nil }
        word += quoted
        inWord = true
      default:
        word.append(character)
        inWord = true
      }
    }
    if inWord { words.append(word) }
    return words
  }

  /// The text up to the closing `quote`; inside double quotes a backslash escapes `"`, `\`, `$`
  /// and a backquote, as a shell's does, and stays before anything else. Nil when never closed.
  private static func read(
    _ characters: inout String.Iterator, until quote: Character, escapes: Bool
  ) -> String? {
    var text = ""
    while let character = characters.next() {
      if character == quote { return text }
      if escapes, character == "\\" {
        guard let next = characters.next() else { return nil }
        if !"\"\\$`".contains(next) { text.append(character) }
        text.append(next)
        continue
      }
      text.append(character)
    }
    return nil
  }
}
