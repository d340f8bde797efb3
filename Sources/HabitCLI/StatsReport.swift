import HabitCore
import HabitInterchange

/// The text and JSON of `stats` (shapes documented in the README).
enum StatsReport {
  /// `stats NAME --json`; `scores` are the days whose daily scores are listed (nil: none).
  static func habitJSON(_ statistics: HabitStatistics, scores: ClosedRange<Day>?) -> JSON {
    let habit = statistics.habit
    let change = statistics.scoreChange
    let daily = scores.map { range in
      stride(from: range.lowerBound.number, through: range.upperBound.number, by: 1).map {
        let day = Day(number: $0)
        return JSON.object([
          ("date", .string(day.iso)), ("score", .number(statistics.scores.score(on: day))),
        ])
      }
    }
    let rates = statistics.rates
    return .object([
      ("name", .string(habit.name)),
      ("kind", .string(habit.measure == nil ? "yes-no" : "measurable")),
      ("unit", .optional(habit.measure?.unit)),
      ("today", .string(statistics.today.iso)),
      ("score", .number(statistics.score)),
      ("scoreChange", .object([("month", .number(change.month)), ("year", .number(change.year))])),
      ("total", value(statistics.total, habit)),
      (
        "rates",
        .object([
          ("week", .optional(rates.week)), ("month", .optional(rates.month)),
          ("year", .optional(rates.year)), ("all", .optional(rates.all)),
        ])
      ),
      ("currentStreak", .int(statistics.currentStreak)),
      (
        "bestStreaks",
        .array(
          statistics.bestStreaks.map {
            .object([
              ("start", .string($0.start.iso)), ("end", .string($0.end.iso)),
              ("length", .int($0.length)),
            ])
          })
      ),
      ("scores", .array(daily ?? [])),
      (
        "counts",
        .object([
          ("weeks", periods(statistics.weeks, habit)),
          ("months", periods(statistics.months, habit)),
          ("years", periods(statistics.years, habit)),
        ])
      ),
      (
        "weekdays",
        .array(
          statistics.weekdays.map { month in
            .object([
              ("month", .string(String(month.month.iso.prefix(7)))),
              (
                "counts",
                .object(Weekday.allCases.map { ($0.shortName, .int(month.counts[$0.rawValue])) })
              ),
            ])
          })
      ),
    ])
  }

  /// `stats --json`.
  static func overallJSON(_ overall: OverallStatistics, today: Day) -> JSON {
    func scored(_ habit: OverallStatistics.Scored?) -> JSON {
      habit.map { .object([("name", .string($0.habit.name)), ("score", .number($0.score))]) }
        ?? .null
    }
    return .object([
      ("today", .string(today.iso)),
      ("doneToday", .int(overall.today.done)),
      ("dueToday", .int(overall.today.due)),
      ("perfectDays", .int(overall.perfectDays)),
      ("bestPerfectRun", .int(overall.bestPerfectRun)),
      ("currentPerfectRun", .int(overall.currentPerfectRun)),
      ("averageScore", .optional(overall.averageScore)),
      ("strongest", scored(overall.strongest)),
      ("weakest", scored(overall.weakest)),
      ("habits", .array(overall.scores.map { scored($0) })),
    ])
  }

  private static func value(_ total: Int64, _ habit: Habit) -> JSON {
    habit.measure == nil ? .int(Int(total)) : .amount(Amount(thousandths: total))
  }

  private static func periods(_ totals: [PeriodTotal], _ habit: Habit) -> JSON {
    .array(
      totals.map { .object([("start", .string($0.start.iso)), ("value", value($0.value, habit))]) })
  }
}
