/// The options and positional arguments a command accepts.
struct ArgumentSpec: Sendable {
  /// Options that take a value (`--at 09:30` or `--at=09:30`).
  var valueOptions: Set<String> = []
  /// Options that take no value (`--json`).
  var flags: Set<String> = []
  /// How many positional arguments are allowed.
  var positionals: ClosedRange<Int> = 0...0
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
      if optionsEnded || !token.hasPrefix("-") || token == "-" {
        parsed.positionals.append(token)
        continue
      }
      if token == "--" {
        optionsEnded = true
        continue
      }
      let (name, inlineValue) = split(token)
      if spec.flags.contains(name), inlineValue == nil {
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
        throw CommandError.usage("unknown option '\(Display.safe(name))' for '\(command)'")
      }
    }
    guard spec.positionals.contains(parsed.positionals.count) else {
      throw CommandError.usage(positionalProblem(parsed.positionals, spec: spec, command: command))
    }
    return parsed
  }

  private static func split(_ token: String) -> (String, String?) {
    guard token.hasPrefix("--"), let equals = token.firstIndex(of: "=") else { return (token, nil) }
    return (String(token[..<equals]), String(token[token.index(after: equals)...]))
  }

  private static func positionalProblem(
    _ positionals: [String], spec: ArgumentSpec, command: String
  ) -> String {
    if positionals.count < spec.positionals.lowerBound {
      return "'\(command)' needs a habit name"
    }
    let extra = positionals[spec.positionals.upperBound]
    return "unexpected argument '\(Display.safe(extra))' for '\(command)'"
  }
}
