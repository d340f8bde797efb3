import Foundation
import HabitInterchange

/// The text files of a folder and its subfolders, by their path inside it.
enum FolderFiles {
  /// Every file under `folder` whose name ends in `.extension` (any case), as text.
  static func read(_ folder: String, extension suffix: String) throws -> [String: String] {
    guard let walker = FileManager.default.enumerator(atPath: folder) else {
      throw FileProblem(file: folder, problem: "cannot be read")
    }
    var files: [String: String] = [:]
    while let relative = walker.nextObject() as? String {
      guard relative.lowercased().hasSuffix("." + suffix),
        !Importer.isFolder(folder + "/" + relative)
      else { continue }
      files[relative] = String(
        decoding: try Importer.contents(folder + "/" + relative), as: UTF8.self)
    }
    return files
  }
}
