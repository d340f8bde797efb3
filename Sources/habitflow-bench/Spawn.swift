import Foundation

/// Nanoseconds on the monotonic clock: never steps, unlike the wall clock.
func monotonicNanoseconds() -> UInt64 {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// Milliseconds between two `monotonicNanoseconds` readings.
func milliseconds(from start: UInt64, to end: UInt64) -> Double {
  Double(end &- start) / 1_000_000
}

/// A program with its arguments and environment as C strings, made once so that spawning it many
/// times costs no conversion inside the timed part.
final class Program {
  /// The absolute path of the executable.
  let path: String
  /// How the program is shown in reports, e.g. `heatmap 습관 1`.
  let label: String
  private let argv: [UnsafeMutablePointer<CChar>?]
  private let envp: [UnsafeMutablePointer<CChar>?]

  /// `path` run with `arguments` (without the program name) in exactly `environment`.
  init(path: String, arguments: [String], environment: [String: String], label: String? = nil) {
    self.path = path
    self.label = label ?? arguments.joined(separator: " ")
    argv = ([path] + arguments).map { strdup($0) } + [nil]
    envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
  }

  deinit {
    for pointer in argv + envp { free(pointer) }
  }

  /// The same program with other arguments.
  func with(arguments: [String], environment: [String: String], label: String? = nil) -> Program {
    Program(path: path, arguments: arguments, environment: environment, label: label)
  }

  /// Spawns it with `actions` and `attributes`; the child's process id.
  func spawn(
    _ actions: UnsafePointer<posix_spawn_file_actions_t>,
    _ attributes: UnsafePointer<posix_spawnattr_t>? = nil
  ) throws -> pid_t {
    var pid: pid_t = 0
    let error = argv.withUnsafeBufferPointer { arguments in
      envp.withUnsafeBufferPointer { environment in
        posix_spawn(
          &pid, path, actions, attributes, arguments.baseAddress!, environment.baseAddress!)
      }
    }
    guard error == 0 else {
      throw BenchError.failed("cannot run \(path): \(String(cString: strerror(error)))")
    }
    return pid
  }
}

/// How a child ended and what it cost.
struct Finished {
  /// The exit status, or 128 + the signal that killed it.
  var status: Int32
  /// Wall milliseconds from just before the spawn to just after the wait.
  var wallMs: Double
}

extension Program {
  /// `habitflow ARGUMENTS` on `database`, in Seoul's zone, with nothing else of this environment.
  static func habitflow(_ binary: String, database: String, _ arguments: [String]) -> Program {
    Program(
      path: binary, arguments: arguments,
      environment: ["HABITFLOW_DB": database, "TZ": "Asia/Seoul", "PATH": "/usr/bin:/bin"])
  }
}

/// A new empty folder for one part of the bench, named after it.
func scratchFolder(_ part: String) throws -> String {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("habitflow-bench-\(part)-\(UUID().uuidString)").path
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  return folder
}

/// Runs a program to its end, without a shell or Foundation's `Process`.
enum Spawn {
  /// Runs `program` with standard input from /dev/null and standard output and error to
  /// `output` (a descriptor), or to /dev/null when nil; times it from just before `posix_spawn`
  /// to just after `wait4` on the monotonic clock.
  static func run(_ program: Program, output: Int32? = nil) throws -> Finished {
    let actions = UnsafeMutablePointer<posix_spawn_file_actions_t>.allocate(capacity: 1)
    posix_spawn_file_actions_init(actions)
    defer {
      posix_spawn_file_actions_destroy(actions)
      actions.deallocate()
    }
    posix_spawn_file_actions_addopen(actions, 0, "/dev/null", O_RDONLY, 0)
    if let output {
      posix_spawn_file_actions_adddup2(actions, output, 1)
      posix_spawn_file_actions_adddup2(actions, output, 2)
    } else {
      posix_spawn_file_actions_addopen(actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_adddup2(actions, 1, 2)
    }
    let start = monotonicNanoseconds()
    let pid = try program.spawn(actions)
    let status = reap(pid)
    let end = monotonicNanoseconds()
    return Finished(status: status, wallMs: milliseconds(from: start, to: end))
  }

  /// Runs `program` once with its output captured: its exit status and what it printed
  /// (standard output and error together).
  static func capture(_ program: Program) throws -> (status: Int32, output: String) {
    var template = Array(
      (FileManager.default.temporaryDirectory.path + "/habitflow-bench-output-XXXXXX").utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { throw BenchError.failed("cannot make a temporary file") }
    let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer {
      close(descriptor)
      unlink(path)
    }
    let finished = try run(program, output: descriptor)
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return (finished.status, text)
  }

  /// Waits for `pid` to end: its exit status, or 128 + the signal that killed it.
  ///
  /// Its peak RSS is not taken from `wait4`: Linux counts in a child's `ru_maxrss` the memory
  /// of the process image `exec` replaced, which after `posix_spawn` (vfork) is the bench's own.
  static func reap(_ pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }

  /// The peak resident memory of the running process `pid` since its `exec`, in MiB
  /// (`VmHWM` in /proc); NaN when unknown.
  static func residentPeakMiB(_ pid: pid_t) -> Double {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kibibytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
    else { return .nan }
    return kibibytes / 1024
  }

  /// The executable `name` on `PATH`, if any.
  static func onPath(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// The executable `name` in the bench's own folder: the `habitflow` of the same build.
  static func besideBench(_ name: String) -> String {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent(name).path
  }
}
