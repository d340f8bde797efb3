/// Korean particles, which change with the sound a word ends in.
public enum Korean {
  /// A particle that has one form after a final consonant and another after a vowel.
  public enum Particle: Sendable {
    /// 을/를 (object).
    case object
    /// 이/가 (subject).
    case subject
    /// 은/는 (topic).
    case topic
    /// 과/와 (and, with).
    case and

    var forms: (consonant: String, vowel: String) {
      switch self {
      case .object: return ("을", "를")
      case .subject: return ("이", "가")
      case .topic: return ("은", "는")
      case .and: return ("과", "와")
      }
    }
  }

  /// The particle's form after `word`: by the final consonant of its last Hangul syllable, or of a
  /// final digit as it is read (1 일, 2 이, 3 삼 ...); both forms, consonant first (`을(를)`), when
  /// the word ends in anything else.
  public static func particle(_ particle: Particle, after word: String) -> String {
    let (consonant, vowel) = particle.forms
    guard let endsInConsonant = endsInConsonant(word) else { return "\(consonant)(\(vowel))" }
    return endsInConsonant ? consonant : vowel
  }

  /// The word followed by its particle: `독서를`, `영어와`.
  public static func with(_ word: String, _ particle: Particle) -> String {
    word + self.particle(particle, after: word)
  }

  private static func endsInConsonant(_ word: String) -> Bool? {
    guard let last = word.unicodeScalars.last else { return nil }
    if (0xAC00...0xD7A3).contains(last.value) { return (last.value - 0xAC00) % 28 != 0 }
    // 영 일 이 삼 사 오 육 칠 팔 구
    let digits: [Character: Bool] = [
      "0": true, "1": true, "2": false, "3": true, "4": false, "5": false, "6": true, "7": true,
      "8": true, "9": false,
    ]
    return digits[Character(last)]
  }
}
