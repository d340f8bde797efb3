import Foundation
import HabitApp
import HabitCore
import HabitTUI
@_spi(Benchmark) import HabitTerminal

/// Measures the interface without a person: keys go through update, effects through the store,
/// frames through curses into a file whose growth is the bytes a terminal would receive.
enum InterfaceBenchmark {
  /// What one run measured.
  struct Figures: Sendable {
    /// Milliseconds from a key press to its frame written, per run.
    var keyToFrame: [Double]
    /// Bytes curses wrote for one check-in toggle.
    var toggleBytes: Int
    /// UTF-8 bytes of the cells that the toggle changed.
    var changedCellBytes: Int
  }

  /// Toggles the first habit's check-in `runs` times on the database at `path`.
  static func run(path: String, zone: Zone, now: Date, runs: Int) throws -> Figures {
    let output = temporaryFile()
    let input = fopen("/dev/null", "r")!
    defer {
      fclose(input)
    }
    let options = InterfaceOptions(
      databasePath: path, zone: zone, environment: ["TERM": "xterm-256color"],
      clock: SimulatedClock(origin: now, speed: 1))
    let app = try TerminalApp(options: options) {
      try CursesTerminal(
        environment: ["TERM": "xterm-256color"], input: OpaquePointer(input),
        output: OpaquePointer(output.file))
    }
    app.drawIfNeeded()
    var samples: [Double] = []
    var toggleBytes = 0
    var changedBytes = 0
    // Until the key's first frame is out: the interface draws it before its commit waits for
    // the disk, and goes on (committing) after.
    let clock = ContinuousClock()
    var framed: ContinuousClock.Instant?
    app.frameWritten = {
      fflush(output.file)
      if framed == nil { framed = clock.now }
    }
    for run in 0..<runs {
      let before = app.grid
      fflush(output.file)
      let startBytes = ftell(output.file)
      framed = nil
      let start = clock.now
      try app.send(.key(.character(" ")))
      app.drawIfNeeded()
      fflush(output.file)
      samples.append(((framed ?? clock.now) - start).inSeconds * 1000)
      if run == 0 {
        toggleBytes = ftell(output.file) - startBytes
        let after = app.grid
        changedBytes = zip(before.cells, after.cells).filter { $0 != $1 }.map {
          $0.1.text.utf8.count
        }.reduce(0, +)
      }
    }
    app.close()
    fclose(output.file)
    unlink(output.path)
    return Figures(keyToFrame: samples, toggleBytes: toggleBytes, changedCellBytes: changedBytes)
  }

  private static func temporaryFile() -> (file: UnsafeMutablePointer<FILE>, path: String) {
    var template = Array("/tmp/habitflow-frames-XXXXXX".utf8CString)
    let descriptor = mkstemp(&template)
    let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return (fdopen(descriptor, "w")!, path)
  }
}
