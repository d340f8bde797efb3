import Foundation
import HabitCore
import XCTest

@testable import HabitCLI

/// `TZ` naming a zone file: read when it is a regular file, no zone (and a notice) otherwise.
final class ZoneFileReadingTests: XCTestCase {
  func testAZoneFileIsReadAndAnythingElseNamesNoZone() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "habitflow-zone-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let seoul = try Data(contentsOf: URL(fileURLWithPath: Zone.defaultZoneFolder + "/Asia/Seoul"))
    let file = folder.appendingPathComponent("Seoul").path
    XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: seoul))
    let (zone, warning) = ZoneSetting.from(["TZ": file])
    XCTAssertNil(warning)
    XCTAssertEqual(zone.offset(at: 1_796_000_000), 9 * 3600)
    for named in [folder.path, file + ".missing"] {
      XCTAssertNotNil(ZoneSetting.from(["TZ": named]).warning, named)
    }
  }

  /// `/etc/localtime` is mostly a link into the zone folder: read through it, named after it,
  /// or after where a chain of links ends. (A zone nobody here is in, so that Foundation's idea
  /// of the system's zone cannot pass for it.)
  func testTheSystemsZoneIsReadThroughItsLinkAndNamedAfterIt() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "habitflow-zone-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let link = folder.appendingPathComponent("localtime").path
    let chained = folder.appendingPathComponent("alternative").path
    try FileManager.default.createSymbolicLink(
      atPath: chained, withDestinationPath: Zone.defaultZoneFolder + "/Pacific/Chatham")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: chained)
    for path in [chained, link] {
      let zone = ZoneSetting.systemZone(path)
      XCTAssertEqual(zone.name, "Pacific/Chatham", path)
      XCTAssertEqual(zone.offset(at: 1_796_000_000), 13 * 3600 + 45 * 60, path)
    }
  }
}
