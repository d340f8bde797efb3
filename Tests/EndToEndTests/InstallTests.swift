import Foundation
import XCTest

/// `install` and `uninstall` with the built binary: a working binary, manual page and
/// completions in a prefix, then exactly those removed; no database made on the way.
final class InstallTests: EndToEndTestCase {
  func testInstallPutsAWorkingSetInPlaceAndUninstallTakesExactlyItBack() throws {
    let prefix = folder.appendingPathComponent("prefix").path
    let other = prefix + "/bin/other-tool"
    try FileManager.default.createDirectory(
      atPath: prefix + "/bin", withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: URL(fileURLWithPath: other))
    let installed = try ok(["install", "--prefix", prefix])
    let files = [
      "/bin/habitflow", "/share/man/man1/habitflow.1",
      "/share/bash-completion/completions/habitflow", "/share/zsh/site-functions/_habitflow",
      "/share/fish/vendor_completions.d/habitflow.fish",
    ].map { prefix + $0 }
    XCTAssertEqual(
      installed,
      (["Installed habitflow 0.1.0 under \(prefix):"] + files.map { "  " + $0 }
        + [
          "\(prefix)/bin is not on PATH: add it in your shell's profile",
          "zsh: add \(prefix)/share/zsh/site-functions to fpath before compinit",
        ]).joined(separator: "\n") + "\n")
    XCTAssertEqual(
      try Tool.run(files[0], ["--version"]).output, "habitflow 0.1.0\n", "the copy runs")
    let mode = try FileManager.default.attributesOfItem(atPath: files[0])[.posixPermissions] as? Int
    XCTAssertEqual(mode, 0o755)
    XCTAssertEqual(
      FileManager.default.contents(atPath: files[1]), Data((try ok(["help", "--man"])).utf8))
    XCTAssertEqual(
      FileManager.default.contents(atPath: files[2]),
      Data((try ok(["completions", "bash"])).utf8))
    XCTAssertFalse(FileManager.default.fileExists(atPath: database), "no database was made")

    let removed = try ok(["uninstall", "--prefix", prefix])
    XCTAssertTrue(removed.hasPrefix("Removed from \(prefix):\n  \(files[0])\n"), removed)
    XCTAssertTrue(files.allSatisfy { !FileManager.default.fileExists(atPath: $0) })
    XCTAssertEqual(FileManager.default.contents(atPath: other), Data("keep".utf8))
    XCTAssertEqual(
      try ok(["uninstall", "--prefix", prefix]),
      "Nothing of habitflow was installed under \(prefix)\n")
  }
}
