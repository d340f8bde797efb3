import Foundation
import HabitCore
import HabitInterchange
import HabitStore

/// The kinds of file `habitflow import` reads.
public enum ImportFormat: String, OptionValue {
  /// A Loop Habit Tracker backup (`.db`).
  case loop
  /// Loop's CSV export: its folder, or the `.zip` it writes.
  case loopCSV = "loop-csv"
  /// harsh's `habits` and `log` files: their folder, or either file.
  case harsh
  /// HabitFlow's own JSON export.
  case habitflow

  /// Spelt exactly as listed: capitals name no format.
  public static var ignoresCase: Bool { false }

  /// `--from takes one of a, b, c, not 'x'`.
  public static func refusal(of text: String, for option: String) -> String {
    "\(option) takes one of \(spellings.joined(separator: ", ")), not '\(TerminalText.escaped(text))'"
  }

  /// How the format is named in the summary line.
  public var title: String {
    switch self {
    case .loop: return "Loop backup"
    case .loopCSV: return "Loop CSV export"
    case .harsh: return "harsh files"
    case .habitflow: return "HabitFlow export"
    }
  }
}

/// Reading a file or folder on disk as carried habits, its format found from its content.
public enum Importer {
  /// The habits in the file or folder at `path` (read as `format`, or as what its content says
  /// it is), checked for what HabitFlow can store; `today` starts a habit without entries.
  public static func read(_ path: String, as format: ImportFormat?, today: Day) throws -> (
    ImportFormat, Carried
  ) {
    let found = try format ?? detect(path)
    let carried: Carried
    switch found {
    case .loop:
      try requireFile(path)
      carried = try LoopBackup.read(path, file: path, today: today)
    case .loopCSV:
      do {
        carried = try LoopCSV.read(files: try loopCSVFiles(path), today: today)
      } catch var problem as FileProblem {
        // The member's path inside the export, after the export's own.
        if problem.file != path { problem.file = path + "/" + problem.file }
        throw problem
      }
    case .harsh: carried = try readHarsh(path, today: today)
    case .habitflow:
      try requireFile(path)
      carried = try HabitFlowFile.read(try contents(path), file: path)
    }
    if let problem = carried.problem(file: path) { throw problem }
    do {
      _ = try HabitStore.settings(applying: carried.settings, to: Settings())
    } catch StoreError.badSetting(let key, let value) {
      // Each value is checked on its own: the store applies them over the current settings.
      let known = HabitStore.preferenceKeys.contains(key)
      throw FileProblem(
        file: path, place: "settings.\(key)",
        problem: known
          ? "'\(value)' is not a value this setting takes" : "not a setting HabitFlow has")
    }
    return (found, carried)
  }

  /// The format of the file or folder at `path`, from what it holds.
  public static func detect(_ path: String) throws -> ImportFormat {
    if isFolder(path) {
      if exists(path + "/" + LoopCSV.habitsFile) { return .loopCSV }
      if exists(path + "/habits") || exists(path + "/log") { return .harsh }
      throw FileProblem(
        file: path, problem: "the folder has no Habits.csv (Loop) nor habits or log (harsh) file")
    }
    try requireFile(path)
    let head = try prefix(path, count: 16)
    if head.starts(with: Array("SQLite format 3\0".utf8)) {
      if LoopBackup.isLoopBackup(path) { return .loop }
      throw FileProblem(
        file: path,
        problem: "a SQLite file but not a Loop backup (a HabitFlow backup goes back with restore)")
    }
    if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return .loopCSV }
    if head.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) })
      == UInt8(ascii: "{")
    {
      return .habitflow
    }
    let name = (path as NSString).lastPathComponent
    if name == "habits" || name == "log" { return .harsh }
    if name == LoopCSV.habitsFile { return .loopCSV }
    if let problem = loopPartProblem(path) { throw problem }
    if exists(PathText.folder(of: path) + "/" + LoopCSV.habitsFile),
      [LoopCSV.checkmarksFile, LoopCSV.scoresFile].contains(name)
    {
      return .loopCSV
    }
    throw FileProblem(
      file: path,
      problem:
        "not a file HabitFlow imports (a Loop .db, a Loop CSV folder or .zip, harsh's habits or log, a HabitFlow .json)"
    )
  }

  /// Why a file that is one part of Loop's CSV export cannot be imported alone: its
  /// `Checkmarks.csv` (of every habit, or of one) names no habit's kind, frequency or place, and
  /// its `Scores.csv` holds no check-in. Nil for any other file, or one with its Habits.csv beside.
  static func loopPartProblem(_ path: String) -> FileProblem? {
    let name = (path as NSString).lastPathComponent
    let folder = PathText.folder(of: path)
    guard !exists(folder + "/" + LoopCSV.habitsFile) else { return nil }
    switch name {
    case LoopCSV.checkmarksFile:
      return FileProblem(
        file: path,
        problem: "one file of a Loop CSV export, without the Habits.csv that names its habits; "
          + "import the export's folder or zip")
    case LoopCSV.scoresFile:
      return FileProblem(
        file: path,
        problem: "Loop's scores, which hold no check-ins; import the export's folder or zip")
    default: return nil
    }
  }

  /// Loop's CSV files by their path inside the export, from its folder, its zip, or its
  /// Habits.csv; an export zipped inside a folder of its own is read from that folder.
  static func loopCSVFiles(_ path: String) throws -> [String: String] {
    var files: [String: String]
    if isFolder(path) {
      files = try exportFolder(path)
    } else if [LoopCSV.habitsFile, LoopCSV.checkmarksFile, LoopCSV.scoresFile].contains(
      (path as NSString).lastPathComponent)
    {
      files = try exportFolder(PathText.folder(of: path))
    } else {
      files = try ZipArchive.read(path, file: path, wanted: isLoopCSVMember)
    }
    if files[LoopCSV.habitsFile] == nil,
      let nested = files.keys.first(where: { $0.hasSuffix("/" + LoopCSV.habitsFile) })
    {
      let top = String(nested.dropLast(LoopCSV.habitsFile.count))
      files = Dictionary(
        uniqueKeysWithValues: files.compactMap { key, value in
          key.hasPrefix(top) ? (String(key.dropFirst(top.count)), value) : nil
        })
    }
    guard files[LoopCSV.habitsFile] != nil else {
      throw FileProblem(file: path, problem: "no Habits.csv in it: not a Loop CSV export")
    }
    return files
  }

  /// The CSV files of an export's folder, and HabitFlow's extras when it wrote them.
  private static func exportFolder(_ folder: String) throws -> [String: String] {
    var files = try FolderFiles.read(folder, extension: "csv")
    let extras = folder + "/" + LoopExtras.csvFile
    if exists(extras) {
      files[LoopExtras.csvFile] = String(decoding: try contents(extras), as: UTF8.self)
    }
    return files
  }

  /// Whether a zip member is one `LoopCSV.read` reads (Habits.csv, the top Checkmarks.csv and
  /// Scores.csv, a habit folder's), at the top or in one folder around the export: nothing else
  /// is ever inflated.
  static func isLoopCSVMember(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard let last = parts.last, parts.count <= 3 else { return false }
    return [LoopCSV.habitsFile, LoopCSV.checkmarksFile, LoopCSV.scoresFile, LoopExtras.csvFile]
      .contains(String(last))
  }

  private static func readHarsh(_ path: String, today: Day) throws -> Carried {
    let folder = isFolder(path) ? path : PathText.folder(of: path)
    let given = isFolder(path) ? nil : (path as NSString).lastPathComponent
    let habitsPath = given == nil || given == "log" ? folder + "/habits" : path
    let logPath = given == "log" ? path : folder + "/log"
    let habits =
      exists(habitsPath) ? String(decoding: try contents(habitsPath), as: UTF8.self) : nil
    let log =
      exists(logPath) && logPath != habitsPath
      ? String(decoding: try contents(logPath), as: UTF8.self) : nil
    guard habits != nil || log != nil else {
      throw FileProblem(file: path, problem: "neither a habits nor a log file is there")
    }
    return try HarshFormat.read(
      habits: habits, log: log, habitsFile: habitsPath, logFile: logPath, today: today)
  }

  static func contents(_ path: String) throws -> Data {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw FileProblem(file: path, problem: "cannot be read")
    }
    return data
  }

  private static func prefix(_ path: String, count: Int) throws -> [UInt8] {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw FileProblem(file: path, problem: "cannot be read")
    }
    defer { try? handle.close() }
    return Array((try? handle.read(upToCount: count)) ?? Data())
  }

  private static func requireFile(_ path: String) throws {
    guard exists(path) else { throw FileProblem(file: path, problem: "no such file") }
    guard !isFolder(path) else { throw FileProblem(file: path, problem: "a folder, not a file") }
  }

  static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  static func isFolder(_ path: String) -> Bool {
    var folder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
  }
}
