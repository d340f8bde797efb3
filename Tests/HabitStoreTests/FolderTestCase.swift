import Foundation
import XCTest

/// A test case with a fresh temporary folder for database files, removed afterwards.
class FolderTestCase: XCTestCase {
  /// The folder, new for each test.
  var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("habitflow-\(type(of: self))-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  /// A file in the folder.
  func path(_ name: String) -> String {
    folder.appendingPathComponent(name).path
  }

  /// The bytes of a database and of its write-ahead log.
  func bytes(_ path: String) -> [Data?] {
    [path, path + "-wal"].map { FileManager.default.contents(atPath: $0) }
  }
}
