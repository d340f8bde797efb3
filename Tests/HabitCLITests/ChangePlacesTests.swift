import Foundation
import XCTest

@testable import HabitCLI

/// The README's Layout says where a new schedule kind and a new command go; these tests hold
/// what it says to the sources, and keep every switch over the kinds free of `default:`, so
/// that the compiler stops at each one a new kind must pass through.
final class ChangePlacesTests: XCTestCase {
  private let schedule = "Sources/HabitCore/Schedule.swift"

  private func scheduleKinds() throws -> Set<String> {
    try SourceSwitches.caseNames(ofEnum: "Schedule", in: schedule)
  }

  func testTheKindsAreReadFromTheirDeclarations() throws {
    XCTAssertEqual(try scheduleKinds(), ["daily", "weekdays", "every", "frequency", "tracked"])
    XCTAssertEqual(
      try SourceSwitches.caseNames(
        ofEnum: "TargetType", in: "Sources/HabitCore/Measures/Measure.swift"),
      ["atLeast", "atMost"])
  }

  func testASwitchIsReadWithItsLabelsAndItsDefault() {
    let lines = [
      "  let x = 1", "    switch habit.schedule {", "    case .weekdays(let set)",
      "      where set != .all:", "      switch inner {", "      default: break", "      }",
      "    case .every: return (\"a: b\", 2)", "    default: return nil", "    }",
    ]
    let found = SourceSwitches.switches(in: lines, file: "f.swift")
    XCTAssertEqual(found.map(\.line), [2, 5])
    XCTAssertEqual(
      found[0].patterns, [" case .weekdays(let set) where set != .all", " case .every"])
    XCTAssertTrue(found[0].hasDefault)
    XCTAssertTrue(found[0].names(cases: ["every"]))
    XCTAssertFalse(found[0].names(cases: ["all", "daily"]), "a guard's value names no case")
    XCTAssertEqual(found[1].patterns, [])
    XCTAssertTrue(found[1].hasDefault)
  }

  func testNoSwitchOverScheduleKindsOrTargetTypesHasADefault() throws {
    let targetTypes = try SourceSwitches.caseNames(
      ofEnum: "TargetType", in: "Sources/HabitCore/Measures/Measure.swift")
    let names = try scheduleKinds().union(targetTypes)
    let hidden = try SourceSwitches.all().filter { $0.hasDefault && $0.names(cases: names) }
    XCTAssertEqual(hidden.map { "\($0.file):\($0.line)" }, [])
  }

  func testTheReadmeNamesEveryFileThatSwitchesOverTheScheduleKinds() throws {
    let kinds = try scheduleKinds()
    let switching = Set(try SourceSwitches.all().filter { $0.names(cases: kinds) }.map(\.file))
    XCTAssertTrue(switching.contains(schedule))
    XCTAssertEqual(try readmeFiles(in: "- A new schedule kind:"), switching.sorted())
  }

  func testTheReadmeNamesEveryFileThatSwitchesOverCommandNames() throws {
    let names = Set(Command.table.map(\.name))
    let switching = Set(try SourceSwitches.all().filter { $0.names(strings: names) }.map(\.file))
    XCTAssertEqual(
      try readmeFiles(in: "- A new command:"),
      switching.union(["Sources/HabitCLI/Command.swift"]).sorted())
  }

  /// The source files a README bullet names in backticks, sorted: the bullet starting with
  /// `start`, through its indented lines.
  private func readmeFiles(in start: String) throws -> [String] {
    let readme = try String(
      contentsOf: SourceSwitches.root.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.components(separatedBy: "\n")
    guard let first = lines.firstIndex(where: { $0.hasPrefix(start) }) else {
      XCTFail("no line starting \(start) in the README")
      return []
    }
    let bullet = ([lines[first]] + lines[(first + 1)...].prefix { $0.hasPrefix("  ") })
      .joined(separator: " ")
    let quoted = bullet.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    return Set(quoted.filter { $0.hasPrefix("Sources/") && $0.hasSuffix(".swift") }).sorted()
  }
}
