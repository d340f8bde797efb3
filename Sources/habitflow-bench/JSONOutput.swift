import Foundation

/// A JSON value for the bench's output: keys keep the order they are given in.
indirect enum JSONValue {
  case number(Double, digits: Int)
  case integer(Int)
  case string(String)
  case bool(Bool)
  case null
  case array([JSONValue])
  case object([(String, JSONValue)])

  /// A number with `digits` decimals (`null` when it is not finite, as JSON has no NaN).
  static func fixed(_ value: Double, _ digits: Int = 3) -> JSONValue {
    value.isFinite ? .number(value, digits: digits) : .null
  }

  /// The text, indented by two spaces a level; arrays and objects of plain values stay on one
  /// line, so a figure's fields read together.
  func serialized(indent: String = "") -> String {
    switch self {
    case .number(let value, let digits): return String(format: "%.\(digits)f", value)
    case .integer(let value): return "\(value)"
    case .string(let text): return Self.quoted(text)
    case .bool(let value): return value ? "true" : "false"
    case .null: return "null"
    case .array(let items):
      guard !items.isEmpty else { return "[]" }
      if items.allSatisfy(\.isPlain) {
        return "[" + items.map { $0.serialized() }.joined(separator: ", ") + "]"
      }
      let inner = indent + "  "
      return "[\n" + items.map { inner + $0.serialized(indent: inner) }.joined(separator: ",\n")
        + "\n" + indent + "]"
    case .object(let pairs):
      guard !pairs.isEmpty else { return "{}" }
      if pairs.allSatisfy(\.1.isPlain) {
        return "{"
          + pairs.map { Self.quoted($0.0) + ": " + $0.1.serialized() }
          .joined(separator: ", ") + "}"
      }
      let inner = indent + "  "
      return "{\n"
        + pairs.map { inner + Self.quoted($0.0) + ": " + $0.1.serialized(indent: inner) }
        .joined(separator: ",\n") + "\n" + indent + "}"
    }
  }

  private var isPlain: Bool {
    switch self {
    case .array, .object: return false
    default: return true
    }
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
