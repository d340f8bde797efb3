import Foundation
import XCTest

/// Panels in a real terminal: nothing of the screen behind touches a panel's border.
final class InterfaceOverlayTests: EndToEndTestCase {
  private func interface(width: Int, height: Int, lang: String = "C.UTF-8") throws -> Tmux {
    try ok(["add", "Running", "--at", "07:00", "--alarm", "--start", "2026-11-01"])
    try ok(["add", "물 마시기", "--target", "2", "--unit", "L", "--at", "07:00", "--alarm"])
    try ok(["add", "오늘의 독서", "--at", "09:30", "--start", "2026-11-01"])
    for day in 20...29 { try ok(["check", "Running", "--date", "2026-11-\(day)"]) }
    let command =
      "env -i PATH=/usr/bin:/bin HOME='\(folder.path)' TERM=xterm-256color LANG=\(lang) "
      + "TZ=Asia/Seoul HABITFLOW_DB='\(database)' '\(Binary.url.path)' "
      + "--now 2026-11-30T09:00:00; echo EXIT=$?; sleep 30"
    return try Tmux(command: command, width: width, height: height, folder: folder)
  }

  /// A captured line as its cells: a wide character takes two, the second empty.
  private func cells(_ line: String, width: Int) -> [String] {
    var cells: [String] = []
    for character in line {
      cells.append(String(character))
      let wide = character.unicodeScalars.contains {
        (0x1100...0x115F).contains($0.value) || (0x2E80...0xA4CF).contains($0.value)
          || (0xAC00...0xD7A3).contains($0.value) || (0xF900...0xFAFF).contains($0.value)
          || (0xFF00...0xFF60).contains($0.value) || (0x1F300...0x1FAFF).contains($0.value)
          || $0.value == 0x23F0
      }
      if wide { cells.append("") }
    }
    return cells + Array(repeating: " ", count: max(0, width - cells.count))
  }

  /// The cells round the panel's box (one on each side, and the rows above and below) that are
  /// not blank.
  private func touching(_ screen: String, width: Int) -> [String] {
    let rows = screen.components(separatedBy: "\n").map { cells($0, width: width) }
    guard let top = rows.firstIndex(where: { $0.contains("┌") }),
      let bottom = rows.lastIndex(where: { $0.contains("└") })
    else { return ["no box on screen"] }
    let left = rows[top].firstIndex(of: "┌")!
    let right = rows[top].lastIndex(of: "┐")!
    var found: [String] = []
    for row in max(0, top - 1)...min(rows.count - 1, bottom + 1) {
      let columns =
        row < top || row > bottom
        ? Array(max(0, left - 1)...min(width - 1, right + 1))
        : [left - 1, right + 1].filter { $0 >= 0 && $0 < width }
      for column in columns where rows[row][column] != " " {
        found.append("(\(column),\(row)) '\(rows[row][column])'")
      }
    }
    return found
  }

  func testTheStatisticsAt80x24() throws {
    let tmux = try interface(width: 80, height: 24)
    try tmux.waitFor("Running · streak 10")
    try tmux.send("i")
    let screen = try tmux.waitFor("Done by weekday")
    XCTAssertEqual(touching(screen, width: 80), [], screen)
  }

  func testTheAddFormAt100x30() throws {
    let tmux = try interface(width: 100, height: 30)
    try tmux.waitFor("Running · streak 10")
    try tmux.send("a")
    let screen = try tmux.waitFor("Tab: next field")
    XCTAssertEqual(touching(screen, width: 100), [], screen)
  }

  func testTheKoreanNotificationCenterAt100x30() throws {
    let tmux = try interface(width: 100, height: 30, lang: "ko_KR.UTF-8")
    try tmux.waitFor("Running · 연속 10일")
    try tmux.send("n")
    let screen = try tmux.waitFor("알림 센터")
    XCTAssertEqual(touching(screen, width: 100), [], screen)
  }
}
