import HabitCore
import XCTest

/// Durations as typed for a timer: each unit once, hours before minutes before seconds.
final class DurationTextTests: XCTestCase {
  func testEachUnitOnceInOrder() {
    XCTAssertEqual(DurationText.seconds("25m"), 1500)
    XCTAssertEqual(DurationText.seconds("1h30m"), 5400)
    XCTAssertEqual(DurationText.seconds("1H5S"), 3605)
    XCTAssertEqual(DurationText.seconds("90s"), 90)
    XCTAssertEqual(DurationText.seconds("24h"), 86_400)
    for slip in ["25m5m", "5m1h", "1s1m", "1h1h", "", "m", "25", "24h1s", "0s"] {
      XCTAssertNil(DurationText.seconds(slip), slip)
    }
  }
}
