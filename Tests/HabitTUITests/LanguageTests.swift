import Foundation
import HabitCore
import NotificationSimulator
import XCTest

@testable import HabitTUI

/// The whole interface speaks the chosen language: every label, hint, panel and message.
final class LanguageTests: XCTestCase {
  /// English words a Korean screen may show: key names, formats, names of things.
  private static let allowed: Set<String> = [
    "HabitFlow", "space", "Home", "End", "PgUp", "PgDn", "Enter", "Esc", "Tab", "HH", "MM", "LANG",
    "English",
    "Running", "Speaking", "evil", "1h30m", "25m", "90s", "AlarmKit", "iOS",
  ]

  /// Every screen: the main ones, each panel, and the messages.
  private var screens: [(String, Screens.Prepare)] {
    [
      ("main", { _ in }),
      ("overall", { Screens.press(&$0, .character("o")) }),
      ("day cursor", { Screens.press(&$0, .left, .left) }),
      ("empty", { $0.snapshot.board.habits = [] }),
      ("nothing to undo", { Screens.press(&$0, .character("u")) }),
      ("nothing to redo", { Screens.press(&$0, .character("U")) }),
      ("timer set", { Screens.press(&$0, .character("t"), .enter) }),
      ("bad timer", { Screens.press(&$0, .character("t"), .backspace, .enter) }),
      (
        "snoozed",
        {
          _ = Update.update(&$0, .delivered([Screens.alarm(.alarm, "Running", "⏰")]))
          Screens.press(&$0, .character("z"))
        }
      ),
      ("countdown", { Screens.withTimer(&$0) }),
      (
        "undid",
        {
          let day = Fixture.today
          _ = Update.update(
            &$0,
            .recorded(
              .entry(habitID: 1, day: day, before: nil, after: Entry(day: day, status: .done))))
          Screens.press(&$0, .character("u"))
        }
      ),
      (
        "missed alarm",
        {
          _ = Update.update(&$0, .delivered([Screens.alarm(.alarm, "Running", "⏰")]))
          _ = Update.update(&$0, .tick(Fixture.now.addingTimeInterval(3 * 3600)))
        }
      ),
      ("every weekday off", { Screens.press(&$0, .down, .character("e"), .tab, .tab, .tab) }),
    ] + Screens.panels
  }

  /// Words of two or more Latin letters on the screen that are not allowed in Korean.
  private func english(_ grid: Grid) -> [String] {
    let words = grid.plainText.split { !$0.isASCII || !($0.isLetter || $0.isNumber) }
    return words.map(String.init).filter { word in
      // A name cut short in the list ("영어 공부 Sp…") is still the name.
      word.count >= 2 && word.contains(where: \.isLetter)
        && !Self.allowed.contains { $0.hasPrefix(word) }
    }
  }

  func testEveryScreenIsKoreanInAKoreanLocale() {
    // Every panel, every settings row's explanation, every message: scrolled through at each size.
    for (name, prepare) in screens {
      for (width, height) in [(100, 30), (80, 24), (40, 12)] {
        var model = Fixture.model(width: width, height: height, language: .ko)
        prepare(&model)
        XCTAssertEqual(english(View.render(model)), [], "\(name) at \(width)x\(height)")
        for dialog in Screens.dialogs(model) {
          for grid in Screens.scrolled(dialog, width: width, height: height) {
            XCTAssertEqual(english(grid), [], "\(name) scrolled at \(width)x\(height)")
          }
        }
      }
    }
  }

  func testTheSettingWinsOverTheLocale() {
    var korean = Fixture.model(language: .en)
    korean.snapshot.board.settings.reminders.language = .ko
    XCTAssertEqual(korean.language, .ko)
    XCTAssertTrue(View.render(korean).plainText.contains("3개 중 1개 완료"))
    var english = Fixture.model(language: .ko)
    english.snapshot.board.settings.reminders.language = .en
    XCTAssertTrue(View.render(english).plainText.contains("1/3 done"))
  }

  func testAutoNamesTheLocalesLanguageWhateverIsSpoken() {
    var model = Fixture.model(language: .ko)
    var english = Settings()
    english.reminders.language = .en
    _ = Update.update(&model, .loaded(Fixture.snapshot(settings: english)))
    _ = Update.update(&model, .recorded(.settings(before: Settings(), after: english)))
    Screens.press(&model, .character("u"))
    XCTAssertEqual(model.banner?.text, "Undid: Language auto (한국어) → English")
  }

  func testParticlesFollowTheLastSyllable() {
    XCTAssertEqual(Korean.with("독서", .object), "독서를")
    XCTAssertEqual(Korean.with("영어 공부", .object), "영어 공부를")
    XCTAssertEqual(Korean.with("러닝", .object), "러닝을")
    XCTAssertEqual(Korean.with("러닝", .subject), "러닝이")
    XCTAssertEqual(Korean.with("독서", .subject), "독서가")
    XCTAssertEqual(Korean.with("명상", .and), "명상과")
    XCTAssertEqual(Korean.with("독서", .and), "독서와")
    XCTAssertEqual(Korean.with("물 2", .object), "물 2를")
    XCTAssertEqual(Korean.with("물 3", .object), "물 3을")
    XCTAssertEqual(Korean.with("Running", .object), "Running을(를)")
  }

  func testNotificationTextsJoinTheVerbToTheNoun() {
    XCTAssertEqual(ReminderTexts.pre("운동", .ko), "운동할 시간이에요")
    XCTAssertEqual(ReminderTexts.overdue("운동", .ko), "운동을 아직 안 했어요")
  }

  func testTheDeletePromptUsesTheRightParticle() {
    var model = Fixture.model(language: .ko)
    Screens.press(&model, .character("d"))
    XCTAssertTrue(View.render(model).plainText.contains("독서와 그 기록을 모두 삭제할까요?"))
    Screens.press(&model, .escape, .down, .character("d"))
    XCTAssertTrue(View.render(model).plainText.contains("Running과(와) 그 기록을"))
  }

  func testDurationsAndWeekdaysInKorean() {
    let words = Words(.ko)
    XCTAssertEqual(words.duration(5400), "1시간 30분")
    XCTAssertEqual(words.duration(90), "1분 30초")
    XCTAssertEqual(words.weekday(.monday), "월")
    XCTAssertEqual(words.month(12), "12월")
  }
}
