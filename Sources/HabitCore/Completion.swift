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
///
/// A reading is one reference to storage that never changes, so copying it (the overall heatmap
/// and the board copy readings for every day and habit) costs one retain, not one per field.
public struct Completion: Sendable {
  private let reading: Reading

  /// The habit.
  public var habit: Habit { reading.habit }
  /// Its check-ins.
  public var history: HabitHistory { reading.history }
  /// The stored marks it answers older days from, if any.
  public var stored: StoredMarks? { reading.stored }

  /// Reads a habit's history through its rules; days before the history can answer for (see
  /// `exactFrom`) are answered by `stored` where it covers them.
  public init(habit: Habit, history: HabitHistory, stored: StoredMarks? = nil) {
    reading = Reading(habit: habit, history: history, stored: stored)
  }

  /// How many days before a day its mark can depend on: a frequency's interval less one (Loop's
  /// rule: M days, a month's length, at most 31, for a monthly frequency) or the M days its
  /// amounts are summed over. Also how far past its last entry a habit's marks can reach.
  public static func lookBack(of habit: Habit) -> Int {
    guard let frequency = habit.schedule.frequency else { return 0 }
    let monthly = habit.measure == nil && (frequency.days == 30 || frequency.days == 31)
    return (monthly ? 31 : frequency.days) - 1
  }

  /// The first day whose mark the history alone gives exactly: the habit's start when the
  /// history reaches back to it, else `lookBack` days after the history's origin.
  public var exactFrom: Day { reading.exactFrom }

  /// Whether every day from `day` on is answered exactly, by the history or the stored marks.
  public func isExact(from day: Day) -> Bool {
    day >= reading.exactFrom
      || (reading.stored.map { $0.contains(day) && $0.last >= reading.exactFrom.adding(days: -1) }
        ?? false)
  }

  /// What a day counts as.
  public func mark(on day: Day) -> DayMark {
    if let stored = reading.storedAnswer(on: day) { return stored.mark(on: day) }
    return reading.mark(on: day)
  }

  /// Whether this is a reading of `habit` as it is now (same rules), compared in place: the
  /// board asks it on every lookup.
  public func reads(_ habit: Habit) -> Bool {
    reading.habit == habit
  }

  /// The amount recorded on the day itself (measurable habits), or nil.
  public func amount(on day: Day) -> Amount? {
    reading.history.amount(on: day)
  }

  /// The amount that is compared with the target on a day: the day's own, or the sum over the
  /// last M days (that day included) for a habit with a frequency.
  public func periodAmount(on day: Day) -> Amount {
    Amount(thousandths: reading.periodThousandths(on: day))
  }

  /// How far a measurable habit got towards its target on a day, 0...1; nil for yes/no habits.
  public func fraction(on day: Day) -> Double? {
    guard case .target(let target, let atMost, _) = reading.rule else { return nil }
    let amount = reading.periodThousandths(on: day)
    // 1 when met; else the share of an at-least target, 0 for at most.
    if reading.isMet(amount, target: target, atMost: atMost, on: day) { return 1 }
    return atMost ? 0 : Amount(thousandths: amount).value / Amount(thousandths: target).value
  }

  /// A measurable habit's heatmap level on a day (0...5, see `Measure.level`); nil for yes/no.
  public func level(on day: Day) -> Int? {
    if let stored = reading.storedAnswer(on: day) { return stored.level(on: day) }
    guard case .target(let target, let atMost, _) = reading.rule else { return nil }
    return Measure.level(
      reading.periodThousandths(on: day), target: target, atMost: atMost,
      recorded: reading.history.status(on: day) == .done)
  }
}

/// The storage of a `Completion`: the habit, its history, and what was worked out from them once.
private final class Reading: Sendable {
  let habit: Habit
  let history: HabitHistory
  /// The habit's rule, read once: `mark(on:)` runs for every day of every streak and heatmap,
  /// and reading it through `habit.measure` copies the unit's string each time.
  let rule: Rule
  /// The first day that counts.
  let start: Day
  /// Days inside a done-enough interval (yes/no habits with a frequency), by day number.
  let autoDays: DayFlags
  /// The marks kept by the store, for days before `exactFrom`.
  let stored: StoredMarks?
  /// The first day the history alone reads exactly.
  let exactFrom: Day
  /// Running totals of amounts in thousandths, `totals[i]` = sum over days before origin + i
  /// (measurable habits with a frequency).
  let totals: [Int64]

  /// How a day's entry counts.
  enum Rule {
    case yesNo
    /// A target in thousandths, met by at least (or at most) that amount; `days` is the period
    /// summed (1, or M of a frequency).
    case target(Int64, atMost: Bool, days: Int)
  }

  init(habit: Habit, history: HabitHistory, stored: StoredMarks?) {
    self.habit = habit
    self.history = history
    self.stored = stored
    exactFrom =
      history.origin <= habit.start
      ? habit.start : history.origin.adding(days: Completion.lookBack(of: habit))
    start = habit.start
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
    totals = frequency != nil && habit.measure != nil ? Self.runningTotals(history) : []
  }

  /// The stored marks when they answer for `day`: before `exactFrom`, inside their span.
  func storedAnswer(on day: Day) -> StoredMarks? {
    guard day < exactFrom, let stored, stored.contains(day) else { return nil }
    return stored
  }

  func mark(on day: Day) -> DayMark {
    guard day >= start else { return .none }
    let status = history.status(on: day)
    if status == .skipped { return .skipped }
    switch rule {
    case .yesNo:
      if status == .done { return .done }
      return autoDays.contains(day) ? .auto : .none
    case .target(let target, let atMost, _):
      return isMet(periodThousandths(on: day), target: target, atMost: atMost, on: day)
        ? .done : .none
    }
  }

  /// `Measure.isMet` on a day: "recorded" is whether the day has an amount.
  func isMet(_ amount: Int64, target: Int64, atMost: Bool, on day: Day) -> Bool {
    Measure.isMet(
      amount, target: target, atMost: atMost, recorded: history.status(on: day) == .done)
  }

  /// The day's amount, or the sum over the last M days with a frequency, in thousandths.
  func periodThousandths(on day: Day) -> Int64 {
    guard case .target(_, _, let days) = rule, days > 1, !totals.isEmpty else {
      return history.amount(on: day)?.thousandths ?? 0
    }
    return total(before: day.adding(days: 1)) - total(before: day.adding(days: 1 - days))
  }

  private func total(before day: Day) -> Int64 {
    let index = history.origin.distance(to: day)
    return totals[max(0, min(index, totals.count - 1))]
  }

  /// `totals[i]`: the amounts of the days before origin + i.
  private static func runningTotals(_ history: HabitHistory) -> [Int64] {
    var running: Int64 = 0
    var totals: [Int64] = [0]
    var day = history.origin
    while day < history.end {
      running += history.amount(on: day)?.thousandths ?? 0
      totals.append(running)
      day = day.adding(days: 1)
    }
    return totals
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

  /// An empty set.
  init() {}

  /// An empty set with room for every day from `lower` through `upper`.
  init(from lower: Day, through upper: Day) {
    first = lower.number
    flags = Array(repeating: false, count: max(0, lower.distance(to: upper) + 1))
  }

  /// Whether the day is in the set.
  func contains(_ day: Day) -> Bool {
    let index = day.number - first
    return index >= 0 && index < flags.count && flags[index]
  }

  /// Adds every day from `lower` through `upper`.
  mutating func insert(from lower: Day, through upper: Day) {
    guard lower <= upper else { return }
    if flags.isEmpty { first = lower.number }
    // Growing is only for sets made empty; `LoopIntervals` sizes its set once.
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
