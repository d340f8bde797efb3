/// Something earned once (milestone M11): a streak or check-in count reached, a habit's strength
/// above 80 % for the first time, the first perfect week. Always worked out from the history as
/// it is, so a back-filled day can earn one in the past and an uncheck can take one away.
public struct Achievement: Hashable, Sendable {
  /// What was earned.
  public enum Kind: Hashable, Sendable {
    /// A streak of this many done due days.
    case streak(Int)
    /// This many check-ins.
    case total(Int)
    /// The strength (Loop's score) above 80 % for the first time.
    case strength
    /// A week in which every habit due was done every day (all habits).
    case perfectWeek
  }

  /// The streak lengths that earn one.
  public static let streakMilestones = [7, 21, 30, 66, 100, 200, 365]
  /// The check-in counts that earn one.
  public static let totalMilestones = [10, 50, 100, 500, 1000]
  /// The score a habit must pass.
  public static let strongScore = 0.8

  /// What was earned.
  public let kind: Kind
  /// The habit (nil for a perfect week).
  public let habit: Habit?
  /// The day it was earned.
  public let day: Day

  /// Creates an achievement.
  public init(_ kind: Kind, habit: Habit?, day: Day) {
    self.kind = kind
    self.habit = habit
    self.day = day
  }

  /// What a habit has earned through `today`, in the order earned (streaks, then counts, then
  /// strength on the same day).
  public static func earned(
    by completion: Completion, scores: ScoreHistory, through today: Day, missing: Set<Day> = []
  ) -> [Achievement] {
    let habit = completion.habit
    var earned: [Achievement] = []
    var streaks = streakMilestones[...]
    for (day, run) in Streaks.doneDays(of: completion, through: today, missing: missing) {
      while let next = streaks.first, run >= next {
        earned.append(Achievement(.streak(next), habit: habit, day: day))
        streaks = streaks.dropFirst()
      }
    }
    var totals = totalMilestones[...]
    var count = 0
    var number = habit.start.number
    while number <= today.number, let next = totals.first {
      let day = Day(number: number)
      number += 1
      guard completion.entry(on: day).status == .done else { continue }
      count += 1
      if count == next {
        earned.append(Achievement(.total(next), habit: habit, day: day))
        totals = totals.dropFirst()
      }
    }
    // Passing 80 %, from below it: an at-most habit starts at full strength (as in Loop), which
    // earns nothing, least of all on its first day; only a rise after a fall does.
    if completion.firstEntry(through: today) != nil,
      let index = Array(zip([scores.initial] + scores.values, scores.values)).firstIndex(where: {
        $0.0 <= strongScore && $0.1 > strongScore
      })
    {
      earned.append(Achievement(.strength, habit: habit, day: scores.first.adding(days: index)))
    }
    return inOrder(earned)
  }

  /// The last day of the first perfect week through `today` (weeks by `weekStart`, whole ones,
  /// from the first that begins on or after the first habit's start): on every day of it each
  /// habit due and not skipped was done, and one was due at least.
  public static func firstPerfectWeek(
    _ completions: [Completion], through today: Day, weekStart: WeekStart,
    missing: Set<Day> = []
  ) -> Day? {
    guard let first = completions.map(\.habit.start).min() else { return nil }
    var week = weekStart.weekStart(containing: first)
    if week < first { week = week.adding(days: 7) }
    while week.adding(days: 6) <= today {
      var anyDue = false
      let perfect = (0..<7).map(week.adding(days:)).allSatisfy { day in
        guard !missing.contains(day) else { return true }
        let (done, due) = DayTally.of(completions, on: day)
        anyDue = anyDue || due > 0
        return done == due
      }
      if perfect && anyDue { return week.adding(days: 6) }
      week = week.adding(days: 7)
    }
    return nil
  }
}

extension Achievement.Kind {
  /// The achievement's name in `language`: `30-day streak`, `30일 연속`.
  public func title(_ language: Language) -> String {
    switch (self, language) {
    case (.streak(let days), .en): return "\(days)-day streak"
    case (.streak(let days), .ko): return "\(days)일 연속"
    case (.total(let count), .en): return "\(count) check-ins"
    case (.total(let count), .ko): return "체크인 \(count)회"
    case (.strength, .en): return "strength above 80%"
    case (.strength, .ko): return "습관 강도 80% 돌파"
    case (.perfectWeek, .en): return "first perfect week"
    case (.perfectWeek, .ko): return "첫 완벽한 한 주"
    }
  }

  /// The kind's word in JSON.
  public var word: String {
    switch self {
    case .streak: return "streak"
    case .total: return "total"
    case .strength: return "strength"
    case .perfectWeek: return "perfectWeek"
    }
  }

  /// The milestone's number (days, check-ins, percent), nil for a perfect week.
  public var value: Int? {
    switch self {
    case .streak(let days): return days
    case .total(let count): return count
    case .strength: return Int(Achievement.strongScore * 100)
    case .perfectWeek: return nil
    }
  }
}

extension Achievement {
  /// Everything earned by the habits through `today` (each habit's, then the first perfect week
  /// of all of them), oldest first; of the same day, in the habits' order.
  public static func all(
    _ completions: [Completion], through today: Day, weekStart: WeekStart,
    missing: Set<Day> = []
  ) -> [Achievement] {
    var all = completions.flatMap { completion in
      earned(
        by: completion, scores: ScoreHistory(of: completion, through: today), through: today,
        missing: missing)
    }
    if let day = firstPerfectWeek(
      completions, through: today, weekStart: weekStart, missing: missing)
    {
      all.append(Achievement(.perfectWeek, habit: nil, day: day))
    }
    // The habits' order, then the week, within one day.
    return inOrder(all)
  }

  /// `earned` by day, those of one day in the order given: the one order every reckoning of
  /// achievements (whole or resumed from a checkpoint) gives.
  static func inOrder(_ earned: [Achievement]) -> [Achievement] {
    earned.enumerated().sorted { ($0.element.day, $0.offset) < ($1.element.day, $1.offset) }
      .map(\.element)
  }
}

extension Achievement {
  /// A banner's or a line's words for what was earned at once: `독서: 7-day streak · 10
  /// check-ins · first perfect week` (`name` escapes the habit's name for where it goes).
  public static func announcement(
    _ earned: [Achievement], language: Language, name: (String) -> String
  ) -> String {
    let own = earned.filter { $0.habit != nil }
    let habitPart = own.first?.habit.map { habit in
      name(habit.name) + ": " + own.map { $0.kind.title(language) }.joined(separator: " · ")
    }
    let weekPart =
      earned.contains { $0.kind == .perfectWeek }
      ? Achievement.Kind.perfectWeek.title(language) : nil
    return [habitPart, weekPart].compactMap { $0 }.joined(separator: " · ")
  }
}
