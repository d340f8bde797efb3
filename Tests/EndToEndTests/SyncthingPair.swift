import Foundation
import XCTest

/// Two Syncthing instances on this machine sharing one folder between two directories.
///
/// Each instance has its own home in the scratch directory, listens on a free 127.0.0.1 port and
/// knows the other only by that address: no discovery, relays, NAT, reporting or upgrades, so
/// nothing leaves the machine and nothing is written outside the scratch directory.
final class SyncthingPair {
  /// Debian's package; the pair is known to work with its 1.19.
  static let executable = "/usr/bin/syncthing"
  /// The id of the shared folder, the same on both sides.
  static let folderID = "habitflow"

  /// How the sides are named in device names, logs and messages.
  private static let sides = ["first", "second"]

  /// The two synchronized directories: `first` and `second`.
  let directories: [URL]
  var first: URL { directories[0] }
  var second: URL { directories[1] }
  /// Each instance's log, in the order of `directories`: what to read when a wait fails.
  let logs: [URL]
  private var instances: [Instance] = []

  /// Starts both and waits until they are connected; throws XCTSkip when syncthing is not
  /// installed (after XCTFail when HABITFLOW_REQUIRE_TOOLS=1).
  init(
    first: URL, second: URL, scratch: URL, timeout: TimeInterval = 20,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    try Self.requireSyncthing(file: file, line: line)
    directories = [first, second]
    let homes = Self.sides.map { scratch.appendingPathComponent("syncthing-\($0)") }
    logs = homes.map { $0.appendingPathExtension("log") }
    let home = scratch.appendingPathComponent("syncthing-home")
    let environment = Self.environment(home: home)
    for folder in directories + homes + [home] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    let ids = try homes.map { try Self.generate(home: $0, environment: environment) }
    let ports = try Self.freePorts(2)
    for side in 0..<2 {
      // Only the second dials, once the first listens: two instances dialling each other at
      // once sometimes dropped both connections and did not dial again for a minute.
      let configuration = try Self.configuration(
        version: Self.configurationVersion(home: homes[side]), folder: directories[side],
        ids: (ids[side], ids[1 - side]), ports: (ports[side], ports[1 - side]),
        names: (Self.sides[side], Self.sides[1 - side]), dials: side == 1)
      try configuration.write(
        to: homes[side].appendingPathComponent("config.xml"), atomically: true, encoding: .utf8)
    }
    do {
      for side in 0..<2 {
        instances.append(try Instance(home: homes[side], log: logs[side], environment: environment))
        try waitFor(
          "TCP listener (127.0.0.1:\(ports[side])) starting", in: logs[side], timeout: timeout)
      }
      try waitUntilConnected(to: [ids[1], ids[0]], timeout: timeout)
    } catch {
      stop()
      throw error
    }
  }

  deinit {
    stop()
  }

  /// Waits until `relativePath` (relative to the folder) has the same bytes on both sides; throws
  /// what each side has if `timeout` seconds pass first.
  func waitUntilSame(_ relativePath: String, timeout: TimeInterval = 10) throws {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while true {
      let contents = directories.map {
        try? Data(contentsOf: $0.appendingPathComponent(relativePath))
      }
      if let first = contents[0], first == contents[1] { return }
      guard Date() < deadline else {
        let sides = zip(Self.sides, contents).map { "\($0): \(Self.describe($1))" }
        throw Failure(
          "\(relativePath) not the same after \(timeout) s; \(sides.joined(separator: "; "))\n"
            + logTails())
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  /// Ends both instances and waits for them; safe to call more than once.
  func stop() {
    // Both lifelines first: each shell then ends its syncthing at once, in parallel.
    for instance in instances { try? instance.lifeline.close() }
    for instance in instances { instance.end() }
    instances = []
  }

  /// The end of each instance's log, for failure messages.
  func logTails(lines: Int = 15) -> String {
    zip(Self.sides, logs).map { side, log in
      let text = (try? String(contentsOf: log, encoding: .utf8)) ?? "(no log)"
      let tail = text.split(separator: "\n").suffix(lines).joined(separator: "\n")
      return "--- \(side) syncthing log:\n\(tail)"
    }.joined(separator: "\n")
  }

  /// What went wrong, said in full in the test's failure.
  struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  private static func requireSyncthing(file: StaticString, line: UInt) throws {
    guard FileManager.default.isExecutableFile(atPath: executable) else {
      if ProcessInfo.processInfo.environment["HABITFLOW_REQUIRE_TOOLS"] == "1" {
        XCTFail("missing: \(executable)", file: file, line: line)
      }
      throw XCTSkip("no syncthing: \(executable)")
    }
  }

  /// Exactly what syncthing sees: a HOME of its own, and no default folder, upgrade or restart.
  private static func environment(home: URL) -> [String: String] {
    [
      "HOME": home.path, "PATH": "/usr/bin:/bin", "STNODEFAULTFOLDER": "1", "STNOUPGRADE": "1",
      "STNORESTART": "1",
      // Skips the start-up benchmark of hash implementations, which alone takes over a second.
      "STHASHING": "standard",
      // What syncthing's monitor process sets for the syncthing it starts as its child: without
      // it `serve` is that monitor, and a kill of it alone would leave the child behind.
      "STMONITORED": "yes",
    ]
  }

  /// Makes the keys and a first configuration in `home`; returns the device id.
  private static func generate(home: URL, environment: [String: String]) throws -> String {
    let generated = try Tool.run(
      executable, ["generate", "--home", home.path, "--no-default-folder"],
      environment: environment)
    guard generated.status == 0 else { throw Failure("syncthing generate: \(generated.output)") }
    let shown = try Tool.run(
      executable, ["--home", home.path, "--device-id"], environment: environment)
    let id = shown.output.trimmingCharacters(in: .whitespacesAndNewlines)
    guard shown.status == 0,
      id.range(of: #"^[A-Z2-7]{7}(-[A-Z2-7]{7}){7}$"#, options: .regularExpression) != nil
    else { throw Failure("syncthing --device-id: \(shown.output)") }
    return id
  }

  /// The configuration version this syncthing writes, so that ours needs no migration.
  private static func configurationVersion(home: URL) throws -> String {
    let generated = try String(
      contentsOf: home.appendingPathComponent("config.xml"), encoding: .utf8)
    guard let range = generated.range(of: #"version="[0-9]+""#, options: .regularExpression)
    else { throw Failure("no version in the generated config.xml:\n\(generated)") }
    return String(generated[range].dropFirst(9).dropLast())
  }

  /// A whole config.xml: whatever it leaves out takes syncthing's defaults.
  private static func configuration(
    version: String, folder: URL, ids: (me: String, peer: String), ports: (me: Int, peer: Int),
    names: (me: String, peer: String), dials: Bool
  ) -> String {
    // Rescans every second, the watcher after one: a change shows up in about a second.
    """
    <configuration version="\(version)">
        <folder id="\(folderID)" label="\(folderID)" path="\(escaped(folder.path))" \
    type="sendreceive" rescanIntervalS="1" fsWatcherEnabled="true" fsWatcherDelayS="1">
            <device id="\(ids.me)"></device>
            <device id="\(ids.peer)"></device>
        </folder>
        <device id="\(ids.me)" name="\(names.me)"><address>dynamic</address></device>
        <device id="\(ids.peer)" name="\(names.peer)"><address>\(dials ? "tcp://127.0.0.1:\(ports.peer)" : "dynamic")</address></device>
        <gui enabled="false" tls="false"><address>127.0.0.1:0</address></gui>
        <options>
            <listenAddress>tcp://127.0.0.1:\(ports.me)</listenAddress>
            <globalAnnounceEnabled>false</globalAnnounceEnabled>
            <localAnnounceEnabled>false</localAnnounceEnabled>
            <relaysEnabled>false</relaysEnabled>
            <natEnabled>false</natEnabled>
            <startBrowser>false</startBrowser>
            <urAccepted>-1</urAccepted>
            <autoUpgradeIntervalH>0</autoUpgradeIntervalH>
            <crashReportingEnabled>false</crashReportingEnabled>
            <setLowPriority>false</setLowPriority>
            <reconnectionIntervalS>1</reconnectionIntervalS>
        </options>
    </configuration>

    """
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
      .replacingOccurrences(of: "<", with: "&lt;")
  }

  /// Free TCP ports on 127.0.0.1, each socket held until all are chosen so that none repeats.
  private static func freePorts(_ count: Int) throws -> [Int] {
    var sockets: [Int32] = []
    defer { for descriptor in sockets { close(descriptor) } }
    return try (0..<count).map { _ in
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      guard descriptor >= 0 else { throw Failure("socket: \(String(cString: strerror(errno)))") }
      sockets.append(descriptor)
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
        }
      }
      guard bound else { throw Failure("bind: \(String(cString: strerror(errno)))") }
      return Int(UInt16(bigEndian: address.sin_port))
    }
  }

  /// Waits until each instance's log says it is connected to its peer.
  /// Waits until `log` holds `line`.
  private func waitFor(_ line: String, in log: URL, timeout: TimeInterval) throws {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while !((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains(line) {
      guard Date() < deadline else {
        throw Failure("syncthing did not log '\(line)' in \(timeout) s\n" + logTails())
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  private func waitUntilConnected(to peers: [String], timeout: TimeInterval) throws {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while true {
      let connected = zip(logs, peers).allSatisfy { log, peer in
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return text.contains("Established secure connection to \(peer)")
      }
      if connected { return }
      guard Date() < deadline else {
        throw Failure("syncthing instances not connected after \(timeout) s\n" + logTails())
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  private static func describe(_ contents: Data?) -> String {
    guard let contents else { return "missing" }
    let start = String(decoding: contents.prefix(80), as: UTF8.self)
    return "\(contents.count) bytes \(start.debugDescription)"
  }
}

/// One `syncthing serve` run by a shell that kills it once its standard input reaches end of
/// file: when `stop` closes the lifeline, and also when the test process dies without stopping
/// it (a crash, a Control-C that the instance, in a process group of its own, never sees).
private struct Instance {
  let process: Process
  /// The write end of the shell's standard input, held by this process only.
  let lifeline: FileHandle

  /// The shell waits for syncthing itself, so that no process is left to an init that may not
  /// reap orphans.
  private static let script = """
    log=$1; shift
    "$@" < /dev/null > "$log" 2>&1 &
    serve=$!
    read -r _
    kill -KILL "$serve"
    wait "$serve"
    """

  init(home: URL, log: URL, environment: [String: String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments =
      ["-c", Self.script, "sh", log.path, SyncthingPair.executable]
      + ["serve", "--home", home.path, "--no-browser", "--no-restart"]
    process.environment = environment
    let pipe = Pipe()
    // Not inherited by the other instance's shell, whose end of file would wait for this one.
    _ = fcntl(pipe.fileHandleForWriting.fileDescriptor, F_SETFD, FD_CLOEXEC)
    process.standardInput = pipe
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    self.process = process
    lifeline = pipe.fileHandleForWriting
  }

  /// Waits for the shell to end after the lifeline closed; kills its whole process group (each
  /// process Foundation starts on Linux leads one) if it takes too long.
  func end() {
    let deadline = Date(timeIntervalSinceNow: 5)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    if process.isRunning {
      kill(-process.processIdentifier, SIGKILL)
      kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
  }
}
