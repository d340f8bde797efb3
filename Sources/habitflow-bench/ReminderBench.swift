import Foundation
import HabitApp
import HabitCore
import HabitStore

/// Reminder figures: plan + apply for many habits, and the live `watch` binary's timing and idle cost.
enum ReminderBench {
  /// Median milliseconds to plan and apply (reschedule) with `habits` habits, half with alarms:
  /// half daily yes/no ones, half of the richer kinds of `benchHabit`.
  static func planAndApply(habits count: Int) throws -> (plan: Double, reschedule: Double) {
    let path = temporaryPath("plan-\(count)")
    defer { removeDatabase(path) }
    let store = try HabitStore(path: path)
    let start = Day(iso: "2026-01-01")!
    try store.write { db in
      for index in 0..<count {
        var habit = benchHabit(
          index, start: start, time: TimeOfDay(minutes: (360 + index * 7) % 1440),
          alarm: index % 4 < 2)
        // The yes/no half stays daily, as before the richer kinds: every day has its reminders.
        if index % 2 == 0 { habit.schedule = .daily }
        _ = try db.insert(habit)
      }
    }
    let service = ReminderService(
      store: store, zone: Zone(TimeZone(identifier: "Asia/Seoul")!), environment: [:])
    let now = Date(timeIntervalSince1970: 1_795_996_800)  // 2026-11-30T00:00:00Z
    let plan = try milliseconds { _ = try store.read { _ in try service.plan(now: now) } }
    var minute = 0.0
    let reschedule = try milliseconds {
      minute += 60  // a different instant each run, so each apply really changes the center
      try store.write { _ in
        _ = try service.reschedule(now: now.addingTimeInterval(minute), deliver: true)
      }
    }
    return (plan, reschedule)
  }

  /// Real lateness of each delivery of one alarm burst watched at speed 60, in milliseconds.
  static func burstLateness(binary: String) throws -> [Double] {
    let path = temporaryPath("watch")
    defer { removeDatabase(path) }
    let environment = ["HABITFLOW_DB": path, "TZ": "Asia/Seoul", "PATH": "/usr/bin:/bin"]
    _ = try run(
      binary, ["add", "Running", "--at", "07:00", "--alarm", "--now", "2026-11-30T06:59:00"],
      environment)
    let output = try run(
      binary,
      [
        "watch", "--json", "--speed", "60", "--now", "2026-11-30T06:59:55", "--until",
        "2026-11-30T07:02:05",
      ], environment)
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    let plain = ISO8601DateFormatter()
    return output.split(separator: "\n").compactMap { line in
      guard
        let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let at = (object["at"] as? String).flatMap(formatter.date(from:)),
        let fire = (object["fireDate"] as? String).flatMap(plain.date(from:))
      else { return nil }
      return at.timeIntervalSince(fire) / 60 * 1000
    }
  }

  /// CPU seconds `watch` uses while idle for `seconds` of real time (nothing pending).
  static func idleCPU(binary: String, seconds: Double) throws -> Double {
    let path = temporaryPath("idle")
    defer { removeDatabase(path) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["watch"]
    process.environment = ["HABITFLOW_DB": path, "TZ": "Asia/Seoul", "PATH": "/usr/bin:/bin"]
    process.standardOutput = FileHandle.nullDevice
    let before = childCPU()
    try process.run()
    Thread.sleep(forTimeInterval: seconds)
    kill(process.processIdentifier, SIGINT)
    process.waitUntilExit()
    return childCPU() - before
  }

  private static func childCPU() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
      + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
  }

  private static func run(_ binary: String, _ arguments: [String], _ environment: [String: String])
    throws -> String
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}

/// A fresh database path in the temporary folder.
func temporaryPath(_ label: String) -> String {
  FileManager.default.temporaryDirectory
    .appendingPathComponent("habitflow-bench-\(label)-\(UUID().uuidString).sqlite").path
}

/// Removes a database, its WAL files and the interface's deliverer lock.
func removeDatabase(_ path: String) {
  for suffix in ["", "-wal", "-shm", "-deliverer"] {
    try? FileManager.default.removeItem(atPath: path + suffix)
  }
}

/// The value below which `fraction` of the samples fall.
func percentile(_ samples: [Double], _ fraction: Double) -> Double {
  guard !samples.isEmpty else { return .nan }
  let sorted = samples.sorted()
  return sorted[min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)]
}
