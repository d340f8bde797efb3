import Foundation

/// How Loop Habit Tracker's habit strength moves for one habit: each day the score steps towards
/// that day's completion `c` as `S = S_prev * m + c * (1 - m)`.
public struct ScoreRule: Hashable, Sendable {
  /// The share of yesterday's score a day keeps: `0.5 ^ (sqrt(f) / 13)`, f the frequency.
  public let multiplier: Double
  /// The days a day's completion looks at, that day included (M, doubled for a yes/no habit
  /// due less than daily).
  public let window: Int
  /// The check-ins the window needs for a full step (N, doubled with the window).
  public let needed: Int
  /// The target of a measurable habit (nil: yes/no).
  public let measure: Measure?
  /// A measurable habit's target over the window, in thousandths: a frequency's target is per M
  /// days already; a calendar schedule's is per due day, so the window holds one per due day in
  /// it (k for k weekdays in 7, one every N days, one a day).
  public let windowTarget: Int64

  /// The rule of a habit, from its schedule (daily 1 in 1, N in M days, every N days 1 in N,
  /// k weekdays k in 7) and its measure.
  public init(habit: Habit) {
    let (times, days) = Self.frequency(of: habit.schedule)
    multiplier = pow(0.5, (Double(times) / Double(days)).squareRoot() / 13)
    measure = habit.measure
    // Below daily a yes/no habit looks at twice the window (a weekly habit done on another
    // weekday each week still counts as kept).
    let doubled = habit.measure == nil && times < days
    window = doubled ? 2 * days : days
    needed = doubled ? 2 * times : times
    let target = habit.measure?.target.thousandths ?? 0
    windowTarget = habit.schedule.frequency == nil ? target * Int64(times) : target
  }

  /// A schedule as N times in M days.
  public static func frequency(of schedule: Schedule) -> (times: Int, days: Int) {
    switch schedule {
    case .daily: return (1, 1)
    case .frequency(let frequency): return (frequency.times, frequency.days)
    case .every(let days): return (1, days)
    case .weekdays(let set): return (set.days.count, 7)
    // Never due: any check-in in a year keeps the strength, as little as a schedule asks.
    case .tracked: return (1, Frequency.maximumDays)
    }
  }

  /// The score after a day that is not skipped, from the day before's and the day's window.
  /// `recorded`: whether the day itself has a check-in or an amount (or is not due). An at-most
  /// target is not met on a due day with nothing recorded, as the done rates count it. (Loop
  /// counts such a day as met: its own rule, which reading Loop's files follows, passes `true`.)
  public func next(_ score: Double, windowTotal total: Int64, recorded: Bool) -> Double {
    let reached = measure?.type == .atMost && !recorded ? 0 : completion(windowTotal: total)
    return score * multiplier + reached * (1 - multiplier)
  }

  /// The score a habit starts from before its first day: 1 for an at-most target, else 0.
  public var initial: Double { measure?.type == .atMost ? 1 : 0 }

  /// A day's completion from what its window holds: the check-ins (yes/no) or the amounts'
  /// total in thousandths (measurable).
  public func completion(windowTotal total: Int64) -> Double {
    guard let measure else { return min(1, Double(total) / Double(needed)) }
    let target = Double(windowTarget)
    let reached = Double(total)
    switch measure.type {
    case .atLeast:
      return target == 0 ? 1 : min(1, reached / target)
    case .atMost:
      if target == 0 { return total == 0 ? 1 : 0 }
      return max(0, min(1, 1 - (reached - target) / target))
    }
  }
}

/// A habit's score on each day from its first scored day through a last one.
public struct ScoreHistory: Hashable, Sendable {
  /// The first day scored: the habit's first entry's, or its start without entries.
  public let first: Day
  /// One score a day from `first` on, each in 0...1.
  public let values: [Double]
  /// The score before `first` (see `ScoreRule.initial`).
  public let initial: Double

  /// The last day scored (the day before `first` when nothing was scored).
  public var last: Day { first.adding(days: values.count - 1) }

  /// The score on `day`: `initial` before `first`, the last value after `last`.
  public func score(on day: Day) -> Double {
    let index = first.distance(to: day)
    guard index >= 0, let final = values.last else { return initial }
    return index < values.count ? values[index] : final
  }

  /// The scores of `habit` from its first entry (or start) through `last`, by `ScoreRule`: a
  /// skipped day keeps the score of the day before; a day without an entry counts nothing (for
  /// an at-most target too: nothing recorded is not done, once the day is over: `last`, today,
  /// is still open).
  public init(of habit: Habit, history: HabitHistory, through last: Day) {
    self.init(of: Completion(habit: habit, history: history), through: last)
  }

  /// The scores of a habit read through its rules: from its whole history, or (a yes/no habit)
  /// from its marks where the history does not reach, the stored marks telling check-ins and
  /// skips apart as exactly as the entries (see `Completion.entry(on:)`).
  public init(of completion: Completion, through last: Day) {
    let rule = ScoreRule(habit: completion.habit)
    initial = rule.initial
    first = completion.firstEntry(through: last) ?? completion.habit.start
    guard first <= last else {
      values = []
      return
    }
    var window = SlidingTotal(length: rule.window)
    var score = rule.initial
    var values: [Double] = []
    values.reserveCapacity(first.distance(to: last) + 1)
    for number in first.number...last.number {
      let day = Day(number: number)
      let (status, amount) = completion.entry(on: day)
      window.push(Self.counted(status, amount: amount, rule: rule))
      if status != .skipped {
        // Only a due day that is over can fall short: a weekday habit's weekend, or today still
        // open, is not "nothing recorded" (the done rates leave today out until it is over).
        let recorded = status == .done || !completion.habit.isDue(day) || number == last.number
        score = rule.next(score, windowTotal: window.total, recorded: recorded)
      }
      values.append(score)
    }
    self.values = values
  }

  /// What a day adds to its windows: 1 for a check-in (yes/no), its amount in thousandths
  /// (measurable), nothing when skipped or without an entry.
  static func counted(_ status: EntryStatus?, amount: Amount?, rule: ScoreRule) -> Int64 {
    guard status == .done else { return 0 }
    return rule.measure == nil ? 1 : amount?.thousandths ?? 0
  }
}

extension Completion {
  /// Whether the history holds every entry from the habit's start: the statistics of a
  /// measurable habit need it (its amounts are not in the stored marks).
  public var hasWholeHistory: Bool { history.origin <= habit.start }

  /// A day's entry as the statistics count it: from the history where it reaches, else from
  /// the marks, which for a yes/no habit are done exactly on its check-ins and skipped on its
  /// skips (auto days have no entry). A measurable habit is read from its whole history.
  public func entry(on day: Day) -> (status: EntryStatus?, amount: Amount?) {
    if hasWholeHistory || day >= history.origin {
      return (history.status(on: day), history.amount(on: day))
    }
    precondition(habit.measure == nil, "a measurable habit's statistics need its whole history")
    switch mark(on: day) {
    case .done: return (.done, nil)
    case .skipped: return (.skipped, nil)
    case .auto, .none: return (nil, nil)
    }
  }

  /// The first day with an entry, through `last`; nil without one.
  public func firstEntry(through last: Day) -> Day? {
    if hasWholeHistory {
      // A habit can start after `last` (planned ahead, or `--now` before an import's day).
      let end = min(history.end.number, last.number + 1)
      guard history.origin.number < end else { return nil }
      return (history.origin.number..<end).first {
        history.status(on: Day(number: $0)) != nil
      }.map(Day.init(number:))
    }
    guard habit.start <= last else { return nil }
    return (habit.start.number...last.number).lazy.map(Day.init(number:)).first {
      entry(on: $0).status != nil
    }
  }
}

/// The total of the last `length` values pushed, kept exactly (integers) as the window slides.
struct SlidingTotal {
  private var ring: [Int64]
  private var next = 0
  private(set) var total: Int64 = 0

  init(length: Int) {
    ring = Array(repeating: 0, count: max(1, length))
  }

  /// A window of `length` holding `values` (oldest first), as if they were pushed in turn.
  init(values: [Int64], length: Int) {
    self.init(length: length)
    for value in values.suffix(length) { push(value) }
  }

  /// The values the window holds, oldest first.
  var values: [Int64] { Array(ring[next...] + ring[..<next]) }

  /// Adds a value, dropping the one that left the window.
  mutating func push(_ value: Int64) {
    total += value - ring[next]
    ring[next] = value
    next = (next + 1) % ring.count
  }
}
