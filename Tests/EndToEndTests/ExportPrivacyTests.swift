import Foundation
import XCTest

/// Export says what the file holds, and every file and folder it writes is private (issue 27).
final class ExportPrivacyTests: EndToEndTestCase {
  /// Two timed habits (one at two times), one without a time, one archived, three check-ins.
  private func habits() throws {
    try ok(["add", "독서", "--at", "09:30", "--start", "2026-11-01"])
    try ok(["add", "Running", "--at", "07:00,19:00", "--start", "2026-11-01"])
    try ok(["add", "영어", "--start", "2026-11-01"])
    try ok(["add", "Old", "--at", "08:00", "--start", "2026-11-01"])
    try ok(["check", "독서", "--date", "2026-11-28"])
    try ok(["check", "영어", "--date", "2026-11-29"])
    try ok(["check", "Old", "--date", "2026-11-29"])
    try ok(["archive", "Old"])
  }

  /// Runs the binary under the usual umask 022, which would leave files 0644 and folders 0755.
  private func export(_ arguments: [String]) throws -> Binary.Result {
    try Binary.run(
      ["export"] + arguments, environment: environment(),
      launcher: ["/bin/sh", "-c", "umask 022; exec \"$0\" \"$@\""])
  }

  private func mode(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as? Int ?? -1) & 0o777
  }

  func testAnICalendarExportSaysItHoldsTheTimedHabitsAsEvents() throws {
    try habits()
    let path = folder.appendingPathComponent("habits.ics").path
    let result = try export(["--format", "ics", "-o", path])
    XCTAssertEqual(result.status, 0, result.error)
    XCTAssertEqual(
      result.output,
      "Exported 2 timed habits as 3 events to \(path); not in it: 2 habits"
        + " (untimed, archived or never due) and every check-in\n")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertEqual(text.components(separatedBy: "BEGIN:VEVENT").count - 1, 3)
  }

  func testEveryExportIsPrivate() throws {
    try habits()
    let files = ["json": "habits.json", "ics": "habits.ics", "loop": "loop.db"]
    for (format, name) in files {
      let path = folder.appendingPathComponent(name).path
      XCTAssertEqual(try export(["--format", format, "-o", path]).status, 0, format)
      XCTAssertEqual(try mode(path), 0o600, format)
    }
    let zip = folder.appendingPathComponent("loop.zip").path
    let zipped = try export(["--format", "csv", "-o", zip])
    XCTAssertEqual(zipped.status, 0, zipped.error)
    XCTAssertTrue(
      zipped.output.hasPrefix("Exported 4 habits and 3 check-ins as csv to \(zip)\n"),
      zipped.output)
    XCTAssertEqual(try mode(zip), 0o600)
    let csv = folder.appendingPathComponent("csv").path
    XCTAssertEqual(try export(["--format", "csv", "-o", csv]).status, 0)
    XCTAssertEqual(try mode(csv), 0o700)
    let inside = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: csv)).sorted()
    XCTAssertEqual(inside.count, 16, "\(inside)")
    for item in inside {
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: csv + "/" + item, isDirectory: &isFolder)
      XCTAssertEqual(try mode(csv + "/" + item), isFolder.boolValue ? 0o700 : 0o600, item)
    }
    XCTAssertEqual(try export(["--format", "csv", "-o", csv, "--force"]).status, 0)
    XCTAssertEqual(try mode(csv), 0o700)
  }
}
