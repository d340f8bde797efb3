/// The options and positional arguments a command accepts.
struct ArgumentSpec: Sendable {
  /// Options that take a value (`--at 09:30` or `--at=09:30`).
  var valueOptions: Set<String> = []
  /// Options that take no value (`--json`).
  var flags: Set<String> = []
  /// The positional arguments, in order; a command takes them from its synopsis.
  var positionals: [Positional] = []

  /// How many positional arguments are allowed.
  var positionalCount: ClosedRange<Int> {
    positionals.filter { !$0.optional }.count...positionals.count
  }
}

/// A positional argument as a synopsis declares it: `NAME`, or `[NAME]` when it may be left out.
struct Positional: Equatable, Sendable {
  /// The placeholder word (`NAME`, `DURATION`).
  let word: String
  /// Whether the argument may be left out.
  let optional: Bool

  /// What the word stands for, as an error message says it.
  var meaning: String { Self.meanings[word] ?? word }

  private static let meanings = [
    "NAME": "a habit name",
    "DURATION": "a duration such as 25m, 1h30m or 90s",
    "MIN": "the minutes to snooze, from 1 to 720",
    "AMOUNT": "an amount such as 1 or 0.25",
    "PATH": "the path of a backup",
    "FILE": "the file or folder to import",
    "SHELL": "a shell: bash, zsh or fish",
    "ACTION": ServiceAction.listed,
  ]

  /// The positionals a synopsis declares: the words after the command word, before the first option.
  static func declared(in synopsis: String) -> [Positional] {
    let words = synopsis.split(separator: " ").dropFirst()
    return words.prefix { !$0.hasPrefix("-") && !$0.hasPrefix("[-") }.map { word in
      let optional = word.hasPrefix("[") && word.hasSuffix("]")
      return Positional(
        word: String(optional ? word.dropFirst().dropLast() : word), optional: optional)
    }
  }
}

/// A command line split into options and positional arguments.
struct Arguments: Equatable {
  var values: [String: String] = [:]
  var flags: Set<String> = []
  var positionals: [String] = []

  /// The value of an option, or nil when it was not given.
  subscript(option: String) -> String? { values[option] }

  /// Whether a flag was given.
  func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// Splits `tokens` according to `spec`; unknown or repeated options are usage errors.
  static func parse(_ tokens: [String], spec: ArgumentSpec, command: String) throws -> Arguments {
    var parsed = Arguments()
    var index = 0
    var optionsEnded = false
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      // A negative number (`log 물 -1`) is a value to refuse as such, not an unknown option.
      if optionsEnded || !token.hasPrefix("-") || token == "-" || looksNumeric(token) {
        parsed.positionals.append(token)
        continue
      }
      if token == "--" {
        optionsEnded = true
        continue
      }
      let (name, inlineValue) = split(token)
      if spec.flags.contains(name), inlineValue != nil {
        throw CommandError.usage("\(name) takes no value (got '\(Display.safe(token))')")
      }
      if spec.flags.contains(name) {
        guard parsed.flags.insert(name).inserted else {
          throw CommandError.usage("\(name) is given twice")
        }
      } else if spec.valueOptions.contains(name) {
        guard let value = inlineValue ?? (index < tokens.count ? tokens[index] : nil) else {
          throw CommandError.usage("\(name) needs a value")
        }
        if inlineValue == nil { index += 1 }
        guard parsed.values.updateValue(value, forKey: name) == nil else {
          throw CommandError.usage("\(name) is given twice")
        }
      } else {
        throw CommandError.unknownOption(name, command: command, spec: spec)
      }
    }
    guard spec.positionalCount.contains(parsed.positionals.count) else {
      throw CommandError.usage(positionalProblem(parsed.positionals, spec: spec, command: command))
    }
    return parsed
  }

  private static func looksNumeric(_ token: String) -> Bool {
    token.dropFirst().first.map { $0.isASCII && ($0.isNumber || $0 == ".") } ?? false
  }

  private static func split(_ token: String) -> (String, String?) {
    guard token.hasPrefix("--"), let equals = token.firstIndex(of: "=") else { return (token, nil) }
    return (String(token[..<equals]), String(token[token.index(after: equals)...]))
  }

  private static func positionalProblem(
    _ positionals: [String], spec: ArgumentSpec, command: String
  ) -> String {
    if positionals.count < spec.positionalCount.lowerBound {
      let missing = spec.positionals.dropFirst(positionals.count).filter { !$0.optional }
      return "'\(command)' needs " + missing.map(\.meaning).joined(separator: " and ")
    }
    let extra = positionals[spec.positionals.count]
    return "unexpected argument '\(Display.safe(extra))' for '\(command)'"
  }
}
