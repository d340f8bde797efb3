import HabitCore

extension JSONParser {
  /// A string from its opening quote, escapes resolved; raw control characters are refused.
  mutating func string() throws -> String {
    index += 1
    let start = index
    // Most strings have no escape: taken whole from the bytes.
    while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
      guard byte >= 0x20 else { throw failure() }
      index += 1
    }
    var text = String(decoding: bytes[start..<index], as: UTF8.self)
    while let byte = current, byte != UInt8(ascii: "\"") {
      guard byte >= 0x20 else { throw failure() }
      if byte == UInt8(ascii: "\\") {
        index += 1
        text.unicodeScalars.append(try escaped())
      } else {
        let run = index
        while let next = current, next != UInt8(ascii: "\""), next != UInt8(ascii: "\\"),
          next >= 0x20
        {
          index += 1
        }
        text += String(decoding: bytes[run..<index], as: UTF8.self)
      }
    }
    try expect("\"")
    return text
  }

  private mutating func escaped() throws -> Unicode.Scalar {
    guard let byte = current else { throw failure() }
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let first = try hexQuad()
      guard (0xD800..<0xDC00).contains(first) else {
        guard let scalar = Unicode.Scalar(first) else { throw failure() }
        return scalar
      }
      try expect("\\u")
      let second = try hexQuad()
      guard (0xDC00..<0xE000).contains(second),
        let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
      else { throw failure() }
      return scalar
    default: throw failure()
    }
  }

  private mutating func hexQuad() throws -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = Self.hexValue(byte) else { throw failure() }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  /// A number as RFC 8259 spells it: `-`, digits without a leading zero, a fraction, an exponent.
  mutating func number() throws -> JSON {
    let start = index
    if current == UInt8(ascii: "-") { index += 1 }
    guard try digits(leadingZeroAlone: true) > 0 else { throw failure() }
    var isWhole = true
    if current == UInt8(ascii: ".") {
      index += 1
      isWhole = false
      guard try digits(leadingZeroAlone: false) > 0 else { throw failure() }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      isWhole = false
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard try digits(leadingZeroAlone: false) > 0 else { throw failure() }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if isWhole, let whole = Int(text) { return .int(whole) }
    if let amount = Amount(parsing: text) { return .amount(amount) }
    guard let real = Double(text) else { throw failure() }
    return .number(real)
  }

  private mutating func digits(leadingZeroAlone: Bool) throws -> Int {
    let start = index
    while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
    if leadingZeroAlone, index - start > 1, bytes[start] == UInt8(ascii: "0") { throw failure() }
    return index - start
  }
}
