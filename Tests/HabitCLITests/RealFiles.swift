import Foundation
import XCTest

/// Files other people made with Loop Habit Tracker and harsh, kept beside the checkout (in
/// `../shared/external-real`, one folder per source) and never copied into the repository.
/// `HABITFLOW_EXTERNAL_REAL` names another place for them.
enum RealFiles {
  /// The folder, whether or not it is there.
  static let folder: URL = {
    if let path = ProcessInfo.processInfo.environment["HABITFLOW_EXTERNAL_REAL"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    // Tests/HabitCLITests/RealFiles.swift: the package is two folders up, the files beside it.
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("shared/external-real")
  }()

  /// The path of `relative` inside the folder, or a skip when the folder is not there.
  static func path(_ relative: String) throws -> String {
    let url = folder.appendingPathComponent(relative)
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw XCTSkip("the real files are not beside the checkout (\(relative))")
    }
    return url.path
  }

  /// The text of a file inside the folder.
  static func text(_ relative: String) throws -> String {
    String(
      decoding: try XCTUnwrap(FileManager.default.contents(atPath: try path(relative))),
      as: UTF8.self)
  }
}
