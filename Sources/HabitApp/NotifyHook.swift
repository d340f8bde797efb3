import Dispatch
import Foundation
import HabitCore

/// Runs the person's notification command (`settings --notify-command`) for each delivery,
/// beside the delivery, never in its way.
///
/// The command's words run without a shell; the notification reaches it as one JSON object on
/// standard input and as `HABITFLOW_*` variables, so nothing in a habit's name is ever read as a
/// command. Its output goes nowhere. At most `limit` run at once (the rest wait their turn); one
/// that outlives `timeout` gets SIGTERM, and SIGKILL `grace` seconds later. Each distinct
/// failure (a non-zero exit, a timeout, a command not found) is reported once.
public final class NotifyHook: @unchecked Sendable {
  private let words: [String]
  private let environment: [String: String]
  private let local: LocalTime
  private let timeout: Double
  private let grace: Double
  private let limit: Int
  private let report: @Sendable (String) -> Void
  /// Guards everything below.
  private let lock = NSLock()
  private var running = 0
  private var waiting: [HookNotification] = []
  private var reported: Set<String> = []
  private let idle = DispatchGroup()

  /// A hook running `words` with the process's `environment`, fire dates in `local`'s zone.
  public init(
    words: [String], environment: [String: String], local: LocalTime, timeout: Double = 10,
    grace: Double = 2, limit: Int = 4, report: @escaping @Sendable (String) -> Void
  ) {
    self.words = words
    self.environment = environment
    self.local = local
    self.timeout = timeout
    self.grace = grace
    self.limit = limit
    self.report = report
    // Writing a notification to a command that exited without reading it must be an error,
    // not the end of this process (HabitFlow ignores SIGPIPE everywhere).
    signal(SIGPIPE, SIG_IGN)
  }

  /// Runs the command for `notification`, or queues it behind the ones running; returns at once.
  public func run(_ notification: HookNotification) {
    idle.enter()
    lock.lock()
    guard running < limit else {
      waiting.append(notification)
      lock.unlock()
      return
    }
    running += 1
    lock.unlock()
    start(notification)
  }

  /// Waits until every command started or queued has ended, at most `seconds`; whether they did.
  @discardableResult
  public func waitUntilIdle(seconds: Double) -> Bool {
    idle.wait(timeout: .now() + seconds) == .success
  }

  private func start(_ notification: HookNotification) {
    DispatchQueue.global().async { [self] in
      if let failure = runToEnd(notification) { reportOnce(failure) }
      lock.lock()
      let next = waiting.isEmpty ? nil : waiting.removeFirst()
      if next == nil { running -= 1 }
      lock.unlock()
      if let next { start(next) }
      idle.leave()
    }
  }

  /// Runs the command once to its end; why it failed, or nil.
  private func runToEnd(_ notification: HookNotification) -> String? {
    guard let name = words.first else { return nil }
    guard let executable = Self.executable(name, path: environment["PATH"]) else {
      return "notification command not found: \(name)"
    }
    let variables = environment.merging(notification.environment(local)) { $1 }
    let child: ChildProcess
    do {
      child = try ChildProcess(
        executable, arguments: Array(words.dropFirst()), environment: variables)
    } catch {
      return "notification command could not start: \(name) (\(error))"
    }
    child.give(Data((notification.json(local) + "\n").utf8))
    guard let status = child.wait(seconds: timeout) else {
      kill(child.pid, SIGTERM)
      if child.wait(seconds: grace) == nil {
        kill(child.pid, SIGKILL)
        _ = child.wait(seconds: .infinity)
      }
      return "notification command took more than \(Int(timeout)) s and was stopped: \(name)"
    }
    switch status {
    case .exited(0): return nil
    case .exited(let code): return "notification command exited with status \(code): \(name)"
    case .signalled(let signal):
      return "notification command was killed by signal \(signal): \(name)"
    }
  }

  private func reportOnce(_ failure: String) {
    lock.lock()
    let isNew = reported.insert(failure).inserted
    lock.unlock()
    if isNew { report(failure) }
  }

  /// The file `name` runs: itself when it holds a slash, else the first executable of that
  /// name in `path`'s folders.
  static func executable(_ name: String, path: String?) -> String? {
    let manager = FileManager.default
    if name.contains("/") { return manager.isExecutableFile(atPath: name) ? name : nil }
    for folder in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") {
      let candidate = "\(folder)/\(name)"
      var isFolder: ObjCBool = false
      if manager.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue,
        manager.isExecutableFile(atPath: candidate)
      {
        return candidate
      }
    }
    return nil
  }
}
