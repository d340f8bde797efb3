/// Whether a measurable habit aims to reach its target or to stay under it.
public enum TargetType: String, Hashable, Sendable, CaseIterable {
  /// Done when the amount is at least the target (water, pages).
  case atLeast = "at-least"
  /// Done when a recorded amount is at most the target (coffee, minutes of scrolling).
  case atMost = "at-most"
}

/// What makes a habit measurable: a unit, a target, and which side of the target counts.
public struct Measure: Hashable, Sendable {
  /// The longest unit, in characters.
  public static let maximumUnitLength = 20

  /// The unit shown after amounts (may be empty).
  public var unit: String
  /// The amount to reach (or stay under) per period.
  public var target: Amount
  /// At least or at most.
  public var type: TargetType

  /// Creates a measure.
  public init(unit: String = "", target: Amount, type: TargetType = .atLeast) {
    self.unit = unit
    self.target = target
    self.type = type
  }

  /// Whether `amount` over a period meets the target; `recorded` tells whether the day has an
  /// amount, which an at-most target needs (nothing recorded is not "stayed under"), and so does
  /// a target of 0 (a day with nothing recorded is not done).
  public func isMet(by amount: Amount, recorded: Bool) -> Bool {
    Self.isMet(
      amount.thousandths, target: target.thousandths, atMost: type == .atMost, recorded: recorded)
  }

  /// `isMet(by:recorded:)` in thousandths, for readings that keep no `Measure` at hand.
  static func isMet(_ amount: Int64, target: Int64, atMost: Bool, recorded: Bool) -> Bool {
    atMost ? recorded && amount <= target : amount >= target && (target > 0 || recorded)
  }

  /// The six-step heatmap level of `amount`, in exact integers: 0 nothing, 1 under 1/4 of the
  /// target, 2 under 1/2, 3 under 3/4, 4 under all of it, 5 met. An at-most target is met (5) or
  /// not (0).
  public func level(of amount: Amount, recorded: Bool) -> Int {
    Self.level(
      amount.thousandths, target: target.thousandths, atMost: type == .atMost, recorded: recorded)
  }

  /// `level(of:recorded:)` in thousandths.
  static func level(_ amount: Int64, target: Int64, atMost: Bool, recorded: Bool) -> Int {
    if isMet(amount, target: target, atMost: atMost, recorded: recorded) { return 5 }
    guard !atMost, amount > 0, target > 0 else { return 0 }
    // amount / target < k / 4  <=>  4 * amount < k * target; amounts are at most 10^12, so the
    // products fit in 64 bits.
    return min(4, 1 + Int(4 * amount / target))
  }

}
