import HabitCore

/// One JSON value read from a file, with the path to it for the problem it may report
/// (`habits[2].entries[14]: day is not a YYYY-MM-DD day`).
struct FieldReader {
  let file: String
  let place: String?
  let value: JSON

  /// A problem at this value.
  func problem(_ text: String) -> FileProblem {
    FileProblem(file: file, place: place, problem: text)
  }

  private func members() throws -> [(String, JSON)] {
    guard case .object(let members) = value else { throw problem("not an object") }
    return members
  }

  /// The member's value, nil when it is missing or null.
  private func found(_ key: String) throws -> JSON? {
    // Matched, not compared: JSON's == compares whole serialized values.
    guard let value = try members().first(where: { $0.0 == key })?.1 else { return nil }
    if case .null = value { return nil }
    return value
  }

  func has(_ key: String) throws -> Bool { try found(key) != nil }

  func member(_ key: String) throws -> FieldReader {
    guard let member = try found(key) else { throw problem("\(key) is missing") }
    return FieldReader(file: file, place: path(key), value: member)
  }

  func string(_ key: String) throws -> String {
    guard case .string(let text) = try member(key).value else {
      throw problem("\(key) is not a string")
    }
    return text
  }

  func optionalString(_ key: String) throws -> String? {
    try has(key) ? try string(key) : nil
  }

  func int(_ key: String) throws -> Int {
    guard case .int(let whole) = try member(key).value else {
      throw problem("\(key) is not a whole number")
    }
    return whole
  }

  func bool(_ key: String) throws -> Bool {
    guard case .bool(let flag) = try member(key).value else {
      throw problem("\(key) is not true or false")
    }
    return flag
  }

  func amount(_ key: String) throws -> Amount {
    let amount: Amount?
    switch try member(key).value {
    case .amount(let exact): amount = exact
    case .int(let whole) where whole >= 0: amount = Amount(parsing: String(whole))
    default: amount = nil
    }
    guard let amount, amount <= Amount.maximum else {
      throw problem("\(key) is not an amount (0 to 1000000000, three decimals)")
    }
    return amount
  }

  func object(_ key: String) throws -> FieldReader {
    let found = try member(key)
    guard case .object = found.value else { throw problem("\(key) is not an object") }
    return found
  }

  func optionalReader(_ key: String) throws -> FieldReader? {
    try has(key) ? try object(key) : nil
  }

  /// The members of an object member, in the file's order; nil when missing or null.
  func optionalMembers(_ key: String) throws -> [(String, JSON)]? {
    try optionalReader(key)?.members()
  }

  func array(_ key: String) throws -> [FieldReader] {
    let found = try member(key)
    guard case .array(let items) = found.value else { throw problem("\(key) is not a list") }
    return items.enumerated().map { index, item in
      FieldReader(file: file, place: path(key) + "[\(index)]", value: item)
    }
  }

  private func path(_ key: String) -> String {
    place.map { $0 + "." + key } ?? key
  }
}
