import Foundation
import HabitCore
import XCTest

@testable import HabitCLI

/// `TZ` naming a zone file: read when it is a regular file, no zone (and a notice) otherwise.
final class ZoneFileReadingTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "habitflow-zone-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private func requireZoneFiles() throws {
    guard FileManager.default.fileExists(atPath: Zone.defaultZoneFolder + "/Asia/Seoul") else {
      if ProcessInfo.processInfo.environment["HABITFLOW_REQUIRE_TOOLS"] == "1" {
        XCTFail("the zone files are required here (Debian's tzdata)")
      }
      throw XCTSkip("no compiled zone files on this machine")
    }
  }

  private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func testAZoneFileIsReadAndAnythingElseNamesNoZone() throws {
    try requireZoneFiles()
    let seoul = try Data(contentsOf: URL(fileURLWithPath: Zone.defaultZoneFolder + "/Asia/Seoul"))
    let file = path("Seoul")
    XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: seoul))
    let (zone, warning) = ZoneSetting.from(["TZ": file])
    XCTAssertNil(warning)
    XCTAssertEqual(zone.offset(at: 1_796_000_000), 9 * 3600)
    for named in [folder.path, file + ".missing"] {
      XCTAssertNotNil(ZoneSetting.from(["TZ": named]).warning, named)
    }
  }

  /// Most names glibc knows are links (`UTC` to `Etc/UTC`, `US/Pacific` to
  /// `America/Los_Angeles`): read through them as glibc reads them, and named as given.
  func testNamesAndPathsThatAreLinksAreRead() throws {
    try requireZoneFiles()
    let june2026 = 1_780_272_000  // 2026-06-01T00:00:00Z
    for (value, offset) in [
      ("UTC", 0), ("GMT", 0), (":UTC", 0), ("US/Pacific", -7 * 3600), ("Japan", 9 * 3600),
      ("Asia/Calcutta", 5 * 3600 + 1800), ("America/Buenos_Aires", -3 * 3600),
      ("Asia/Ashkhabad", 5 * 3600), ("America/Pangnirtung", -4 * 3600),
      ("/usr/share/zoneinfo/US/Pacific", -7 * 3600),
    ] {
      let (zone, warning) = ZoneSetting.from(["TZ": value])
      XCTAssertNil(warning, value)
      XCTAssertEqual(zone.name, value)
      XCTAssertEqual(zone.offset(at: june2026), offset, value)
    }
  }

  /// A link is followed to its end, but what it ends at must still be a zone file: a missing
  /// file, a folder, a loop of links and a FIFO (which must not make the command wait) name no
  /// zone.
  func testALinkIsFollowedToAZoneFileAndToNothingElse() throws {
    try requireZoneFiles()
    let files = FileManager.default
    // Up to the root and down again, as `../../usr/share/zoneinfo/...` links are written.
    let up = String(repeating: "../", count: folder.pathComponents.count)
    let chatham = Zone.defaultZoneFolder + "/Pacific/Chatham"
    try files.createSymbolicLink(atPath: path("relative"), withDestinationPath: up + chatham)
    try files.createSymbolicLink(atPath: path("chained"), withDestinationPath: "relative")
    for name in ["relative", "chained"] {
      let (zone, warning) = ZoneSetting.from(["TZ": path(name)])
      XCTAssertNil(warning, name)
      XCTAssertEqual(zone.offset(at: 1_796_000_000), 13 * 3600 + 45 * 60, name)
    }
    XCTAssertEqual(mkfifo(path("fifo"), 0o600), 0)
    try files.createSymbolicLink(atPath: path("to-fifo"), withDestinationPath: path("fifo"))
    try files.createSymbolicLink(atPath: path("to-folder"), withDestinationPath: folder.path)
    try files.createSymbolicLink(atPath: path("dangling"), withDestinationPath: path("missing"))
    try files.createSymbolicLink(atPath: path("loop-a"), withDestinationPath: path("loop-b"))
    try files.createSymbolicLink(atPath: path("loop-b"), withDestinationPath: path("loop-a"))
    for name in ["fifo", "to-fifo", "to-folder", "dangling", "loop-a"] {
      let done = DispatchSemaphore(value: 0)
      let warning = Locked<String?>(nil)
      let value = path(name)
      Thread.detachNewThread {
        warning.value = ZoneSetting.from(["TZ": value]).warning
        done.signal()
      }
      XCTAssertEqual(done.wait(timeout: .now() + 10), .success, "\(name) made the read wait")
      XCTAssertEqual(warning.value, "TZ '\(value)' names no time zone; using UTC", name)
    }
  }

  /// `/etc/localtime` is mostly a link into the zone folder: read through it, named after it,
  /// or after where a chain of links ends. (A zone nobody here is in, so that Foundation's idea
  /// of the system's zone cannot pass for it.)
  func testTheSystemsZoneIsReadThroughItsLinkAndNamedAfterIt() throws {
    try requireZoneFiles()
    let link = path("localtime")
    let chained = path("alternative")
    try FileManager.default.createSymbolicLink(
      atPath: chained, withDestinationPath: Zone.defaultZoneFolder + "/Pacific/Chatham")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: chained)
    for path in [chained, link] {
      let zone = ZoneSetting.systemZone(path)
      XCTAssertEqual(zone.name, "Pacific/Chatham", path)
      XCTAssertEqual(zone.offset(at: 1_796_000_000), 13 * 3600 + 45 * 60, path)
    }
  }

  /// Some systems copy the zone file to `/etc/localtime` rather than link it: read the copy.
  func testTheSystemsZoneIsReadFromACopy() throws {
    try requireZoneFiles()
    let copy = path("localtime")
    try FileManager.default.copyItem(
      atPath: Zone.defaultZoneFolder + "/Pacific/Chatham", toPath: copy)
    let zone = ZoneSetting.systemZone(copy)
    XCTAssertEqual(zone.name, "localtime")
    XCTAssertEqual(zone.offset(at: 1_796_000_000), 13 * 3600 + 45 * 60)
  }
}

/// A value one thread writes and another reads after a semaphore.
private final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) { stored = value }

  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
