import Foundation
import HabitApp
import HabitCore

/// `service install|uninstall|status`: a systemd user unit that runs `watch --notify` for this
/// database, so reminders reach the desktop without a terminal open.
enum ServiceCommand {
  static let command: Command = {
    var command = serviceCommand
    command.whenNoDatabase = { arguments, environment in
      arguments.positionals.first == ServiceAction.status.spelling
        ? try ServiceUnit.statusText(environment: environment, holder: nil) : nil
    }
    return command
  }()

  private static let serviceCommand = Command(
    name: "service",
    synopsis: "service ACTION [--enable]",
    summary:
      "install, uninstall or show the systemd user unit running watch --notify for this database.",
    details: [
      "install writes $XDG_CONFIG_HOME/systemd/user/habitflow.service and says the systemctl line",
      "to start it; --enable runs that line too. uninstall removes the unit (disabling it first",
      "with --enable). status shows the unit and which process delivers for the database.",
    ],
    spec: ArgumentSpec(flags: ["--enable"]),
    access: .live
  ) { arguments, session in
    let unit = try ServiceUnit(environment: session.environment)
    switch try Values.choice(ServiceAction.self, arguments.positionals[0], option: "ACTION") {
    case .install: return try install(unit, arguments, session)
    case .uninstall: return try uninstall(unit, arguments)
    case .status:
      return try ServiceUnit.statusText(
        environment: session.environment,
        holder: DelivererLock.holder(database: session.library.path))
    }
  }

  /// Writes the unit, and with `--enable` starts it.
  private static func install(_ unit: ServiceUnit, _ arguments: Arguments, _ session: Session)
    throws -> String
  {
    guard let binary = ServiceUnit.runningBinary() else {
      throw CommandError.failure("cannot find this program's own file to run")
    }
    let database = ServiceUnit.absolute(session.library.path)
    let zone = ServiceUnit.zone(session.zone)
    guard
      !(binary + database + zone).unicodeScalars.contains(where: {
        $0.value < 0x20 || $0.value == 0x7F
      })
    else {
      throw CommandError.failure(
        "a path or zone with a control character cannot go in a systemd unit")
    }
    try Installation.write(
      Data(ServiceUnit.text(binary: binary, database: database, zone: zone).utf8),
      to: unit.path, mode: 0o644)
    var lines = [
      "Wrote \(Display.safe(unit.path)) (watch --notify for \(Display.safe(session.library.path)), "
        + "in the zone TZ=\(Display.safe(zone)))"
    ]
    if arguments.has("--enable") {
      lines.append(try ServiceUnit.systemctl(["daemon-reload"]))
      lines.append(try ServiceUnit.systemctl(["enable", "--now", "habitflow"]))
    } else {
      lines.append("Start it, now and at every login: systemctl --user enable --now habitflow")
    }
    return lines.filter { !$0.isEmpty }.joined(separator: "\n")
  }

  /// Removes the unit, with `--enable` stopping it first.
  private static func uninstall(_ unit: ServiceUnit, _ arguments: Arguments) throws -> String {
    var lines: [String] = []
    if arguments.has("--enable") {
      lines.append(try ServiceUnit.systemctl(["disable", "--now", "habitflow"]))
    }
    guard unlink(unit.path) == 0 else {
      return (lines + ["No unit at \(Display.safe(unit.path))"]).filter { !$0.isEmpty }
        .joined(separator: "\n")
    }
    lines.append("Removed \(Display.safe(unit.path))")
    if !arguments.has("--enable") {
      lines.append("If it was running: systemctl --user disable --now habitflow")
    }
    return lines.filter { !$0.isEmpty }.joined(separator: "\n")
  }
}

/// What `service` does with the unit.
enum ServiceAction: String, OptionValue {
  case install, uninstall, status

  static var ignoresCase: Bool { false }

  /// `'service' takes install, uninstall or status, not 'x'`.
  static func refusal(of text: String, for option: String) -> String {
    "'service' takes \(listed), not '\(Display.safe(text))'"
  }
}

/// The systemd user unit: where it goes and what it says.
struct ServiceUnit {
  let path: String

  init(environment: [String: String]) throws {
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      path = config + "/systemd/user/habitflow.service"
    } else if let home = environment["HOME"], !home.isEmpty {
      path = home + "/.config/systemd/user/habitflow.service"
    } else {
      throw CommandError.failure("neither XDG_CONFIG_HOME nor HOME is set: no place for the unit")
    }
  }

  /// `service status`: whether the unit is there, and who delivers for the database.
  static func statusText(environment: [String: String], holder: DelivererLock.Holder?) throws
    -> String
  {
    let unit = try ServiceUnit(environment: environment)
    let text = FileManager.default.contents(atPath: unit.path).map {
      String(decoding: $0, as: UTF8.self)
    }
    let installed =
      text == nil
      ? "No unit at \(Display.safe(unit.path))"
      : "Unit: \(Display.safe(unit.path))"
        + (text.flatMap(zone(inUnit:)).map { "\nZone: TZ=\(Display.safe($0))" } ?? "")
    return installed + "\nDelivering for this database: "
      + (holder.map { $0.description } ?? "nobody (reminders wait for watch or the interface)")
  }

  /// The running program's own path (the unit runs the same build).
  static func runningBinary() -> String? {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
  }

  /// The `TZ` the unit runs with: the zone in force at install time, as it was given (a name,
  /// a path, a rule), so that the service's days and times are this shell's, not the service
  /// manager's; the system's zone by its name, or `:/etc/localtime` for a copy without one.
  static func zone(_ zone: Zone) -> String {
    zone.name == "localtime" ? ":" + ZoneSetting.defaultZoneFile : zone.name
  }

  /// The `TZ` an installed unit's text gives, or nil without one.
  static func zone(inUnit text: String) -> String? {
    let prefix = "Environment=\"TZ="
    guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }),
      line.hasSuffix("\"")
    else { return nil }
    return String(line.dropFirst(prefix.count).dropLast())
      .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
      .replacingOccurrences(of: "%%", with: "%")
  }

  /// The unit: `watch --notify --wait` for `database` in `zone`, restarted when it fails;
  /// `--wait` lets an open interface deliver first and takes over when it quits.
  static func text(binary: String, database: String, zone: String) -> String {
    """
    [Unit]
    Description=HabitFlow reminders for \(database.replacingOccurrences(of: "%", with: "%%"))
    After=graphical-session.target

    [Service]
    Type=simple
    Environment=\(quoted("TZ=" + zone, expanding: false))
    ExecStart=\(quoted(binary)) --db \(quoted(database)) watch --notify --wait
    Restart=on-failure
    RestartSec=5

    [Install]
    WantedBy=default.target

    """
  }

  /// A word of a systemd command line: in double quotes, with `\`, `"` escaped and `%` doubled
  /// (and `$` too where it is expanded: not in `Environment=`).
  static func quoted(_ text: String, expanding: Bool = true) -> String {
    let specifiers = expanding ? escaped(text) : text.replacingOccurrences(of: "%", with: "%%")
    return "\""
      + specifiers.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  /// Text where systemd expands `%` specifiers and `$` variables: both doubled.
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%%").replacingOccurrences(of: "$", with: "$$")
  }

  /// The path from the root: a user service starts in the home folder, not where this ran.
  static func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
  }

  /// Runs `systemctl --user ARGUMENTS`; what it said, or a failure naming it.
  static func systemctl(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/systemctl")
    process.arguments = ["--user"] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    do { try process.run() } catch {
      throw CommandError.failure("cannot run systemctl: \(error.localizedDescription)")
    }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CommandError.failure(
        "systemctl --user \(arguments.joined(separator: " ")) failed: "
          + Display.safe(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    }
    return Display.safe(text.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
