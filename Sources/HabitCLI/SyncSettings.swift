import Foundation
import HabitApp
import HabitCore
import HabitInterchange

/// `settings --sync-dir DIR|off` and `--device-name NAME`: this device's part in sync, kept
/// with the database but never synced itself.
enum SyncSettings {
  static let flags = ["--sync-dir", "--device-name"]
  /// Their part of the settings' synopsis.
  static let synopsis = ["[--sync-dir DIR|off]", "[--device-name NAME]"]
  /// Their lines in the settings' help.
  static let usage = [
    "--sync-dir: the folder to sync this database through (see habitflow sync --help); off",
    "  stops syncing. --device-name: what other devices call this one (default: host name).",
  ]

  /// Applies the options given (in the command's transaction); the rows the settings show.
  static func apply(_ arguments: Arguments, _ session: Session) throws -> [(String, JSON)] {
    let library = session.library
    let name = try arguments["--device-name"].map(deviceName)
    if let folder = arguments["--sync-dir"] {
      if folder == "off" {
        try library.turnSyncOff()
      } else {
        try library.turnSyncOn(
          folder: try prepared(folder),
          name: name ?? (try library.syncSetup() == nil ? hostName() : nil),
          newDevice: { UUID().uuidString })
      }
    }
    if let name, arguments["--sync-dir"] == nil {
      guard try library.syncSetup() != nil else {
        throw CommandError.usage("--device-name needs sync set up first: add --sync-dir DIR")
      }
      try library.setDeviceName(name)
    }
    let setup = try library.syncSetup()
    return [
      ("syncDir", setup?.folder.map(JSON.string) ?? .null),
      ("deviceName", setup.map { .string($0.name) } ?? .null),
    ]
  }

  /// The folder as an absolute path, made when its parent is there; refused when it is a file.
  private static func prepared(_ folder: String) throws -> String {
    guard !folder.isEmpty else { throw CommandError.usage("--sync-dir needs a folder, or off") }
    let url = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
      guard isFolder.boolValue else {
        throw CommandError.usage("--sync-dir \(Display.safe(folder)) is a file, not a folder")
      }
      return url.path
    }
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    } catch {
      throw CommandError.failure(
        "cannot make the sync folder \(Display.safe(url.path)): its parent must be a folder "
          + "this user may write")
    }
    return url.path
  }

  /// A device name: printable, not empty, at most 100 characters.
  private static func deviceName(_ text: String) throws -> String {
    let name = text.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty, name.count <= 100,
      !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else {
      throw CommandError.usage(
        "invalid --device-name '\(Display.safe(text))': 1 to 100 printable characters")
    }
    return name
  }

  /// The machine's host name, the default device name.
  static func hostName() -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    guard gethostname(&buffer, buffer.count - 1) == 0 else { return "this device" }
    let name = String(cString: buffer)
    return name.isEmpty ? "this device" : name
  }
}
