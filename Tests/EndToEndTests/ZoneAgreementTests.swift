import Foundation
import HabitCore
import XCTest

/// Every `TZ` the C library understands means the same to HabitFlow: checked against `date`.
final class ZoneAgreementTests: EndToEndTestCase {
  /// Rule strings of every shape POSIX allows, daylight names without rules (whose dates glibc
  /// takes from its `posixrules` file), and the file forms of named zones.
  private let values = [
    "JST-9", "EST5EDT,M3.2.0,M11.1.0", "<+0330>-3:30", "CET-1CEST,M3.5.0,M10.5.0/3",
    "AEST-10AEDT,M10.1.0,M4.1.0/3", "<-02>2<-01>,M3.5.0/-1,M10.5.0/0", "AAA3BBB,J60,J300",
    "AAA3BBB,59,300/26", "GMT+9", "<+13>-13", "AAA3BBB", "AAA3BBB,", "<-03>3<-0130>1:30",
    "AAA-9BBB", ":Asia/Seoul", "Europe/Berlin", "/usr/share/zoneinfo/America/New_York",
    ":/usr/share/zoneinfo/Australia/Lord_Howe",
  ]

  private func requireZoneFiles() throws {
    guard FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/Europe/Berlin") else {
      throw XCTSkip("the tzdata package is missing (.ci/run installs it)")
    }
  }

  /// `date`'s wall clock and offset (`+hh:mm:ss`) for each instant, in the given `TZ`.
  private func dateCommand(_ tz: String, _ instants: [Int]) throws -> [String] {
    let input = folder.appendingPathComponent("instants")
    try instants.map { "@\($0)" }.joined(separator: "\n").write(
      to: input, atomically: true, encoding: .utf8)
    let quoted = "'" + tz.replacingOccurrences(of: "'", with: "'\\''") + "'"
    return try Binary.shell("TZ=\(quoted) date -f '\(input.path)' '+%FT%T%::z'")
      .split(separator: "\n").map(String.init)
  }

  /// HabitFlow's text for an instant, with the offset's seconds always written for comparison.
  private func habitFlow(_ zone: Zone, _ instant: Int) -> String {
    let text = Timestamp.format(
      Date(timeIntervalSince1970: TimeInterval(instant)), local: LocalTime(zone: zone))
    return text.count == 25 ? text + ":00" : text
  }

  private func zone(_ value: String) throws -> Zone {
    try XCTUnwrap(Zone.named(value) { FileManager.default.contents(atPath: $0).map(Array.init) })
  }

  func testEveryRuleAgreesWithDateAcrossThreeYearsAndEachTransition() throws {
    try requireZoneFiles()
    let start = 1_735_689_600  // 2025-01-01T00:00:00Z
    for value in values {
      let zone = try zone(value)
      var instants = Array(stride(from: start, to: start + 3 * 366 * 86_400, by: 6 * 3600 + 17))
      var cursor = Date(timeIntervalSince1970: TimeInterval(start))
      while let change = zone.nextTransition(after: cursor), change.timeIntervalSince1970 < 1.83e9 {
        let at = Int(change.timeIntervalSince1970)
        instants += [at - 1, at]
        cursor = change
      }
      let expected = try dateCommand(value, instants)
      XCTAssertEqual(expected.count, instants.count, value)
      for (instant, text) in zip(instants, expected) where habitFlow(zone, instant) != text {
        XCTFail("TZ=\(value) at \(instant): HabitFlow \(habitFlow(zone, instant)), date \(text)")
        break
      }
    }
  }

  /// A daylight name without rules follows the changes of `posixrules` back to 1883 and on to
  /// its last one (2037 in fat files), then the file's footer, as glibc does: every 97 days and
  /// 17 seconds, and around each change, from 1850 to 2100.
  func testADaylightNameWithoutRulesAgreesWithDateFrom1850To2100() throws {
    try requireZoneFiles()
    let (start, end) = (-3_786_825_600, 4_102_444_800)  // 1850-01-01, 2100-01-01
    for value in ["AAA3BBB", "AAA-9BBB1:30"] {
      let zone = try zone(value)
      var instants = Array(stride(from: start, to: end, by: 97 * 86_400 + 17))
      var cursor = Date(timeIntervalSince1970: TimeInterval(start))
      while let change = zone.nextTransition(after: cursor),
        change.timeIntervalSince1970 < Double(end)
      {
        let at = Int(change.timeIntervalSince1970)
        instants += [at - 1, at]
        cursor = change
      }
      let expected = try dateCommand(value, instants)
      XCTAssertEqual(expected.count, instants.count, value)
      let differing = zip(instants, expected).filter { habitFlow(zone, $0) != $1 }
      for (instant, text) in differing.prefix(3) {
        XCTFail("TZ=\(value) at \(instant): HabitFlow \(habitFlow(zone, instant)), date \(text)")
      }
      XCTAssertEqual(differing.count, 0, "of \(instants.count) instants in TZ=\(value)")
    }
  }

  func testHistoricOffsetsKeepTheirSecondsAndSkippedDays() throws {
    try requireZoneFiles()
    let monrovia = try zone("Africa/Monrovia")
    XCTAssertEqual(
      try dateCommand("Africa/Monrovia", [0]), [habitFlow(monrovia, 0)])
    XCTAssertEqual(habitFlow(monrovia, 0), "1969-12-31T23:15:30-00:44:30")
    let apia = try zone("Pacific/Apia")
    let around = [1_325_239_199, 1_325_239_200]  // the last second of 29 December 2011 and the next
    XCTAssertEqual(try dateCommand("Pacific/Apia", around), around.map { habitFlow(apia, $0) })
  }

  func testTheBinaryShowsTimesInTheZoneOfAPosixRule() throws {
    try makeDatabase()
    for (tz, now, shown) in [
      ("EST5EDT,M3.2.0,M11.1.0", "2026-03-08T07:00:00Z", "2026-03-08T03:00:00-04:00"),
      ("<+0330>-3:30", "2026-11-30T00:00:00Z", "2026-11-30T03:30:00+03:30"),
      ("CET-1CEST,M3.5.0,M10.5.0/3", "2026-10-25T00:59:59Z", "2026-10-25T02:59:59+02:00"),
    ] {
      let result = try Binary.run(
        ["plan", "--json"], environment: environment(zone: tz, now: now))
      XCTAssertEqual(result.status, 0, result.error)
      XCTAssertEqual(result.error, "")
      let plan = try XCTUnwrap(json(result.output) as? [String: Any])
      XCTAssertEqual(plan["now"] as? String, shown, tz)
    }
  }

  /// Most zone names are links (`UTC` to `Etc/UTC`): read through the link, with no notice.
  func testTheBinaryReadsZoneNamesThatAreLinks() throws {
    try makeDatabase()
    try requireZoneFiles()
    for (tz, shown) in [
      ("UTC", "2026-11-30T00:00:00+00:00"), (":UTC", "2026-11-30T00:00:00+00:00"),
      ("Japan", "2026-11-30T09:00:00+09:00"), ("US/Pacific", "2026-11-29T16:00:00-08:00"),
      ("/usr/share/zoneinfo/Asia/Calcutta", "2026-11-30T05:30:00+05:30"),
    ] {
      let output = try ok(["plan", "--json"], zone: tz, now: "2026-11-30T00:00:00Z")
      let plan = try XCTUnwrap(json(output) as? [String: Any])
      XCTAssertEqual(plan["now"] as? String, shown, tz)
    }
  }

  func testAnAbbreviationIsNoZoneAndColonAloneIsTheSystemsZone() throws {
    try makeDatabase()
    for value in ["IST", "PST", "GMT+0530"] {
      let result = try Binary.run(["plan", "--json"], environment: environment(zone: value))
      XCTAssertEqual(result.error, "habitflow: TZ '\(value)' names no time zone; using UTC\n")
    }
    // TZ=":" is the C library's default zone, /etc/localtime: what date shows without TZ.
    let system = try Binary.shell("env -u TZ date -d @1796000000 '+%FT%T%:z'")
      .trimmingCharacters(in: .newlines)
    let plan = try XCTUnwrap(
      json(try ok(["plan", "--json"], zone: ":", now: system)) as? [String: Any])
    XCTAssertEqual(plan["now"] as? String, system)
  }

  func testAWatcherSaysAtOnceThatTZNamesNothing() throws {
    let running = try Binary.start(
      ["watch"], environment: environment(zone: "Foo/Bar", now: "2026-11-30T09:00:00Z"))
    let first = FirstOutput(running.error)
    let arrived = first.wait(seconds: 5)
    kill(running.process.processIdentifier, SIGKILL)
    _ = Binary.finish(running)
    XCTAssertTrue(arrived, "the notice waited for the end")
    XCTAssertEqual(first.text, "habitflow: TZ 'Foo/Bar' names no time zone; using UTC\n")
  }

  func testAZoneThatNamesNothingIsReportedOnceAndUTCIsUsed() throws {
    try makeDatabase()
    let result = try Binary.run(
      ["plan", "--json"], environment: environment(zone: "Foo/Bar", now: "2026-11-30T09:00:00Z"))
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(result.error, "habitflow: TZ 'Foo/Bar' names no time zone; using UTC\n")
    let plan = try XCTUnwrap(json(result.output) as? [String: Any])
    XCTAssertEqual(plan["now"] as? String, "2026-11-30T09:00:00+00:00")
  }
}

/// The first bytes a running process writes to a pipe, read on a thread of their own.
final class FirstOutput: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var data = Data()

  init(_ pipe: Pipe) {
    let handle = pipe.fileHandleForReading
    Thread.detachNewThread { [self] in
      let chunk = handle.availableData
      lock.withLock { data = chunk }
      done.signal()
    }
  }

  /// Whether something arrived within `seconds`.
  func wait(seconds: Double) -> Bool { done.wait(timeout: .now() + seconds) == .success }

  var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
}
