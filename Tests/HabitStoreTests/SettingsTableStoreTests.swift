import Foundation
import HabitCore
import HabitSync
import XCTest

@testable import HabitStore

/// Every entry of the settings table, walked: each of its values is stored and read back, sync
/// carries it exactly when the entry says it syncs, and files carry it when it is a preference.
/// A new setting is held by these tests without a line here.
final class SettingsTableStoreTests: XCTestCase {
  private let clock = MovableClock(Date(timeIntervalSince1970: 1_796_000_000))

  func testEveryValueOfEverySettingRoundTripsThroughTheStore() throws {
    for setting in Setting.all {
      for text in setting.kind.samples {
        let store = try HabitStore.inMemory()
        var settings = Settings()
        XCTAssertTrue(setting.read(text, &settings), "\(setting.key) \(text)")
        try store.write { db in try db.save(settings) }
        let stored = try store.read { try $0.settingValues() }[setting.key]
        XCTAssertEqual(stored, text == setting.defaultText ? nil : text, setting.key)
        XCTAssertEqual(try store.read { try $0.settings() }, settings, "\(setting.key) \(text)")
        XCTAssertEqual(setting.text(try store.read { try $0.settings() }), text, setting.key)
      }
    }
  }

  func testAStoredValueThatDoesNotReadFallsBackToTheDefault() throws {
    for setting in Setting.all {
      let store = try HabitStore.inMemory()
      try store.write { db in try db.setValue("not a value", for: setting.key) }
      XCTAssertEqual(try store.read { try $0.settings() }, Settings(), setting.key)
    }
  }

  /// An in-memory store with sync turned on, stamping with the test's clock.
  private func syncingStore() throws -> HabitStore {
    let store = try HabitStore.inMemory()
    store.changeClock = clock
    try store.write { db in
      _ = try db.turnSyncOn(folder: "/sync", name: "laptop", newDevice: { "dev-a" })
    }
    return store
  }

  func testSyncStampsASettingExactlyWhenItsEntrySaysItSyncs() throws {
    for setting in Setting.all {
      let store = try syncingStore()
      let text = SettingSamples.other(than: setting.defaultText, of: setting)
      var settings = Settings()
      _ = setting.read(text, &settings)
      try store.write { db in try db.save(settings) }
      XCTAssertEqual(
        try store.read { try $0.syncReplica() }.settings[setting.key]?.value,
        setting.reach.syncs ? text : nil, setting.key)
      XCTAssertEqual(
        HabitStore.syncedSettingKeys.contains(setting.key), setting.reach.syncs, setting.key)
    }
  }

  func testAnotherDevicesValueIsTakenExactlyWhenTheSettingSyncs() throws {
    for setting in Setting.all {
      let store = try syncingStore()
      let text = SettingSamples.other(than: setting.defaultText, of: setting)
      var changes = Replica()
      changes.settings[setting.key] = Register(
        text, at: Stamp(wall: 1_796_000_010_000, counter: 0, device: "dev-b"))
      let applied = try store.write { db in try db.applySync(changes) }
      XCTAssertEqual(applied.settingsChanged, setting.reach.syncs ? 1 : 0, setting.key)
      XCTAssertEqual(
        setting.text(try store.read { try $0.settings() }),
        setting.reach.syncs ? text : setting.defaultText,
        setting.key)
    }
  }

  func testFilesCarryExactlyThePreferences() throws {
    let preferences = Set(Setting.all.filter { $0.reach.isPreference }.map { $0.key })
    XCTAssertEqual(Set(HabitStore.preferenceValues(of: Settings()).keys), preferences)
    XCTAssertEqual(HabitStore.preferenceKeys, preferences)
    for setting in Setting.all {
      let text = SettingSamples.other(than: setting.defaultText, of: setting)
      let applied = try? HabitStore.settings(applying: [setting.key: text], to: Settings())
      XCTAssertEqual(
        applied.map(setting.text), setting.reach.isPreference ? text : nil, setting.key)
      XCTAssertThrowsError(
        try HabitStore.settings(applying: [setting.key: "not a value"], to: Settings())
      ) {
        XCTAssertEqual($0 as? StoreError, .badSetting(key: setting.key, value: "not a value"))
      }
    }
  }
}

/// Values to try of a setting, beside its kind's samples.
enum SettingSamples {
  /// A value of the setting that is not `text`.
  static func other(than text: String, of setting: Setting) -> String {
    setting.kind.samples.first { $0 != text }!
  }
}
