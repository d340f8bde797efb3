/// Paths as text, without Foundation: its `deletingLastPathComponent` traps on a one-character
/// relative path (`c`), which a person may well name as a file to write or read.
public enum PathText {
  /// The folder `path` is in, to join a name to: `a` of `a/c` (and of `a/c/`), `/` of `/c`,
  /// and `.` of a name alone (`c`), where `NSString` gives nothing (and `/Habits.csv` joined).
  public static func folder(of path: String) -> String {
    var text = Substring(path)
    while text.count > 1, text.hasSuffix("/") { text.removeLast() }
    guard let slash = text.lastIndex(of: "/") else { return "." }
    var folder = text[..<slash]
    while folder.hasSuffix("/") { folder.removeLast() }
    return folder.isEmpty ? "/" : String(folder)
  }
}
