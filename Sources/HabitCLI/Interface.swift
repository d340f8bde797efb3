import Foundation
import HabitApp
import HabitTerminal

/// `habitflow` with no command: the full-screen interface.
enum Interface {
  static func run(_ invocation: Invocation, globals: Arguments, warn: (String) -> Void) throws {
    let (path, zone, now) = try runContext(invocation, globals, warn: warn)
    let speed = try globals["--speed"].map(WatchCommand.parseSpeed) ?? 1
    let options = InterfaceOptions(
      databasePath: path, zone: zone, environment: invocation.environment,
      clock: SimulatedClock(origin: now, speed: speed))
    do {
      try TerminalApp(options: options).run()
    } catch let error as TerminalError {
      throw CommandError.failure(error.description)
    }
  }
}
