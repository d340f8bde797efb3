import Foundation
import HabitCore

/// A measurable habit's target and kind, read back from the scores Loop exported beside its
/// values: Loop before 2.3 wrote neither into `Habits.csv`, but each day's score moves towards
/// that day's completion, which is the amount over its window against the target.
///
/// Each day bounds the completion (the scores are printed to four decimals), and so the target;
/// the simplest amount inside every bound (whole units first) is taken, and kept only when
/// Loop's rule with it gives every exported score back to within the printing's rounding.
enum LoopTargetReading {
  /// What was found: the target and whether it is an upper bound.
  struct Found: Equatable {
    var target: Amount
    var atMost: Bool
  }

  /// How the window's total was kept. Loop 2.0 added a day's amount as it entered the window
  /// but took the stored value away as it left, so each empty day (-1) leaving the window added
  /// a thousandth for good; Loop 2.1 fixed it. Its exported scores follow the rule it ran.
  enum Total: CaseIterable {
    case exact, leaking
  }

  /// How far a printed score may be from the score: half its last digit, and a margin for the
  /// arithmetic.
  static let tolerance = 0.00005 + 1e-9

  /// The target of a measurable habit with `values` (Loop's, by day) and `times` in `days`,
  /// given Loop's `scores` by day; nil when no target gives them back.
  static func target(values: [Day: Int64], scores: [Day: Double], times: Int, days: Int)
    -> Found?
  {
    let known = values.filter { $0.value != Int64(LoopMapping.unknown) }.keys
    guard let first = known.min(), let last = scores.keys.max(), first <= last else { return nil }
    guard let schedule = LoopMapping.schedule(numerator: times, denominator: days) else {
      return nil
    }
    let series = Series(
      values: values, scores: scores, first: first, last: last, schedule: schedule)
    for total in Total.allCases {
      for atMost in [false, true] {
        let sums = series.sums(total)
        guard let bounds = series.bounds(sums, atMost: atMost) else { continue }
        for candidate in candidates(in: bounds) where series.fits(sums, candidate, atMost: atMost) {
          return Found(target: Amount(thousandths: candidate), atMost: atMost)
        }
      }
    }
    return nil
  }

  /// Whole thousandths inside `bounds`, the simplest first: whole units, then tenths, then
  /// hundredths, then thousandths; of each, those nearest the middle of the bounds first (the
  /// lower bound when there is no upper one).
  static func candidates(in bounds: ClosedRange<Double>) -> [Int64] {
    let low = max(1, Int64(bounds.lowerBound.rounded(.up)))
    let high = Int64(min(bounds.upperBound, Double(Amount.maximum.thousandths)).rounded(.down))
    guard low <= high else { return [] }
    let middle = bounds.upperBound.isFinite ? (Double(low) + Double(high)) / 2 : Double(low)
    var found: [Int64] = []
    for step: Int64 in [1000, 100, 10, 1] {
      let lowest = (low + step - 1) / step
      let highest = high / step
      guard lowest <= highest else { continue }
      let nearest = min(max(Int64((middle / Double(step)).rounded()), lowest), highest)
      let near = (max(lowest, nearest - 10)...min(highest, nearest + 10)).sorted {
        abs($0 - nearest) < abs($1 - nearest)
      }
      found += near.map { $0 * step }.filter { !found.contains($0) }
    }
    return found
  }
}

/// One habit's days from its first known value through its last score, with Loop's rule.
private struct Series {
  let values: [Day: Int64]
  let scores: [Day: Double]
  let first: Day
  let last: Day
  let schedule: Schedule

  /// The days a window holds: M (a measurable habit's is never doubled).
  var window: Int { ScoreRule.frequency(of: schedule).days }
  /// The share of yesterday's score a day keeps.
  var multiplier: Double { rule(target: 0, atMost: false).multiplier }

  /// Loop's rule for the habit with a target.
  func rule(target: Int64, atMost: Bool) -> ScoreRule {
    ScoreRule(
      habit: Habit(
        uuid: "", name: "target", schedule: schedule, start: first,
        measure: Measure(
          unit: "", target: Amount(thousandths: target), type: atMost ? .atMost : .atLeast)))
  }

  /// The value of a day (nothing: -1).
  func value(_ day: Day) -> Int64 { values[day] ?? Int64(LoopMapping.unknown) }

  /// Whether a day keeps the score of the day before (a skip, since Loop 2.1).
  func isSkip(_ day: Day, _ total: LoopTargetReading.Total) -> Bool {
    total == .exact && value(day) == Int64(LoopMapping.skip)
  }

  /// The window's total of each day, in thousandths, as Loop kept it.
  func sums(_ total: LoopTargetReading.Total) -> [(day: Day, sum: Int64, skip: Bool)] {
    var result: [(day: Day, sum: Int64, skip: Bool)] = []
    var sum: Int64 = 0
    var day = first
    while day <= last {
      let entering = value(day)
      sum += isSkip(day, total) ? 0 : max(0, entering)
      let leaving = day.adding(days: -window)
      if leaving >= first {
        let left = value(leaving)
        sum -= total == .leaking ? left : (isSkip(leaving, total) ? 0 : max(0, left))
      }
      result.append((day, sum, isSkip(day, total)))
      day = day.adding(days: 1)
    }
    return result
  }

  /// The score before the first day: 1 for an at-most target, else 0.
  func initial(atMost: Bool) -> Double { atMost ? 1 : 0 }

  /// The targets (in thousandths) that every day's printed score allows, or nil for none.
  func bounds(_ sums: [(day: Day, sum: Int64, skip: Bool)], atMost: Bool) -> ClosedRange<Double>? {
    var low = 0.0
    var high = Double.infinity
    var before = initial(atMost: atMost)
    let margin = LoopTargetReading.tolerance
    for (day, sum, skip) in sums {
      guard let score = scores[day] else { return nil }
      defer { before = score }
      if skip { continue }
      // The completion the two printed scores allow.
      let lowest = (score - margin - (before + margin) * multiplier) / (1 - multiplier)
      let highest = (score + margin - (before - margin) * multiplier) / (1 - multiplier)
      let reached = Double(sum)
      guard let (from, to) = targets(reached, completion: lowest...highest, atMost: atMost) else {
        return nil
      }
      low = max(low, from)
      high = min(high, to)
      if low > high { return nil }
    }
    return low...high
  }

  /// The targets for which `reached` makes a completion inside `range`.
  private func targets(_ reached: Double, completion range: ClosedRange<Double>, atMost: Bool)
    -> (Double, Double)?
  {
    let (low, high) = (range.lowerBound, range.upperBound)
    if atMost {
      // completion = clamp(2 - reached / target, 0, 1), growing with the target.
      if reached <= 0 { return high >= 1 ? (0, .infinity) : nil }
      if high < 0 || low > 1 { return nil }
      let from = low > 0 ? reached / (2 - min(low, 1)) : 0
      let to = high < 1 ? reached / (2 - high) : .infinity
      return (from, to)
    }
    // completion = min(1, reached / target), shrinking as the target grows.
    if reached <= 0 { return low <= 0 ? (0, .infinity) : nil }
    if low > 1 || high < 0 { return nil }
    let from = high < 1 ? reached / high : 0
    let to = low > 0 ? reached / low : .infinity
    return (from, to)
  }

  /// Whether Loop's rule with `target` gives every printed score back.
  func fits(_ sums: [(day: Day, sum: Int64, skip: Bool)], _ target: Int64, atMost: Bool) -> Bool {
    let rule = rule(target: target, atMost: atMost)
    var score = initial(atMost: atMost)
    for (day, sum, skip) in sums {
      // Loop's own rule: a day with nothing recorded meets an at-most target.
      if !skip { score = rule.next(score, windowTotal: sum, recorded: true) }
      guard let printed = scores[day], abs(printed - score) <= LoopTargetReading.tolerance else {
        return false
      }
    }
    return true
  }
}
