/// Text made safe and measurable for a terminal: control bytes escaped, columns counted.
public enum TerminalText {
  /// The text with every control character shown as a visible escape (`\e`, `\n`, `\x07`, `\u{202E}`),
  /// so that nothing typed into a habit name reaches the terminal as a raw control byte.
  public static func escaped(_ text: String) -> String {
    // Most text has nothing to escape: returned as it is, not rebuilt scalar by scalar.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F })
      || !text.unicodeScalars.contains(where: needsEscape)
    {
      return text
    }
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      if let visible = escape(scalar) {
        result += visible
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The number of terminal columns the text occupies (East Asian wide characters take two).
  public static func width(_ text: String) -> Int {
    // Printable ASCII, most of what tables hold, is one column a byte: no grapheme breaking.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    return text.reduce(0) { $0 + width(of: $1) }
  }

  /// The text cut to at most `columns` columns, ending with `…` when something was cut.
  public static func truncated(_ text: String, to columns: Int) -> String {
    guard width(text) > columns else { return text }
    var result = ""
    var used = 0
    for character in text {
      let next = width(of: character)
      if used + next > columns - 1 { break }
      result.append(character)
      used += next
    }
    return result + "…"
  }

  /// The text padded with spaces on the right to `columns` columns.
  public static func padded(_ text: String, to columns: Int) -> String {
    text + String(repeating: " ", count: max(0, columns - width(text)))
  }

  /// The text padded with spaces on the left to `columns` columns.
  public static func leftPadded(_ text: String, to columns: Int) -> String {
    String(repeating: " ", count: max(0, columns - width(text))) + text
  }

  /// The columns one grapheme cluster occupies: 0, 1 or 2.
  public static func width(of character: Character) -> Int {
    var widest = 0
    for scalar in character.unicodeScalars {
      if scalar.value == 0xFE0F { return 2 }  // emoji presentation selector
      widest = max(widest, width(of: scalar))
    }
    return widest
  }

  /// The columns one scalar occupies on its own.
  static func width(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x300 { return value < 0x20 || (0x7F..<0xA0).contains(value) ? 0 : 1 }
    if zeroWidth.contains(where: { $0.contains(value) }) { return 0 }
    if wide.contains(where: { $0.contains(value) }) { return 2 }
    return 1
  }

  /// Whether a scalar is one `escaped` shows as an escape: control characters, C1 controls, bidi
  /// controls and line separators; JSON writes the same ones as `\u` escapes.
  public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    escape(scalar) != nil
  }

  private static func escape(_ scalar: Unicode.Scalar) -> String? {
    switch scalar.value {
    case 0x1B: return "\\e"
    case 0x0A: return "\\n"
    case 0x0D: return "\\r"
    case 0x09: return "\\t"
    case 0x5C: return nil
    case 0..<0x20, 0x7F: return "\\x" + hex(scalar.value, digits: 2)
    case 0x80..<0xA0, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029:
      return "\\u{" + hex(scalar.value, digits: 4) + "}"
    default: return nil
    }
  }

  private static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }

  /// Combining marks, joiners and selectors that add no column.
  private static let zeroWidth: [ClosedRange<UInt32>] = [
    0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x0610...0x061A, 0x064B...0x065F,
    0x0E31...0x0E31, 0x0E34...0x0E3A, 0x0E47...0x0E4E, 0x1160...0x11FF, 0x200B...0x200F,
    0x2028...0x202E, 0x2060...0x206F, 0x20D0...0x20FF, 0xD7B0...0xD7FF, 0xFE00...0xFE0F,
    0xFE20...0xFE2F, 0xFEFF...0xFEFF, 0x1F3FB...0x1F3FF, 0xE0000...0xE0FFF,
  ]

  /// East Asian Wide and Fullwidth ranges, and emoji shown two columns wide.
  private static let wide: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
    0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
    0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
    0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
    0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
    0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
    0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
    0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
    0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
    0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18AFF, 0x1B000...0x1B2FF,
    0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
    0x1F200...0x1F251, 0x1F300...0x1F320, 0x1F32D...0x1F335, 0x1F337...0x1F37C,
    0x1F37E...0x1F393, 0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0,
    0x1F3F4...0x1F3F4, 0x1F3F8...0x1F43E, 0x1F440...0x1F440, 0x1F442...0x1F4FC,
    0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567, 0x1F57A...0x1F57A,
    0x1F595...0x1F596, 0x1F5A4...0x1F5A4, 0x1F5FB...0x1F64F, 0x1F680...0x1F6C5,
    0x1F6CC...0x1F6CC, 0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6D7, 0x1F6DC...0x1F6DF,
    0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7EB, 0x1F7F0...0x1F7F0,
    0x1F90C...0x1F93A, 0x1F93C...0x1F945, 0x1F947...0x1F9FF, 0x1FA70...0x1FAFF,
    0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}
