import Foundation
import HabitStore
import XCTest

/// The built `habitflow` executable, run as a user would.
struct Binary {
  /// The executable beside the test bundle (SwiftPM builds both into the same folder).
  static let url: URL = {
    let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var folder = runner.deletingLastPathComponent()
    while !folder.path.isEmpty, folder.path != "/" {
      let candidate = folder.appendingPathComponent("habitflow")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder.deleteLastPathComponent()
    }
    return Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("habitflow")
  }()

  /// What one run printed and how it exited.
  struct Result {
    var status: Int32
    var output: String
    var error: String
  }

  /// Runs the binary with `arguments` and exactly `environment`, waiting for it to exit;
  /// `launcher` (a program and its arguments) runs it instead when given.
  static func run(
    _ arguments: [String], environment: [String: String], launcher: [String] = []
  ) throws -> Result {
    let process = try start(arguments, environment: environment, launcher: launcher)
    return finish(process)
  }

  /// What runs the binary bound by file permissions even as root, which ignores them otherwise:
  /// without the capabilities that override them.
  static let withoutOverride: [String] =
    getuid() == 0
    ? ["/usr/bin/setpriv", "--bounding-set=-dac_override,-dac_read_search,-fowner"] : []

  /// Runs a shell command line and returns its standard output.
  static func shell(_ line: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", line]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// Starts the binary without waiting; pair with `finish`.
  static func start(
    _ arguments: [String], environment: [String: String], launcher: [String] = []
  ) throws -> Running {
    let process = Process()
    process.executableURL = launcher.first.map(URL.init(fileURLWithPath:)) ?? url
    process.arguments = launcher.dropFirst() + (launcher.isEmpty ? [] : [url.path]) + arguments
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    return Running(process: process, output: output, error: error)
  }

  /// Collects a started run's output and exit status.
  static func finish(_ running: Running) -> Result {
    let output = running.output.fileHandleForReading.readDataToEndOfFile()
    let error = running.error.fileHandleForReading.readDataToEndOfFile()
    running.process.waitUntilExit()
    return Result(
      status: running.process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      error: String(decoding: error, as: UTF8.self))
  }

  /// A started process and its pipes.
  struct Running {
    let process: Process
    let output: Pipe
    let error: Pipe
  }
}

/// A temporary folder and database for one end-to-end test.
class EndToEndTestCase: XCTestCase {
  var folder: URL!
  var database: String { folder.appendingPathComponent("e2e.sqlite").path }

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("habitflow-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  /// The environment a test run sees: only what is set here.
  func environment(zone: String = "Asia/Seoul", now: String = "2026-11-30T09:00:00") -> [String:
    String]
  {
    [
      "HABITFLOW_DB": database, "TZ": zone, "HABITFLOW_NOW": now, "HOME": folder.path,
      "PATH": "/usr/bin:/bin",
    ]
  }

  /// Makes the test's database, empty: a command that only reads refuses a missing one.
  func makeDatabase() throws {
    _ = try HabitStore(path: database)
  }

  /// The shell line that runs the interface in tmux with only this test's environment, then
  /// says how it exited (and keeps the pane open to read).
  func interfaceCommand(_ arguments: String, zone: String = "Asia/Seoul", lang: String = "C.UTF-8")
    -> String
  {
    "env -i PATH=/usr/bin:/bin HOME='\(folder.path)' TERM=xterm-256color LANG=\(lang) TZ=\(zone) "
      + "HABITFLOW_DB='\(database)' '\(Binary.url.path)' \(arguments); echo EXIT=$?; sleep 30"
  }

  /// Runs the binary and requires success; returns standard output.
  @discardableResult
  func ok(
    _ arguments: [String], zone: String = "Asia/Seoul", now: String = "2026-11-30T09:00:00",
    file: StaticString = #filePath, line: UInt = #line
  ) throws -> String {
    let result = try Binary.run(arguments, environment: environment(zone: zone, now: now))
    XCTAssertEqual(result.status, 0, "\(arguments): \(result.error)", file: file, line: line)
    XCTAssertEqual(result.error, "", file: file, line: line)
    return result.output
  }

  /// Parses JSON output.
  func json(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
  }
}

/// Another program a test drives (a shell, mandoc, systemd-analyze, dbus-run-session): run to its
/// end with standard output and error together.
enum Tool {
  static func run(
    _ path: String, _ arguments: [String], environment: [String: String]? = nil
  ) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }
}
