import Foundation
import XCTest

/// Import and export through the built binary: a Loop CSV zip made by the binary (libzip linked
/// for real) read back, and an import showing in the running interface on its next wake.
final class ImportExportTests: EndToEndTestCase {
  private func write(_ name: String, _ text: String) throws -> String {
    let path = folder.appendingPathComponent(name).path
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  func testACSVZipGoesOutAndComesBackThroughTheBinary() throws {
    try ok(["add", "러닝", "--at", "07:00", "--start", "2026-11-01"])
    try ok(["check", "러닝", "--date", "2026-11-02", "--note", "공원, 5 km"])
    let zip = folder.appendingPathComponent("loop.zip").path
    XCTAssertEqual(
      try ok(["export", "--format", "csv", "-o", zip]),
      "Exported 1 habit and 1 check-in as csv to \(zip)\n"
        + "\"러닝\": Loop has no reminder time (07:00); HabitFlow reads it back from this file\n")
    let other = folder.appendingPathComponent("other.sqlite").path
    var environment = environment()
    environment["HABITFLOW_DB"] = other
    let imported = try Binary.run(["import", zip, "--json"], environment: environment)
    XCTAssertEqual(imported.status, 0, imported.error)
    let report = try json(imported.output) as? [String: Any]
    XCTAssertEqual(report?["format"] as? String, "loop-csv")
    let history = try Binary.run(
      ["history", "러닝", "--from", "2026-11-02", "--to", "2026-11-02"], environment: environment)
    XCTAssertEqual(history.output, "2026-11-02  Mon  done     공원, 5 km\n")
  }

  func testTheInterfaceShowsImportedHabitsOnItsNextWake() throws {
    try ok(["add", "독서"])
    let command =
      "env -i PATH=/usr/bin:/bin HOME='\(folder.path)' TERM=xterm-256color LANG=C.UTF-8 "
      + "TZ=Asia/Seoul HABITFLOW_DB='\(database)' '\(Binary.url.path)' --now 2026-11-30T09:00:00; "
      + "echo EXIT=$?; sleep 30"
    let tmux = try Tmux(command: command, width: 100, height: 30, folder: folder)
    try tmux.waitFor("독서")
    let harsh = try write("harsh/habits", "러닝: 1\n커피: 0\n")
    _ = try write("harsh/log", "2026-11-29 : 러닝 : y\n")
    XCTAssertEqual(
      try ok(["import", (harsh as NSString).deletingLastPathComponent]),
      "Imported 2 habits (2 new, 0 merged) and 1 check-in (1 added, 0 changed) from the harsh "
        + "files \(folder.appendingPathComponent("harsh").path)\n")
    try tmux.waitFor("커피")
    let screen = try tmux.screen()
    XCTAssertTrue(screen.contains("러닝"), screen)
    try tmux.send("q")
    try tmux.waitFor("EXIT=0")
  }
}
