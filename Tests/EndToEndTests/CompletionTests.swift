import Foundation
import XCTest

/// Shell completion for real: bash's function driven in a bash process with the built binary on
/// PATH (habit names come from the database), zsh's and fish's scripts checked by the shells.
final class CompletionTests: EndToEndTestCase {
  /// Runs `script` in `shell` with the binary's folder first on PATH; nil when the shell is not
  /// installed (a failure where the tools are required, as `.ci/run` does).
  private func run(_ shell: String, _ arguments: [String]) throws -> (Int32, String)? {
    let path = "/usr/bin/" + shell
    guard FileManager.default.isExecutableFile(atPath: path) else {
      if ProcessInfo.processInfo.environment["HABITFLOW_REQUIRE_TOOLS"] == "1" {
        XCTFail("\(shell) is required here")
      }
      return nil
    }
    var environment = environment()
    environment["PATH"] = Binary.url.deletingLastPathComponent().path + ":/usr/bin:/bin"
    return try Tool.run(path, arguments, environment: environment)
  }

  private func script(_ shell: String) throws -> String {
    let file = folder.appendingPathComponent("completion.\(shell)").path
    try Data(try ok(["completions", shell]).utf8).write(to: URL(fileURLWithPath: file))
    return file
  }

  func testBashCompletesCommandsOptionsValuesAndHabitNames() throws {
    try ok(["add", "러닝"])
    try ok(["add", "물 마시기"])
    try ok(["add", "a$b c"])
    let file = try script("bash")
    let probe = """
      source '\(file)'
      t() { COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMPREPLY=(); _habitflow
        printf '%s|' "${COMPREPLY[@]}"; echo; }
      t habitflow st
      t habitflow check ''
      t habitflow check 물
      t habitflow settings --week-start ''
      t habitflow add x --color r
      t habitflow --color a
      t habitflow export --format ''
      t habitflow import --f
      t habitflow --db '\(folder.appendingPathComponent("other.sqlite").path)' check ''
      """
    guard let (status, output) = try run("bash", ["-c", probe]) else { throw XCTSkip("no bash") }
    XCTAssertEqual(status, 0, output)
    XCTAssertEqual(
      output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
      [
        "streak|stats|status|", "러닝|물\\ 마시기|a\\$b\\ c|", "물\\ 마시기|", "sunday|monday|", "red|",
        "auto|always|", "json|csv|loop|ics|", "--from|", "|", "",
      ])
  }

  func testZshAndFishReadTheirScripts() throws {
    for (shell, arguments) in [("zsh", ["-n"]), ("fish", ["--no-execute"])] {
      let file = try script(shell)
      guard let (status, output) = try run(shell, arguments + [file]) else { continue }
      XCTAssertEqual(status, 0, "\(shell): \(output)")
      XCTAssertEqual(output, "", shell)
    }
    try ok(["add", "독서"])
    let fish = try script("fish")
    guard
      let (status, output) = try run(
        "fish", ["-c", "source '\(fish)'; complete -C 'habitflow check '"])
    else { return }
    XCTAssertEqual(status, 0, output)
    XCTAssertEqual(output, "독서\n")
  }
}
