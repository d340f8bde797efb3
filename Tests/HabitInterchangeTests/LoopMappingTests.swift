import HabitCore
import XCTest

@testable import HabitInterchange

final class LoopMappingTests: XCTestCase {
  func testLoopPaletteMapsToTheNearestHueAndGreysToNone() {
    let mapped = LoopMapping.palette.indices.map { LoopMapping.color(loopIndex: $0) }
    XCTAssertEqual(
      mapped,
      [
        .red, .orange, .orange, .orange, .amber, .yellow, .lime, .green, .teal, .cyan, .cyan, .blue,
        .indigo, .indigo, .purple, .pink, .orange, nil, nil, nil,
      ])
    XCTAssertNil(LoopMapping.color(loopIndex: 20))
    XCTAssertNil(LoopMapping.color(loopIndex: -1))
  }

  func testEveryColourExportsToAnIndexThatReadsBackTheSame() {
    for color in HabitColor.allCases {
      let index = LoopMapping.loopIndex(of: color)
      XCTAssertEqual(LoopMapping.color(loopIndex: index), color, "\(color) -> \(index)")
    }
    XCTAssertNil(LoopMapping.color(loopIndex: LoopMapping.loopIndex(of: nil)))
  }

  func testFrequenciesMapBothWays() {
    XCTAssertEqual(LoopMapping.schedule(numerator: 1, denominator: 1), .daily)
    XCTAssertEqual(
      LoopMapping.schedule(numerator: 3, denominator: 7), .frequency(Frequency(times: 3, days: 7)!))
    XCTAssertNil(LoopMapping.schedule(numerator: 0, denominator: 7))
    XCTAssertNil(LoopMapping.schedule(numerator: 8, denominator: 7))
    XCTAssertTrue(LoopMapping.frequency(of: .daily) == (1, 1))
    XCTAssertTrue(LoopMapping.frequency(of: .every(3)) == (1, 3))
    XCTAssertTrue(LoopMapping.frequency(of: .weekdays(WeekdaySet([.monday, .friday]))) == (2, 7))
  }

  func testValuesBecomeEntries() {
    let day = Day(iso: "2026-03-01")!
    XCTAssertEqual(
      LoopMapping.entry(day: day, value: 2, measurable: false, note: ""),
      Entry(day: day, status: .done))
    XCTAssertEqual(
      LoopMapping.entry(day: day, value: 3, measurable: false, note: "ill"),
      Entry(day: day, status: .skipped, note: "ill"))
    XCTAssertEqual(
      LoopMapping.entry(day: day, value: 0, measurable: false, note: "ill"),
      Entry(day: day, status: .notDone, note: "ill"), "Loop's NO, kept")
    for value: Int64 in [1, -1] {
      XCTAssertNil(LoopMapping.entry(day: day, value: value, measurable: false, note: nil))
    }
    XCTAssertEqual(
      LoopMapping.entry(day: day, value: 1500, measurable: true, note: nil),
      Entry(day: day, status: .done, amount: Amount(thousandths: 1500)))
    XCTAssertEqual(
      LoopMapping.entry(day: day, value: 0, measurable: true, note: nil)?.amount, .zero)
    XCTAssertNil(LoopMapping.entry(day: day, value: -1, measurable: true, note: nil))
  }

  func testDerivedIdentitiesAreStablePerFormatAndName() {
    let first = Identity.derived(format: "harsh", name: "Run")
    XCTAssertEqual(first, Identity.derived(format: "harsh", name: " Run "))
    XCTAssertNotEqual(first, Identity.derived(format: "loop", name: "Run"))
    XCTAssertNotEqual(first, Identity.derived(format: "harsh", name: "Read"))
    XCTAssertEqual(first.count, 36)
    XCTAssertEqual(first.split(separator: "-").map(\.count), [8, 4, 4, 4, 12])
  }
}
