import Foundation
import HabitCore
import HabitStore

/// What the write commands' habit (`습관 0`, a daily yes/no one) holds on the bench's day.
enum DayState: String {
  case none = "uncheck"
  case done = "check"
  case skipped = "skip"

  /// The state of `entry`.
  init(_ entry: Entry?) {
    switch entry?.status {
    case .done?: self = .done
    case .skipped?: self = .skipped
    case .notDone?, nil: self = .none
    }
  }
}

/// One command of the table: its arguments after `--now`, and for a write command the state of
/// `습관 0` it needs before and leaves after, so every measured run does the same work (`check`
/// always checks an unchecked day, `uncheck` always clears a checked one).
struct BenchCommand {
  var arguments: [String]
  var needs: DayState?
  var leaves: DayState?

  /// `heatmap 습관 1`: how the command is shown.
  var label: String { arguments.joined(separator: " ") }

  /// The commands of the goals (plus `streak` of every habit), reads and writes mixed.
  static let all: [BenchCommand] = [
    BenchCommand(arguments: ["list"]),
    BenchCommand(arguments: ["list", "--json"]),
    BenchCommand(arguments: ["streak", "습관 1"]),
    BenchCommand(arguments: ["streak"]),
    BenchCommand(arguments: ["check", "습관 0"], needs: DayState.none, leaves: .done),
    BenchCommand(arguments: ["uncheck", "습관 0"], needs: .done, leaves: DayState.none),
    BenchCommand(arguments: ["skip", "습관 0"], needs: DayState.none, leaves: .skipped),
    BenchCommand(arguments: ["plan", "--json"]),
    BenchCommand(arguments: ["pending"]),
    BenchCommand(arguments: ["heatmap", "습관 1"]),
    BenchCommand(arguments: ["heatmap"]),
    BenchCommand(arguments: ["status"]),
    BenchCommand(arguments: ["status", "--json"]),
  ]
}

/// A command's whole-process figures against `habitflow --version` in the same run.
struct CommandFigure {
  var label: String
  /// Median wall milliseconds of the command.
  var medianMs: Double
  /// Median wall milliseconds of the `--version` runs paired with it.
  var versionMs: Double
  /// Median of the per-pair ratios command / `--version`.
  var ratio: Double
}

/// Times programs in pairs with a reference program, alternating which goes first, so that a
/// noisy machine slows both halves of a pair alike and the pair's ratio stays meaningful.
struct PairedTimer {
  let reference: Program
  let runs: Int
  let warmup: Int

  /// Times `program` against the reference: `runs` pairs after `warmup` unrecorded ones;
  /// `prepare` runs untimed before each pair. Fails on any exit status but 0.
  func measure(_ program: Program, prepare: () throws -> Void = {}) throws -> CommandFigure {
    var mine: [Double] = []
    var theirs: [Double] = []
    var ratios: [Double] = []
    for pair in 0..<(warmup + runs) {
      try prepare()
      let referenceFirst = pair % 2 == 0
      let first = try Spawn.run(referenceFirst ? reference : program)
      let second = try Spawn.run(referenceFirst ? program : reference)
      let (command, version) = referenceFirst ? (second, first) : (first, second)
      try Self.check(command, program)
      try Self.check(version, reference)
      guard pair >= warmup else { continue }
      mine.append(command.wallMs)
      theirs.append(version.wallMs)
      ratios.append(command.wallMs / version.wallMs)
    }
    return CommandFigure(
      label: program.label, medianMs: median(mine), versionMs: median(theirs),
      ratio: median(ratios))
  }

  /// Runs `program` once with its output kept and fails, showing it, unless it exits 0: a
  /// command that fails fast would look fast.
  static func verify(_ program: Program) throws {
    let (status, output) = try Spawn.capture(program)
    guard status == 0 else {
      throw BenchError.failed(
        "'habitflow \(program.label)' exited \(status), so its timing would mean nothing:\n"
          + output)
    }
  }

  private static func check(_ finished: Finished, _ program: Program) throws {
    guard finished.status == 0 else {
      throw BenchError.failed("'\(program.label)' exited \(finished.status) during timing")
    }
  }
}

/// Every command of `BenchCommand.all` on one database, against `habitflow --version`.
struct CommandTable {
  let binary: String
  let database: String
  let runs: Int
  let warmup: Int

  /// The environment of every child: the database, Seoul, no colour, no terminal, no locale.
  var environment: [String: String] {
    ["HABITFLOW_DB": database, "TZ": "Asia/Seoul", "NO_COLOR": "1", "PATH": "/usr/bin:/bin"]
  }

  /// `habitflow --now <bench instant> ARGUMENTS`.
  func program(_ arguments: [String]) -> Program {
    Program(
      path: binary, arguments: ["--now", benchNowText] + arguments, environment: environment,
      label: arguments.joined(separator: " "))
  }

  /// Each command's figures, in the order of `BenchCommand.all`. `습관 0`'s day is left as found.
  func measure() throws -> [CommandFigure] {
    let version = Program(
      path: binary, arguments: ["--version"], environment: environment, label: "--version")
    let timer = PairedTimer(reference: version, runs: runs, warmup: warmup)
    let original = try originalState()
    var state = original
    // Brings `습관 0` to `wanted` with an untimed command, when it is not there already.
    let reach = { (wanted: DayState?) throws in
      guard let wanted, wanted != state else { return }
      try PairedTimer.verify(program([wanted.rawValue, "습관 0"]))
      state = wanted
    }
    try PairedTimer.verify(version)
    for command in BenchCommand.all {
      try reach(command.needs)
      try PairedTimer.verify(program(command.arguments))
      state = command.leaves ?? state
    }
    var figures: [CommandFigure] = []
    for command in BenchCommand.all {
      log("timing '\(command.label)' on \(URL(fileURLWithPath: database).lastPathComponent)")
      figures.append(
        try timer.measure(program(command.arguments)) {
          try reach(command.needs)
          state = command.leaves ?? state
        })
    }
    try reach(original)
    return figures
  }

  /// What `습관 0` holds on the bench's day before anything runs.
  private func originalState() throws -> DayState {
    let store = try HabitStore(path: database)
    return try store.read { db in
      guard let habit = try db.habit(named: "습관 0") else {
        throw BenchError.failed("\(database) has no habit named 습관 0")
      }
      return DayState(try db.entry(habitID: habit.id, day: today))
    }
  }
}

/// The middle value of `samples` (the mean of the two middle ones for an even count).
func median(_ samples: [Double]) -> Double {
  guard !samples.isEmpty else { return .nan }
  let sorted = samples.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
