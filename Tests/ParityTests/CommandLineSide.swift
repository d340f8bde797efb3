import Foundation
import HabitCLI
import HabitCore

/// What one front end made of an action: whether it refused it, and what it announced as
/// earned, in the interface's one-line form (`🏆 독서: 7-day streak · 10 check-ins`).
struct SideResult: Equatable, CustomStringConvertible {
  var refused = false
  var earned: String?

  var description: String { refused ? "refused" : earned ?? "nothing earned" }
}

/// The command line in process on one database, each action as the command a user would type.
struct CommandLineSide {
  let database: String
  let environment: [String: String]

  /// Runs `habitflow ARGUMENTS` against the database.
  func run(_ arguments: [String], on path: String? = nil) -> Outcome {
    var environment = environment
    environment["HABITFLOW_DB"] = path ?? database
    return HabitFlowCLI.run(
      Invocation(
        arguments: arguments, environment: environment, outputIsTerminal: false,
        terminalColumns: nil, clock: FixedClock(Date(timeIntervalSince1970: 0))))
  }

  /// Performs `action` on the world as it stands before it.
  func perform(_ action: Action, in world: World) -> SideResult {
    var result = SideResult()
    var trophies: [String] = []
    var habit: String?
    for command in Self.commands(for: action, in: world) {
      let outcome = run(command)
      if outcome.status != 0 { result.refused = true }
      let lines = outcome.output.split(separator: "\n").map(String.init)
      trophies += lines.filter { $0.hasPrefix("🏆 ") }
      if ["check", "log"].contains(command[0]) { habit = command[1] }
    }
    result.earned = Self.joined(trophies, habit: habit)
    return result
  }

  /// The command line prints one `🏆` line per achievement, the interface one banner for all:
  /// the habit's own joined after its name, then the perfect week (`Achievement.announcement`).
  static func joined(_ lines: [String], habit: String?) -> String? {
    guard !lines.isEmpty else { return nil }
    let texts = lines.map { String($0.dropFirst(2)) }
    let prefix = habit.map { "\($0): " }
    let own = texts.filter { prefix != nil && $0.hasPrefix(prefix!) }
    let others = texts.filter { prefix == nil || !$0.hasPrefix(prefix!) }
    let habitPart =
      own.isEmpty
      ? [] : [prefix! + own.map { $0.dropFirst(prefix!.count) }.joined(separator: " · ")]
    return "🏆 " + (habitPart + others).joined(separator: " · ")
  }

  /// The commands for an action. The command line has no undo: an undo becomes the commands
  /// that put back what the undone change changed (the world knows it), a redo the change again.
  static func commands(for action: Action, in world: World) -> [[String]] {
    switch action {
    case .check(let name, let day): return [["check", name] + date(day, world)]
    case .setAmount(let name, let day, let amount):
      return [["check", name, "--value", amount.description] + date(day, world)]
    case .log(let name, let day, let amount):
      return [["log", name, amount.description] + date(day, world)]
    case .skip(let name, let day): return [["skip", name] + date(day, world)]
    case .uncheck(let name, let day): return [["uncheck", name] + date(day, world)]
    case .add(let new):
      return [
        add(new.name, measure: new.measure, times: new.time.map { [$0] } ?? [], alarm: new.alarm)
      ]
    case .rename(let name, let new): return [["edit", name, "--rename", new]]
    case .retime(let name, let times): return [["edit", name] + timeOptions(times)]
    case .changeKind(let name, let measure): return [["edit", name] + kindOptions(measure)]
    case .archive(let name): return [["archive", name]]
    case .unarchive(let name): return [["unarchive", name]]
    case .move(let name, let step):
      let place = world.shown.firstIndex { $0.name == name }! + step + 1
      return [["move", name, "--to", String(place)]]
    case .delete(let name): return [["remove", name, "--yes"]]
    case .setting(let key, let value): return [["settings", Setting.named(key)!.flag, value]]
    case .undo: return commands(writing: world.undo.last!.inverse, in: world)
    case .redo: return commands(writing: world.redo.last!, in: world)
    }
  }

  /// The commands that write a recorded step onto the world as it stands.
  private static func commands(writing step: Step, in world: World) -> [[String]] {
    switch step {
    case .entry(let key, let day, _, let after):
      let habit = world.habit(key: key)!
      return [write(after, habit, day, world)]
    case .habit(_, let after):
      let current = world.habit(key: after.key)!
      var commands: [[String]] = []
      if current.archived != after.archived {
        commands.append([after.archived ? "archive" : "unarchive", current.name])
      }
      if current.name != after.name {
        commands.append(["edit", current.name, "--rename", after.name])
      }
      if current.measure != after.measure {
        commands.append(["edit", after.name] + kindOptions(after.measure))
      }
      if current.times != after.times {
        commands.append(["edit", after.name] + timeOptions(after.times))
      }
      return commands
    case .moved(let key, _, let to):
      return [["move", world.habit(key: key)!.name, "--to", String(to + 1)]]
    case .added(let habit):
      return [add(habit.name, measure: habit.measure, times: habit.times, alarm: habit.alarm)]
    case .deleted(let habit): return [["remove", habit.name, "--yes"]]
    case .settings(let key, _, let after):
      let setting = Setting.named(key)!
      return [["settings", setting.flag, setting.text(after)]]
    }
  }

  /// The command that leaves `entry` (nil: none) on the day, keeping its note.
  private static func write(_ entry: Entry?, _ habit: WorldHabit, _ day: Day, _ world: World)
    -> [String]
  {
    guard let entry else { return ["uncheck", habit.name] + date(day, world) }
    let note = entry.note.map { ["--note", $0] } ?? []
    if entry.status == .skipped { return ["skip", habit.name] + date(day, world) + note }
    let value = entry.amount.map { ["--value", $0.description] } ?? []
    return ["check", habit.name] + value + date(day, world) + note
  }

  /// No `--date` for today: the command's own default is part of what is compared.
  private static func date(_ day: Day, _ world: World) -> [String] {
    day == world.today ? [] : ["--date", day.iso]
  }

  private static func kindOptions(_ measure: Measure?) -> [String] {
    measure.map { ["--target", $0.target.description, "--unit", $0.unit] } ?? ["--yes-no"]
  }

  private static func timeOptions(_ times: [TimeOfDay]) -> [String] {
    times.isEmpty ? ["--no-time"] : ["--at", times.map(\.description).joined(separator: ",")]
  }

  private static func add(_ name: String, measure: Measure?, times: [TimeOfDay], alarm: Bool)
    -> [String]
  {
    var arguments = ["add", name]
    if !times.isEmpty { arguments += ["--at", times.map(\.description).joined(separator: ",")] }
    if alarm { arguments.append("--alarm") }
    if let measure {
      arguments += ["--target", measure.target.description, "--unit", measure.unit]
    }
    return arguments
  }
}
