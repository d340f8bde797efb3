import Foundation
import XCTest

/// A private tmux server running one command in a window of a given size.
final class Tmux {
  let socket = "habitflow-test-\(UUID().uuidString.prefix(8))"
  let raw: URL

  /// Starts `command` (run by sh) in a detached session; its raw output bytes go to `raw`.
  init(command: String, width: Int, height: Int, folder: URL) throws {
    raw = folder.appendingPathComponent("tmux-\(socket).raw")
    FileManager.default.createFile(atPath: raw.path, contents: Data())
    try run(
      ["new-session", "-d", "-s", "hf", "-x", "\(width)", "-y", "\(height)", command], output: false
    )
    try run(["pipe-pane", "-o", "-t", "hf", "cat >> '\(raw.path)'"])
  }

  deinit {
    _ = try? run(["kill-server"], output: false)
  }

  /// The screen as text.
  func screen() throws -> String {
    try run(["capture-pane", "-p", "-t", "hf"])
  }

  /// Types keys (tmux key names such as `Enter`, `Space`, `Escape`, or literal characters).
  func send(_ keys: String...) throws {
    try run(["send-keys", "-t", "hf"] + keys)
  }

  func resize(width: Int, height: Int) throws {
    try run(["resize-window", "-t", "hf", "-x", "\(width)", "-y", "\(height)"])
  }

  /// The process id of the shell running the command.
  func panePID() throws -> Int32 {
    Int32(
      try run(["display-message", "-p", "-t", "hf", "#{pane_pid}"]).trimmingCharacters(
        in: .whitespacesAndNewlines)) ?? 0
  }

  /// Waits until the screen satisfies `condition`, up to `timeout` seconds; returns the last screen.
  @discardableResult
  func waitFor(
    _ what: String, timeout: Double = 10, file: StaticString = #filePath, line: UInt = #line,
    _ condition: (String) -> Bool
  ) throws -> String {
    let deadline = Date(timeIntervalSinceNow: timeout)
    var text = try screen()
    while !condition(text) {
      guard Date() < deadline else {
        XCTFail("timed out waiting for \(what); screen:\n\(text)", file: file, line: line)
        return text
      }
      Thread.sleep(forTimeInterval: 0.05)
      text = try screen()
    }
    return text
  }

  /// Waits until the screen contains `text`.
  @discardableResult
  func waitFor(
    _ text: String, timeout: Double = 10, file: StaticString = #filePath, line: UInt = #line
  )
    throws -> String
  {
    try waitFor("'\(text)'", timeout: timeout, file: file, line: line) { $0.contains(text) }
  }

  /// Everything the program wrote to the terminal so far.
  func rawBytes() -> Data {
    (try? Data(contentsOf: raw)) ?? Data()
  }

  /// Runs a tmux client through the shell. Not through Foundation's Process: the tmux server it
  /// starts inherits Process's bookkeeping descriptors, and waiting for the client then never ends.
  @discardableResult
  private func run(_ arguments: [String], output: Bool = true) throws -> String {
    // UTF-8 whatever the test's own locale: Hangul must reach the pane and the capture intact.
    let words =
      ["env", "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "tmux", "-u", "-L", socket, "-f", "/dev/null"]
      + arguments
    let line = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
      .joined(separator: " ")
    let file = raw.deletingLastPathComponent().appendingPathComponent("tmux-\(socket).out")
    guard system("\(line) < /dev/null > '\(file.path)' 2>/dev/null") != -1 else {
      throw CocoaError(.executableLoad)
    }
    return output ? (try? String(contentsOf: file, encoding: .utf8)) ?? "" : ""
  }
}
