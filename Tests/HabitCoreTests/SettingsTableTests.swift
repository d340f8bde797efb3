import HabitCore
import XCTest

/// The settings table itself: one entry per field of the settings, each reaching its own field
/// only, with unique keys, flags and panel places, and help in both languages.
final class SettingsTableTests: XCTestCase {
  /// Every leaf field of the settings by its path (`reminders.ringer`), as text.
  private func leaves(_ settings: Settings) -> [String: String] {
    var leaves: [String: String] = [:]
    func walk(_ value: Any, _ path: String) {
      let mirror = Mirror(reflecting: value)
      guard value is Settings || value is ReminderSettings else {
        leaves[path] = "\(value)"
        return
      }
      for child in mirror.children {
        walk(child.value, path.isEmpty ? child.label! : path + "." + child.label!)
      }
    }
    walk(settings, "")
    return leaves
  }

  func testEachEntryReachesExactlyOneFieldAndEveryFieldHasAnEntry() {
    let defaults = leaves(Settings())
    var reached: [String: String] = [:]
    for setting in Setting.all {
      for text in setting.kind.samples where text != setting.defaultText {
        var settings = Settings()
        XCTAssertTrue(setting.read(text, &settings), "\(setting.key) \(text)")
        XCTAssertEqual(setting.text(settings), text, setting.key)
        let changed = leaves(settings).filter { defaults[$0.key] != $0.value }.map(\.key)
        XCTAssertEqual(changed.count, 1, "\(setting.key) changes \(changed)")
        if let field = changed.first {
          XCTAssertEqual(reached[field] ?? setting.key, setting.key, "\(field) twice")
          reached[field] = setting.key
        }
      }
    }
    XCTAssertEqual(Set(reached.keys), Set(defaults.keys), "a field of Settings with no entry")
  }

  func testKeysFlagsAndPanelPlacesAreUnique() {
    XCTAssertEqual(Set(Setting.all.map(\.key)).count, Setting.all.count)
    XCTAssertEqual(Set(Setting.all.map(\.flag)).count, Setting.all.count)
    let places = Setting.all.compactMap { $0.panel?.place }.sorted()
    XCTAssertEqual(places, Array(0..<places.count))
    for setting in Setting.all {
      XCTAssertTrue(setting.flag.hasPrefix("--"), setting.flag)
      XCTAssertEqual(Setting.named(setting.key)?.flag, setting.flag)
    }
  }

  func testEverySettingIsHelpedInBothLanguages() {
    for setting in Setting.all {
      XCTAssertFalse(setting.help.en.isEmpty, setting.key)
      XCTAssertTrue(
        setting.help.ko.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) })
      XCTAssertTrue(setting.usage.allSatisfy { $0.count <= 95 }, setting.key)
    }
  }

  func testATypedValueIsStoredAsItsSpellingOrRefusedNamingTheFlag() {
    for setting in Setting.all {
      for text in setting.kind.samples {
        XCTAssertEqual(setting.typed(text), text, setting.key)
      }
      XCTAssertNil(setting.typed("nonsense"), setting.key)
      XCTAssertTrue(setting.refusal("nonsense").contains(setting.flag), setting.key)
      XCTAssertTrue(setting.refusal("nonsense").contains("'nonsense'"), setting.key)
    }
  }

  func testTheRefusalsSayWhatEachKindTakes() {
    let refusal = { (key: String, text: String) in Setting.named(key)!.refusal(text) }
    XCTAssertEqual(
      refusal("dayStart", "24:00"),
      "invalid time '24:00' for --day-start: expected HH:MM from 00:00 to 23:59")
    XCTAssertEqual(
      refusal("preReminderMinutes", "+5"),
      "invalid --pre '+5': expected whole minutes from 1 to 120")
    XCTAssertEqual(
      refusal("weekStart", "friday"),
      "invalid --week-start 'friday': expected one of sunday, monday")
    XCTAssertEqual(
      refusal("masterEnabled", "maybe"), "invalid --master 'maybe': expected on or off")
    XCTAssertEqual(
      refusal("alertStyle", "Sound"),
      "--alert sound is not offered: a phone cannot tell whether its silent switch would mute it;"
        + " use sound+vibration, vibrate or none")
    XCTAssertEqual(
      refusal("language", "\u{1B}[2J"), "invalid --lang '\\e[2J': expected one of auto, en, ko")
  }

  func testCapitalsAndTheOtherWordsForOnAndOffAreTyped() {
    XCTAssertEqual(Setting.named("weekStart")!.typed("MONDAY"), "monday")
    XCTAssertEqual(Setting.named("masterEnabled")!.typed("Yes"), "on")
    XCTAssertEqual(Setting.named("masterEnabled")!.typed("false"), "off")
    XCTAssertNil(Setting.named("preReminderMinutes")!.typed("+5"))
    XCTAssertNil(Setting.named("preReminderMinutes")!.typed("0"))
    XCTAssertEqual(Setting.named("summaryTime")!.typed("7:05"), "07:05")
  }

  func testANamedValueStepsRoundItsChoicesBothWays() {
    let alert = Setting.named("alertStyle")!
    var settings = Settings()
    settings = alert.stepped(settings, by: 1)
    XCTAssertEqual(settings.reminders.alertStyle, .vibrate)
    settings = alert.stepped(settings, by: -2)
    XCTAssertEqual(settings.reminders.alertStyle, .none)
    let master = Setting.named("masterEnabled")!
    XCTAssertFalse(master.stepped(Settings(), by: -1).reminders.masterEnabled)
    XCTAssertEqual(Setting.named("dayStart")!.stepped(Settings(), by: 1), Settings())
  }

  func testAnOptionValueListsParsesAndRefusesItsWords() {
    XCTAssertEqual(AlertStyle.spellings, ["sound+vibration", "vibrate", "none"])
    XCTAssertEqual(AlertStyle.synopsis, "sound+vibration|vibrate|none")
    XCTAssertEqual(Ringer.listed, "ring or silent")
    XCTAssertEqual(EvictionPolicy(spelling: "soonest-64"), .soonestFiring)
    XCTAssertNil(EvictionPolicy(spelling: "SOONEST-64"), "the store reads exactly")
    XCTAssertEqual(EvictionPolicy.typed("SOONEST-64"), .soonestFiring)
    XCTAssertEqual(OnOff.typed("TRUE"), .on)
    XCTAssertNil(OnOff(spelling: "yes"))
    XCTAssertEqual(
      Permission.refusal(of: "maybe", for: "--permission"),
      "invalid --permission 'maybe': expected one of allowed, denied")
    XCTAssertEqual(
      TimeOfDay.refusal(of: "9", for: "--at"),
      "invalid time '9' for --at: expected HH:MM from 00:00 to 23:59")
  }
}
