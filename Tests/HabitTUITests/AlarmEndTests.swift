import Foundation
import HabitCore
import NotificationSimulator
import XCTest

@testable import HabitTUI

/// A burst that ends without Enter closes its overlay and says it was missed; messages expire.
final class AlarmEndTests: ModelTestCase {
  private func ring(_ step: Int, missed: Bool = false) -> DeliveredItem {
    let fire = Fixture.now.addingTimeInterval(TimeInterval(2 * step))
    let reminder = Reminder(
      id: "alarm:u2:2026-11-30:\(step)", kind: .alarm, habit: "Running", fireDate: fire,
      title: "HabitFlow", body: "⏰ Running: it's time!", thread: "alarm:u2:2026-11-30")
    return DeliveredItem(
      notification: DeliveredNotification(reminder: reminder, deliveredAt: fire, missed: missed),
      presentation: Presentation(bell: !missed, flash: !missed))
  }

  /// The store's view after the rings so far: delivered, ringing, and whether more are pending.
  private func load(morePending: Bool) {
    var snapshot = Fixture.snapshot()
    snapshot.ringing = ["alarm:u2:2026-11-30"]
    snapshot.pendingThreads = morePending ? ["alarm:u2:2026-11-30"] : []
    send(.loaded(snapshot))
  }

  func testTheOverlayClosesAsMissedWhenTheLastRingHasRung() {
    for step in 0..<60 {
      send(.tick(Fixture.now.addingTimeInterval(TimeInterval(2 * step))))
      send(.delivered([ring(step)]))
      load(morePending: step < 59)
    }
    XCTAssertEqual(model.alarm?.rings, 60)
    let last = Fixture.now.addingTimeInterval(118)
    XCTAssertEqual(model.nextWake, last.addingTimeInterval(2), "wake when the burst is over")
    send(.tick(last.addingTimeInterval(1.9)))
    XCTAssertNotNil(model.alarm, "still within the last ring")
    send(.tick(last.addingTimeInterval(2)))
    XCTAssertNil(model.alarm)
    XCTAssertEqual(model.banner?.text, "Missed: ⏰ Running alarm at 09:00 · n: notification center")
    XCTAssertNil(model.banner?.until, "the missed alarm stays until a key is pressed")
    send(.tick(last.addingTimeInterval(600)))
    XCTAssertNotNil(model.banner)
    send(.key(.character("j")))
    XCTAssertNil(model.banner)
    XCTAssertEqual(model.selection, 1, "the key still does its work")
  }

  func testAnOverlayWithRingsStillPendingStaysOpen() {
    send(.delivered([ring(0)]))
    load(morePending: true)
    send(.tick(Fixture.now.addingTimeInterval(30)))
    XCTAssertNotNil(model.alarm)
  }

  func testRingsDoNotRepeatTheOverlayInTheStatusLine() {
    send(.delivered([ring(0)]))
    XCTAssertNil(model.banner, "the overlay says it; the status line keeps the keys")
    send(.key(.enter))
    // Running is done: no offer says the alarm stopped, so a passing message does.
    XCTAssertEqual(model.banner?.text, "Alarm for Running stopped")
    XCTAssertNotNil(model.banner?.until, "and goes, as every message does")
  }

  func testAMessageLastsFourSecondsFromWhenItWasShown() {
    send(.tick(Fixture.now.addingTimeInterval(50)))
    send(.key(.character("U")))
    XCTAssertEqual(model.banner?.until, Fixture.now.addingTimeInterval(54))
    XCTAssertEqual(model.nextWake, Fixture.now.addingTimeInterval(54))
    send(.tick(Fixture.now.addingTimeInterval(54)))
    XCTAssertNil(model.banner)
  }
}

/// The notification center shows a burst of rings as one entry, marked missed once it rang out.
final class CenterEntriesTests: XCTestCase {
  func testABurstIsOneEntryAndClearsAsOne() {
    var model = Fixture.model()
    let rings = (0..<60).map { step in
      DeliveredNotification(
        reminder: Reminder(
          id: "alarm:u2:2026-11-30:\(step)", kind: .alarm, habit: "Running",
          fireDate: Fixture.now.addingTimeInterval(TimeInterval(-120 + 2 * step)),
          title: "HabitFlow",
          body: "⏰ Running: it's time!", thread: "alarm:u2:2026-11-30"),
        deliveredAt: Fixture.now, missed: false)
    }
    _ = Update.update(
      &model, .loaded(Fixture.snapshot(delivered: rings.reversed() + Screens.delivered)))
    _ = Update.update(&model, .key(.character("n")))
    let screen = View.render(model).plainText
    XCTAssertTrue(screen.contains("08:58  missed  ⏰ Running: it's time! ×60"), screen)
    XCTAssertTrue(screen.contains("62 delivered"), screen)
    XCTAssertEqual(
      Update.update(&model, .key(.character("d"))),
      [.clearDelivered(ids: rings.reversed().map(\.reminder.id))])
  }
}
