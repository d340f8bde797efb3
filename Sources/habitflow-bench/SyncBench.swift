import Foundation

/// Sync through one folder between three devices holding the database of one size, whole
/// processes of the release binary (medians of `runs`). The issue's targets: a round on one
/// device while the two others changed something, each file holding all three devices' data,
/// within 2 s; a round with nothing new within 50 ms.
struct SyncFigures {
  /// `settings --sync-dir` on the full database: every key stamped once.
  var turnOnMs: Double
  /// The first round of a device with everything: its file written.
  var firstWriteMs: Double
  /// The first round of an empty device: everything taken in.
  var newDeviceMs: Double
  /// A round reading two changed files and writing its own.
  var roundMs: Double
  /// A round with nothing new.
  var idleRoundMs: Double
  /// The size of one device's file, in bytes.
  var fileBytes: Int
  var entries: Int

  static let roundGoalMs = 2000.0
  static let idleGoalMs = 50.0

  static func measure(_ size: Size, databases: Databases, binary: String, runs: Int) throws
    -> SyncFigures
  {
    log("timing sync rounds on \(size)")
    let built = try databases.database(size)
    let folder = try scratchFolder("sync")
    let sync = folder + "/sync"
    try FileManager.default.createDirectory(atPath: sync, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let devices = ["a", "b", "c"].map { folder + "/\($0).sqlite" }
    try FileManager.default.copyItem(atPath: built.path, toPath: devices[0])
    var minute = 0
    func once(_ device: Int, _ arguments: [String]) throws -> Double {
      minute += 1
      // Each command a minute after the last, so the devices' changes come in order.
      let now = String(format: "2026-11-30T%02d:%02d:00", 10 + minute / 60, minute % 60)
      let program = Program.habitflow(
        binary, database: devices[device], ["--now", now] + arguments)
      let finished = try Spawn.run(program)
      guard finished.status == 0 else {
        throw BenchError.failed("'\(arguments.joined(separator: " "))' exited \(finished.status)")
      }
      return finished.wallMs
    }
    let turnOn = try once(0, ["settings", "--sync-dir", sync, "--device-name", "a"])
    for device in 1...2 { _ = try once(device, ["settings", "--sync-dir", sync]) }
    let firstWrite = try once(0, ["sync"])
    let newDevice = try once(1, ["sync"])
    _ = try once(2, ["sync"])
    _ = try once(0, ["sync"])
    let name = try firstHabit(binary: binary, database: devices[0])
    var rounds: [Double] = []
    var idle: [Double] = []
    for run in 0..<runs {
      // The two others each change a day and publish it; the first then takes both in.
      for device in 1...2 {
        _ = try once(device, [run % 2 == 0 ? "check" : "uncheck", name])
        _ = try once(device, ["sync"])
      }
      rounds.append(try once(0, ["sync"]))
      idle.append(try once(0, ["sync"]))
    }
    let file = try FileManager.default.contentsOfDirectory(atPath: sync).first {
      $0.hasSuffix(".hfsync")
    }
    let bytes =
      try file.map {
        try FileManager.default.attributesOfItem(atPath: sync + "/" + $0)[.size] as? Int ?? 0
      } ?? 0
    return SyncFigures(
      turnOnMs: turnOn, firstWriteMs: firstWrite, newDeviceMs: newDevice, roundMs: median(rounds),
      idleRoundMs: median(idle), fileBytes: bytes, entries: built.entries)
  }

  private static func firstHabit(binary: String, database: String) throws -> String {
    let (status, output) = try Spawn.capture(
      .habitflow(binary, database: database, ["list", "--names"]))
    guard status == 0, let first = output.split(separator: "\n").first else {
      throw BenchError.failed("'list --names' exited \(status): \(output)")
    }
    return String(first)
  }

  var json: JSONValue {
    .object([
      ("entries", .integer(entries)), ("fileBytes", .integer(fileBytes)),
      ("turnOnMs", .fixed(turnOnMs)), ("firstWriteMs", .fixed(firstWriteMs)),
      ("newDeviceMs", .fixed(newDeviceMs)), ("roundMs", .fixed(roundMs)),
      ("idleRoundMs", .fixed(idleRoundMs)),
    ])
  }

  /// The figures as a Markdown table.
  func table(_ size: Size) -> String {
    let (mark, format) = (MarkdownTable.mark, MarkdownTable.format)
    return [
      "| Sync, 3 devices (\(size), \(entries) check-ins, files of \(fileBytes / 1024) KiB) | ms | goal |",
      "|---|--:|--:|",
      "| `sync` taking in two changed files, writing its own | \(format(roundMs, 0))\(mark(roundMs, Self.roundGoalMs)) | ≤ \(format(Self.roundGoalMs, 0)) |",
      "| `sync` with nothing new | \(format(idleRoundMs, 0))\(mark(idleRoundMs, Self.idleGoalMs)) | ≤ \(format(Self.idleGoalMs, 0)) |",
      "| `settings --sync-dir` (every key stamped once) | \(format(turnOnMs, 0)) | |",
      "| first `sync` of that device (its file written) | \(format(firstWriteMs, 0)) | |",
      "| first `sync` of an empty device (everything taken in) | \(format(newDeviceMs, 0)) | |",
    ].joined(separator: "\n")
  }
}
