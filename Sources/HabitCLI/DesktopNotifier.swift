import Dispatch
import Foundation
import HabitCore

/// Delivered notifications shown on the desktop too, through the freedesktop.org notification
/// service, with the `notify-send` program of Debian's libnotify-bin: a real client, nothing to
/// link, and one that is there wherever a desktop shows notifications.
///
/// An alarm or timer burst is one notification, replaced in place at each ring (its id kept),
/// with the actions Stop (the default) and Snooze 9 min. A `notify-send --wait` process listens
/// for them: the one of the latest ring, the previous one ended first, so one answer is heard
/// once. Closed when the burst stops ringing, whoever stopped it.
final class DesktopNotifier {
  /// The actions of a ringing notification, as notify-send names them back.
  enum Action: String, Sendable {
    case stop = "default"
    case snooze
  }

  private let program: String
  private let environment: [String: String]
  private let onAction: @Sendable (Action, _ thread: String) -> Void
  private let warn: (String) -> Void
  /// The desktop notification of each ringing burst, by thread; the listener of its latest
  /// ring; the ring still to put up.
  private var ids: [String: String] = [:]
  private var listeners: [String: Process] = [:]
  private var updates: [String: Reminder] = [:]
  /// When each burst's notification was last put up (real time): at most four times a second,
  /// so that a fast clock's rings do not end each listener before it has said anything.
  private var shown: [String: ContinuousClock.Instant] = [:]
  static let spacing = Duration.milliseconds(250)
  /// Until when the desktop is left alone after it did not answer (a server starting after
  /// `watch`, as a login service does, is tried again a minute later); and whether that was said.
  private var pausedUntil: ContinuousClock.Instant?
  private var warned = false

  private init(
    program: String, environment: [String: String], warn: @escaping (String) -> Void,
    onAction: @escaping @Sendable (Action, _ thread: String) -> Void
  ) {
    self.program = program
    self.environment = environment
    self.warn = warn
    self.onAction = onAction
  }

  /// A notifier, or nil after saying once on `warn` why the desktop cannot be reached (no
  /// `notify-send`, no session bus); the terminal delivery goes on either way.
  static func make(
    environment: [String: String], warn: @escaping (String) -> Void,
    onAction: @escaping @Sendable (Action, _ thread: String) -> Void
  ) -> DesktopNotifier? {
    guard let program = onPath("notify-send", environment) else {
      warn("no notify-send on PATH (Debian: libnotify-bin): notifications stay in the terminal")
      return nil
    }
    let bus = environment["DBUS_SESSION_BUS_ADDRESS"].map { !$0.isEmpty } ?? false
    let runtimeBus = environment["XDG_RUNTIME_DIR"].map {
      FileManager.default.fileExists(atPath: $0 + "/bus")
    }
    guard bus || runtimeBus == true else {
      warn("no D-Bus session bus: notifications stay in the terminal")
      return nil
    }
    return DesktopNotifier(
      program: program, environment: environment, warn: warn, onAction: onAction)
  }

  /// Shows a delivered notification. A burst's first ring makes its notification at once; later
  /// rings only note the text, which `flush` puts up once per pass of the loop (a fast clock
  /// delivers many rings together).
  func show(_ reminder: Reminder) {
    if let pausedUntil, ContinuousClock.now < pausedUntil { return }
    guard reminder.kind.rings else {
      _ = run(["-a", "HabitFlow", "-u", "normal", reminder.title, reminder.body])
      return
    }
    if ids[reminder.thread] == nil {
      // notify-send prints the id only on exit when it waits: the first one does not wait.
      guard
        let id = run(
          ["--print-id", "-a", "HabitFlow", "-u", "critical", reminder.title, text(of: reminder)])?
          .trimmingCharacters(in: .whitespacesAndNewlines), !id.isEmpty
      else { return }
      ids[reminder.thread] = id
    }
    updates[reminder.thread] = reminder
  }

  /// Puts each burst's latest ring up in place, with its actions, and listens for them: the
  /// listener of the ring before is ended first, so an answer is heard once.
  func flush() {
    let now = ContinuousClock.now
    for (thread, reminder) in updates {
      guard let id = ids[thread] else { continue }
      if let last = shown[thread], now - last < Self.spacing { continue }
      shown[thread] = now
      updates[thread] = nil
      if let old = listeners[thread] {
        old.terminate()
        old.waitUntilExit()
      }
      listeners[thread] = listen(
        thread: thread,
        [
          "--replace-id=\(id)", "--wait", "-a", "HabitFlow", "-u", "critical",
          "--action=default=Stop", "--action=snooze=Snooze 9 min", reminder.title,
          text(of: reminder),
        ])
    }
  }

  /// `⏰ 러닝: it's time! · ring 3 of 60`: the ring's number from its step id (`...:02`).
  private func text(of reminder: Reminder) -> String {
    guard let step = Int(reminder.id.suffix(2)), reminder.kind != .alarmkit else {
      return reminder.body
    }
    return reminder.body + " · ring \(step + 1) of \(ReminderPlanner.burstCount)"
  }

  /// Closes the notifications of bursts that no longer ring (stopped here, by `ack`, by the
  /// interface, or rung out).
  func closeAll(except ringing: Set<String>) {
    for (thread, id) in ids where !ringing.contains(thread) {
      if let listener = listeners[thread], listener.isRunning {
        // Interrupted, a waiting notify-send closes its notification itself.
        listener.interrupt()
        listener.waitUntilExit()
      } else {
        close(id: id)
      }
      (ids[thread], listeners[thread], updates[thread], shown[thread]) = (nil, nil, nil, nil)
    }
  }

  /// Closes a notification no listener holds, with dbus-send when it is on PATH.
  private func close(id: String) {
    guard let sender = Self.onPath("dbus-send", environment) else { return }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: sender)
    process.arguments = [
      "--session", "--type=method_call", "--dest=org.freedesktop.Notifications",
      "/org/freedesktop/Notifications", "org.freedesktop.Notifications.CloseNotification",
      "uint32:\(id)",
    ]
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return }
    process.waitUntilExit()
  }

  /// Runs notify-send to its end; its output, or nil (said once) when it failed.
  private func run(_ arguments: [String]) -> String? {
    guard let (process, output) = start(arguments) else { return nil }
    let data = output.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return fail() }
    return String(decoding: data, as: UTF8.self)
  }

  /// Starts a waiting notify-send whose answer, read on another thread, becomes an action on
  /// the burst of `thread` (its notification's own).
  private func listen(thread: String, _ arguments: [String]) -> Process? {
    guard let (process, reading) = start(arguments) else { return nil }
    let onAction = onAction
    DispatchQueue.global().async {
      let answer = String(decoding: reading.readDataToEndOfFile(), as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      // A listener ended by the next ring, or by a close, says nothing.
      if let action = Action(rawValue: answer) { onAction(action, thread) }
    }
    return process
  }

  /// notify-send started with `arguments`, and its standard output; nil when it cannot start.
  private func start(_ arguments: [String]) -> (Process, FileHandle)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return fail() }
    return (process, output.fileHandleForReading)
  }

  /// The first executable `name` in the environment's PATH.
  static func onPath(_ name: String, _ environment: [String: String]) -> String? {
    (environment["PATH"] ?? "").split(separator: ":").map { String($0) + "/" + name }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  private func fail<T>() -> T? {
    pausedUntil = ContinuousClock.now + .seconds(60)
    if !warned {
      warned = true
      warn(
        "the desktop's notification service did not answer: notifications stay in the terminal"
          + " (tried again each minute)")
    }
    return nil
  }
}
