import Foundation
import HabitCore
import HabitInterchange
import HabitStore

/// The kinds of file `habitflow export` writes.
public enum ExportFormat: String, OptionValue {
  /// HabitFlow's JSON: everything, read back by `import`.
  case json
  /// Loop's CSV layout, as a folder or (by the name) a `.zip`.
  case csv
  /// A Loop backup of schema 25, which Loop on a phone restores.
  case loop
  /// An iCalendar file of the timed habits, for a calendar to subscribe to.
  case ics

  /// Spelt exactly as listed: capitals name no format.
  public static var ignoresCase: Bool { false }

  /// `--format takes one of a, b, c, not 'x'`.
  public static func refusal(of text: String, for option: String) -> String {
    "\(option) takes one of \(spellings.joined(separator: ", ")), not '\(TerminalText.escaped(text))'"
  }

  /// Whether the format can go to standard output (text in one piece).
  public var isText: Bool { self == .json || self == .ics }
}

/// Writing carried habits to disk (or as text) in an export format.
public enum Exporter {
  /// Writes `carried` as `format` to `path`, never over something there unless `replacing`;
  /// each file is made beside its place and put there whole.
  public static func write(
    _ text: @autoclosure () -> String, csv: () -> [(path: String, contents: String)],
    carried: Carried, format: ExportFormat, to path: String, replacing: Bool
  ) throws {
    if !replacing, StoreFile.exists(path) { throw StoreError.exists(path: path) }
    do {
      try write(
        text(), csv: csv, carried: carried, format: format, path: path, replacing: replacing)
    } catch StoreError.cannotOpen(_, let reason) {
      throw FileProblem(file: path, problem: "cannot be written (\(reason))")
    } catch let error as CocoaError {
      throw FileProblem(file: path, problem: "cannot be written (\(error.localizedDescription))")
    }
  }

  private static func write(
    _ text: @autoclosure () -> String, csv: () -> [(path: String, contents: String)],
    carried: Carried, format: ExportFormat, path: String, replacing: Bool
  ) throws {
    switch format {
    case .json, .ics: try writeFile(Data(text().utf8), to: path, replacing: replacing)
    case .loop: try LoopBackup.write(carried, to: path, replacing: replacing)
    case .csv:
      if path.lowercased().hasSuffix(".zip") {
        try writeZip(csv(), to: path, replacing: replacing)
      } else {
        try writeFolder(csv(), to: path, replacing: replacing)
      }
    }
  }

  /// Writes bytes at `path` through a private file beside it, put in place whole.
  static func writeFile(_ data: Data, to path: String, replacing: Bool) throws {
    let temporary = try StoreFile.createPrivateBeside(path)
    defer { unlink(temporary) }
    try data.write(to: URL(fileURLWithPath: temporary))
    try StoreFile.place(temporary, at: path, replacing: replacing)
  }

  /// Writes the zip in a private folder beside `path` (libzip makes its file with the umask's
  /// mode, readable by all), made private there, then put in place.
  private static func writeZip(
    _ members: [(path: String, contents: String)], to path: String, replacing: Bool
  ) throws {
    let box = try privateFolder(beside: path)
    defer { try? FileManager.default.removeItem(atPath: box) }
    let temporary = box + "/archive.zip"
    try ZipArchive.write(members, to: temporary)
    chmod(temporary, 0o600)
    try StoreFile.place(temporary, at: path, replacing: replacing)
  }

  /// Writes the files into a new private folder beside `path` (its folders 0700, its files
  /// 0600, as every export is private), then renames it into place (the folder that was there,
  /// `replacing`, is removed only once the new one is whole).
  private static func writeFolder(
    _ members: [(path: String, contents: String)], to path: String, replacing: Bool
  ) throws {
    let manager = FileManager.default
    let temporary = try privateFolder(beside: path)
    defer { try? manager.removeItem(atPath: temporary) }
    for member in members {
      var folder = temporary
      for component in member.path.split(separator: "/").dropLast() {
        folder += "/" + component
        guard mkdir(folder, 0o700) == 0 || errno == EEXIST else {
          throw StoreError.cannotOpen(path: folder, reason: String(cString: strerror(errno)))
        }
      }
      let file = temporary + "/" + member.path
      // Inside a folder only its owner can enter from its first moment: private already.
      try Data(member.contents.utf8).write(to: URL(fileURLWithPath: file))
      chmod(file, 0o600)
    }
    var old: String?
    if replacing, StoreFile.exists(path) {
      old = temporary + ".old"
      try manager.moveItem(atPath: path, toPath: old!)
    }
    do {
      try manager.moveItem(atPath: temporary, toPath: path)
    } catch {
      // The folder that was there goes back rather than stay under a hidden name.
      if let old { try? manager.moveItem(atPath: old, toPath: path) }
      throw error
    }
    if let old { try? manager.removeItem(atPath: old) }
  }

  /// A new empty folder of mode 0700 beside `path`, under a name of its own.
  private static func privateFolder(beside path: String) throws -> String {
    let temporary = try StoreFile.createPrivateBeside(path)
    unlink(temporary)
    guard mkdir(temporary, 0o700) == 0 else {
      throw StoreError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
    }
    return temporary
  }
}
