import Foundation
import HabitCore

/// Loop Habit Tracker's own rules for a habit's strength and streaks, written here from its
/// published algorithm (its `ScoreList.recompute` and `StreakList.recompute`) apart from
/// HabitFlow's code, to hold HabitFlow's figures to where no Scores.csv is there to.
enum LoopRule {
  /// A measurable habit's target in units, and whether it is an upper bound.
  struct Target {
    var value: Double
    var atMost: Bool
  }

  /// Loop's score of each day from `first` through `last`, from Loop's stored values by day
  /// (2 done, 1 done by its rule, 0 not done, -1 nothing, 3 skipped; amounts in thousandths).
  /// `leaking`: Loop 2.0's window total, which took a day's stored value away as it left the
  /// window but added only what was not negative as it came in. `nothingMeetsAtMost`: Loop's
  /// reading of a day with nothing recorded under an at-most target; HabitFlow's (false) counts
  /// it as not done, the last day (still open) aside.
  static func scores(
    _ values: [Day: Int64], times: Int, days: Int, target: Target?, leaking: Bool = false,
    nothingMeetsAtMost: Bool = true, from first: Day, through last: Day
  ) -> [Day: Double] {
    let frequency = Double(times) / Double(days)
    let doubled = target == nil && frequency < 1
    let (needed, window) = doubled ? (2 * times, 2 * days) : (times, days)
    let multiplier = pow(0.5, frequency.squareRoot() / 13)
    var score = target?.atMost == true ? 1.0 : 0.0
    var rolling: Int64 = 0
    var result: [Day: Double] = [:]
    var day = first
    while day <= last {
      let value = values[day] ?? -1
      let left = values[day.adding(days: -window)] ?? -1
      let leftInside = day.adding(days: -window) >= first
      if let target {
        rolling += max(0, value)
        if leftInside { rolling -= leaking ? left : max(0, left) }
      } else {
        rolling += value == 2 ? 1 : 0
        if leftInside, left == 2 { rolling -= 1 }
      }
      if value != 3 || (leaking && target != nil) {
        let unmet = !nothingMeetsAtMost && target?.atMost == true && value == -1 && day != last
        let reached = unmet ? 0 : completion(rolling, needed: needed, target: target)
        score = score * multiplier + reached * (1 - multiplier)
      }
      result[day] = score
      day = day.adding(days: 1)
    }
    return result
  }

  private static func completion(_ rolling: Int64, needed: Int, target: Target?) -> Double {
    guard let target else { return min(1, Double(rolling) / Double(needed)) }
    let reached = Double(rolling) / 1000
    if target.atMost {
      if target.value <= 0 { return reached > 0 ? 0 : 1 }
      return min(1, max(0, 1 - (reached - target.value) / target.value))
    }
    return target.value > 0 ? min(1, reached / target.value) : 1
  }

  /// Loop's streaks of a yes/no habit from its computed values (done by hand, by its rule, or
  /// skipped: every value above 0 is in a streak), as (first day, last day, length), oldest first.
  static func streaks(_ values: [Day: Int64]) -> [(Day, Day, Int)] {
    var runs: [(Day, Day, Int)] = []
    for day in values.filter({ $0.value > 0 }).keys.sorted() {
      if let last = runs.last, last.1.adding(days: 1) == day {
        runs[runs.count - 1] = (last.0, day, last.2 + 1)
      } else {
        runs.append((day, day, 1))
      }
    }
    return runs
  }
}
