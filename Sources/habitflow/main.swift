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
  _ = StandardStreams.write(question, to: STDERR_FILENO)
  return readLine()
}

/// Streams output as a live command (`watch`) prints it. Once standard output is gone nothing more
/// can be shown, so the run ends there: say so, keeping what it delivered, and exit 1.
@Sendable func streamOutput(_ text: String) {
  guard let failure = StandardStreams.write(text, to: STDOUT_FILENO) else { return }
  _ = StandardStreams.write(StandardStreams.failureLine(failure, changed: true), to: STDERR_FILENO)
  exit(1)
}

/// What the run left open, kept to the end: `exit` leaves closing it to the operating system.
nonisolated(unsafe) var keptUntilExit: [AnyObject] = []

// A closed pipe is reported as an error like any other, not a silent death by SIGPIPE.
signal(SIGPIPE, SIG_IGN)
StandardStreams.holdClosedDescriptors()
let inputIsTerminal = isatty(STDIN_FILENO) == 1
let outcome = HabitFlowCLI.run(
  Invocation(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    outputIsTerminal: isatty(STDOUT_FILENO) == 1,
    terminalColumns: terminalColumns(),
    clock: SystemClock(),
    write: streamOutput,
    ask: inputIsTerminal ? { askOnTerminal($0) } : nil,
    writeError: { _ = StandardStreams.write($0, to: STDERR_FILENO) },
    keepUntilExit: { keptUntilExit.append($0) },
    answers: inputIsTerminal
      ? TerminalAnswers(show: { _ = StandardStreams.write($0, to: STDERR_FILENO) })
      : LineAnswers(
        readLine: { readLine() }, show: { _ = StandardStreams.write($0, to: STDERR_FILENO) })))
exit(StandardStreams.finish(outcome))
