import HabitCore
import HabitInterchange

/// The text of `stats`: labelled lines, bars in plain characters (block glyphs are ambiguous in
/// width on East Asian terminals).
extension StatsReport {
  /// The months and weekday rows the text shows (the JSON has them all).
  static let shownMonths = 12

  /// `stats NAME`.
  static func habitText(_ statistics: HabitStatistics, style: Style) -> String {
    let habit = statistics.habit
    let change = statistics.scoreChange
    let rates = statistics.rates
    var lines = [
      Display.safe(habit.name) + " · " + habit.schedule.summary,
      line(
        "Strength",
        StatisticsText.percent(statistics.score) + "   month " + StatisticsText.points(change.month)
          + ", year "
          + StatisticsText.points(change.year)),
      line(
        habit.measure == nil ? "Check-ins" : "Total",
        StatisticsText.amount(statistics.total, of: habit)),
      line(
        "Done",
        "this week " + StatisticsText.rate(rates.week) + " · month "
          + StatisticsText.rate(rates.month) + " · year "
          + StatisticsText.rate(rates.year) + " · all " + StatisticsText.rate(rates.all)),
      line("Streak", "\(statistics.currentStreak) now"),
    ]
    for (index, run) in statistics.bestStreaks.enumerated() {
      let length = run.length == 1 ? "1 day" : "\(run.length) days"
      lines.append(
        line(
          index == 0 ? "Best streaks" : "",
          padRight(length, 10) + run.start.iso + " – "
            + run.end.iso))
    }
    lines += bars(statistics.months.suffix(shownMonths), habit: habit)
    lines += weekdayRows(statistics.weekdays.suffix(shownMonths))
    return lines.joined(separator: "\n")
  }

  /// `stats`.
  static func overallText(_ overall: OverallStatistics) -> String {
    func scored(_ habit: OverallStatistics.Scored?) -> String {
      habit.map { Display.safe($0.habit.name) + " " + StatisticsText.percent($0.score) } ?? "-"
    }
    return [
      line("Today", "\(overall.today.done) of \(overall.today.due) due habits done"),
      line(
        "Perfect days",
        "\(overall.perfectDays) · best run \(overall.bestPerfectRun) · current run "
          + "\(overall.currentPerfectRun)"),
      line("Average score", overall.averageScore.map(StatisticsText.percent) ?? "-"),
      line("Strongest", scored(overall.strongest)),
      line("Weakest", scored(overall.weakest)),
    ].joined(separator: "\n")
  }

  /// The last months as bars scaled to the largest.
  private static func bars(_ months: ArraySlice<PeriodTotal>, habit: Habit) -> [String] {
    let largest = max(1, months.map(\.value).max() ?? 1)
    return months.enumerated().map { index, month in
      let width = Int((Double(month.value) / Double(largest) * 20).rounded(.up))
      return line(
        index == 0 ? "Months" : "",
        String(month.start.iso.prefix(7)) + "  " + String(repeating: "#", count: width)
          + (width > 0 ? " " : "") + StatisticsText.amount(month.value, of: habit))
    }
  }

  /// Done days per weekday, a row per month.
  private static func weekdayRows(_ months: ArraySlice<MonthWeekdays>) -> [String] {
    guard !months.isEmpty else { return [] }
    let header = line(
      "Weekdays",
      "         " + Weekday.allCases.map { pad($0.label, 4) }.joined())
    return [header]
      + months.map { month in
        line(
          "",
          String(month.month.iso.prefix(7)) + "  "
            + month.counts.map { pad(String($0), 4) }.joined())
      }
  }

  private static func line(_ label: String, _ text: String) -> String {
    padRight(label, 15) + text
  }

  private static func padRight(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
