import Foundation
import HabitCore

/// Words in both languages the interface speaks, for tables of them (settings rows, help keys).
public struct Phrase: Hashable, Sendable {
  /// The English.
  public let en: String
  /// The Korean.
  public let ko: String

  /// A phrase in English and Korean.
  public init(_ en: String, _ ko: String) {
    self.en = en
    self.ko = ko
  }
}

/// The interface's words in the chosen language. Each text is written where it is used, in both
/// languages side by side (`words.pick("Settings", "설정")`), so no screen can forget one.
public struct Words: Sendable {
  /// The language spoken.
  public let language: Language
  /// The locale's language: what the `auto` setting means here.
  public let localeLanguage: Language

  /// Words in a language, on a system whose locale speaks `localeLanguage`.
  public init(_ language: Language, locale localeLanguage: Language = .en) {
    self.language = language
    self.localeLanguage = localeLanguage
  }

  /// The English or the Korean, whichever this language is.
  public func pick(_ english: String, _ korean: String) -> String {
    language == .ko ? korean : english
  }

  /// A phrase in this language.
  public func callAsFunction(_ phrase: Phrase) -> String {
    pick(phrase.en, phrase.ko)
  }

  /// `Mon` / `월`, or with `long` `Monday` / `월요일`.
  func weekday(_ day: Weekday, long: Bool = false) -> String {
    let korean = ["월", "화", "수", "목", "금", "토", "일"][day.rawValue]
    guard long else { return pick(day.label, korean) }
    let english = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    return pick(english[day.rawValue], korean + "요일")
  }

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

  /// `1 h`, `30 min` / `1시간`, `30분`.
  func minutes(_ minutes: Int) -> String {
    minutes % 60 == 0
      ? pick("\(minutes / 60) h", "\(minutes / 60)시간") : pick("\(minutes) min", "\(minutes)분")
  }

  /// `on` / `켬`.
  func onOff(_ on: Bool) -> String {
    on ? pick("on", "켬") : pick("off", "끔")
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
