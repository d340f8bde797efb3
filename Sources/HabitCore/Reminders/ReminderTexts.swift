/// The words of each notification, in English and Korean.
public enum ReminderTexts {
  /// The title of every HabitFlow notification.
  public static let title = "HabitFlow"

  /// `Time for 독서` / `독서할 시간이에요` (하다 joins the noun: 운동할, not 운동 할).
  public static func pre(_ name: String, _ language: Language) -> String {
    language == .ko ? "\(name)할 시간이에요" : "Time for \(name)"
  }

  /// `You haven't done 독서 yet` / `독서를 아직 안 했어요`.
  public static func overdue(_ name: String, _ language: Language) -> String {
    language == .ko
      ? "\(name)\(objectParticle(after: name)) 아직 안 했어요" : "You haven't done \(name) yet"
  }

  /// `3 habits still not done today (독서, 러닝, 영어)` / `오늘 아직 3개 습관을 완료하지 않았어요 (...)`:
  /// every Korean text in one speech level, 해요체.
  public static func summary(_ names: [String], _ language: Language) -> String {
    let list = names.concatenated(separator: ", ")
    if language == .ko { return "오늘 아직 \(names.count)개 습관을 완료하지 않았어요 (\(list))" }
    return "\(names.count) habit\(names.count == 1 ? "" : "s") still not done today (\(list))"
  }

  /// The alarm burst's text: `⏰ 러닝: it's time!` / `⏰ 러닝 시간이에요!` (it is read inside
  /// HabitFlow too, so it never tells the reader to open HabitFlow).
  public static func alarm(_ name: String, _ language: Language) -> String {
    language == .ko ? "⏰ \(name) 시간이에요!" : "⏰ \(name): it's time!"
  }

  /// The timer burst's text.
  public static func timer(_ name: String?, _ language: Language) -> String {
    switch (name, language) {
    case (let name?, .ko): return "⏱ \(name) 타이머가 끝났어요"
    case (nil, .ko): return "⏱ 타이머가 끝났어요"
    case (let name?, .en): return "⏱ Time's up for \(name)"
    case (nil, .en): return "⏱ Time's up"
    }
  }

  /// The Korean object particle after a word: 을 after a final consonant, 를 after a vowel,
  /// `을(를)` when the word ends in neither a Hangul syllable nor a digit.
  public static func objectParticle(after word: String) -> String {
    Korean.particle(.object, after: word)
  }
}
