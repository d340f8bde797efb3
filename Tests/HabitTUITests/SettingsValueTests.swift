import Foundation
import HabitCore
import XCTest

@testable import HabitTUI

/// The settings panel's numbers and times: typed after Enter, and a value set elsewhere (the
/// command line's `--overdue 45`) kept in the cycle while the panel is open.
final class SettingsValueTests: ModelTestCase {
  override func setUp() {
    super.setUp()
    var settings = Settings()
    settings.reminders.overdueDelayMinutes = 45
    settings.reminders.summaryTime = TimeOfDay(parsing: "22:15")!
    send(.loaded(Fixture.snapshot(settings: settings)))
  }

  private func row(_ label: String) -> Int {
    SettingsPanel.rows.firstIndex { $0.label.en == label }!
  }

  /// Opens the panel on a row.
  private func open(_ label: String) {
    press(.character(","))
    for _ in 0..<row(label) { press(.down) }
  }

  /// Presses a key and stores the settings it saves, as the runner would.
  @discardableResult
  private func change(_ key: Key) -> Settings? {
    guard case .saveSettings(let saved, _)? = press(key).first else { return nil }
    var snapshot = model.snapshot
    snapshot.board.settings = saved
    send(.loaded(snapshot))
    return saved
  }

  private var screen: String { View.render(model).plainText }

  func testACustomDelayStaysInTheCycle() {
    open("Not done after")
    XCTAssertTrue(screen.contains("> Not done after      < 45 min >"), screen)
    XCTAssertEqual(change(.character("l"))?.reminders.overdueDelayMinutes, 60)
    XCTAssertEqual(change(.character("h"))?.reminders.overdueDelayMinutes, 45)
    XCTAssertEqual(change(.character("h"))?.reminders.overdueDelayMinutes, 30)
    XCTAssertEqual(change(.character("h"))?.reminders.overdueDelayMinutes, 120)
    XCTAssertEqual(change(.character("l"))?.reminders.overdueDelayMinutes, 30)
    XCTAssertEqual(change(.character("l"))?.reminders.overdueDelayMinutes, 45)
  }

  func testACustomSummaryTimeStaysInTheCycle() {
    open("Daily summary at")
    XCTAssertEqual(change(.character("l"))?.reminders.summaryTime.description, "22:30")
    XCTAssertEqual(change(.character("h"))?.reminders.summaryTime.description, "22:15")
    XCTAssertEqual(change(.character("h"))?.reminders.summaryTime.description, "22:00")
    XCTAssertEqual(change(.character("l"))?.reminders.summaryTime.description, "22:15")
  }

  func testEnterTypesADelayThatReplacesTheOfferedOne() {
    open("Not done after")
    XCTAssertEqual(press(.enter), [])
    XCTAssertTrue(screen.contains("> Not done after      45 min"), screen)
    type("50")
    XCTAssertTrue(screen.contains("> Not done after      50 min"), screen)
    XCTAssertEqual(change(.enter)?.reminders.overdueDelayMinutes, 50)
    XCTAssertTrue(screen.contains("> Not done after      < 50 min >"), screen)
    // The typed value is kept in the cycle too.
    XCTAssertEqual(change(.character("l"))?.reminders.overdueDelayMinutes, 60)
    XCTAssertEqual(change(.character("h"))?.reminders.overdueDelayMinutes, 50)
    XCTAssertEqual(change(.character("h"))?.reminders.overdueDelayMinutes, 45)
  }

  func testAValueOutOfRangeIsRefusedInThePanel() {
    open("Not done after")
    press(.enter)
    type("0")
    XCTAssertEqual(press(.enter), [])
    XCTAssertTrue(
      screen.contains("Not done after takes whole minutes from 1 to 720."), screen)
    // Keys a closed field would take (q closes the panel) are typed while it is open.
    type("q")
    XCTAssertFalse(screen.contains("takes whole minutes"), screen)
    press(.escape)
    XCTAssertTrue(screen.contains("> Not done after      < 45 min >"), screen)
    press(.escape)
    XCTAssertEqual(model.panel, .none)
  }

  func testEnterTypesATime() {
    open("Day starts at")
    press(.enter, .backspace)
    type("3:30")
    XCTAssertEqual(change(.enter)?.dayStart.description, "03:30")
    press(.enter)
    type("25:00")
    press(.enter)
    XCTAssertTrue(screen.contains("A time is HH:MM, from 00:00 to 23:59."), screen)
  }

  func testEnterStillChangesARowThatIsNotANumber() {
    open("Reminders")
    XCTAssertEqual(change(.enter)?.reminders.masterEnabled, false)
  }
}
