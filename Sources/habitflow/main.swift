import Foundation
import HabitCLI
import HabitCore

/// The real clock: the one place that reads the system time.
struct SystemClock: WallClock {
  func now() -> Date { Date() }
}

let outcome = HabitFlowCLI.run(
  Invocation(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    outputIsTerminal: isatty(STDOUT_FILENO) == 1,
    clock: SystemClock()))
FileHandle.standardOutput.write(Data(outcome.output.utf8))
FileHandle.standardError.write(Data(outcome.error.utf8))
exit(outcome.status)
