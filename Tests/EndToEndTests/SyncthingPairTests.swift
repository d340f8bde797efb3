import Foundation
import XCTest

/// The Syncthing pair that sync tests stand on: files cross between its directories both ways.
final class SyncthingPairTests: EndToEndTestCase {
  func testAFileWrittenOnEitherSideAppearsOnTheOther() throws {
    let first = folder.appendingPathComponent("first")
    let second = folder.appendingPathComponent("second")
    let pair = try SyncthingPair(first: first, second: second, scratch: folder)
    addTeardownBlock { pair.stop() }
    let there = Data("습관 there\n".utf8)
    try there.write(to: first.appendingPathComponent("there.txt"))
    try pair.waitUntilSame("there.txt", timeout: 10)
    XCTAssertEqual(try Data(contentsOf: second.appendingPathComponent("there.txt")), there)
    // Back the other way, into a folder the first side does not have yet.
    let back = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7) })
    try FileManager.default.createDirectory(
      at: second.appendingPathComponent("notes"), withIntermediateDirectories: true)
    try back.write(to: second.appendingPathComponent("notes/back.bin"))
    try pair.waitUntilSame("notes/back.bin", timeout: 10)
    XCTAssertEqual(try Data(contentsOf: first.appendingPathComponent("notes/back.bin")), back)
  }
}
