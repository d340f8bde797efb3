import Foundation

/// Import and export of the database of one size, whole processes of the release binary (medians
/// of `runs`): `import` of a Loop backup holding it into an empty database, `import` of its JSON
/// export, and `export` as JSON (to standard output), a Loop backup and a CSV zip. The issue's
/// target: the Loop import and the JSON export each under a second on 50 x 10.
struct TransferFigures {
  var importLoopMs: Double
  var importJSONMs: Double
  var exportJSONMs: Double
  var exportLoopMs: Double
  var exportCSVZipMs: Double
  var entries: Int

  static let goalMs = 1000.0

  static func measure(_ size: Size, databases: Databases, binary: String, runs: Int) throws
    -> TransferFigures
  {
    log("timing import and export on \(size)")
    let built = try databases.database(size)
    let folder = try scratchFolder("transfer")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    func program(_ database: String, _ arguments: [String]) -> Program {
      .habitflow(binary, database: database, ["--now", benchNowText] + arguments)
    }
    let loop = folder + "/loop.db"
    let json = folder + "/export.json"
    try PairedTimer.verify(program(built.path, ["export", "--format", "loop", "-o", loop]))
    try PairedTimer.verify(program(built.path, ["export", "-o", json]))
    // Each import goes into a new empty database, removed before the next run.
    let target = folder + "/target.sqlite"
    let timed = { (arguments: [String], database: String, before: () -> Void) throws -> Double in
      var samples: [Double] = []
      for _ in 0..<runs {
        before()
        let finished = try Spawn.run(program(database, arguments))
        guard finished.status == 0 else {
          throw BenchError.failed("'\(arguments.joined(separator: " "))' exited \(finished.status)")
        }
        samples.append(finished.wallMs)
      }
      return median(samples)
    }
    let fresh = { removeDatabase(target) }
    let zip = folder + "/export.zip"
    return TransferFigures(
      importLoopMs: try timed(["import", loop], target, fresh),
      importJSONMs: try timed(["import", json], target, fresh),
      exportJSONMs: try timed(["export"], built.path, {}),
      exportLoopMs: try timed(
        ["export", "--format", "loop", "-o", folder + "/again.db", "--force"], built.path, {}),
      exportCSVZipMs: try timed(
        ["export", "--format", "csv", "-o", zip, "--force"], built.path, {}),
      entries: built.entries)
  }

  var json: JSONValue {
    .object([
      ("entries", .integer(entries)), ("importLoopMs", .fixed(importLoopMs)),
      ("importJSONMs", .fixed(importJSONMs)), ("exportJSONMs", .fixed(exportJSONMs)),
      ("exportLoopMs", .fixed(exportLoopMs)), ("exportCSVZipMs", .fixed(exportCSVZipMs)),
    ])
  }

  /// The figures as a Markdown table.
  func table(_ size: Size) -> String {
    let (mark, format) = (MarkdownTable.mark, MarkdownTable.format)
    let goal = "≤ \(format(Self.goalMs, 0))"
    return [
      "| Import and export (\(size), \(entries) check-ins, whole process) | ms | goal |",
      "|---|--:|--:|",
      "| `import` a Loop backup | \(format(importLoopMs, 0))\(mark(importLoopMs, Self.goalMs)) | \(goal) |",
      "| `import` a HabitFlow JSON export | \(format(importJSONMs, 0)) | |",
      "| `export` (JSON) | \(format(exportJSONMs, 0))\(mark(exportJSONMs, Self.goalMs)) | \(goal) |",
      "| `export --format loop` | \(format(exportLoopMs, 0)) | |",
      "| `export --format csv` (zip) | \(format(exportCSVZipMs, 0)) | |",
    ].joined(separator: "\n")
  }
}
