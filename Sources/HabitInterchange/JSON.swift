import HabitCore

/// A JSON value with object keys kept in the documented order.
public enum JSON: Equatable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  /// An exact decimal amount, written in its shortest form (`2`, `1.5`, `0.125`).
  case amount(Amount)
  /// A fraction or other real number, unrounded (the shortest form that reads back the same).
  case number(Double)
  case string(String)
  case array([JSON])
  case object([(String, JSON)])

  /// A string, or null when nil.
  public static func optional(_ text: String?) -> JSON { text.map(JSON.string) ?? .null }

  /// A number, or null when nil.
  public static func optional(_ number: Int?) -> JSON { number.map(JSON.int) ?? .null }

  /// A real number, or null when nil.
  public static func optional(_ number: Double?) -> JSON { number.map(JSON.number) ?? .null }

  /// The compact serialized form.
  public var serialized: String {
    // Written as bytes: appending thousands of small pieces to a String cost most of a
    // 1000-habit `list --json`.
    var output: [UInt8] = []
    output.reserveCapacity(4096)
    write(to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  private func write(to output: inout [UInt8]) {
    switch self {
    case .null: output += "null".utf8
    case .bool(let value): output += (value ? "true" : "false").utf8
    case .int(let value): output += String(value).utf8
    case .amount(let value): output += value.description.utf8
    case .number(let value): output += (value.isFinite ? "\(value)" : "null").utf8
    case .string(let value): JSON.writeString(value, to: &output)
    case .array(let items):
      output.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        item.write(to: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        JSON.writeString(key, to: &output)
        output.append(UInt8(ascii: ":"))
        value.write(to: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  private static func writeString(_ text: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    // Most strings (every key, most names) need no escape: appended whole, not scalar by scalar.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C })
      || !text.unicodeScalars.contains(where: {
        $0 == "\"" || $0 == "\\" || $0.value < 0x20 || TerminalText.needsEscape($0)
      })
    {
      output += text.utf8
      output.append(UInt8(ascii: "\""))
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\"".utf8
      case "\\": output += "\\\\".utf8
      case "\n": output += "\\n".utf8
      case "\r": output += "\\r".utf8
      case "\t": output += "\\t".utf8
      case _ where TerminalText.needsEscape(scalar):
        // Controls, and bidi controls that would reorder a terminal's line, as \u escapes.
        let hex = String(scalar.value, radix: 16)
        output += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
      default: output += String(scalar).utf8
      }
    }
    output.append(UInt8(ascii: "\""))
  }

  public static func == (lhs: JSON, rhs: JSON) -> Bool { lhs.serialized == rhs.serialized }
}
