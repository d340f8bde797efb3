import Foundation

/// A program started with `posix_spawn`, its standard input a pipe from here and its output
/// thrown away, waited for with `waitpid` on the calling thread: Foundation's `Process` learns of
/// an exit only on a run loop this process may never turn.
final class ChildProcess {
  /// How a child ended.
  enum Status: Equatable {
    case exited(Int32)
    case signalled(Int32)
  }

  let pid: pid_t
  private var input: Int32
  /// Held from making a child's pipe to starting it.
  private static let spawning = NSLock()

  /// Starts `executable` with `arguments` in exactly `environment`, its input the pipe, its
  /// output and errors `/dev/null`. (The database's descriptors close on exec: SQLite opens
  /// them so.)
  init(_ executable: String, arguments: [String], environment: [String: String]) throws {
    var pipe: [Int32] = [0, 0]
    // Both ends close on exec, made so before any other child starts: a child holding this
    // pipe's writing end would keep this one from ever reading the end of its input.
    Self.spawning.lock()
    defer { Self.spawning.unlock() }
    guard Glibc.pipe(&pipe) == 0 else { throw ChildError.failed(errno) }
    for end in pipe { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipe[0], 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp =
      environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let error = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    close(pipe[0])
    guard error == 0 else {
      close(pipe[1])
      throw ChildError.failed(error)
    }
    self.pid = pid
    input = pipe[1]
  }

  deinit { if input >= 0 { close(input) } }

  /// Writes `data` to the child's standard input and closes it; a child that does not read it
  /// loses it (the pipe's buffer holds a notification whole).
  func give(_ data: Data) {
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(input, bytes.baseAddress! + offset, bytes.count - offset)
        guard written > 0 else { break }
        offset += written
      }
    }
    close(input)
    input = -1
  }

  /// Waits at most `seconds` for the child to end; how it ended, or nil while it runs on.
  func wait(seconds: Double) -> Status? {
    let deadline = Date(timeIntervalSinceNow: seconds)
    var status: Int32 = 0
    while true {
      let reaped = waitpid(pid, &status, seconds.isInfinite ? 0 : WNOHANG)
      if reaped == pid { return Self.status(status) }
      if reaped < 0, errno != EINTR { return .exited(-1) }
      if Date() >= deadline { return nil }
      usleep(10_000)
    }
  }

  private static func status(_ raw: Int32) -> Status {
    // WIFEXITED and friends are macros Swift does not import.
    let signal = raw & 0x7F
    return signal == 0 ? .exited((raw >> 8) & 0xFF) : .signalled(signal)
  }
}

/// Why a child could not start.
enum ChildError: Error, CustomStringConvertible {
  case failed(Int32)

  var description: String {
    switch self {
    case .failed(let code): return String(cString: strerror(code))
    }
  }
}
