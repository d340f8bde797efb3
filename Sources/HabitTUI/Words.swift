import Foundation
import HabitCore

extension Words {
  /// `Dec` / `12월`, from a month number 1...12.
  func month(_ number: Int) -> String {
    let english = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    return pick(english[number - 1], "\(number)월")
  }

  /// A duration as people say it: `1h30m` / `1시간 30분`.
  func duration(_ seconds: Int) -> String {
    guard language == .ko else { return DurationText.format(seconds) }
    let parts = [(seconds / 3600, "시간"), (seconds / 60 % 60, "분"), (seconds % 60, "초")]
    let text = parts.filter { $0.0 > 0 }.map { "\($0.0)\($0.1)" }.joined(separator: " ")
    return text.isEmpty ? "0초" : text
  }

  /// Keys and what they do, for a hint line: `y: delete` / `y: 삭제`, one string per key.
  func keys(_ pairs: (String, String, String)...) -> [String] {
    pairs.map { "\($0.0): \(pick($0.1, $0.2))" }
  }
}

extension Model {
  /// The language the interface speaks: the setting, `auto` meaning the locale's.
  public var language: Language {
    switch snapshot.board.settings.reminders.language {
    case .en: return .en
    case .ko: return .ko
    case .auto: return localeLanguage
    }
  }

  /// The interface's words in its language.
  public var words: Words { Words(language, locale: localeLanguage) }
}
