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
  public func weekday(_ day: Weekday, long: Bool = false) -> String {
    let korean = ["월", "화", "수", "목", "금", "토", "일"][day.rawValue]
    guard long else { return pick(day.label, korean) }
    let english = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    return pick(english[day.rawValue], korean + "요일")
  }

  /// `1 h`, `30 min` / `1시간`, `30분`.
  public func minutes(_ minutes: Int) -> String {
    minutes % 60 == 0
      ? pick("\(minutes / 60) h", "\(minutes / 60)시간") : pick("\(minutes) min", "\(minutes)분")
  }

  /// `on` / `켬`.
  public func onOff(_ on: Bool) -> String {
    on ? pick("on", "켬") : pick("off", "끔")
  }
}
