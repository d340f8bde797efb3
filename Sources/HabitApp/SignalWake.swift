import Dispatch
import Foundation

/// Sleeps until a timeout, a signal (SIGINT, SIGTERM) or, optionally, input on standard input or
/// a change to a file.
///
/// `poll` waits on a self-pipe that the signal handlers write to (and on the keyboard for the
/// interface), so run loops sleep without polling and still end cleanly on Ctrl-C or SIGTERM.
/// A resize (SIGWINCH) interrupts the wait too.
public final class SignalWake: @unchecked Sendable {
  private var fds: [Int32] = [-1, -1]
  private let watchingInput: Bool
  /// An inotify descriptor watching a file for changes, or -1.
  private var changes: Int32 = -1
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

  /// Also ends a wait whenever `path` is written to. The run loops watch the database's
  /// write-ahead log, which every other process's commit writes, so a timer set from the command
  /// line is seen at once rather than at the next minute. Without the file (or inotify), waits
  /// simply last their time.
  public func watchChanges(to path: String) {
    guard changes < 0 else { return }
    let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { return }
    guard inotify_add_watch(descriptor, path, UInt32(IN_MODIFY)) >= 0 else {
      Glibc.close(descriptor)
      return
    }
    changes = descriptor
  }

  /// Whether SIGINT or SIGTERM arrived.
  public var stopRequested: Bool { lock.withLock { stop } }

  /// Sleeps up to `seconds` (at most an hour), returning early for a signal, input or a change to
  /// the watched file; returns whether the file changed. A change is seen as the writer starts
  /// writing, before its commit is done: see `HabitStore.waitForWriters`.
  @discardableResult
  public func wait(seconds: Double) -> Bool {
    var polls = [pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)]
    if watchingInput { polls.append(pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)) }
    if changes >= 0 { polls.append(pollfd(fd: changes, events: Int16(POLLIN), revents: 0)) }
    let milliseconds = Int32(min(max(0, seconds) * 1000, 3_600_000).rounded(.up))
    _ = poll(&polls, nfds_t(polls.count), milliseconds)
    // A poke (or a signal, whose flag stays set) is read off, or every later wait would end at once.
    if polls[0].revents & Int16(POLLIN) != 0 {
      var bytes = [UInt8](repeating: 0, count: 64)
      _ = bytes.withUnsafeMutableBytes { read(fds[0], $0.baseAddress, $0.count) }
    }
    // Many writes make one wake: drain the events, whatever they were.
    var buffer = [UInt8](repeating: 0, count: 4096)
    var changed = false
    while changes >= 0,
      buffer.withUnsafeMutableBytes({ read(changes, $0.baseAddress, $0.count) }) > 0
    {
      changed = true
    }
    return changed
  }

  /// Ends the current (or next) wait from another thread: a background task has news.
  public func poke() {
    lock.withLock {
      guard fds[1] >= 0 else { return }
      var byte: UInt8 = 0
      _ = write(fds[1], &byte, 1)
    }
  }

  /// Stops catching signals and closes the pipe.
  public func close() {
    for source in sources { source.cancel() }
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)
    lock.withLock {
      for fd in fds + [changes] where fd >= 0 { Glibc.close(fd) }
      fds = [-1, -1]
    }
    changes = -1
  }
}
