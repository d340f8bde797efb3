import Foundation
import HabitCLI
import XCTest

/// `habitflow help --man`: the manual page, made from the commands as `help` is, which passes
/// mandoc's lint without a single message and renders.
final class ManPageTests: CLITestCase {
  private func mandoc(_ arguments: [String], page: String) throws -> (Int32, String)? {
    let path = "/usr/bin/mandoc"
    guard FileManager.default.isExecutableFile(atPath: path) else {
      if ProcessInfo.processInfo.environment["HABITFLOW_REQUIRE_TOOLS"] == "1" {
        XCTFail("mandoc is required here (Debian's mandoc)")
      }
      return nil
    }
    let file = folder.appendingPathComponent("habitflow.1")
    try Data(page.utf8).write(to: file)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments + [file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  func testThePageHasEveryCommandAndPassesLintWithoutAMessage() throws {
    let page = ok("help", "--man")
    XCTAssertTrue(
      page.hasPrefix(".TH HABITFLOW 1 2026-11-30 \"HabitFlow 0.1.0\" \"User Commands\""))
    let overview = ok("help")
    let commands = overview.split(separator: "\n").drop { $0 != "commands:" }.dropFirst()
      .prefix { $0.hasPrefix("  ") }.compactMap { $0.split(separator: " ").first }
    for command in commands {
      XCTAssertTrue(page.contains("\n.TP\n\\fB\(command)\\fR\n"), "\(command) is in the page")
    }
    XCTAssertTrue(
      page.split(separator: "\n").allSatisfy { $0.utf8.count <= 78 || $0.hasPrefix(".") })
    guard let (status, output) = try mandoc(["-Tlint"], page: page) else {
      throw XCTSkip("no mandoc")
    }
    XCTAssertEqual(status, 0, output)
    XCTAssertEqual(output, "")
    // Bold and underline come as overstrikes (`x\bx`, `_\bx`): the characters alone are read.
    var rendered = ""
    for character in try XCTUnwrap(try mandoc(["-Tascii"], page: page)).1 {
      if character == "\u{8}" { rendered.removeLast() } else { rendered.append(character) }
    }
    XCTAssertTrue(rendered.contains("keep daily habits from the terminal"), rendered)
    XCTAssertTrue(rendered.contains("status [--format FMT]"), rendered)
  }

  func testTextIsEscapedForRoff() {
    let page = ok("help", "--man")
    XCTAssertFalse(page.contains("✔"), "non-ASCII goes as a named code point")
    XCTAssertTrue(page.contains("\\[u2714]"))
    XCTAssertFalse(page.split(separator: "\n").contains { $0.hasPrefix("'") })
  }
}
