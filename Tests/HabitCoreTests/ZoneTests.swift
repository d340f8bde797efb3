import Foundation
import HabitCore
import XCTest

/// POSIX rule strings, compiled zone files and the `TZ` lookup order.
final class ZoneTests: XCTestCase {
  private func unix(_ text: String) -> Int {
    Int(Timestamp.parse(text, local: LocalTime(zone: Zone.utc))!.timeIntervalSince1970)
  }

  private func rule(_ text: String) -> PosixZoneRule {
    guard let rule = PosixZoneRule(parsing: text) else { fatalError("bad rule \(text)") }
    return rule
  }

  func testFixedOffsetsCountWestOfGreenwich() {
    XCTAssertEqual(rule("JST-9").offset(at: 0), 9 * 3600)
    XCTAssertEqual(rule("<+0330>-3:30").offset(at: 0), 3 * 3600 + 1800)
    XCTAssertEqual(rule("<-0044>0:44:30").offset(at: 0), -(44 * 60 + 30))
    XCTAssertEqual(rule("GMT+9").offset(at: 0), -9 * 3600)
    XCTAssertNil(rule("JST-9").nextTransition(after: 0))
  }

  func testUSRulesChangeAtTwoLocalTime() {
    let newYork = rule("EST5EDT,M3.2.0,M11.1.0")
    XCTAssertEqual(newYork.offset(at: unix("2026-03-08T06:59:59Z")), -5 * 3600)
    XCTAssertEqual(newYork.offset(at: unix("2026-03-08T07:00:00Z")), -4 * 3600)
    XCTAssertEqual(newYork.offset(at: unix("2026-11-01T05:59:59Z")), -4 * 3600)
    XCTAssertEqual(newYork.offset(at: unix("2026-11-01T06:00:00Z")), -5 * 3600)
    XCTAssertEqual(
      newYork.nextTransition(after: unix("2026-01-01T00:00:00Z")), unix("2026-03-08T07:00:00Z"))
    XCTAssertEqual(
      newYork.nextTransition(after: unix("2026-03-08T07:00:00Z")), unix("2026-11-01T06:00:00Z"))
  }

  func testADaylightNameWithoutRulesUsesTheUSRules() {
    XCTAssertEqual(rule("AAA3BBB"), rule("AAA3BBB2,M3.2.0/2,M11.1.0/2"))
  }

  func testEuropeanLastSundayRulesWithAnExplicitTime() {
    let berlin = rule("CET-1CEST,M3.5.0,M10.5.0/3")
    XCTAssertEqual(berlin.offset(at: unix("2026-03-29T00:59:59Z")), 3600)
    XCTAssertEqual(berlin.offset(at: unix("2026-03-29T01:00:00Z")), 7200)
    XCTAssertEqual(berlin.offset(at: unix("2026-10-25T00:59:59Z")), 7200)
    XCTAssertEqual(berlin.offset(at: unix("2026-10-25T01:00:00Z")), 3600)
  }

  func testSouthernHemisphereDaylightSpansTheYearEnd() {
    let sydney = rule("AEST-10AEDT,M10.1.0,M4.1.0/3")
    XCTAssertEqual(sydney.offset(at: unix("2026-01-15T00:00:00Z")), 11 * 3600)
    XCTAssertEqual(sydney.offset(at: unix("2026-04-04T15:59:59Z")), 11 * 3600)
    XCTAssertEqual(sydney.offset(at: unix("2026-04-04T16:00:00Z")), 10 * 3600)
    XCTAssertEqual(sydney.offset(at: unix("2026-10-03T15:59:59Z")), 10 * 3600)
    XCTAssertEqual(sydney.offset(at: unix("2026-10-03T16:00:00Z")), 11 * 3600)
  }

  func testJulianOrdinalAndNegativeTimes() {
    // Jn never counts 29 February; n does: J60 is 1 March, day 59 is 29 February in 2028.
    XCTAssertEqual(rule("AAA3BBB,J60,J300").offset(at: unix("2028-03-01T04:59:59Z")), -3 * 3600)
    XCTAssertEqual(rule("AAA3BBB,J60,J300").offset(at: unix("2028-03-01T05:00:00Z")), -2 * 3600)
    XCTAssertEqual(rule("AAA3BBB,59,300").offset(at: unix("2028-02-29T05:00:00Z")), -2 * 3600)
    // Greenland's rule: daylight time starts at -1:00 on the last Sunday, 23:00 the evening before.
    let nuuk = rule("<-02>2<-01>,M3.5.0/-1,M10.5.0/0")
    XCTAssertEqual(nuuk.offset(at: unix("2026-03-29T00:59:59Z")), -2 * 3600)
    XCTAssertEqual(nuuk.offset(at: unix("2026-03-29T01:00:00Z")), -1 * 3600)
  }

  /// RFC 8536's reading; glibc still shows standard time for the first hour of each year here.
  func testDaylightTimeAllYearHasNoTransitions() {
    let always = rule("EST5EDT4,0/0,J365/25")
    for text in ["2026-01-01T04:30:00Z", "2026-06-01T00:00:00Z", "2026-12-31T23:00:00Z"] {
      XCTAssertEqual(always.offset(at: unix(text)), -4 * 3600, text)
    }
  }

  func testMalformedRulesAreRejected() {
    for text in [
      "", "J", "JS-9", "EST", "EST5EDT,M3.2.0", "EST5EDT,M13.2.0,M11.1.0", "EST5EDT,M3.6.0,M11.1.0",
      "EST5EDT,J0,J100", "EST25", "<+03-3", "EST5EDT,M3.2.0,M11.1.0,", "Asia/Seoul",
    ] {
      XCTAssertNil(PosixZoneRule(parsing: text), text)
    }
  }

  func testLookupOrderFollowsTheCLibrary() throws {
    let files = ["/zi/Test/Plus3": tzif(offsets: [3 * 3600], transitions: [])]
    let read = { (path: String) in files[path] }
    XCTAssertEqual(Zone.named("", folder: "/zi", readFile: read)?.offset(at: 0), 0)
    XCTAssertEqual(Zone.named("Test/Plus3", folder: "/zi", readFile: read)?.offset(at: 0), 10_800)
    XCTAssertEqual(Zone.named(":Test/Plus3", folder: "/zi", readFile: read)?.offset(at: 0), 10_800)
    XCTAssertEqual(
      Zone.named("/zi/Test/Plus3", folder: "/x", readFile: read)?.offset(at: 0), 10_800)
    XCTAssertEqual(Zone.named("JST-9", folder: "/zi", readFile: read)?.offset(at: 0), 32_400)
    // Names are files, as for the C library: an alias only ICU knows names nothing.
    XCTAssertNil(Zone.named("Asia/Seoul", folder: "/zi", readFile: read))
    XCTAssertNil(Zone.named("IST", folder: "/zi", readFile: read))
    XCTAssertNil(Zone.named("PST", folder: "/zi", readFile: read))
    XCTAssertNil(Zone.named("/zi/Missing", folder: "/zi", readFile: read))
    XCTAssertNil(Zone.named("Foo/Bar", folder: "/zi", readFile: read))
    XCTAssertNil(Zone.named("../zi/Test/Plus3", folder: "/zi", readFile: read))
  }

  func testZoneFilesUseTheirTableThenTheirFooter() throws {
    let bytes = tzif(
      offsets: [-3600, 0], transitions: [(unix("2000-01-01T00:00:00Z"), 1)],
      footer: "CET-1CEST,M3.5.0,M10.5.0/3")
    let file = try XCTUnwrap(ZoneFile(bytes: bytes))
    XCTAssertEqual(file.offset(at: unix("1999-12-31T23:59:59Z")), -3600)
    XCTAssertEqual(file.offset(at: unix("2000-01-01T00:00:00Z")), 3600)
    XCTAssertEqual(file.offset(at: unix("2026-07-01T00:00:00Z")), 7200)
    XCTAssertEqual(
      file.nextTransition(after: unix("2026-01-01T00:00:00Z")), unix("2026-03-29T01:00:00Z"))
    XCTAssertNil(ZoneFile(bytes: Array("TZif2 but cut short".utf8)))
    XCTAssertNil(ZoneFile(bytes: Array(bytes.prefix(60))))
  }

  /// Before its first transition a zone file shows its first standard-time type, as glibc and
  /// zoneinfo do, not necessarily type 0.
  func testBeforeTheFirstTransitionTheFirstStandardTypeIsUsed() throws {
    let bytes = tzif(
      types: [(3600, true), (1800, false), (0, false)], transitions: [(0, 2)])
    let file = try XCTUnwrap(ZoneFile(bytes: bytes))
    XCTAssertEqual(file.offset(at: -1), 1800)
    XCTAssertEqual(file.offset(at: 0), 0)
  }

  /// glibc's zone for a daylight name without rules (`AAA3BBB`): the changes of `posixrules`
  /// (New York's), each moved on by the difference between the two standard offsets, except
  /// that a change out of daylight time moves on by the daylight offset, glibc (2.36) taking
  /// the file's own daylight offset as 0; changes in UT stay. The file's footer, offsets and
  /// all, follows its last change.
  func testADaylightNameWithoutRulesTakesTheChangesOfPosixrulesAsGlibcDoes() throws {
    let (spring, fall) = (unix("2026-03-08T07:00:00Z"), unix("2026-11-01T06:00:00Z"))
    let rules = tzif(
      types: [(-18000, false), (-14400, true), (-18000, false)],
      transitions: [(unix("1883-11-18T17:00:00Z"), 2), (spring, 1), (fall, 0)],
      footer: "EST5EDT,M3.2.0,M11.1.0", standard: [false, false, true],
      universal: [false, false, true])
    let read = { (path: String) in path == "/zi/posixrules" ? rules : nil }
    let zone = try XCTUnwrap(Zone.named("AAA3BBB", folder: "/zi", readFile: read))
    XCTAssertEqual(zone.name, "AAA3BBB")
    for (text, offset) in [
      ("1800-01-01T00:00:00Z", -3), ("1883-11-18T17:00:00Z", -3), ("2026-03-08T08:59:59Z", -3),
      ("2026-03-08T09:00:00Z", -2), ("2026-11-01T03:59:59Z", -2),
      // From the last change on, the footer: New York's daylight time until 06:00 UT.
      ("2026-11-01T04:00:00Z", -4), ("2026-11-01T06:00:00Z", -5), ("2027-07-01T00:00:00Z", -4),
    ] {
      XCTAssertEqual(zone.offset(at: unix(text)), offset * 3600, text)
    }
    let trailingComma = try XCTUnwrap(Zone.named("AAA3BBB,", folder: "/zi", readFile: read))
    XCTAssertEqual(trailingComma.offset(at: unix("2026-03-08T09:00:00Z")), -2 * 3600)
    // Without a usable rules file (missing, or one type only), the US rule of POSIX.1-2024.
    let oneType = tzif(offsets: [0], transitions: [])
    for files in [[:], ["/zi/posixrules": oneType]] {
      let zone = try XCTUnwrap(Zone.named("AAA3BBB", folder: "/zi") { files[$0] })
      XCTAssertEqual(zone.offset(at: unix("2026-03-08T04:59:59Z")), -3 * 3600)
      XCTAssertEqual(zone.offset(at: unix("2026-03-08T05:00:00Z")), -2 * 3600)
    }
  }

  func testTheSystemsOwnZoneFilesAgreeWithItsDatabase() throws {
    guard let data = FileManager.default.contents(atPath: "/usr/share/zoneinfo/America/New_York")
    else { throw XCTSkip("no compiled zone files on this machine") }
    let file = try XCTUnwrap(ZoneFile(bytes: Array(data)))
    let system = Zone(TimeZone(identifier: "America/New_York")!)
    for hours in stride(from: 0, to: 24 * 365 * 60, by: 97) {
      let instant = unix("1980-01-01T00:00:00Z") + hours * 3600
      XCTAssertEqual(file.offset(at: instant), system.offset(at: instant), "\(instant)")
    }
  }

  /// A version 2 TZif file with the given local time types (offsets) and transitions.
  private func tzif(
    offsets: [Int], transitions: [(Int, Int)], footer: String = ""
  ) -> [UInt8] {
    tzif(types: offsets.map { ($0, false) }, transitions: transitions, footer: footer)
  }

  /// A version 2 TZif file with local time types (offset, daylight or not), transitions (instant,
  /// type), a footer, and optionally each type's standard-time and UT flags.
  private func tzif(
    types: [(Int, Bool)], transitions: [(Int, Int)], footer: String = "",
    standard: [Bool] = [], universal: [Bool] = []
  ) -> [UInt8] {
    func be(_ value: Int, _ size: Int) -> [UInt8] {
      (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
    func block(_ timeSize: Int) -> [UInt8] {
      var bytes = Array("TZif2".utf8) + [UInt8](repeating: 0, count: 15)
      let counts = [universal.count, standard.count, 0, transitions.count, types.count, 4]
      for count in counts { bytes += be(count, 4) }
      for (time, _) in transitions { bytes += be(time, timeSize) }
      bytes += transitions.map { UInt8($0.1) }
      for (offset, daylight) in types { bytes += be(offset, 4) + [daylight ? 1 : 0, 0] }
      bytes += Array("UTC\0".utf8)
      return bytes + standard.map { $0 ? 1 : 0 } + universal.map { $0 ? 1 : 0 }
    }
    return block(4) + block(8) + Array("\n\(footer)\n".utf8)
  }
}
