import XCTest

@testable import HabitCore

/// A history answers as the days set in it, in any order: statuses, amounts and its end.
final class HabitHistoryTests: XCTestCase {
  func testADayHoldsWhatWasLastSetOnIt() {
    let origin = Day(number: 20_000)
    var random = PlannerSelectionTests.Seeded(state: 42)
    for _ in 0..<300 {
      var history = HabitHistory(origin: origin)
      var statuses: [Int: EntryStatus] = [:]
      var amounts: [Int: Int64] = [:]
      // Clearing a day keeps the days after the last one ever set: `end` does not move back.
      var reached = 0
      for _ in 0..<Int(random.next() % 30) {
        let offset = Int(random.next() % 25) - 3
        let day = origin.adding(days: offset)
        let status: EntryStatus? = [.done, .skipped, nil][Int(random.next() % 3)]
        let amount = status == .done && random.next() % 2 == 0 ? Int64(random.next() % 9000) : nil
        history.set(status, on: day, amount: amount.map(Amount.init(thousandths:)))
        guard offset >= 0 else { continue }
        if status != nil { reached = max(reached, offset + 1) }
        statuses[offset] = status
        amounts[offset] = amount
      }
      XCTAssertEqual(history.end, origin.adding(days: reached))
      for offset in -3..<25 {
        let day = origin.adding(days: offset)
        XCTAssertEqual(history.status(on: day), statuses[offset])
        let amount = history.amount(on: day)
        if let expected = amounts[offset] {
          XCTAssertEqual(amount, Amount(thousandths: expected), "\(offset)")
        } else if statuses[offset] != .done || amount != nil {
          // A done day without an amount reads 0 when a later day holds one (dense storage).
          XCTAssertTrue(amount == nil || amount == Amount(thousandths: 0), "\(offset)")
        }
      }
    }
  }
}
