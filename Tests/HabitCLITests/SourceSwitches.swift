import Foundation

/// The package's own source text, read to check what the compiler cannot: which files switch
/// over a set of case names, and whether such a switch hides cases behind `default:`.
///
/// It reads switches as swift-format lays them out: `switch ... {` ends its line, its `case` and
/// `default:` labels stand at the indentation of that line, and so does its closing brace.
enum SourceSwitches {
  /// The package's root, above `Tests/HabitCLITests/`.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// One switch: where it is, and its labels' patterns (the text before the label's colon).
  struct Switch {
    let file: String
    let line: Int
    let patterns: [String]
    let hasDefault: Bool

    /// Whether a pattern names one of `names` as an enum case (`.every`, `.every(let n)`); a
    /// guard's values (`where set != .all`) are not the switch's cases.
    func names(cases names: Set<String>) -> Bool {
      patterns.contains { pattern in
        let cases = pattern.components(separatedBy: " where ")[0]
        return Self.words(after: ".", in: cases).contains { names.contains($0) }
      }
    }

    /// Whether a pattern names one of `names` as a string (`"add"`, `"add"?`).
    func names(strings names: Set<String>) -> Bool {
      patterns.contains { pattern in
        pattern.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
          .contains { $0.offset % 2 == 1 && names.contains(String($0.element)) }
      }
    }

    /// The identifiers right after each `marker` in `text`.
    private static func words(after marker: Character, in text: String) -> [String] {
      var words: [String] = []
      var rest = text[...]
      while let index = rest.firstIndex(of: marker) {
        rest = rest[rest.index(after: index)...]
        let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if !word.isEmpty { words.append(String(word)) }
      }
      return words
    }
  }

  /// Every Swift file under `Sources/`, by path from the root (`Sources/HabitCore/Day.swift`).
  static func files() throws -> [String] {
    let sources = root.appendingPathComponent("Sources")
    guard let walker = FileManager.default.enumerator(atPath: sources.path) else { return [] }
    return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
      .map { "Sources/" + $0 }
  }

  /// Every switch in every file under `Sources/`.
  static func all() throws -> [Switch] {
    try files().flatMap { file in
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      return switches(in: text.components(separatedBy: "\n"), file: file)
    }
  }

  /// The switches of one file's lines.
  static func switches(in lines: [String], file: String) -> [Switch] {
    var found: [Switch] = []
    for (number, line) in lines.enumerated() {
      let code = line.trimmingCharacters(in: .whitespaces)
      guard !code.hasPrefix("//"), code.hasSuffix("{"),
        code.hasPrefix("switch ") || code.contains(" switch ")
      else { continue }
      let indent = line.prefix { $0 == " " }.count
      var patterns: [String] = []
      var hasDefault = false
      var index = number + 1
      while index < lines.count {
        let body = lines[index]
        let inner = body.trimmingCharacters(in: .whitespaces)
        if body.prefix(while: { $0 == " " }).count == indent {
          if inner.hasPrefix("}") { break }
          if inner.hasPrefix("default:") { hasDefault = true }
          if inner.hasPrefix("case ") { patterns.append(pattern(from: lines, at: index)) }
        }
        index += 1
      }
      found.append(
        Switch(file: file, line: number + 1, patterns: patterns, hasDefault: hasDefault))
    }
    return found
  }

  /// A label's pattern: its text up to the colon that ends it, over as many lines as it takes.
  private static func pattern(from lines: [String], at start: Int) -> String {
    var text = ""
    for line in lines[start...] {
      text += " " + line.trimmingCharacters(in: .whitespaces)
      if let end = labelEnd(in: text) { return String(text[..<end]) }
    }
    return text
  }

  /// Where a label ends: the first colon outside parentheses and strings that ends the line or
  /// is followed by a space.
  private static func labelEnd(in text: String) -> String.Index? {
    var depth = 0
    var quoted = false
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      switch text[index] {
      case "\"": quoted.toggle()
      case "(" where !quoted: depth += 1
      case ")" where !quoted: depth -= 1
      case ":" where !quoted && depth == 0 && (next == text.endIndex || text[next] == " "):
        return index
      default: break
      }
      index = next
    }
    return nil
  }

  /// The names of an enum's cases, read from its declaration in `file` (`case a, b` and
  /// `case c(Int)` lines directly inside `enum name`).
  static func caseNames(ofEnum name: String, in file: String) throws -> Set<String> {
    let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    guard let start = lines.firstIndex(where: { $0.contains("enum \(name):") }) else { return [] }
    let indent = lines[start].prefix { $0 == " " }.count
    var names: Set<String> = []
    for line in lines[(start + 1)...] {
      if line.prefix(while: { $0 == " " }).count == indent, line.contains("}") { break }
      let code = line.trimmingCharacters(in: .whitespaces)
      guard line.prefix(while: { $0 == " " }).count == indent + 2, code.hasPrefix("case ")
      else { continue }
      // Without associated values: `case weekdays(WeekdaySet)` names `weekdays` only.
      var depth = 0
      let bare = code.dropFirst(5).filter { character in
        if character == "(" { depth += 1 }
        if character == ")" { depth -= 1 }
        return depth == 0 && character != ")"
      }
      for item in bare.split(separator: ",") {
        let word = item.trimmingCharacters(in: .whitespaces).prefix {
          $0.isLetter || $0.isNumber || $0 == "_"
        }
        if !word.isEmpty { names.insert(String(word)) }
      }
    }
    return names
  }
}
