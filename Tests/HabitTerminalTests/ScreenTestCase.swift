import Foundation
import XCTest

/// A test case with a temporary folder and a curses screen written to a file in it, read from
/// `/dev/null`: for interfaces opened on a real store without a terminal.
class ScreenTestCase: XCTestCase {
  /// The folder, new for each test.
  var folder: URL!
  /// What the screen reads keys from (nothing).
  var input: UnsafeMutablePointer<FILE>!
  /// Where the screen writes its frames.
  var output: UnsafeMutablePointer<FILE>!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("habitflow-\(type(of: self))-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    input = fopen("/dev/null", "r")
    output = fopen(folder.appendingPathComponent("screen").path, "w")
  }

  override func tearDownWithError() throws {
    fclose(input)
    fclose(output)
    try? FileManager.default.removeItem(at: folder)
  }
}
