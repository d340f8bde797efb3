import Foundation
import HabitCore
import XCTest

/// Every entry of the settings table, walked through the command line: `settings` takes its
/// flag and shows it by its key, text and JSON; a wrong value is refused in its words; the
/// synopsis, the manual page and the three shells' completions name it. A new setting is held
/// by these tests without a line here.
final class SettingsTableCommandTests: CLITestCase {

  /// The value `settings --json` gives a setting stored as `text`.
  private func json(_ setting: Setting, _ text: String) -> String {
    switch setting.kind {
    case .minutes, .onOff: return text == "on" ? "true" : text == "off" ? "false" : text
    case .time, .choice: return "\"\(text)\""
    }
  }

  func testEveryFlagSetsItsSettingAndShowsUnderItsKey() throws {
    try makeDatabase()
    for setting in Setting.all {
      for text in setting.kind.samples {
        let shown = ok("settings", setting.flag, text, "--json")
        XCTAssertTrue(shown.contains("\"\(setting.key)\":\(json(setting, text))"), shown)
        let row = ok("settings").split(separator: "\n").first { $0.hasPrefix(setting.key + " ") }
        XCTAssertEqual(
          row?.split(separator: " ", omittingEmptySubsequences: true).map(String.init),
          [setting.key, text], setting.key)
      }
    }
  }

  func testSettingsListsEveryKeyInTheTablesOrder() throws {
    try makeDatabase()
    let object = try JSONSerialization.jsonObject(with: Data(ok("settings", "--json").utf8))
    XCTAssertEqual(
      Set((object as? [String: Any])?.keys.map { $0 } ?? []),
      Set(Setting.all.map(\.key) + ["syncDir", "deviceName"]))
    let keys = ok("settings").split(separator: "\n").dropFirst().map {
      String($0.split(separator: " ")[0])
    }
    XCTAssertEqual(keys, Setting.all.map(\.key) + ["syncDir"])
  }

  func testAWrongValueIsRefusedInTheSettingsWords() throws {
    try makeDatabase()
    for setting in Setting.all {
      refused(
        ["settings", setting.flag, "nonsense"], status: 2, message: setting.refusal("nonsense"))
    }
  }

  func testTheSynopsisAndTheManualPageNameEveryFlag() {
    let help = ok("settings", "--help")
    // The page's lines are broken at spaces (roff fills them again).
    let manual = ok("help", "--man").replacingOccurrences(of: "\n", with: " ")
    for setting in Setting.all {
      XCTAssertTrue(help.contains("[\(setting.flag) \(setting.placeholder)]"), setting.flag)
      let roff = setting.flag.replacingOccurrences(of: "-", with: "\\-")
      XCTAssertTrue(manual.contains("[" + roff + " "), setting.flag)
      for line in setting.usage {
        XCTAssertTrue(help.contains(line), line)
      }
    }
  }

  func testTheCompletionsOfEveryShellNameEveryFlagAndItsValues() {
    let bash = ok("completions", "bash")
    let zsh = ok("completions", "zsh")
    let fish = ok("completions", "fish")
    let options = bash.split(separator: "\n").first { $0.hasPrefix("    settings) words=") } ?? ""
    for setting in Setting.all {
      XCTAssertTrue(options.split(separator: " ").contains { $0.contains(setting.flag) })
      let name = setting.flag.dropFirst(2)
      let fishLine = "complete -c habitflow -n '__fish_seen_subcommand_from settings' -l \(name)"
      guard let words = setting.spellings?.joined(separator: " ") else {
        XCTAssertTrue(fish.contains(fishLine + " -x\n"), setting.flag)
        XCTAssertFalse(bash.contains("\"settings \(setting.flag)\")"), setting.flag)
        continue
      }
      XCTAssertTrue(
        bash.contains("\"settings \(setting.flag)\") words=\"\(words)\" ;;"), setting.flag)
      XCTAssertTrue(
        zsh.contains("settings:\(setting.flag)) compadd -- \(words); return ;;"), setting.flag)
      XCTAssertTrue(fish.contains(fishLine + " -x -a '\(words)'"), setting.flag)
    }
  }
}
