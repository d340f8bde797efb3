import Foundation
import XCTest

/// `service install|status|uninstall` with the built binary: the systemd user unit for this
/// database, checked by systemd-analyze where it exists.
final class ServiceTests: EndToEndTestCase {
  func testTheUnitRunsWatchNotifyForThisDatabaseAndPassesVerify() throws {
    var environment = environment()
    environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
    let unit = folder.appendingPathComponent("config/systemd/user/habitflow.service").path
    let run = { (arguments: [String]) throws -> String in
      let result = try Binary.run(arguments, environment: environment)
      XCTAssertEqual(result.status, 0, result.error)
      return result.output
    }
    XCTAssertEqual(
      try run(["service", "install"]),
      "Wrote \(unit) (watch --notify for \(database), in the zone TZ=Asia/Seoul)\n"
        + "Start it, now and at every login: systemctl --user enable --now habitflow\n")
    let binary = Binary.url.resolvingSymlinksInPath().path
    XCTAssertEqual(
      try String(contentsOfFile: unit, encoding: .utf8),
      """
      [Unit]
      Description=HabitFlow reminders for \(database)
      After=graphical-session.target

      [Service]
      Type=simple
      Environment="TZ=Asia/Seoul"
      ExecStart="\(binary)" --db "\(database)" watch --notify --wait
      Restart=on-failure
      RestartSec=5

      [Install]
      WantedBy=default.target

      """)
    XCTAssertEqual(
      try run(["service", "status"]),
      "Unit: \(unit)\nZone: TZ=Asia/Seoul\n"
        + "Delivering for this database: nobody (reminders wait for watch or the interface)\n"
    )
    let verifier = "/usr/bin/systemd-analyze"
    if FileManager.default.isExecutableFile(atPath: verifier) {
      let (status, output) = try Tool.run(verifier, ["verify", unit])
      XCTAssertEqual(status, 0, output)
      XCTAssertEqual(output, "")
    }
    XCTAssertEqual(
      try run(["service", "uninstall"]),
      "Removed \(unit)\nIf it was running: systemctl --user disable --now habitflow\n")
    XCTAssertFalse(FileManager.default.fileExists(atPath: unit))
  }

  func testARelativeOrOddDatabasePathIsWrittenAsSystemdReadsIt() throws {
    var environment = environment()
    environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
    let unit = folder.appendingPathComponent("config/systemd/user/habitflow.service").path
    let process = Process()
    process.executableURL = Binary.url
    process.arguments = ["--db", "my $HOME 100%.sqlite", "service", "install"]
    process.currentDirectoryURL = folder
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0)
    let text = try String(contentsOfFile: unit, encoding: .utf8)
    let path = folder.resolvingSymlinksInPath().path + "/my $$HOME 100%%.sqlite"
    let cwdPath = folder.path + "/my $$HOME 100%%.sqlite"
    XCTAssertTrue(
      text.contains("--db \"\(path)\"") || text.contains("--db \"\(cwdPath)\""), text)
  }

  /// The unit runs `watch` in the zone of the shell that installed it, however it was named (a
  /// rule, a link, a path), not in the service manager's.
  func testTheUnitCarriesTheZoneItWasInstalledIn() throws {
    let unit = folder.appendingPathComponent("config/systemd/user/habitflow.service").path
    for zone in [
      "EST5EDT,M3.2.0,M11.1.0", "<+0330>-3:30", "Japan", ":/usr/share/zoneinfo/Europe/Berlin",
    ] {
      var environment = environment(zone: zone)
      environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
      let installed = try Binary.run(["service", "install"], environment: environment)
      XCTAssertEqual(installed.status, 0, installed.error)
      XCTAssertTrue(installed.output.contains("in the zone TZ=\(zone))"), installed.output)
      let text = try String(contentsOfFile: unit, encoding: .utf8)
      XCTAssertTrue(text.contains("\nEnvironment=\"TZ=\(zone)\"\n"), text)
      let status = try Binary.run(["service", "status"], environment: environment)
      XCTAssertTrue(status.output.contains("\nZone: TZ=\(zone)\n"), status.output)
      let verifier = "/usr/bin/systemd-analyze"
      if FileManager.default.isExecutableFile(atPath: verifier) {
        let (code, output) = try Tool.run(verifier, ["verify", unit])
        XCTAssertEqual(code, 0, output)
      }
    }
  }
}
