import Foundation
import HabitCLI
import HabitCore

/// The real clock: the one place that reads the system time.
struct SystemClock: WallClock {
  func now() -> Date { Date() }
}

/// The terminal's width, when standard output is one.
func terminalColumns() -> Int? {
  var size = winsize()
  guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
  return Int(size.ws_col)
}

/// Asks on standard error (standard output may be a pipe) and reads the answer from standard input.
func askOnTerminal(_ question: String) -> String? {
  FileHandle.standardError.write(Data(question.utf8))
  return readLine()
}

let inputIsTerminal = isatty(STDIN_FILENO) == 1
let outcome = HabitFlowCLI.run(
  Invocation(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    outputIsTerminal: isatty(STDOUT_FILENO) == 1,
    terminalColumns: terminalColumns(),
    clock: SystemClock(),
    write: { FileHandle.standardOutput.write(Data($0.utf8)) },
    ask: inputIsTerminal ? { askOnTerminal($0) } : nil))
FileHandle.standardOutput.write(Data(outcome.output.utf8))
FileHandle.standardError.write(Data(outcome.error.utf8))
exit(outcome.status)
