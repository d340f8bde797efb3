import Foundation
import HabitCore
import XCTest

@testable import HabitTUI

/// Every entry of the settings table with a panel row, walked through the settings panel: it is
/// a row at its place, under its label, and `l`/`h` change that setting and no other. A new
/// setting is held by these tests without a line here.
final class SettingsTablePanelTests: XCTestCase {
  private func model(selecting field: Int, _ language: Language = .en) -> Model {
    var model = Fixture.model()
    var settings = Settings()
    settings.reminders.language = language == .ko ? .ko : .en
    _ = Update.update(&model, .loaded(Fixture.snapshot(settings: settings)))
    _ = Update.update(&model, .key(.character(",")))
    for _ in 0..<field { _ = Update.update(&model, .key(.down)) }
    return model
  }

  func testTheRowsAreTheTablesPanelEntriesInTheirPlaces() {
    let entries = Setting.all.filter { $0.panel != nil }.sorted {
      $0.panel!.place < $1.panel!.place
    }
    XCTAssertEqual(SettingsPanel.rows.map(\.setting.key), entries.map(\.key))
    XCTAssertEqual(SettingsPanel.rows.map(\.label), entries.map { $0.panel!.label })
  }

  func testEveryRowIsShownWithItsLabelAndHelpInBothLanguages() {
    for (field, row) in SettingsPanel.rows.enumerated() {
      for language in [Language.en, .ko] {
        let model = model(selecting: field, language)
        let words = Words(language)
        let screen = View.render(model).plainText
        XCTAssertTrue(
          screen.contains("> \(words(row.label))"), "\(row.setting.key) \(language)\n\(screen)")
        let help = words(row.explanation).split(separator: " ").prefix(3).joined(separator: " ")
        XCTAssertTrue(screen.contains(help), "\(row.setting.key) \(language)\n\(screen)")
      }
    }
  }

  func testChangingARowChangesItsSettingAndNoOther() {
    for (field, row) in SettingsPanel.rows.enumerated() {
      for key in [Key.character("l"), .character("h")] {
        var model = model(selecting: field)
        let before = model.snapshot.board.settings
        guard case .saveSettings(let saved, let was)? = Update.update(&model, .key(key)).first
        else { return XCTFail("\(row.setting.key): nothing saved") }
        XCTAssertEqual(was, before)
        XCTAssertNotEqual(row.setting.text(saved), row.setting.text(before), row.setting.key)
        for other in Setting.all where other.key != row.setting.key {
          XCTAssertEqual(other.text(saved), other.text(before), "\(row.setting.key) \(other.key)")
        }
      }
    }
  }
}
