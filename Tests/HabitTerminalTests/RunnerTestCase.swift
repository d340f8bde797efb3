import Foundation
import HabitApp
import HabitCore
import HabitStore
import XCTest

@testable import HabitTerminal

/// An effect runner on a real store file in the temporary folder, Seoul time, 2026-11-30 09:00;
/// subclasses fill the store in `seed`.
class RunnerTestCase: XCTestCase {
  var path = ""
  var store: HabitStore!
  var runner: EffectRunner!
  let zone = Zone(TimeZone(identifier: "Asia/Seoul")!)
  let now = Date(timeIntervalSince1970: 1_795_996_800)  // 2026-11-30T09:00:00+09:00
  let today = Day(iso: "2026-11-30")!

  /// Writes the habits and entries the tests start from (inside one write transaction).
  func seed(_ store: HabitStore) throws {}

  override func setUpWithError() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("habitflow-runner-\(UUID().uuidString).sqlite").path
    store = try HabitStore(path: path)
    try store.write { _ in try seed(store) }
    runner = try EffectRunner(
      library: Library(store: store, zone: zone, environment: [:], planning: .deliverer),
      zone: zone, now: now)
  }

  override func tearDownWithError() throws {
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: path + suffix)
    }
  }
}
