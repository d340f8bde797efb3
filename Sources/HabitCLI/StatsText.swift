import HabitCore

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
        percent(statistics.score) + "   month " + points(change.month) + ", year "
          + points(change.year)),
      line(habit.measure == nil ? "Check-ins" : "Total", amount(statistics.total, habit)),
      line(
        "Done",
        "this week " + rate(rates.week) + " · month " + rate(rates.month) + " · year "
          + rate(rates.year) + " · all " + rate(rates.all)),
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
      habit.map { Display.safe($0.habit.name) + " " + percent($0.score) } ?? "-"
    }
    return [
      line("Today", "\(overall.today.done) of \(overall.today.due) due habits done"),
      line(
        "Perfect days",
        "\(overall.perfectDays) · best run \(overall.bestPerfectRun) · current run "
          + "\(overall.currentPerfectRun)"),
      line("Average score", overall.averageScore.map(percent) ?? "-"),
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
          + (width > 0 ? " " : "") + amount(month.value, habit))
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

  /// `65.6%`: a fraction as a percentage with one decimal.
  static func percent(_ fraction: Double) -> String {
    tenths(fraction * 100) + "%"
  }

  /// `+12.3` or `-4.0`: a change of a fraction in percentage points.
  static func points(_ change: Double) -> String {
    (change < 0 ? "-" : "+") + tenths(abs(change) * 100)
  }

  private static func rate(_ fraction: Double?) -> String {
    fraction.map { String(Int(($0 * 100).rounded())) + "%" } ?? "-"
  }

  private static func tenths(_ value: Double) -> String {
    let scaled = Int((value * 10).rounded())
    return "\(scaled / 10).\(abs(scaled % 10))"
  }

  private static func amount(_ value: Int64, _ habit: Habit) -> String {
    guard let measure = habit.measure else { return String(value) }
    let text = Amount(thousandths: value).description
    return measure.unit.isEmpty ? text : text + " " + Display.safe(measure.unit)
  }
}
