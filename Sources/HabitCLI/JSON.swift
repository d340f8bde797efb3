import HabitCore

/// A JSON value with object keys kept in the documented order.
enum JSON: Equatable {
  case null
  case bool(Bool)
  case int(Int)
  /// An exact decimal amount, written in its shortest form (`2`, `1.5`, `0.125`).
  case amount(Amount)
  case string(String)
  case array([JSON])
  case object([(String, JSON)])

  /// A string, or null when nil.
  static func optional(_ text: String?) -> JSON { text.map(JSON.string) ?? .null }

  /// A number, or null when nil.
  static func optional(_ number: Int?) -> JSON { number.map(JSON.int) ?? .null }

  /// The compact serialized form.
  var serialized: String {
    var output = ""
    write(to: &output)
    return output
  }

  private func write(to output: inout String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .int(let value): output += String(value)
    case .amount(let value): output += value.description
    case .string(let value): JSON.writeString(value, to: &output)
    case .array(let items):
      output += "["
      for (index, item) in items.enumerated() {
        if index > 0 { output += "," }
        item.write(to: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { output += "," }
        JSON.writeString(key, to: &output)
        output += ":"
        value.write(to: &output)
      }
      output += "}"
    }
  }

  private static func writeString(_ text: String, to output: inout String) {
    output += "\""
    // Most strings (every key, most names) need no escape: appended whole, not scalar by scalar.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C })
      || !text.unicodeScalars.contains(where: {
        $0 == "\"" || $0 == "\\" || $0.value < 0x20 || TerminalText.needsEscape($0)
      })
    {
      output += text
      output += "\""
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where TerminalText.needsEscape(scalar):
        // Controls, and bidi controls that would reorder a terminal's line, as \u escapes.
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }

  static func == (lhs: JSON, rhs: JSON) -> Bool { lhs.serialized == rhs.serialized }
}
