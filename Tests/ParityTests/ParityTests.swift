import Foundation
import HabitCore
import XCTest

/// The same random actions through the command line's entry point and through the interface's
/// update and effect runner, each on its own database seeded alike, at one instant in Seoul:
/// both must refuse the same actions and announce the same achievements, and end with the same
/// export and the same pending reminders.
final class ParityTests: XCTestCase {
  static let fixedSeeds: [UInt64] = [
    1, 2, 3, 5, 8, 13, 21, 34, 0x5EED, 0xC0FFEE, 0xDEAD_BEEF, 0x1234_5678_9ABC_DEF0,
  ]
  /// Actions per seed.
  static let length = 40
  static let zone = "Asia/Seoul"
  static let now = "2026-11-30T09:00:00+09:00"
  static let seoul = Zone(TimeZone(identifier: zone)!)
  /// The instant both sides act at: the command line reads it from HABITFLOW_NOW.
  static let instant = Timestamp.parse(now, local: LocalTime(zone: seoul))!

  func testTheFrontEndsAgreeOnTheFixedSeeds() throws {
    for seed in Self.fixedSeeds { try agree(seed: seed) }
  }

  func testTheFrontEndsAgreeOnARandomSeed() throws {
    // HABITFLOW_PARITY_SEED=N runs seed N instead (to reproduce a failure).
    let given = ProcessInfo.processInfo.environment["HABITFLOW_PARITY_SEED"].flatMap { UInt64($0) }
    try agree(seed: given ?? UInt64.random(in: 0 ... .max))
  }

  /// A divergence the seeds found (0xC0FFEE among them), at its smallest: an undone language
  /// change. The command line's `settings --lang auto` resolves the language again from its
  /// locale (English here); the interface's undo stores the setting without resolving it, so its
  /// reminders stay Korean.
  func testAnUndoneLanguageChange() throws {
    try agree([.setting(key: "language", value: "ko"), .undo], "an undone language change")
  }

  /// The other divergence the seeds found (seed 34 among them), at its smallest: a check-in
  /// that completes the first perfect week (Sunday 11-22 to Saturday 11-28, every habit due
  /// done). The command line announces it; the interface does not.
  func testACheckInThatCompletesTheFirstPerfectWeek() throws {
    let day = { Day(iso: "2026-11-\($0 as String)")! }
    try agree(
      [
        .check("독서", day("22")), .check("독서", day("23")),
        .setAmount("물 마시기", day("28"), Amount(parsing: "2")!),
      ],
      "the first perfect week")
  }

  func testTheFixedSeedsCoverEveryActionKind() {
    var seen = Set<Action.Kind>()
    for seed in Self.fixedSeeds {
      var generator = Generator(seed: seed, world: Seed.world)
      for _ in 0..<Self.length { seen.insert(generator.next().kind) }
    }
    XCTAssertEqual(Set(Action.Kind.allCases).subtracting(seen).map(\.rawValue).sorted(), [])
  }

  func testTheGeneratorRepeatsItself() {
    var first = Generator(seed: 7, world: Seed.world)
    var second = Generator(seed: 7, world: Seed.world)
    for _ in 0..<Self.length { XCTAssertEqual(first.next().action, second.next().action) }
  }

  /// Runs one seed's actions on both sides and fails with the seed and the actions when they
  /// disagree.
  private func agree(seed: UInt64) throws {
    var generator = Generator(seed: seed, world: Seed.world)
    try agree((0..<Self.length).map { _ in generator.next().action }, "seed \(seed)")
  }

  /// Runs actions on both sides and fails, naming `run`, when they disagree.
  private func agree(_ actions: [Action], _ run: String) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("habitflow-parity-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let paths = ["cli", "ui"].map { folder.appendingPathComponent("\($0).sqlite").path }
    for path in paths { try Seed.write(to: path) }
    let environment = [
      "TZ": Self.zone, "HABITFLOW_NOW": Self.now, "HOME": folder.path,
      "TERM": "xterm-256color",
    ]
    let cli = CommandLineSide(database: paths[0], environment: environment)
    let ui = try InterfaceSide(
      database: paths[1], screen: folder.appendingPathComponent("screen").path,
      zone: Self.seoul, now: Self.instant, environment: environment)
    var findings = perform(actions, cli, ui)
    ui.close()
    let exports = paths.map { Export(cli.run(["export", "--format", "json"], on: $0).output) }
    if exports[0].text != exports[1].text {
      findings.append("exports differ:\n" + difference(exports[0].text, exports[1].text))
    }
    let plans = zip(paths, exports).map { path, export in
      export.pending(cli.run(["pending", "--json"], on: path).output)
    }
    if plans[0] != plans[1] {
      let bursts = plans.map(Export.bursts)
      findings.append("pending reminders differ:\n" + difference(bursts[0], bursts[1]))
    }
    guard !findings.isEmpty else { return }
    let list = actions.enumerated().map { "  \($0.offset): \($0.element)" }.joined(separator: "\n")
    XCTFail(
      "\(run) (command line first, interface second):\n" + findings.joined(separator: "\n")
        + "\nactions:\n\(list)")
  }

  /// HABITFLOW_PARITY_TRACE=1 prints what each side made of each action.
  private let trace = ProcessInfo.processInfo.environment["HABITFLOW_PARITY_TRACE"] == "1"

  /// Performs the actions on both sides, returning what disagreed, action by action.
  private func perform(_ actions: [Action], _ cli: CommandLineSide, _ ui: InterfaceSide)
    -> [String]
  {
    var world = Seed.world
    var findings: [String] = []
    for (index, action) in actions.enumerated() {
      let refuses = world.refuses(action)
      let line = cli.perform(action, in: world)
      let screen: SideResult
      do {
        screen = try ui.perform(action, in: world)
      } catch {
        findings.append("#\(index) \(action): the interface could not: \(error)")
        return findings
      }
      if line.refused != refuses || screen.refused != refuses {
        findings.append(
          "#\(index) \(action): refused: command line \(line.refused), interface \(screen.refused)"
            + ", expected \(refuses)")
      }
      // The command line's undo is other commands (a check-in among them, which announces);
      // the interface's undo and redo replay a change and announce nothing. Compared as the
      // actions themselves only.
      if action != .undo, action != .redo, line.earned != screen.earned {
        findings.append("#\(index) \(action): earned: command line \(line), interface \(screen)")
      }
      if trace { print("#\(index) \(action): command line \(line), interface \(screen)") }
      world.apply(action)
    }
    return findings
  }

  /// The lines of `first` missing from `second` (`-`) and of `second` missing from `first` (`+`).
  private func difference(_ first: String, _ second: String) -> String {
    let one = first.split(separator: "\n")
    let two = second.split(separator: "\n")
    let missing = one.filter { !two.contains($0) }.map { "- \($0)" }
    let extra = two.filter { !one.contains($0) }.map { "+ \($0)" }
    return (missing + extra).joined(separator: "\n")
  }
}

/// A database's `export --format json`, normalised for comparison: a habit added during the run
/// has a uuid of its own database's making (`added:NAME` here, by its name at the end), and its
/// place is its rank in the list (an undone add put back by `add` gets the next free position,
/// the interface's redo the one it had; the order is the same).
struct Export {
  let text: String
  /// The added habits' uuids, by what they read as here.
  private(set) var added: [String: String] = [:]

  init(_ output: String) {
    guard let document = Self.object(output) as? [String: Any],
      var habits = document["habits"] as? [[String: Any]]
    else {
      text = "not JSON: \(output)"
      return
    }
    let order = habits.indices.sorted {
      ((habits[$0]["position"] as? Int) ?? 0, $0) < ((habits[$1]["position"] as? Int) ?? 0, $1)
    }
    for (rank, index) in order.enumerated() {
      habits[index]["position"] = rank
      let uuid = habits[index]["uuid"] as? String ?? ""
      guard !Seed.uuids.contains(uuid) else { continue }
      added[uuid] = "added:\(habits[index]["name"] ?? "")"
      habits[index]["uuid"] = added[uuid]
    }
    // One line per habit, so that a difference names the habit.
    var lines = order.map { Self.text(habits[$0]) }
    for (key, value) in document.sorted(by: { $0.key < $1.key }) where key != "habits" {
      lines.append("\(key): " + Self.text(["value": value]))
    }
    text = lines.joined(separator: "\n")
  }

  /// `pending --json`'s requests, the added habits' uuids replaced, one per line, sorted:
  /// requests firing at one instant may have been added in another order (see PlanDeferring).
  func pending(_ output: String) -> String {
    var output = output
    for (uuid, name) in added { output = output.replacingOccurrences(of: uuid, with: name) }
    guard let requests = Self.object(output) as? [Any] else { return "not JSON: \(output)" }
    return requests.map(Self.text).sorted().joined(separator: "\n")
  }

  /// Pending lines with each alarm's burst of rings in one line, for a failure's message.
  static func bursts(_ pending: String) -> String {
    var rings: [String: [String]] = [:]
    var lines: [String] = []
    for line in pending.split(separator: "\n").map(String.init) {
      guard line.contains(#""kind":"alarm""#),
        let thread = line.range(of: #""thread":"[^"]*""#, options: .regularExpression)
      else {
        lines.append(line)
        continue
      }
      rings[String(line[thread]), default: []].append(line)
    }
    for (thread, burst) in rings.sorted(by: { $0.key < $1.key }) {
      lines.append("\(burst.count) rings of \(thread), from \(burst.sorted()[0])")
    }
    return lines.joined(separator: "\n")
  }

  private static func object(_ text: String) -> Any? {
    try? JSONSerialization.jsonObject(with: Data(text.utf8))
  }

  private static func text(_ object: Any) -> String {
    let data =
      (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}
