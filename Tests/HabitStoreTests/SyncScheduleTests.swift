import HabitApp
import XCTest

/// When the interface and watch sync: at once on start, 10 s after the last round when there
/// are changes here to send, else a minute after it.
final class SyncScheduleTests: XCTestCase {
  func testRoundsComeOnStartAfterChangesAndEveryMinute() {
    let start = ContinuousClock.now
    var schedule = SyncSchedule()
    XCTAssertTrue(schedule.isDue(at: start, changed: false), "on start")
    XCTAssertNil(schedule.due(changed: false))
    schedule.started(at: start)
    XCTAssertFalse(schedule.isDue(at: start + .seconds(9), changed: true))
    XCTAssertTrue(schedule.isDue(at: start + .seconds(10), changed: true))
    XCTAssertFalse(schedule.isDue(at: start + .seconds(59), changed: false))
    XCTAssertTrue(schedule.isDue(at: start + .seconds(60), changed: false))
    XCTAssertEqual(schedule.due(changed: true), start + .seconds(10))
    XCTAssertEqual(schedule.due(changed: false), start + .seconds(60))
  }
}
