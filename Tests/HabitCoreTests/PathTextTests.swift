import HabitCore
import XCTest

/// The folder of a path, one-character names included.
final class PathTextTests: XCTestCase {
  func testTheFolderOfAPath() {
    let cases = [
      ("c", "."), ("cc", "."), ("/c", "/"), ("a/c", "a"), ("a/c/", "a"), ("a//c", "a"),
      ("/a/b/c", "/a/b"), ("/", "/"), ("./c", "."),
    ]
    for (path, folder) in cases { XCTAssertEqual(PathText.folder(of: path), folder, path) }
  }
}
