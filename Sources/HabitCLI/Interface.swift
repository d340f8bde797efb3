import Foundation
import HabitApp
import HabitTerminal

/// `habitflow` with no command: the full-screen interface.
enum Interface {
  /// Runs the interface; adds to `notices` what to print once the terminal is restored.
  static func run(_ invocation: Invocation, globals: Arguments, notices: inout [String]) throws {
    let (path, zone, now) = try runContext(invocation, globals, notices: &notices)
    let speed = try globals["--speed"].map(WatchCommand.parseSpeed) ?? 1
    let options = InterfaceOptions(
      databasePath: path, zone: zone, environment: invocation.environment,
      clock: Now.liveClock(
        fixed: Now.isFixed(globals, invocation.environment), now: now, speed: speed,
        invocation: invocation))
    // The screen would hide a notice printed while it runs; say it after the terminal is back.
    let existed = FileManager.default.fileExists(atPath: path)
    let created = {
      !existed && globals["--db"] != nil && FileManager.default.fileExists(atPath: path)
        ? ["created a new database at \(Display.safe(path))"] : []
    }
    do {
      try TerminalApp(options: options).run()
    } catch let error as TerminalError {
      throw CommandError.failure(error.description)
    }
    notices += created()
  }
}
