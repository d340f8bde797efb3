import HabitCore

/// Identities for habits from files that carry none (harsh, Loop's CSV files and its backups
/// before schema 24): derived from the format and the name, so that importing the same file
/// again finds the same habits and merges into them instead of adding copies.
public enum Identity {
  /// A UUID-shaped identity for a habit named `name` in a file of `format`: the same for the
  /// same format and name (compared as `HabitName.key` does), different otherwise.
  public static func derived(format: String, name: String) -> String {
    let bytes = Array((format + "\u{0}" + HabitName.key(name)).utf8)
    let high = fnv1a(bytes, seed: 0xcbf2_9ce4_8422_2325)
    let low = fnv1a(bytes, seed: 0x8422_2325_cbf2_9ce4)
    let hex = hexDigits(high) + hexDigits(low)
    var text = ""
    for (index, character) in hex.enumerated() {
      if [8, 12, 16, 20].contains(index) { text.append("-") }
      text.append(character)
    }
    return text
  }

  private static func fnv1a(_ bytes: [UInt8], seed: UInt64) -> UInt64 {
    var hash = seed
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
  }

  private static func hexDigits(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
