import Foundation
import HabitCore
import NotificationSimulator
import XCTest

@testable import HabitTUI

/// Timers: the countdown, cancelling one, and the check-in offered (not done) when one is stopped.
final class TimerTests: ModelTestCase {
  private var statusLine: String {
    View.render(model).plainText.components(separatedBy: "\n").last!
  }

  /// A timer for 독서 ringing in 25 minutes.
  private func startTimer() {
    var snapshot = model.snapshot
    snapshot.timers = [
      RunningTimer(
        id: "timer:1", habitID: 1, habit: "독서", kind: .timer,
        fires: Fixture.now.addingTimeInterval(1500))
    ]
    send(.loaded(snapshot))
  }

  func testARunningTimerCountsDownInTheStatusLine() {
    startTimer()
    XCTAssertTrue(statusLine.hasPrefix(" 09:00  ⏱ 독서 25:00  "), statusLine)
    send(.tick(Fixture.now.addingTimeInterval(61.5)))
    XCTAssertTrue(statusLine.hasPrefix(" 09:01  ⏱ 독서 23:59  "), statusLine)
    XCTAssertEqual(model.nextWake, Fixture.now.addingTimeInterval(62), "the next second shown")
  }

  func testTimersRingingTogetherAreInListOrder() {
    var snapshot = model.snapshot
    let fires = Fixture.now.addingTimeInterval(60)
    snapshot.timers = [
      RunningTimer(id: "timer:b", habitID: 2, habit: "Running", kind: .timer, fires: fires),
      RunningTimer(id: "timer:a", habitID: 1, habit: "독서", kind: .timer, fires: fires),
    ]
    send(.loaded(snapshot))
    XCTAssertEqual(model.runningTimers.map(\.habit), ["독서", "Running"])
  }

  func testTOnARunningTimerAsksBeforeCancellingIt() {
    startTimer()
    XCTAssertEqual(press(.character("t")), [])
    XCTAssertEqual(model.panel, .cancelTimer(timerID: "timer:1", habitID: 1))
    XCTAssertTrue(View.render(model).plainText.contains("Cancel the timer for 독서?"))
    XCTAssertEqual(press(.character("n")), [])
    XCTAssertEqual(model.panel, .none)
    press(.character("t"))
    XCTAssertEqual(press(.character("y")), [.cancelTimer(id: "timer:1")])
    XCTAssertEqual(model.banner?.text, "Timer for 독서 cancelled")
  }

  func testTypingReplacesTheOfferedDuration() {
    press(.character("t"))
    XCTAssertTrue(View.render(model).plainText.contains("Rings after  25m"))
    for character in "90s" { press(.character(character)) }
    XCTAssertEqual(model.panel, .timer(habitID: 1, field: TextField("90s")))
    XCTAssertEqual(press(.enter), [.startTimer(habitID: 1, seconds: 90)])
    XCTAssertEqual(model.banner?.text, "Timer set for 1m30s")
    press(.character("t"))
    XCTAssertEqual(press(.enter), [.startTimer(habitID: 1, seconds: 1500)], "the offer as it is")
  }

  func testARepeatedOrDisorderedUnitIsRefused() {
    for text in ["25m5m", "5m1h", "1s1m"] {
      press(.character("t"))
      press(.backspace)
      for character in text { press(.character(character)) }
      XCTAssertEqual(press(.enter), [], text)
      XCTAssertEqual(model.banner?.isError, true, text)
      press(.escape)
    }
  }

  func testStoppingATimerOffersTheCheckInInsteadOfDoingIt() {
    send(.delivered([Screens.alarm(.timer, "독서", "⏱ Time's up for 독서")]))
    XCTAssertEqual(press(.enter), [.acknowledge(threads: ["alarm:독서"])])
    XCTAssertEqual(model.panel, .offerCheckIn(habitID: 1, kind: .timer))
    let screen = View.render(model).plainText
    XCTAssertTrue(screen.contains("Timer for 독서 stopped."), screen)
    XCTAssertEqual(
      press(.character("y")), [.setEntry(habitID: 1, day: Fixture.today, status: .done)])
    XCTAssertEqual(model.panel, .none)
  }

  func testTheOfferCanBeDeclined() {
    send(.delivered([Screens.alarm(.alarm, "독서", "⏰ 독서: it's time!")]))
    press(.enter)
    XCTAssertEqual(model.panel, .offerCheckIn(habitID: 1, kind: .alarm))
    XCTAssertTrue(View.render(model).plainText.contains("Alarm for 독서 stopped."))
    XCTAssertEqual(press(.enter), [], "a second Enter does not check in")
    XCTAssertEqual(model.panel, .none)
    XCTAssertEqual(model.banner?.text, "독서 not checked in", "and says so")
  }

  func testNoOfferForAHabitAlreadyDone() {
    send(.delivered([Screens.alarm(.alarm, "Running", "⏰ Running: it's time!")]))
    XCTAssertEqual(press(.enter), [.acknowledge(threads: ["alarm:Running"])])
    XCTAssertEqual(model.panel, .none)
    XCTAssertEqual(model.banner?.text, "Alarm for Running stopped", "said, as no offer says it")
  }

  func testTheOfferSpeaksKorean() {
    model = Fixture.model(language: .ko)
    send(.delivered([Screens.alarm(.timer, "독서", "⏱ 독서 타이머가 끝났어요")]))
    press(.enter)
    let screen = View.render(model).plainText
    XCTAssertTrue(screen.contains("독서 타이머를 껐어요."), screen)
    XCTAssertTrue(screen.contains("오늘 독서를 완료로 체크할까요?"), screen)
  }

  func testNoTextSaysOpenHabitFlow() {
    for language in [Language.en, .ko] {
      XCTAssertFalse(ReminderTexts.alarm("러닝", language).lowercased().contains("open habitflow"))
      XCTAssertFalse(ReminderTexts.alarm("러닝", language).contains("앱을 열면"))
    }
    XCTAssertEqual(ReminderTexts.alarm("러닝", .en), "⏰ 러닝: it's time!")
    XCTAssertEqual(ReminderTexts.alarm("러닝", .ko), "⏰ 러닝 시간이에요!")
  }
}
