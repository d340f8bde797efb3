import Foundation

/// What a process costs before doing anything: the floors the commands are compared with, each
/// timed in pairs with `habitflow --version`.
enum Floors {
  /// The plain Swift binary (`habitflow-floor`, standard library only), and `calcurse -Q` when
  /// `calcurse` is on PATH (left out silently otherwise), each against `habitflow --version`.
  static func measure(binary: String, runs: Int, warmup: Int) throws -> [CommandFigure] {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("habitflow-bench-floors-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let environment = [
      "HABITFLOW_DB": scratch + "/none.sqlite", "TZ": "Asia/Seoul", "NO_COLOR": "1",
      "PATH": "/usr/bin:/bin", "HOME": scratch,
    ]
    let version = Program(
      path: binary, arguments: ["--version"], environment: environment, label: "--version")
    let timer = PairedTimer(reference: version, runs: runs, warmup: warmup)
    var floors = [
      Program(
        path: Spawn.besideBench("habitflow-floor"), arguments: [], environment: environment,
        label: "plain Swift binary")
    ]
    // Its own empty data folder: the floor is calcurse's start, not someone's calendar.
    if let calcurse = Spawn.onPath("calcurse") {
      floors.append(
        Program(
          path: calcurse, arguments: ["-D", scratch, "-Q"], environment: environment,
          label: "calcurse -Q"))
    }
    log("timing the floors")
    var figures: [CommandFigure] = []
    for floor in floors {
      try PairedTimer.verify(floor)
      figures.append(try timer.measure(floor))
    }
    return figures
  }

  /// The floors as JSON: each one's median and its ratio to `--version`.
  static func json(_ figures: [CommandFigure]) -> JSONValue {
    .object(
      figures.map { figure in
        (
          figure.label,
          .object([
            ("medianMs", .fixed(figure.medianMs, 2)), ("versionMs", .fixed(figure.versionMs, 2)),
            ("ratio", .fixed(figure.ratio, 3)),
          ])
        )
      })
  }
}
