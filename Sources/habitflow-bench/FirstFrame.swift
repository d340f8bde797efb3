import Foundation

/// The interface's first frame as a person sees it: `habitflow` with no command on a 100x30
/// pseudo-terminal, timed from just before the spawn to the last byte of the burst that ends with
/// the status bar's `q quit`.
enum FirstFrame {
  /// One start of the interface.
  struct Run {
    /// Milliseconds from the spawn to the first frame's last byte.
    var frameMs: Double
    /// The process's peak RSS once its first frame is out, in MiB.
    var peakMiB: Double
  }

  /// How long output must stay quiet after `q quit` for the frame to count as complete. The wait
  /// itself is not counted: the frame ends at the last byte before it.
  static let quietMs: Int32 = 150
  /// The status bar's last words, in English and in Korean.
  private static let markers = [Array("q quit".utf8), Array("q 종료".utf8)]

  /// Starts the interface on `database`, waits for its first frame, quits it with `q`.
  static func run(binary: String, database: String) throws -> Run {
    let terminal = try PseudoTerminal(rows: 30, columns: 100)
    var slaveOpen = true
    defer {
      if slaveOpen { close(terminal.slaveDescriptor) }
      close(terminal.master)
    }
    let program = Program(
      path: binary, arguments: ["--now", benchNowText],
      environment: [
        "HABITFLOW_DB": database, "TZ": "Asia/Seoul", "TERM": "xterm-256color",
        "PATH": "/usr/bin:/bin",
      ])
    let start = monotonicNanoseconds()
    let pid = try terminal.spawn(program)
    let end: UInt64
    do {
      end = try frameEnd(terminal.master)
    } catch {
      kill(pid, SIGKILL)
      _ = Spawn.reap(pid)
      throw error
    }
    let peak = Spawn.residentPeakMiB(pid)
    // The child wrote its frame, so it holds the terminal: the master sees it close on quit.
    close(terminal.slaveDescriptor)
    slaveOpen = false
    _ = write(terminal.master, "q", 1)
    if !drain(terminal.master, seconds: 10) { kill(pid, SIGKILL) }
    let status = Spawn.reap(pid)
    guard status == 0 else { throw BenchError.failed("the interface exited \(status) after q") }
    return Run(frameMs: milliseconds(from: start, to: end), peakMiB: peak)
  }

  /// Reads the terminal until the status bar's last words have come and output has then been
  /// quiet for `quietMs`; returns the time the last byte came.
  private static func frameEnd(_ master: Int32) throws -> UInt64 {
    let deadline = monotonicNanoseconds() + 20_000_000_000
    var output: [UInt8] = []
    var last: UInt64 = 0
    var seen = false
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let now = monotonicNanoseconds()
      guard now < deadline else { throw BenchError.failed("no first frame within 20 s") }
      let wait = seen ? quietMs : Int32((deadline - now) / 1_000_000)
      var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, wait)
      if ready == 0, seen { return last }
      guard ready > 0 else { continue }
      let count = read(master, &buffer, buffer.count)
      guard count > 0 else {
        throw BenchError.failed(
          "the interface ended before its first frame:\n"
            + String(decoding: output.suffix(2000), as: UTF8.self))
      }
      last = monotonicNanoseconds()
      let from = max(0, output.count - 16)
      output.append(contentsOf: buffer[0..<count])
      seen = seen || markers.contains { contains(output[from...], $0) }
    }
  }

  /// Reads and drops output until the other side closes (the process quit); false if it has not
  /// within `seconds`.
  private static func drain(_ master: Int32, seconds: Int32) -> Bool {
    var buffer = [UInt8](repeating: 0, count: 65536)
    var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    while poll(&poller, 1, seconds * 1000) > 0 {
      if read(master, &buffer, buffer.count) <= 0 { return true }
    }
    return false
  }

  private static func contains(_ haystack: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
    guard haystack.count >= needle.count else { return false }
    var index = haystack.startIndex
    while index + needle.count <= haystack.endIndex {
      if haystack[index..<(index + needle.count)].elementsEqual(needle) { return true }
      index += 1
    }
    return false
  }
}

/// A pseudo-terminal pair of a given size; a child spawned on it gets it as its controlling
/// terminal and its standard input, output and error.
struct PseudoTerminal {
  /// The side the bench reads and writes.
  let master: Int32
  /// The path of the side the child opens.
  let slave: String
  /// The bench's descriptor of that side, held until the child has opened its own (else the
  /// master would see the terminal hung up); `releaseSlave` closes it.
  let slaveDescriptor: Int32

  /// A new pair, `rows` x `columns`.
  init(rows: UInt16, columns: UInt16) throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0, let name = ttyname(slave) else {
      throw BenchError.failed("no pseudo-terminal: \(String(cString: strerror(errno)))")
    }
    self.master = master
    self.slave = String(cString: name)
    slaveDescriptor = slave
    // The child opens the terminal by name, so that it becomes its controlling one, and inherits
    // neither descriptor: the master's end of file is how the bench sees the child quit.
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
  }

  /// glibc's `POSIX_SPAWN_SETSID` (2.26 on), which Swift's Glibc module does not export.
  private let setSession: Int16 = 0x80

  /// Spawns `program` in a new session whose controlling terminal is this one.
  func spawn(_ program: Program) throws -> pid_t {
    let actions = UnsafeMutablePointer<posix_spawn_file_actions_t>.allocate(capacity: 1)
    let attributes = UnsafeMutablePointer<posix_spawnattr_t>.allocate(capacity: 1)
    posix_spawn_file_actions_init(actions)
    posix_spawnattr_init(attributes)
    defer {
      posix_spawn_file_actions_destroy(actions)
      posix_spawnattr_destroy(attributes)
      actions.deallocate()
      attributes.deallocate()
    }
    // The new session comes first; its first terminal opened then becomes its controlling one.
    posix_spawnattr_setflags(attributes, setSession)
    posix_spawn_file_actions_addopen(actions, 0, slave, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(actions, 0, 1)
    posix_spawn_file_actions_adddup2(actions, 0, 2)
    return try program.spawn(actions, attributes)
  }
}
