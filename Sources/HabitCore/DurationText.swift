/// Durations as people type them: `25m`, `1h30m`, `90s`.
public enum DurationText {
  /// The seconds in a duration from 1 second to 24 hours, or nil when it is not one. Each of
  /// `h`, `m`, `s` comes at most once, in that order: `25m5m` or `5m1h` is a typing slip, not
  /// a sum to guess at.
  public static func seconds(_ text: String) -> Int? {
    let units: [Character: (seconds: Int, order: Int)] = [
      "h": (3600, 0), "m": (60, 1), "s": (1, 2),
    ]
    var total = 0
    var number = ""
    var lastOrder = -1
    for character in text.lowercased() {
      if character.isASCII, character.isNumber {
        guard number.count < 6 else { return nil }
        number.append(character)
      } else if let unit = units[character], let value = Int(number), unit.order > lastOrder {
        total += value * unit.seconds
        lastOrder = unit.order
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
