import Foundation
import HabitCore
import XCTest

@testable import HabitTUI

/// The add/edit form of the richer habits: every new field, and every refusal naming its problem
/// while keeping what was typed.
final class RichFormTests: ModelTestCase {
  override func setUp() {
    super.setUp()
    model = RichFixture.model()
  }

  private var form: HabitForm? {
    if case .form(let form) = model.panel { return form }
    return nil
  }

  /// Moves the focus to a field of the open form.
  private func focus(_ field: HabitForm.Field) {
    for _ in 0..<HabitForm.Field.allCases.count where form?.field != field { press(.tab) }
    XCTAssertEqual(form?.field, field)
  }

  private func replace(_ field: HabitForm.Field, with text: String) {
    focus(field)
    press(.end)
    for _ in 0..<80 { press(.backspace) }
    type(text)
  }

  func testAMeasurableHabitWithEveryField() {
    press(.character("a"))
    type("산책")
    focus(.measurable)
    press(.character(" "))
    replace(.unit, with: "걸음")
    replace(.target, with: "8000")
    focus(.targetType)
    press(.right)
    replace(.times, with: "18:00, 07:30")
    focus(.schedule)
    press(.left)  // daily -> N times in M days
    replace(.days, with: "3/week")
    replace(.start, with: "2026-12-01")
    replace(.description, with: "Did I walk?")
    focus(.color)
    press(.character(" "), .character(" "))
    guard case .addHabit(let habit)? = press(.enter).first else { return XCTFail("no habit") }
    XCTAssertEqual(habit.name, "산책")
    XCTAssertEqual(
      habit.measure, Measure(unit: "걸음", target: Amount(thousandths: 8_000_000), type: .atMost))
    XCTAssertEqual(habit.times.map(\.description), ["07:30", "18:00"])
    XCTAssertEqual(habit.schedule, .frequency(Frequency(times: 3, days: 7)!))
    XCTAssertEqual(habit.start, RichFixture.day("2026-12-01"))
    XCTAssertEqual(habit.description, "Did I walk?")
    XCTAssertEqual(habit.color, .orange)
  }

  func testEditingFillsEveryField() {
    press(.character("e"))
    XCTAssertEqual(form?.measurable, true)
    XCTAssertEqual(form?.unit.text, "L")
    XCTAssertEqual(form?.target.text, "2")
    XCTAssertEqual(form?.times.text, "09:00, 13:00, 17:00")
    XCTAssertEqual(form?.color, .blue)
    XCTAssertEqual(form?.description.text, "물을 2 L 마셨나요?")
    press(.escape, .down, .character("e"))
    XCTAssertEqual(form?.kind, .frequency)
    XCTAssertEqual(form?.frequency.text, "3/7")
  }

  func testEachRefusalNamesItsProblemAndKeepsTheTyping() {
    press(.character("a"))
    type("산책")
    focus(.measurable)
    press(.character(" "))
    let cases: [(HabitForm.Field, String, FormError, String)] = [
      (
        .unit, String(repeating: "가", count: 21), .unitTooLong(.characters(21, limit: 20)),
        "The unit is 21 characters long; at most 20 are allowed."
      ),
      (
        .unit, String(repeating: "e\u{301}\u{301}", count: 20),
        .unitTooLong(.bytes(100, limit: 80)),
        "The unit is 100 bytes long; at most 80 are allowed."
      ),
      (
        .times, "09:00, 13:00, 9:00", .repeatedTime(TimeOfDay(parsing: "09:00")!),
        "09:00 is listed twice."
      ),
      (
        .target, "-1", .badTarget,
        "The target is a number >= 0 with at most 3 decimals, such as 2 or 0.25."
      ),
      (
        .target, "1.2345", .badTarget,
        "The target is a number >= 0 with at most 3 decimals, such as 2 or 0.25."
      ),
      (
        .times, "09:00, 25:00", .badTime("25:00"),
        "25:00 is not a time: times are HH:MM, 00:00-23:59, separated by commas."
      ),
      (
        .times, (0..<9).map { "1\($0):00" }.joined(separator: ","), .tooManyTimes(9),
        "9 times; a habit has at most 8."
      ),
      (.start, "2026-13-01", .badStart, "The start date must be YYYY-MM-DD."),
      (
        .description, String(repeating: "a", count: 501),
        .descriptionTooLong(.characters(501, limit: 500)),
        "The question is 501 characters long; at most 500 are allowed."
      ),
    ]
    for (field, text, error, message) in cases {
      replace(field, with: text)
      XCTAssertEqual(press(.enter), [], text)
      XCTAssertEqual(form?.error, error, text)
      XCTAssertEqual(form?.error?.message(model.words), message)
      XCTAssertEqual(form?.field, field, "the focus goes to the field at fault")
      replace(field, with: field == .start ? "2026-11-30" : field == .times ? "" : "1")
      XCTAssertNil(form?.error, "typing clears the reason")
    }
    XCTAssertEqual(form?.name.text, "산책")
  }

  func testATrackedHabitTakesNoAlarmAndNoDays() {
    press(.character("a"))
    type("녹차")
    replace(.times, with: "08:00")
    focus(.schedule)
    press(.left, .left)  // daily -> N times in M days -> tracked, never due
    XCTAssertEqual(form?.kind, .tracked)
    XCTAssertFalse(form?.isShown(.days) ?? true)
    focus(.alarm)
    press(.character(" "))
    press(.enter)
    XCTAssertEqual(form?.error, .trackedAlarm)
    XCTAssertEqual(form?.field, .alarm)
    press(.character(" "))
    guard case .addHabit(let habit)? = press(.enter).first else { return XCTFail("no habit") }
    XCTAssertEqual(habit.schedule, .tracked)
    XCTAssertFalse(habit.alarm)
  }

  func testFrequenciesOutsideOneToMToThreeSixtySixAreRefused() {
    press(.character("a"))
    type("운동 2")
    focus(.schedule)
    press(.left)
    for text in ["0/7", "8/7", "3/367", "3", "a/7", "3/"] {
      replace(.days, with: text)
      press(.enter)
      XCTAssertEqual(form?.error, .badFrequency, text)
    }
    replace(.days, with: "2/month")
    guard case .addHabit(let habit)? = press(.enter).first else { return XCTFail("no habit") }
    XCTAssertEqual(habit.schedule, .frequency(Frequency(times: 2, days: 30)!))
  }

  func testTheKindOfAHabitWithEntriesIsFixed() {
    press(.character("e"))
    XCTAssertEqual(form?.hasEntries, true)
    focus(.measurable)
    press(.character(" "))
    XCTAssertEqual(form?.measurable, true)
    XCTAssertEqual(form?.error, .kindLocked(measurable: true))
    XCTAssertEqual(
      form?.error?.message(model.words), "The habit has entries, so it stays measurable.")
    // A habit without entries may change its kind.
    var fresh = RichFixture.reading
    fresh.id = 9
    var edit = HabitForm(editing: fresh, hasEntries: false)
    edit.field = .measurable
    XCTAssertTrue(edit.handle(.character(" ")))
    XCTAssertTrue(edit.measurable)
  }

  func testTheFormScrollsToTheFocusAt40x12() {
    model = RichFixture.model(width: 40, height: 12)
    press(.character("e"))
    focus(.color)
    let text = View.render(model).plainText
    XCTAssertTrue(text.contains("> Colour    < blue >"), text)
    XCTAssertTrue(text.contains("Enter: save · Esc: cancel"), text)
  }
}
