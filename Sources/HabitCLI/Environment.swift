import Foundation
import HabitApp
import HabitCore

/// The time zone that defines days: the one `TZ` names, read as the C library reads it.
enum ZoneSetting {
  /// The C library's default zone, used when `TZ` is unset or just `:`.
  static let defaultZoneFile = "/etc/localtime"

  /// The zone, and a warning when `TZ` names nothing valid (UTC is used then, as glibc does).
  static func from(_ environment: [String: String]) -> (zone: Zone, warning: String?) {
    guard let value = environment["TZ"], value != ":" else { return (systemZone(), nil) }
    let folder = environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? Zone.defaultZoneFolder
    if let zone = Zone.named(value, folder: folder, readFile: readZoneFile) { return (zone, nil) }
    return (.utc, "TZ '\(Display.safe(value))' names no time zone; using UTC")
  }

  /// `/etc/localtime` (`link`), a link or a copy, named after the zone it links to, and read as the C
  /// library reads it; Foundation's idea of the system zone when the file cannot be read (which
  /// costs about half a millisecond more at each command's start).
  static func systemZone(_ link: String = defaultZoneFile) -> Zone {
    guard let real = realpath(link, nil) else { return Zone(TimeZone.current) }
    defer { free(real) }
    guard let file = readZoneFile(String(cString: real)).flatMap(ZoneFile.init(bytes:)) else {
      return Zone(TimeZone.current)
    }
    // Named after the link's target, or where a chain of links ends (`/etc/alternatives`).
    let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: link)) ?? ""
    let named = [target, String(cString: real)].first { $0.contains("zoneinfo/") }
    let name = named?.components(separatedBy: "zoneinfo/").last ?? "localtime"
    return Zone(name: name, file: file)
  }

  /// The bytes of a regular file of at most 1 MiB (zone files are a few KiB), or nil. Symbolic
  /// links are followed, as the C library's plain `open` follows them (`UTC`, `US/Pacific` and
  /// most of the zone folder are links), but what the path ends at must be a regular file: it is
  /// opened without blocking (a FIFO would wait for a writer) and checked with `fstat` on the open
  /// descriptor, so a link changed in between cannot slip past the check. `open` and `fstat`
  /// rather than Foundation: its file attributes also look up the owner's and group's names in
  /// the user and group databases, which cost more than the rest of the start-up of a command.
  private static func readZoneFile(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      status.st_size <= 1 << 20
    else { return nil }
    // One byte more than the size, to see the end of the file in the same read.
    var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
    var count = 0
    while true {
      // Grown since `fstat`: read it all, as it is now.
      if count == bytes.count { bytes += repeatElement(0, count: bytes.count) }
      let read = bytes.withUnsafeMutableBytes {
        Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count)
      }
      if read < 0, errno == EINTR { continue }
      guard read >= 0 else { return nil }
      if read == 0 { break }
      count += read
    }
    bytes.removeLast(bytes.count - count)
    return bytes
  }
}

/// The instant a command runs at: `--now` / `HABITFLOW_NOW` when given, else the clock's.
enum Now {
  static func resolve(_ text: String?, zone: Zone, clock: any WallClock) throws -> Date {
    guard let text else { return clock.now() }
    return try Values.instant(text, option: "--now", zone: zone)
  }

  /// The clock of a live run (`watch`, the interface): from `--now` when the time was fixed, else
  /// from the real clock read now, not at the run's start, so start-up time does not make it lag.
  static func liveClock(fixed: Bool, now: Date, speed: Double, invocation: Invocation)
    -> SimulatedClock
  {
    SimulatedClock(origin: fixed ? now : invocation.clock.now(), speed: speed)
  }

  /// Whether the run's time is fixed by `--now` or `HABITFLOW_NOW`.
  static func isFixed(_ globals: Arguments, _ environment: [String: String]) -> Bool {
    globals["--now"] != nil || environment["HABITFLOW_NOW"] != nil
  }
}

/// Where the database file lives.
public enum StorePath {
  /// `--db`, else `$HABITFLOW_DB`, else `$XDG_DATA_HOME/habitflow/habitflow.sqlite`,
  /// else `~/.local/share/habitflow/habitflow.sqlite`.
  /// An empty `--db` is a usage error: falling back to another file would hide the mistake.
  public static func resolve(option: String?, environment: [String: String]) throws -> String {
    if let option {
      guard !option.isEmpty else {
        throw CommandError.usage("--db needs a path; an empty one was given")
      }
      return option
    }
    if let path = environment["HABITFLOW_DB"], !path.isEmpty { return path }
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return data + "/habitflow/habitflow.sqlite"
    }
    guard let home = environment["HOME"], !home.isEmpty else {
      throw CommandError.failure(
        "cannot find the database: set HOME, HABITFLOW_DB or use --db PATH")
    }
    return home + "/.local/share/habitflow/habitflow.sqlite"
  }
}
