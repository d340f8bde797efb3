/// Durations as people type them: `25m`, `1h30m`, `90s`.
public enum DurationText {
  /// The seconds in a duration from 1 second to 24 hours, or nil when it is not one.
  public static func seconds(_ text: String) -> Int? {
    var total = 0
    var number = ""
    for character in text.lowercased() {
      if character.isASCII, character.isNumber {
        guard number.count < 6 else { return nil }
        number.append(character)
      } else if let unit = ["h": 3600, "m": 60, "s": 1][character], let value = Int(number) {
        total += value * unit
        number = ""
      } else {
        return nil
      }
    }
    guard number.isEmpty, (1...86_400).contains(total) else { return nil }
    return total
  }

  /// `1h30m`, `25m`, `90s`: the shortest way to write a number of seconds.
  public static func format(_ seconds: Int) -> String {
    let parts = [(seconds / 3600, "h"), (seconds / 60 % 60, "m"), (seconds % 60, "s")]
    let text = parts.filter { $0.0 > 0 }.map { "\($0.0)\($0.1)" }.joined()
    return text.isEmpty ? "0s" : text
  }
}
