/// A habit's statistics as of a day: its strength (Loop's score), totals, completion rates, best
/// streaks, and its days grouped by week, month, year and weekday. Every figure is defined in
/// the README (Statistics).
public struct HabitStatistics: Sendable {
  /// The habit.
  public let habit: Habit
  /// The day the figures are as of.
  public let today: Day
  /// The score of every day from the first scored one through today.
  public let scores: ScoreHistory
  /// Check-ins (yes/no), or the amounts recorded in thousandths (measurable), through today.
  public let total: Int64
  /// The share of due days done this week, month and year and since the start.
  public let rates: Rates
  /// Every streak through today, oldest first.
  public let streaks: [StreakRun]
  /// The streak going on today (as `list` shows it).
  public let currentStreak: Int
  /// Per week, month and year from the first scored day's: check-ins (yes/no) or amounts in
  /// thousandths (measurable).
  public let weeks: [PeriodTotal]
  public let months: [PeriodTotal]
  public let years: [PeriodTotal]
  /// Per month from the first scored day's: the done days on each weekday, Monday first.
  public let weekdays: [MonthWeekdays]
  /// A measurable habit's amount compared with its target on each of the last 14 days through
  /// today, oldest first (the last M days' sum with a frequency); empty for a yes/no habit.
  public let recentAmounts: [(day: Day, amount: Amount)]

  /// The days `recentAmounts` covers.
  public static let recentDays = 14

  /// The score today.
  public var score: Double { scores.score(on: today) }

  /// How much the score moved since 30 days ago (`month`) and 365 days ago (`year`).
  public var scoreChange: (month: Double, year: Double) {
    (
      score - scores.score(on: today.adding(days: -30)),
      score - scores.score(on: today.adding(days: -365))
    )
  }

  /// The ten longest streaks, longest first (of equal ones the more recent first).
  public var bestStreaks: [StreakRun] { Streaks.best(streaks) }

  /// The statistics of a habit read through its rules, its whole history at hand.
  public init(
    of completion: Completion, today: Day, weekStart: WeekStart, missing: Set<Day> = []
  ) {
    habit = completion.habit
    self.today = today
    scores = ScoreHistory(of: completion, through: today)
    streaks = Streaks.runs(of: completion, through: today, missing: missing)
    currentStreak = Streaks.summary(of: completion, today: today, missing: missing).current
    rates = Rates(of: completion, today: today, weekStart: weekStart, missing: missing)
    var groups = DayGroups(weekStart: weekStart)
    let rule = ScoreRule(habit: habit)
    var total: Int64 = 0
    if scores.first <= today {
      for number in scores.first.number...today.number {
        let day = Day(number: number)
        // What the score's windows count: a check-in, or the day's amount.
        let (status, amount) = completion.entry(on: day)
        let counted = ScoreHistory.counted(status, amount: amount, rule: rule)
        total += counted
        groups.add(counted, on: day, done: completion.mark(on: day) == .done)
      }
    }
    self.total = total
    recentAmounts = Self.recentAmounts(of: completion, through: today)
    weeks = groups.weeks
    months = groups.months
    years = groups.years
    weekdays = groups.weekdays
  }
}

extension HabitStatistics {
  /// `recentAmounts` of a habit read through its rules.
  fileprivate static func recentAmounts(of completion: Completion, through today: Day)
    -> [(day: Day, amount: Amount)]
  {
    guard completion.habit.measure != nil else { return [] }
    return (0..<recentDays).reversed().map { back in
      let day = today.adding(days: -back)
      return (day, day < completion.habit.start ? .zero : completion.periodAmount(on: day))
    }
  }
}

/// The share of due days done over a span: done (or auto-done) due days over those done or
/// missed; skipped days and today while it is open count neither way. Nil without such a day.
public struct Rates: Hashable, Sendable {
  /// Since the first day of this week (by the week-start setting).
  public let week: Double?
  /// Since the first of this month.
  public let month: Double?
  /// Since January 1.
  public let year: Double?
  /// Since the habit's start.
  public let all: Double?

  /// The rates of a habit as of `today`.
  public init(of completion: Completion, today: Day, weekStart: WeekStart, missing: Set<Day>) {
    func rate(from first: Day) -> Double? {
      var done = 0
      var counted = 0
      let habit = completion.habit
      var number = max(first, habit.start).number
      while number <= today.number {
        let day = Day(number: number)
        number += 1
        guard habit.isDue(day, missing: missing) else { continue }
        let mark = completion.mark(on: day)
        if mark.isDone {
          done += 1
          counted += 1
        } else if mark == .none && day != today {
          counted += 1
        }
      }
      return counted == 0 ? nil : Double(done) / Double(counted)
    }
    week = rate(from: weekStart.weekStart(containing: today))
    month = rate(from: today.firstOfMonth)
    year = rate(from: today.firstOfYear)
    all = rate(from: completion.habit.start)
  }
}

/// A total over one week, month or year, from its first day.
public struct PeriodTotal: Hashable, Sendable {
  /// The period's first day.
  public let start: Day
  /// Check-ins, or amounts in thousandths.
  public var value: Int64
}

/// A month's done days by weekday.
public struct MonthWeekdays: Hashable, Sendable {
  /// The first of the month.
  public let month: Day
  /// Done days on each weekday, Monday first.
  public var counts: [Int]
}

/// Days gathered into their weeks, months and years (every period from the first day's through
/// the last day's, empty ones included) and their months' weekdays.
private struct DayGroups {
  var weeks: [PeriodTotal] = []
  var months: [PeriodTotal] = []
  var years: [PeriodTotal] = []
  var weekdays: [MonthWeekdays] = []
  let weekStart: WeekStart

  mutating func add(_ value: Int64, on day: Day, done: Bool) {
    Self.add(value, to: &weeks, start: weekStart.weekStart(containing: day))
    Self.add(value, to: &months, start: day.firstOfMonth)
    Self.add(value, to: &years, start: day.firstOfYear)
    if weekdays.last?.month != day.firstOfMonth {
      weekdays.append(MonthWeekdays(month: day.firstOfMonth, counts: Array(repeating: 0, count: 7)))
    }
    if done { weekdays[weekdays.count - 1].counts[day.weekday.rawValue] += 1 }
  }

  private static func add(_ value: Int64, to periods: inout [PeriodTotal], start: Day) {
    if periods.last?.start != start { periods.append(PeriodTotal(start: start, value: 0)) }
    periods[periods.count - 1].value += value
  }
}
