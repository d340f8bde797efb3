import Foundation

/// One database recipe size: `habits` habits with `years` years of history.
struct Size: Hashable, CustomStringConvertible {
  var habits: Int
  var years: Int

  /// `50x10`: how the size is written on the command line and in database file names.
  var description: String { "\(habits)x\(years)" }

  /// Parses `HABITSxYEARS`, e.g. `1000x10`; nil when malformed.
  init?(_ text: Substring) {
    let parts = text.split(separator: "x")
    guard parts.count == 2, let habits = Int(parts[0]), let years = Int(parts[1]), habits > 0,
      years >= 0
    else { return nil }
    self.init(habits: habits, years: years)
  }

  /// A size from its two numbers.
  init(habits: Int, years: Int) {
    self.habits = habits
    self.years = years
  }
}

/// The bench's command line (see the top of `main.swift` for what each option means).
struct BenchOptions {
  var habits = 50
  var years = 10
  var sizes = [Size(habits: 50, years: 10), Size(habits: 1000, years: 10)]
  var runs = 21
  var warmup = 2
  var uiHabits = 500
  var uiRuns = 21
  var keyRuns = 101
  var idleSeconds = 30
  var keep: String?
  var skipInProcess = false
  var skipReminders = false
  var skipCommands = false
  var skipInterface = false
  var skipTransfer = false
  var skipSync = false

  /// The options in `arguments` (without the program name); throws a usage error on anything
  /// unknown or malformed, so a typo never yields a run that silently measured something else.
  static func parse(_ arguments: [String]) throws -> BenchOptions {
    var options = BenchOptions()
    var rest = arguments[...]
    while let name = rest.popFirst() {
      if try options.setFlag(name) { continue }
      guard Self.valueOptions.contains(name) else {
        throw BenchError.usage("unknown option '\(name)' (see --help)")
      }
      guard let value = rest.popFirst() else { throw BenchError.usage("\(name) needs a value") }
      try options.set(name, value)
    }
    return options
  }

  private static let valueOptions: Set = [
    "--habits", "--years", "--runs", "--warmup", "--ui-habits", "--ui-runs", "--key-runs",
    "--idle-seconds", "--keep", "--sizes",
  ]

  /// Sets a flag; false when `name` is not one.
  private mutating func setFlag(_ name: String) throws -> Bool {
    switch name {
    case "--skip-inprocess": skipInProcess = true
    case "--skip-reminders": skipReminders = true
    case "--skip-commands": skipCommands = true
    case "--skip-interface": skipInterface = true
    case "--skip-transfer": skipTransfer = true
    case "--skip-sync": skipSync = true
    case "--help", "-h": throw BenchError.help
    default: return false
    }
    return true
  }

  /// Sets an option that takes a value.
  private mutating func set(_ name: String, _ value: String) throws {
    func count(minimum: Int = 1) throws -> Int {
      guard let number = Int(value), number >= minimum else {
        throw BenchError.usage(
          "\(name) takes a whole number of at least \(minimum), not '\(value)'")
      }
      return number
    }
    switch name {
    case "--habits": habits = try count()
    case "--years": years = try count()
    case "--runs": runs = try count()
    case "--warmup": warmup = try count(minimum: 0)
    case "--ui-habits": uiHabits = try count()
    case "--ui-runs": uiRuns = try count()
    case "--key-runs": keyRuns = try count()
    case "--idle-seconds": idleSeconds = try count(minimum: 0)
    case "--keep": keep = value
    case "--sizes":
      let parsed = value.split(separator: ",").compactMap(Size.init)
      guard !parsed.isEmpty, parsed.count == value.split(separator: ",").count else {
        throw BenchError.usage(
          "--sizes takes HABITSxYEARS,... (e.g. 50x10,1000x10), not '\(value)'")
      }
      sizes = parsed
    default: preconditionFailure("\(name) is in valueOptions but not handled")
    }
  }
}

/// Why the bench stopped.
enum BenchError: Error, CustomStringConvertible {
  case usage(String)
  case help
  case failed(String)

  var description: String {
    switch self {
    case .usage(let text): return text
    case .help: return "help"
    case .failed(let text): return text
    }
  }
}
