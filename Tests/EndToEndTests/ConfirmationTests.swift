import Foundation
import XCTest

/// `remove` asks on a terminal, and only there.
final class ConfirmationTests: EndToEndTestCase {
  private func command(_ arguments: String) -> String {
    "env -i PATH=/usr/bin:/bin HOME='\(folder.path)' LANG=C.UTF-8 TZ=Asia/Seoul "
      + "HABITFLOW_NOW=2026-11-30T09:00 HABITFLOW_DB='\(database)' '\(Binary.url.path)' "
      + "\(arguments); echo EXIT=$?; sleep 30"
  }

  func testRemoveAsksOnATerminal() throws {
    try ok(["add", "독서"])
    try ok(["check", "독서"])
    let declined = try Tmux(command: command("remove 독"), width: 80, height: 10, folder: folder)
    try declined.waitFor("Remove 독서 and its 1 check-in? [y/N]")
    try declined.send("n", "Enter")
    let screen = try declined.waitFor("EXIT=")
    XCTAssertTrue(screen.contains("habitflow: cancelled; nothing was changed\nEXIT=1"), screen)
    XCTAssertTrue(try ok(["list", "--json"]).contains("독서"))

    let accepted = try Tmux(command: command("remove 1"), width: 80, height: 10, folder: folder)
    try accepted.waitFor("[y/N]")
    try accepted.send("y", "Enter")
    XCTAssertTrue(
      try accepted.waitFor("EXIT=").contains("Removed 독서 and its 1 check-in\nEXIT=0"))
    XCTAssertEqual(try ok(["list", "--json"]), "[]\n")
  }

  func testScriptsAndYesAreNotAsked() throws {
    try ok(["add", "독서"])
    try ok(["add", "영어"])
    XCTAssertEqual(try ok(["remove", "독서"]), "Removed 독서 and its 0 check-ins\n")
    let tmux = try Tmux(command: command("remove --yes 영어"), width: 80, height: 10, folder: folder)
    XCTAssertTrue(try tmux.waitFor("EXIT=").contains("Removed 영어 and its 0 check-ins\nEXIT=0"))
  }
}
