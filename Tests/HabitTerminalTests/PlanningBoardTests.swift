import Foundation
import HabitApp
import HabitCore
import HabitStore
import XCTest

/// The reminder service's planning board reads only recent days, yet plans exactly as the whole
/// histories would: a frequency's intervals and sums reach back up to a year.
final class PlanningBoardTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("habitflow-planning-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private func store() throws -> HabitStore {
    let store = try HabitStore(path: folder.appendingPathComponent("db.sqlite").path)
    let start = Day(iso: "2026-01-01")!
    try store.write { db in
      let month = try db.insert(
        Habit(
          uuid: "u-month", name: "Month", targetTime: TimeOfDay(parsing: "09:00"),
          schedule: .frequency(Frequency(times: 2, days: 30)!), start: start))
      let km = try db.insert(
        Habit(
          uuid: "u-km", name: "Km", targetTime: TimeOfDay(parsing: "10:00"),
          schedule: .frequency(Frequency(times: 1, days: 40)!), start: start,
          measure: Measure(unit: "km", target: Amount(parsing: "10")!)))
      // Two check-ins 25 and 5 days before 11-30 make 11-05 to 12-04 done; 10 km 37 days
      // before meet the target through 12-02 (a 40-day window), not from 12-03.
      for day in ["2026-11-05", "2026-11-25"] {
        try db.save(Entry(day: Day(iso: day)!, status: .done), habitID: month.id)
      }
      try db.save(
        Entry(day: Day(iso: "2026-10-24")!, status: .done, amount: Amount(parsing: "10")),
        habitID: km.id)
    }
    return store
  }

  func testThePlanningBoardPlansAsTheWholeHistories() throws {
    let store = try store()
    let service = ReminderService(
      store: store, zone: Zone(TimeZone(identifier: "Asia/Seoul")!), environment: [:])
    let now = Date(timeIntervalSince1970: 1_795_993_200)  // 2026-11-30T08:00:00+09:00
    let planned = try store.read { _ in try service.plan(now: now) }
    let whole = try store.read { _ in try service.plan(now: now, board: try service.board(now: now))
    }
    XCTAssertEqual(planned, whole)
    let local = LocalTime(zone: TimeZone(identifier: "Asia/Seoul")!)
    XCTAssertEqual(
      planned.requests.filter { $0.kind == .pre }.map {
        "\($0.habit!) \(local.day(of: $0.fireDate).iso)"
      },
      [
        "Km 2026-12-03", "Km 2026-12-04", "Month 2026-12-05", "Km 2026-12-05", "Month 2026-12-06",
        "Km 2026-12-06",
      ])
  }
}
