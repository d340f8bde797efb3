import Dispatch
import Foundation

/// Sleeps until a timeout, a signal (SIGINT, SIGTERM) or, optionally, input on standard input.
///
/// `poll` waits on a self-pipe that the signal handlers write to (and on the keyboard for the
/// interface), so run loops sleep without polling and still end cleanly on Ctrl-C or SIGTERM.
/// A resize (SIGWINCH) interrupts the wait too.
public final class SignalWake: @unchecked Sendable {
  private var fds: [Int32] = [-1, -1]
  private let watchingInput: Bool
  private let lock = NSLock()
  private var stop = false
  private var sources: [DispatchSourceSignal] = []

  /// Starts catching SIGINT and SIGTERM; with `watchingInput`, a key press also ends a wait.
  public init(watchingInput: Bool) {
    self.watchingInput = watchingInput
    _ = pipe(&fds)
    let writeEnd = fds[1]
    for number in [SIGINT, SIGTERM] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { [weak self] in
        self?.lock.withLock { self?.stop = true }
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
      }
      source.resume()
      sources.append(source)
    }
  }

  /// Whether SIGINT or SIGTERM arrived.
  public var stopRequested: Bool { lock.withLock { stop } }

  /// Sleeps up to `seconds` (at most an hour), returning early for a signal or input.
  public func wait(seconds: Double) {
    var polls = [pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)]
    if watchingInput { polls.append(pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)) }
    let milliseconds = Int32(min(max(0, seconds) * 1000, 3_600_000).rounded(.up))
    _ = poll(&polls, nfds_t(polls.count), milliseconds)
  }

  /// Stops catching signals and closes the pipe.
  public func close() {
    for source in sources { source.cancel() }
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)
    for fd in fds where fd >= 0 { Glibc.close(fd) }
    fds = [-1, -1]
  }
}
