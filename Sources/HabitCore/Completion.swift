/// What a day counts as for a habit once its frequency and target are applied.
public enum DayMark: String, Hashable, Sendable {
  /// Checked in (yes/no), or the target met (measurable).
  case done
  /// Not checked, but inside a window already done enough ("N times in M days").
  case auto
  /// Skipped: neither adds to nor breaks a streak.
  case skipped
  /// Nothing that counts.
  case none

  /// Whether the day counts as done (checked or auto).
  public var isDone: Bool { self == .done || self == .auto }
}

/// A habit's days read through its rules: Loop's intervals for "N times in M days", the target of
/// a measurable habit over its period (one day, or the last M days of a frequency).
public struct Completion: Sendable {
  /// The habit.
  public let habit: Habit
  /// Its check-ins.
  public let history: HabitHistory
  /// Days inside a done-enough interval (yes/no habits with a frequency), by day number.
  private let autoDays: DayFlags
  /// Running totals of amounts in thousandths, `totals[i]` = sum over days before origin + i
  /// (measurable habits with a frequency).
  private let totals: [Int64]
  /// The habit's rule, read once: `mark(on:)` runs for every day of every streak and heatmap,
  /// and reading it through `habit.measure` copies the unit's string each time.
  private let rule: Rule

  /// How a day's entry counts.
  private enum Rule {
    case yesNo
    /// A target in thousandths, met by at least (or at most) that amount; `days` is the period
    /// summed (1, or M of a frequency).
    case target(Int64, atMost: Bool, days: Int)
  }

  /// Reads a habit's history through its rules.
  public init(habit: Habit, history: HabitHistory) {
    self.habit = habit
    self.history = history
    let frequency = habit.schedule.frequency
    rule =
      habit.measure.map {
        .target($0.target.thousandths, atMost: $0.type == .atMost, days: frequency?.days ?? 1)
      } ?? .yesNo
    if let frequency, habit.measure == nil {
      autoDays = LoopIntervals.autoDays(checked: Self.checkedDays(history), frequency: frequency)
    } else {
      autoDays = DayFlags()
    }
    if frequency != nil, habit.measure != nil {
      var running: Int64 = 0
      var totals: [Int64] = [0]
      var day = history.origin
      while day < history.end {
        running += history.amount(on: day)?.thousandths ?? 0
        totals.append(running)
        day = day.adding(days: 1)
      }
      self.totals = totals
    } else {
      totals = []
    }
  }

  /// What a day counts as.
  public func mark(on day: Day) -> DayMark {
    guard day >= habit.start else { return .none }
    let status = history.status(on: day)
    if status == .skipped { return .skipped }
    switch rule {
    case .yesNo:
      if status == .done { return .done }
      return autoDays.contains(day) ? .auto : .none
    case .target(let target, let atMost, let days):
      // The same test as `Measure.isMet`: an at-most target needs something recorded.
      let amount = days == 1 ? dayThousandths(day) : periodAmount(on: day).thousandths
      let met = atMost ? status == .done && amount <= target : amount >= target
      return met ? .done : .none
    }
  }

  /// The day's own amount in thousandths (0 when nothing is recorded).
  private func dayThousandths(_ day: Day) -> Int64 {
    history.amount(on: day)?.thousandths ?? 0
  }

  /// The amount recorded on the day itself (measurable habits), or nil.
  public func amount(on day: Day) -> Amount? {
    history.amount(on: day)
  }

  /// The amount that is compared with the target on a day: the day's own, or the sum over the
  /// last M days (that day included) for a habit with a frequency.
  public func periodAmount(on day: Day) -> Amount {
    guard let frequency = habit.schedule.frequency, !totals.isEmpty else {
      return history.amount(on: day) ?? .zero
    }
    return Amount(
      thousandths: total(before: day.adding(days: 1))
        - total(before: day.adding(days: -frequency.days + 1)))
  }

  /// How far a measurable habit got towards its target on a day, 0...1; nil for yes/no habits.
  public func fraction(on day: Day) -> Double? {
    guard let measure = habit.measure else { return nil }
    return measure.fraction(of: periodAmount(on: day), recorded: history.status(on: day) == .done)
  }

  private func total(before day: Day) -> Int64 {
    let index = history.origin.distance(to: day)
    return totals[max(0, min(index, totals.count - 1))]
  }

  /// The checked days (skips and amounts aside), newest first.
  private static func checkedDays(_ history: HabitHistory) -> [Day] {
    var days: [Day] = []
    var day = history.end.adding(days: -1)
    while day >= history.origin {
      if history.status(on: day) == .done { days.append(day) }
      day = day.adding(days: -1)
    }
    return days
  }
}

/// A set of days kept as flags over one span of day numbers.
struct DayFlags: Sendable {
  private var first = 0
  private var flags: [Bool] = []

  /// Whether the day is in the set.
  func contains(_ day: Day) -> Bool {
    let index = day.number - first
    return index >= 0 && index < flags.count && flags[index]
  }

  /// Adds every day from `lower` through `upper`.
  mutating func insert(from lower: Day, through upper: Day) {
    guard lower <= upper else { return }
    if flags.isEmpty { first = lower.number }
    if lower.number < first {
      flags.insert(contentsOf: repeatElement(false, count: first - lower.number), at: 0)
      first = lower.number
    }
    let last = upper.number - first
    if last >= flags.count {
      flags.append(contentsOf: repeatElement(false, count: last - flags.count + 1))
    }
    for index in (lower.number - first)...last { flags[index] = true }
  }
}
