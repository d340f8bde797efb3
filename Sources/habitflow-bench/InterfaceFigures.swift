import Foundation
import HabitCore
import HabitTerminal

/// The interface's figures: key-to-frame time and bytes per toggle in process, idle CPU in tmux.
enum InterfaceFigures {
  static func measure(habits: Int, years: Int, binary: String, idleSeconds: Double) throws
    -> [(String, String)]
  {
    let (path, entries) = try makeDatabase(habits: habits, years: years)
    defer { removeDatabase(path) }
    let zone = Zone(TimeZone(identifier: "Asia/Seoul")!)
    let now = Date(timeIntervalSince1970: 1_795_996_800)  // 2026-11-30T09:00:00+09:00
    let figures = try InterfaceBenchmark.run(path: path, zone: zone, now: now, runs: 11)
    let idle = try idleCPU(binary: binary, path: path, seconds: idleSeconds)
    return [
      ("habits", "\(habits)"), ("years", "\(years)"), ("entries", "\(entries)"),
      ("keyToFrameP50Ms", String(format: "%.3f", percentile(figures.keyToFrame, 0.5))),
      ("keyToFrameMaxMs", String(format: "%.3f", figures.keyToFrame.max() ?? .nan)),
      ("toggleBytes", "\(figures.toggleBytes)"),
      ("changedCellBytes", "\(figures.changedCellBytes)"),
      ("idleSeconds", "\(Int(idleSeconds))"), ("idleCPUSeconds", String(format: "%.3f", idle)),
    ]
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
