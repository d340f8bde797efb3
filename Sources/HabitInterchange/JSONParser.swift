import HabitCore

extension JSON {
  /// Parses UTF-8 JSON text (RFC 8259). Whole numbers become `int`; decimals with at most three
  /// fraction digits `amount`, exactly as written; other numbers `number`. Nil when the text is
  /// not JSON, with the line the parse stopped at.
  public static func parse(_ bytes: [UInt8]) -> Result<JSON, JSONSyntaxError> {
    var parser = JSONParser(bytes: bytes)
    do {
      parser.skipSpace()
      let value = try parser.value(depth: 0)
      parser.skipSpace()
      guard parser.index == bytes.count else { throw parser.failure() }
      return .success(value)
    } catch let error as JSONSyntaxError {
      return .failure(error)
    } catch {
      return .failure(parser.failure())
    }
  }
}

/// Where JSON text stopped making sense.
public struct JSONSyntaxError: Error, Hashable, Sendable {
  /// The 1-based line.
  public var line: Int
}

/// A recursive-descent reader over the bytes; written here because Foundation's parser built a
/// dictionary of boxed values per entry and took seconds over ten years of check-ins.
struct JSONParser {
  let bytes: [UInt8]
  var index = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
    // A byte order mark some editors write is not part of the text.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  /// Nesting deeper than this is refused rather than risking the stack.
  static let maximumDepth = 256

  func failure() -> JSONSyntaxError {
    JSONSyntaxError(line: 1 + bytes[..<min(index, bytes.count)].lazy.filter { $0 == 0x0A }.count)
  }

  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  mutating func skipSpace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      index += 1
    }
  }

  mutating func expect(_ text: String) throws {
    for byte in text.utf8 {
      guard current == byte else { throw failure() }
      index += 1
    }
  }

  mutating func value(depth: Int) throws -> JSON {
    guard depth < Self.maximumDepth, let byte = current else { throw failure() }
    switch byte {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"):
      try expect("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expect("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expect("null")
      return .null
    default: return try number()
    }
  }

  mutating func object(depth: Int) throws -> JSON {
    index += 1
    var members: [(String, JSON)] = []
    skipSpace()
    if current == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard current == UInt8(ascii: "\"") else { throw failure() }
      let key = try string()
      skipSpace()
      try expect(":")
      skipSpace()
      members.append((key, try value(depth: depth + 1)))
      skipSpace()
      if current == UInt8(ascii: ",") {
        index += 1
        continue
      }
      try expect("}")
      return .object(members)
    }
  }

  mutating func array(depth: Int) throws -> JSON {
    index += 1
    var items: [JSON] = []
    skipSpace()
    if current == UInt8(ascii: "]") {
      index += 1
      return .array(items)
    }
    while true {
      skipSpace()
      items.append(try value(depth: depth + 1))
      skipSpace()
      if current == UInt8(ascii: ",") {
        index += 1
        continue
      }
      try expect("]")
      return .array(items)
    }
  }
}
