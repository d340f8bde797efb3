import Foundation
import HabitCore
import NotificationSimulator
import XCTest

final class CenterTests: XCTestCase {
  private let now = Date(timeIntervalSince1970: 1_800_000_000)

  private func request(_ id: String, in seconds: TimeInterval, thread: String = "t") -> Reminder {
    Reminder(
      id: id, kind: .pre, habit: "독서", fireDate: now.addingTimeInterval(seconds),
      title: "HabitFlow",
      body: "Time for 독서", thread: thread)
  }

  private func ids(_ state: NotificationCenterState) -> [String] {
    state.pending.map(\.reminder.id)
  }

  func testTheDeliveredListIsInFireOrderThenInsertion() {
    var center = NotificationCenterState()
    center.add(request("b", in: 20), now: now)
    center.add(request("c", in: 20), now: now)
    _ = center.deliverDue(now: now.addingTimeInterval(30))
    // Armed late, by a plan made as of an earlier instant: it fired before the others.
    center.add(request("a", in: 10), now: now)
    _ = center.deliverDue(now: now.addingTimeInterval(40))
    XCTAssertEqual(center.delivered.map(\.reminder.id), ["a", "b", "c"])
    let reread = NotificationCenterState(delivered: center.delivered.reversed())
    XCTAssertEqual(reread.delivered.map(\.reminder.id), ["a", "c", "b"], "ties keep their order")
  }

  func testAddingBeyondSixtyFourEvictsTheOldestAddedSilently() {
    var center = NotificationCenterState()
    // Added latest-firing first, so the oldest-added are the ones firing last... and first to go.
    for index in 0..<70 {
      center.add(request("r\(index)", in: TimeInterval(1000 - index)), now: now)
    }
    XCTAssertEqual(center.pending.count, 64)
    XCTAssertEqual(ids(center).first, "r6")
    XCTAssertEqual(ids(center).last, "r69")
  }

  func testTheDocumentedPolicyKeepsTheSoonestSixtyFour() {
    var center = NotificationCenterState(policy: .soonestFiring)
    for index in 0..<70 {
      center.add(request("r\(index)", in: TimeInterval(1000 - index)), now: now)
    }
    XCTAssertEqual(center.pending.count, 64)
    XCTAssertEqual(Set(ids(center)), Set((6..<70).map { "r\($0)" }))
    var later = NotificationCenterState(policy: .soonestFiring)
    for index in 0..<70 { later.add(request("r\(index)", in: TimeInterval(10 + index)), now: now) }
    XCTAssertEqual(Set(ids(later)), Set((0..<64).map { "r\($0)" }))
  }

  func testAddingAnExistingIdentifierReplacesInPlace() {
    var center = NotificationCenterState()
    center.add(request("a", in: 10), now: now)
    center.add(request("b", in: 20), now: now)
    var changed = request("a", in: 30)
    changed.body = "new text"
    center.add(changed, now: now)
    XCTAssertEqual(ids(center), ["a", "b"])
    XCTAssertEqual(center.pending[0].reminder.body, "new text")
    XCTAssertEqual(center.pending[0].reminder.fireDate, now.addingTimeInterval(30))
    XCTAssertEqual(center.pending[0].sequence, 0)
  }

  func testReplacingDoesNotTakeASlot() {
    var center = NotificationCenterState()
    for index in 0..<64 { center.add(request("r\(index)", in: 100), now: now) }
    center.add(request("r0", in: 50), now: now)
    XCTAssertEqual(center.pending.count, 64)
    XCTAssertEqual(ids(center).first, "r0")
  }

  func testCallsTakeEffectInOrderAndUnknownRemovalsAreNoOps() {
    var center = NotificationCenterState()
    center.add(request("a", in: 10), now: now)
    center.removePending(ids: ["a", "nope"])
    center.add(request("a", in: 20), now: now)
    XCTAssertEqual(ids(center), ["a"])
    center.removePending(ids: ["unknown"])
    XCTAssertEqual(ids(center), ["a"])
  }

  func testRemovingAllPendingLeavesDelivered() {
    var center = NotificationCenterState()
    center.add(request("a", in: 10), now: now)
    center.add(request("b", in: 20), now: now)
    _ = center.deliverDue(now: now.addingTimeInterval(10))
    center.removeAllPending()
    XCTAssertEqual(center.pending, [])
    XCTAssertEqual(center.delivered.map(\.reminder.id), ["a"])
  }

  func testDenyingNotificationsLeavesNothingPending() {
    var center = NotificationCenterState()
    center.apply([request("a", in: 60)], now: now)
    center.permission = .denied
    center.apply([request("a", in: 60), request("b", in: 90)], now: now)
    XCTAssertEqual(center.pending, [])
  }

  func testPastOneShotsAreNotKept() {
    var center = NotificationCenterState()
    center.add(request("now", in: 0), now: now)
    center.add(request("past", in: -5), now: now)
    XCTAssertEqual(center.pending, [])
  }

  func testDeniedPermissionKeepsNothing() {
    var center = NotificationCenterState(permission: .denied)
    center.add(request("a", in: 10), now: now)
    XCTAssertEqual(center.pending, [])
  }

  func testFiringMovesToDeliveredUntilCleared() {
    var center = NotificationCenterState()
    center.add(request("a", in: 10), now: now)
    center.add(request("b", in: 20), now: now)
    XCTAssertEqual(center.deliverDue(now: now.addingTimeInterval(9)), [])
    let fired = center.deliverDue(now: now.addingTimeInterval(10))
    XCTAssertEqual(fired.map(\.reminder.id), ["a"])
    XCTAssertEqual(fired[0].missed, false)
    XCTAssertEqual(ids(center), ["b"])
    XCTAssertEqual(center.deliverDue(now: now.addingTimeInterval(10)), [])
    center.removeDelivered(ids: ["a"])
    XCTAssertEqual(center.delivered, [])
  }

  func testEqualFireDatesDeliverInInsertionOrder() {
    var center = NotificationCenterState()
    for id in ["c", "a", "b"] { center.add(request(id, in: 10), now: now) }
    center.add(request("early", in: 5), now: now)
    let fired = center.deliverDue(now: now.addingTimeInterval(10))
    XCTAssertEqual(fired.map(\.reminder.id), ["early", "c", "a", "b"])
  }

  func testLateDeliveriesAreMissed() {
    var center = NotificationCenterState()
    center.add(request("a", in: 10), now: now)
    center.add(request("b", in: 100), now: now)
    let fired = center.deliverDue(now: now.addingTimeInterval(100 + 30))
    XCTAssertEqual(fired.map(\.missed), [true, false])
  }

  func testApplyingAPlanNeverHoldsMoreThanSixtyFour() {
    var center = NotificationCenterState()
    for index in 0..<64 { center.add(request("old\(index)", in: 100), now: now) }
    let plan = (0..<64).map { request("new\($0)", in: TimeInterval(200 + $0)) }
    center.apply(plan, now: now)
    XCTAssertEqual(ids(center), plan.map(\.id))
  }

  func testApplyingKeepsDeliveredAndReplacesSharedIdentifiers() {
    var center = NotificationCenterState()
    center.add(request("keep", in: 100), now: now)
    center.add(request("gone", in: 100), now: now)
    center.apply([request("keep", in: 150), request("new", in: 120)], now: now)
    XCTAssertEqual(center.pendingInFireOrder.map(\.id), ["new", "keep"])
    XCTAssertEqual(center.pending.first { $0.reminder.id == "keep" }?.sequence, 0)
  }

  func testApplyingLeavesRequestsAlreadyDueToTheDeliverer() {
    var center = NotificationCenterState()
    center.add(request("due", in: 5), now: now)
    center.add(request("later", in: 50), now: now)
    // A process that does not deliver applies a plan ten seconds on: the due request is neither
    // in its plan nor removed; the one still ahead is replaced by the plan.
    let later = now.addingTimeInterval(10)
    center.apply([request("next", in: 60)], now: later)
    XCTAssertEqual(ids(center), ["due", "next"])
    XCTAssertEqual(center.deliverDue(now: later).map(\.reminder.id), ["due"])
  }

  func testAFullPlanDoesNotEvictRequestsAwaitingDelivery() {
    var center = NotificationCenterState()
    center.add(request("due", in: 5), now: now)
    let plan = (0..<64).map { request("p\($0)", in: TimeInterval(20 + $0)) }
    center.apply(plan, now: now.addingTimeInterval(10))
    XCTAssertEqual(center.pending.count, 64)
    XCTAssertEqual(ids(center), ["due"] + (0..<63).map { "p\($0)" })
  }

  func testAFullCenterKeepsADueRequestWhenAPlanBringsAnEarlierOne() {
    var center = NotificationCenterState()
    center.add(request("due", in: 1), now: now)
    let rest = (0..<63).map { request("r\($0)", in: TimeInterval(100 + $0)) }
    for reminder in rest { center.add(reminder, now: now) }
    // Two seconds on, a writer that does not deliver plans a new request before all the others.
    center.apply([request("new", in: 50)] + rest, now: now.addingTimeInterval(2))
    XCTAssertEqual(center.pending.count, 64)
    XCTAssertEqual(center.pendingInFireOrder.map(\.id), ["due", "new"] + (0..<62).map { "r\($0)" })
  }

  func testTheDeliveredListKeepsTheNewestHundredOfTheLastWeek() {
    var center = NotificationCenterState()
    center.add(request("old", in: 1), now: now)
    _ = center.deliverDue(now: now.addingTimeInterval(1))
    let week = now.addingTimeInterval(1 + 7 * 86_400)
    center.add(request("week", in: 7 * 86_400), now: now)
    _ = center.deliverDue(now: week)
    XCTAssertEqual(center.delivered.map(\.reminder.id), ["old", "week"], "exactly 7 days is kept")
    for batch in 0..<2 {
      for index in (batch * 60)..<(batch * 60 + 60) {
        center.add(request("r\(index)", in: 7 * 86_400 + 10 + TimeInterval(index)), now: now)
      }
      _ = center.deliverDue(now: week.addingTimeInterval(200))
    }
    XCTAssertEqual(center.delivered.count, 100)
    XCTAssertEqual(center.delivered.first?.reminder.id, "r20")
    XCTAssertEqual(center.delivered.last?.reminder.id, "r119")
  }

  func testPresentationTable() {
    func show(_ style: AlertStyle, _ ringer: Ringer, missed: Bool = false) -> String {
      let p = Presentation.of(style: style, ringer: ringer, missed: missed)
      return "\(p.bell ? "bell" : "-") \(p.flash ? "flash" : "-") \(p.banner ? "banner" : "-")"
    }
    XCTAssertEqual(show(.soundAndVibration, .ring), "bell flash banner")
    XCTAssertEqual(show(.soundAndVibration, .silent), "- flash banner")
    XCTAssertEqual(show(.vibrate, .ring), "- flash banner")
    XCTAssertEqual(show(.vibrate, .silent), "- flash banner")
    XCTAssertEqual(show(.none, .ring), "- - banner")
    XCTAssertEqual(show(.none, .silent), "- - banner")
    XCTAssertEqual(show(.soundAndVibration, .ring, missed: true), "- - banner")
  }
}
