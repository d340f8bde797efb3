import Foundation
import XCTest

/// The front ends stand on the application layer: the command line and the interface list
/// HabitApp among their dependencies, never HabitStore, and no file of theirs imports it. What a
/// front end does to the data goes through HabitApp's Library, written once for both.
final class LayerTests: XCTestCase {
  private let frontEnds = ["HabitCLI", "HabitTerminal"]

  /// The dependencies Package.swift lists for `target`, as swift-format lays it out.
  static func dependencies(of target: String, in manifest: String) -> [String]? {
    guard let name = manifest.range(of: "name: \"\(target)\""),
      let list = manifest.range(of: "dependencies: [", range: name.upperBound..<manifest.endIndex),
      let end = manifest.range(of: "]", range: list.upperBound..<manifest.endIndex),
      // The list must be this target's: no other target begins before it.
      !manifest[name.upperBound..<list.lowerBound].contains(".target(")
    else { return nil }
    return manifest[list.upperBound..<end.lowerBound].split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines.union(["\""]))
    }.filter { !$0.isEmpty }
  }

  func testTheManifestIsReadTargetByTarget() {
    let manifest = """
      .target(name: "A", dependencies: ["HabitCore"]),
      .target(
        name: "HabitCLI",
        dependencies: [
          "HabitCore", "HabitStore",
        ]),
      """
    XCTAssertEqual(Self.dependencies(of: "HabitCLI", in: manifest), ["HabitCore", "HabitStore"])
    XCTAssertEqual(Self.dependencies(of: "A", in: manifest), ["HabitCore"])
    XCTAssertNil(Self.dependencies(of: "B", in: manifest))
    XCTAssertNil(
      Self.dependencies(
        of: "C", in: ".target(name: \"C\"),\n.target(name: \"D\", dependencies: [])"),
      "the next target's list is not C's")
  }

  func testNeitherFrontEndListsTheStore() throws {
    let manifest = try String(
      contentsOf: SourceSwitches.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    for target in frontEnds {
      let listed = try XCTUnwrap(Self.dependencies(of: target, in: manifest), target)
      XCTAssertTrue(listed.contains("HabitApp"), "\(target): \(listed)")
      XCTAssertFalse(listed.contains("HabitStore"), "\(target): \(listed)")
    }
  }

  func testNoFileOfAFrontEndImportsTheStore() throws {
    let files = try SourceSwitches.files().filter { file in
      frontEnds.contains { file.hasPrefix("Sources/\($0)/") }
    }
    XCTAssertGreaterThan(files.count, 40)
    for file in files {
      let text = try String(
        contentsOf: SourceSwitches.root.appendingPathComponent(file), encoding: .utf8)
      let imports = text.components(separatedBy: "\n").filter {
        $0.hasSuffix("import HabitStore") || $0.contains("import HabitStore ")
      }
      XCTAssertEqual(imports, [], file)
    }
  }
}
