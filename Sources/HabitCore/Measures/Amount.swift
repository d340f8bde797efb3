/// A measured quantity, kept exactly as integer thousandths (0.001 steps), never negative.
public struct Amount: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The quantity in thousandths: 1.5 is 1500.
  public let thousandths: Int64

  /// The largest amount accepted: a billion, far beyond any real count, safely summable.
  public static let maximum = Amount(thousandths: 1_000_000_000_000)

  /// Nothing.
  public static let zero = Amount(thousandths: 0)

  /// Creates an amount from thousandths.
  public init(thousandths: Int64) {
    self.thousandths = thousandths
  }

  /// Parses a decimal such as `2`, `0.25` or `1.125`: digits, at most one point, at most three
  /// decimals, no sign or exponent, at most `maximum`; nil for anything else (`-1`, `abc`, `1e3`).
  public init?(parsing text: String) {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let whole = parts[0]
    let fraction = parts.count == 2 ? parts[1] : ""
    guard !(whole.isEmpty && fraction.isEmpty), whole.count <= 13, fraction.count <= 3,
      parts.count == 1 || !fraction.isEmpty,
      (whole + fraction).allSatisfy(\.isASCIIDigit)
    else { return nil }
    let padded = fraction + String(repeating: "0", count: 3 - fraction.count)
    guard let units = Int64(whole.isEmpty ? "0" : String(whole)), let decimals = Int64(padded)
    else {
      return nil
    }
    let value = units * 1000 + decimals
    guard value <= Self.maximum.thousandths else { return nil }
    self.thousandths = value
  }

  /// The shortest decimal form: `2`, `0.25`, `1.125`.
  public var description: String {
    let units = thousandths / 1000
    var fraction = String(thousandths % 1000)
    guard fraction != "0" else { return String(units) }
    fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(units).\(fraction)"
  }

  /// The amount as a floating-point number, for JSON and ratios.
  public var value: Double { Double(thousandths) / 1000 }

  /// The sum of two amounts, or nil when it would pass `maximum` (never capped silently), or
  /// the integer range (an amount kept by an earlier version may be past `maximum`).
  public func adding(_ other: Amount) -> Amount? {
    let (sum, overflow) = thousandths.addingReportingOverflow(other.thousandths)
    return !overflow && sum <= Self.maximum.thousandths ? Amount(thousandths: sum) : nil
  }

  /// `thousandths` held within 0...`maximum`, as a history keeps every amount (see
  /// `HabitHistory.set(_:on:amount:)`).
  public static func held(_ thousandths: Int64) -> Int64 {
    min(max(0, thousandths), maximum.thousandths)
  }

  public static func < (lhs: Amount, rhs: Amount) -> Bool { lhs.thousandths < rhs.thousandths }
}
