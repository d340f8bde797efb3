import Foundation
import HabitCore
import HabitTerminal

/// The interface's figures: first frame of the real binary on a pseudo-terminal against an empty
/// database, key-to-frame time and bytes per toggle in process, idle CPU in tmux.
struct InterfaceFigures {
  /// The median first frame on the big database and on the empty one, in milliseconds.
  var firstFrameMs: Double
  var emptyFirstFrameMs: Double
  /// The median of the per-pair ratios big / empty.
  var firstFrameRatio: Double
  /// The largest peak RSS of the interface on the big database, in MiB.
  var peakMiB: Double
  /// Key-to-frame milliseconds in process, one per toggle.
  var keyToFrame: [Double]
  var toggleBytes: Int
  var changedCellBytes: Int
  /// Idle CPU seconds over `idleSeconds` (NaN when not measured).
  var idleCPU: Double

  /// Measures on the database of `size` and on the empty one (`0x0`): `runs` first-frame pairs
  /// after `warmup`, `keyRuns` toggles, `idleSeconds` of idle (0 skips it). Key-to-frame and idle
  /// run on a scratch copy, so a kept database stays as built.
  static func measure(
    size: Size, databases: Databases, binary: String, options: BenchOptions
  ) throws -> InterfaceFigures {
    let big = try databases.database(size).path
    let empty = try databases.database(Size(habits: 0, years: 0)).path
    log("timing the interface's first frame on \(size) and 0x0")
    var frames: [Double] = []
    var emptyFrames: [Double] = []
    var ratios: [Double] = []
    var peak = 0.0
    for pair in 0..<(options.warmup + options.uiRuns) {
      let emptyFirst = pair % 2 == 0
      let first = try FirstFrame.run(binary: binary, database: emptyFirst ? empty : big)
      let second = try FirstFrame.run(binary: binary, database: emptyFirst ? big : empty)
      let (mine, theirs) = emptyFirst ? (second, first) : (first, second)
      guard pair >= options.warmup else { continue }
      frames.append(mine.frameMs)
      emptyFrames.append(theirs.frameMs)
      ratios.append(mine.frameMs / theirs.frameMs)
      peak = max(peak, mine.peakMiB)
    }
    let scratch = try databases.scratchCopy(size)
    log("timing key to frame in process (\(options.keyRuns) toggles)")
    let keys = try InterfaceBenchmark.run(
      path: scratch, zone: benchZone, now: benchNow, runs: options.keyRuns)
    let idle =
      options.idleSeconds > 0
      ? try idleCPU(binary: binary, path: scratch, seconds: Double(options.idleSeconds)) : .nan
    return InterfaceFigures(
      firstFrameMs: median(frames), emptyFirstFrameMs: median(emptyFrames),
      firstFrameRatio: median(ratios), peakMiB: peak, keyToFrame: keys.keyToFrame,
      toggleBytes: keys.toggleBytes, changedCellBytes: keys.changedCellBytes, idleCPU: idle)
  }

  /// The figures as JSON, with the goals beside them.
  func json(size: Size, entries: Int, options: BenchOptions) -> JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("habits", .integer(size.habits)), ("years", .integer(size.years)),
      ("entries", .integer(entries)), ("firstFrameMs", .fixed(firstFrameMs, 2)),
      ("emptyFirstFrameMs", .fixed(emptyFirstFrameMs, 2)),
      ("firstFrameRatio", .fixed(firstFrameRatio, 3)), ("firstFrameRatioGoal", .fixed(1.5, 1)),
      ("firstFrameRuns", .integer(options.uiRuns)), ("peakRSSMiB", .fixed(peakMiB, 1)),
      ("peakRSSGoalMiB", .integer(30)), ("keyToFrameRuns", .integer(keyToFrame.count)),
      ("keyToFrameP50Ms", .fixed(percentile(keyToFrame, 0.5))),
      ("keyToFrameP99Ms", .fixed(percentile(keyToFrame, 0.99))),
      ("keyToFrameMaxMs", .fixed(keyToFrame.max() ?? .nan)), ("keyToFrameP99GoalMs", .integer(5)),
      ("toggleBytes", .integer(toggleBytes)), ("changedCellBytes", .integer(changedCellBytes)),
    ]
    if options.idleSeconds > 0 {
      pairs += [
        ("idleSeconds", .integer(options.idleSeconds)), ("idleCPUSeconds", .fixed(idleCPU)),
      ]
    }
    return .object(pairs)
  }

  /// CPU seconds the interface uses while nobody types, running in a 100x30 tmux window.
  private static func idleCPU(binary: String, path: String, seconds: Double) throws -> Double {
    let socket = "habitflow-bench-\(getpid())"
    let command =
      "env HABITFLOW_DB='\(path)' TZ=Asia/Seoul TERM=xterm-256color '\(binary)' --now 2026-11-30T09:00:00"
    guard
      system(
        "tmux -L \(socket) -f /dev/null new-session -d -x 100 -y 30 \"\(command)\" </dev/null >/dev/null 2>&1"
      ) == 0
    else { return .nan }
    defer { _ = system("tmux -L \(socket) kill-server >/dev/null 2>&1") }
    Thread.sleep(forTimeInterval: 2)  // start-up is not idle
    let start = cpuSeconds(of: "--now 2026-11-30T09:00:00")
    Thread.sleep(forTimeInterval: seconds)
    return cpuSeconds(of: "--now 2026-11-30T09:00:00") - start
  }

  /// utime + stime of the process whose command line contains `marker`, from /proc.
  private static func cpuSeconds(of marker: String) -> Double {
    let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    where Int(entry) != nil {
      guard let command = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"),
        String(decoding: command, as: UTF8.self).replacingOccurrences(of: "\0", with: " ").contains(
          marker),
        String(decoding: command, as: UTF8.self).contains("habitflow"),
        !String(decoding: command, as: UTF8.self).hasPrefix("env"),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8)
      else { continue }
      let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
      guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else {
        continue
      }
      return (user + system) / ticks
    }
    return .nan
  }
}
