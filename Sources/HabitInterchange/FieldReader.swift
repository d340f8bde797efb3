import Foundation
import HabitCore

/// One JSON value read from a file, with the path to it for the problem it may report
/// (`habits[2].entries[14]: day is not a YYYY-MM-DD day`).
struct FieldReader {
  let file: String
  let place: String?
  let value: Any

  /// A problem at this value.
  func problem(_ text: String) -> FileProblem {
    FileProblem(file: file, place: place, problem: text)
  }

  func has(_ key: String) throws -> Bool {
    guard let object = value as? [String: Any] else { throw problem("not an object") }
    return object[key] != nil && !(object[key] is NSNull)
  }

  func member(_ key: String) throws -> FieldReader {
    guard let object = value as? [String: Any] else { throw problem("not an object") }
    guard let member = object[key], !(member is NSNull) else { throw problem("\(key) is missing") }
    return FieldReader(file: file, place: path(key), value: member)
  }

  func string(_ key: String) throws -> String {
    guard let text = try member(key).value as? String else {
      throw problem("\(key) is not a string")
    }
    return text
  }

  func optionalString(_ key: String) throws -> String? {
    try has(key) ? try string(key) : nil
  }

  func int(_ key: String) throws -> Int {
    guard let number = try member(key).value as? NSNumber, !isBool(number),
      let whole = Int(exactly: number.doubleValue)
    else { throw problem("\(key) is not a whole number") }
    return whole
  }

  func bool(_ key: String) throws -> Bool {
    guard let number = try member(key).value as? NSNumber, isBool(number) else {
      throw problem("\(key) is not true or false")
    }
    return number.boolValue
  }

  func amount(_ key: String) throws -> Amount {
    let scaled = ((try member(key).value as? NSNumber).flatMap { isBool($0) ? nil : $0 })
      .map { $0.doubleValue * 1000 }
    guard let scaled, scaled >= 0, scaled <= Double(Amount.maximum.thousandths),
      abs(scaled - scaled.rounded()) < 1e-6
    else { throw problem("\(key) is not an amount (0 to 1000000000, three decimals)") }
    return Amount(thousandths: Int64(scaled.rounded()))
  }

  func object(_ key: String) throws -> FieldReader {
    let found = try member(key)
    guard found.value is [String: Any] else { throw problem("\(key) is not an object") }
    return found
  }

  func optionalReader(_ key: String) throws -> FieldReader? {
    try has(key) ? try object(key) : nil
  }

  func optionalObject(_ key: String) throws -> [String: Any]? {
    try optionalReader(key)?.value as? [String: Any]
  }

  func array(_ key: String) throws -> [FieldReader] {
    let found = try member(key)
    guard let items = found.value as? [Any] else { throw problem("\(key) is not a list") }
    return items.enumerated().map { index, item in
      FieldReader(file: file, place: path(key) + "[\(index)]", value: item)
    }
  }

  private func path(_ key: String) -> String {
    place.map { $0 + "." + key } ?? key
  }

  private func isBool(_ number: NSNumber) -> Bool {
    // JSONSerialization gives booleans as NSNumbers too, of C type char, which no number has.
    String(cString: number.objCType) == "c"
  }
}
