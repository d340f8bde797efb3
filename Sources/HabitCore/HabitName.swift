import Foundation

/// The rules a habit name must follow, and how two names are compared.
public enum HabitName {
  /// The longest name allowed, in characters (grapheme clusters).
  public static let maximumLength = 100
  /// The longest name allowed in UTF-8 bytes: a character may hold any number of combining marks,
  /// so characters alone do not bound what is stored.
  public static let maximumBytes = 400

  /// The stored form of a name: Unicode NFC, so that `독서` typed on any keyboard is one habit,
  /// without the spaces around it.
  public static func canonical(_ name: String) -> String {
    if isPlainlyCanonical(name) { return name }
    return name.precomposedStringWithCanonicalMapping.trimmingCharacters(
      in: .whitespacesAndNewlines)
  }

  /// Whether a name is canonical as it is, seen without Foundation's normalization (half a
  /// millisecond of every command that names a habit): printable ASCII, Latin letters without
  /// combining marks, Hangul syllables and CJK ideographs are each their own composed form and
  /// compose with none of these, and no space or no-break space begins or ends it.
  public static func isPlainlyCanonical(_ name: String) -> Bool {
    let scalars = name.unicodeScalars
    guard let first = scalars.first, let last = scalars.last, first != " ", last != " " else {
      return false
    }
    return scalars.allSatisfy {
      switch $0.value {
      case 0x21...0x7E, 0x20, 0xA1...0x2FF, 0xAC00...0xD7A3, 0x4E00...0x9FFF: return true
      default: return false
      }
    }
  }

  /// The form two names are compared in: canonical, without the default-ignorable code points
  /// (zero-width spaces, word joiners, byte order marks, variation selectors) that print as
  /// nothing, so that no two habits print the same. A zero-width joiner inside a character
  /// (`👨‍👩‍👧`) changes what is drawn and is kept.
  public static func key(_ name: String) -> String {
    var key = String.UnicodeScalarView()
    for character in canonical(name) {
      let scalars = Array(character.unicodeScalars)
      for (index, scalar) in scalars.enumerated()
      where !scalar.properties.isDefaultIgnorableCodePoint
        || (scalar == "\u{200D}" && index < scalars.count - 1)
      {
        key.append(scalar)
      }
    }
    return String(key).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The name itself when no taken key has it, else the first free `name (N)` from 2.
  /// A name at the longest gives up its last characters to the number.
  public static func free(_ name: String, amongKeys taken: Set<String>) -> String {
    guard taken.contains(key(name)) else { return name }
    var number = 2
    while true {
      var base = name
      var candidate = "\(base) (\(number))"
      while problem(with: candidate) != nil, !base.isEmpty {
        base.removeLast()
        candidate = "\(base) (\(number))"
      }
      if !taken.contains(key(candidate)) { return candidate }
      number += 1
    }
  }

  /// Why a name is unacceptable, or nil when it is fine.
  public static func problem(with name: String) -> String? {
    let name = canonical(name)
    if key(name).isEmpty { return "the habit name is empty" }
    if name.count > maximumLength {
      return "the habit name is \(name.count) characters long; at most \(maximumLength) are allowed"
    }
    if name.utf8.count > maximumBytes {
      return
        "the habit name is \(name.utf8.count) bytes long in UTF-8; at most \(maximumBytes) are allowed"
    }
    return nil
  }
}

/// What a habit reference typed by a person names: a habit by its name, its number in the list,
/// or the start of its name.
public enum HabitReference: Equatable, Sendable {
  /// Exactly one habit.
  case habit(Habit)
  /// A number outside the list, which has `count` habits.
  case noNumber(Int, count: Int)
  /// The start of more than one name, in list order.
  case ambiguous([Habit])
  /// Nothing.
  case none

  /// Resolves `text` among `habits` (in list order): the habit with that name, else the one at
  /// that place (from 1), else the one name that starts with it (case first as typed, then in
  /// any case).
  public static func resolve(_ text: String, in habits: [Habit]) -> HabitReference {
    let wanted = HabitName.key(text)
    guard !wanted.isEmpty else { return .none }
    let keys = habits.map { HabitName.key($0.name) }
    if let index = keys.firstIndex(of: wanted) { return .habit(habits[index]) }
    if wanted.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }),
      let number = Int(wanted)
    {
      return habits.indices.contains(number - 1)
        ? .habit(habits[number - 1]) : .noNumber(number, count: habits.count)
    }
    for fold in [{ (text: String) in text }, { $0.lowercased() }] {
      let prefix = fold(wanted)
      let matches = habits.indices.filter { fold(keys[$0]).hasPrefix(prefix) }.map { habits[$0] }
      if matches.count == 1 { return .habit(matches[0]) }
      if matches.count > 1 { return .ambiguous(matches) }
    }
    return .none
  }
}
