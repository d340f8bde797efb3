import HabitCore

/// `i`: the selected habit's statistics: its strength as a line chart, rates, history bars by
/// week or month, done days by weekday, the best streaks and what it earned. Scrolls when the
/// window is short; below 40 columns inside it shows the figures without the chart.
enum StatisticsPanel {
  /// The widest the screen grows.
  static let maxWidth = 78
  /// The chart's rows (four dot levels each).
  static let chartRows = 4
  /// The periods and months of weekday counts shown.
  static let shownPeriods = 8
  static let shownMonths = 6

  static func handle(_ key: Key, view: StatisticsView, _ model: inout Model) -> [Effect] {
    var next = view
    let last = dialog(model, view: view).maximumScroll(width: model.width, height: model.height)
    if let step = MainKeys.movement(key) {
      next.scroll = max(0, min(last, view.scroll + step))
    } else if key == .character(" ") {
      next.scroll = min(last, view.scroll + max(1, model.height - 6))
    } else if key == .character("w") || key == .character("m") {
      next.byMonth = key == .character("m")
    } else if [.escape, .character("i"), .character("q"), .enter].contains(key) {
      model.panel = .none
      return []
    }
    model.panel = .statistics(next)
    return []
  }

  static func dialog(_ model: Model, view: StatisticsView) -> Dialog {
    let words = model.words
    let title = words.pick("Statistics · ", "통계 · ") + Panels.name(view.habitID, model)
    let footer: [DialogItem] = [
      .hints(
        words.keys(
          ("w/m", "weeks/months", "주/월"), ("j/k", "scroll", "스크롤"), ("Esc", "close", "닫기")),
        .dim)
    ]
    guard let statistics = model.snapshot.statistics, statistics.habit.id == view.habitID else {
      return Dialog(
        title: title, body: [.text(words.pick("Reading…", "읽는 중…"), .dim)], footer: footer,
        maxWidth: maxWidth)
    }
    let inner = min(maxWidth, model.width) - 4
    var body = summary(statistics, words)
    if inner >= 40 { body += [.blank] + chart(statistics, width: inner, words) }
    if let measure = statistics.habit.measure {
      body += [.blank] + againstTarget(statistics, measure, width: inner, words)
    }
    body += [.blank] + bars(statistics, byMonth: view.byMonth, width: inner, words)
    body += [.blank] + weekdays(statistics, words)
    body += [.blank] + streaks(statistics, width: inner, words)
    body += [.blank] + earned(model.snapshot.achievements, words)
    return Dialog(title: title, body: body, footer: footer, scroll: view.scroll, maxWidth: maxWidth)
  }

  /// The strength and its changes, the rates, the counts.
  private static func summary(_ statistics: HabitStatistics, _ words: Words) -> [DialogItem] {
    let change = statistics.scoreChange
    let rates = statistics.rates
    let measure = statistics.habit.measure
    return [
      .text(
        words.pick("Strength ", "습관 강도 ") + StatisticsText.percent(statistics.score) + "  "
          + words.pick("month ", "한 달 ") + StatisticsText.points(change.month) + " · "
          + words.pick("year ", "1년 ") + StatisticsText.points(change.year)),
      .text(
        words.pick("Done: week ", "달성률: 이번 주 ") + StatisticsText.rate(rates.week) + " · "
          + words.pick("month ", "이번 달 ") + StatisticsText.rate(rates.month) + " · "
          + words.pick("year ", "올해 ") + StatisticsText.rate(rates.year) + " · "
          + words.pick("all ", "전체 ")
          + StatisticsText.rate(rates.all)),
      .text(
        (measure == nil ? words.pick("Check-ins ", "체크인 ") : words.pick("Total ", "합계 "))
          + StatisticsText.amount(statistics.total, of: statistics.habit) + " · "
          + words.pick("streak ", "연속 ") + "\(statistics.currentStreak)"
          + words.pick(" now", "일째")),
    ]
  }

  /// The score over the last 6 months (12 when wide), 0 to 100 %, months marked below.
  private static func chart(_ statistics: HabitStatistics, width: Int, _ words: Words)
    -> [DialogItem]
  {
    let days = width >= 70 ? 365 : 182
    let last = statistics.today
    let first = last.adding(days: 1 - days)
    // Before the habit's first scored day there is no strength to draw (an at-most habit's
    // starting 100 % would read as months kept).
    let scores = statistics.scores
    let values = (0..<days).map { offset -> Double? in
      let day = first.adding(days: offset)
      return day < scores.first ? nil : scores.score(on: day)
    }
    let columns = width - 5
    let rows = BrailleChart.rows(values, width: columns, height: chartRows)
    let labels = ["100%"] + Array(repeating: "    ", count: chartRows - 2) + ["  0%"]
    var months = Array(repeating: Character(" "), count: columns)
    for offset in 0..<days where first.adding(days: offset).components.day == 1 {
      let column = offset * columns / days
      let label = String(first.adding(days: offset).iso.dropFirst(5).prefix(2))
      guard column + 2 <= columns, months[column..<column + 2].allSatisfy({ $0 == " " }),
        column == 0 || months[column - 1] == " "
      else { continue }
      months.replaceSubrange(column..<column + 2, with: label)
    }
    return zip(labels, rows).map { .text($0 + " " + $1) }
      + [.text("     " + String(months), .dim)]
  }

  /// The last weeks' or months' check-ins (amounts) as bars.
  private static func bars(
    _ statistics: HabitStatistics, byMonth: Bool, width: Int, _ words: Words
  ) -> [DialogItem] {
    let periods = (byMonth ? statistics.months : statistics.weeks).suffix(shownPeriods)
    let largest = max(1, periods.map(\.value).max() ?? 1)
    let room = max(4, min(30, width - 22))
    let heading = byMonth ? words.pick("By month", "월별") : words.pick("By week", "주별")
    return [.text(heading, .bold)]
      + periods.map { period in
        let label =
          byMonth ? String(period.start.iso.prefix(7)) : String(period.start.iso.dropFirst(5))
        let filled = Int((Double(period.value) / Double(largest) * Double(room)).rounded(.up))
        return .text(
          label.padding(8) + String(repeating: "#", count: filled) + " "
            + StatisticsText.amount(period.value, of: statistics.habit))
      }
  }

  /// A measurable habit's last days against its target: a bar per day, `|` where the target is.
  private static func againstTarget(
    _ statistics: HabitStatistics, _ measure: Measure, width: Int, _ words: Words
  ) -> [DialogItem] {
    let days = statistics.recentAmounts.suffix(7)
    let target = measure.target.thousandths
    let largest = max(1, target, days.map(\.amount.thousandths).max() ?? 0)
    let room = max(4, min(30, width - 22))
    let mark = Int(Double(target) / Double(largest) * Double(room - 1))
    let side =
      measure.type == .atMost ? words.pick("at most ", "최대 ") : words.pick("at least ", "최소 ")
    let heading =
      words.pick("Last 7 days against the target (", "최근 7일과 목표 (") + side
      + StatisticsText.amount(target, of: statistics.habit) + ")"
    return [.text(heading, .bold)]
      + days.map { day, value in
        let filled = Int(Double(value.thousandths) / Double(largest) * Double(room))
        var bar = Array(String(repeating: "#", count: filled).padding(room))
        bar[mark] = "|"
        return .text(
          String(day.iso.dropFirst(5)).padding(8) + String(bar) + " "
            + StatisticsText.amount(value.thousandths, of: statistics.habit))
      }
  }

  /// Done days per weekday over the last months, Monday first.
  private static func weekdays(_ statistics: HabitStatistics, _ words: Words) -> [DialogItem] {
    let header =
      "        "
      + Weekday.allCases.map { words.pick($0.label, $0.koreanLabel).leftPadded(4) }.joined()
    return [.text(words.pick("Done by weekday", "요일별 달성"), .bold), .text(header, .dim)]
      + statistics.weekdays.suffix(shownMonths).map { month in
        .text(
          String(month.month.iso.prefix(7)).padding(8)
            + month.counts.map { String($0).leftPadded(4) }.joined())
      }
  }

  /// The best streaks as bars in proportion to the longest, with their dates.
  private static func streaks(_ statistics: HabitStatistics, width: Int, _ words: Words)
    -> [DialogItem]
  {
    let best = statistics.bestStreaks.prefix(5)
    guard let longest = best.first?.length else {
      return [.text(words.pick("Best streaks", "최고 연속 기록"), .bold), .text("-", .dim)]
    }
    let room = max(4, min(20, width - 34))
    return [.text(words.pick("Best streaks", "최고 연속 기록"), .bold)]
      + best.map { run in
        let filled = max(1, run.length * room / longest)
        return .text(
          String(run.length).leftPadded(4) + " "
            + String(repeating: "#", count: filled).padding(room)
            + " " + run.start.iso + " – " + run.end.iso)
      }
  }

  /// What the habit earned, oldest first.
  private static func earned(_ achievements: [Achievement], _ words: Words) -> [DialogItem] {
    let title = DialogItem.text(words.pick("Achievements", "업적"), .bold)
    guard !achievements.isEmpty else {
      return [title, .text(words.pick("None yet", "아직 없어요"), .dim)]
    }
    return [title] + achievements.map { .text($0.day.iso + "  " + $0.kind.title(words.language)) }
  }
}

extension String {
  /// The text followed by spaces up to `width` columns.
  fileprivate func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - TerminalText.width(self)))
  }

  /// Spaces and then the text, `width` columns in all.
  fileprivate func leftPadded(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - TerminalText.width(self))) + self
  }
}

extension Weekday {
  /// The one-syllable Korean name (`월` ... `일`).
  fileprivate var koreanLabel: String { ["월", "화", "수", "목", "금", "토", "일"][rawValue] }
}
