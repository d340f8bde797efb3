/// The overall picture of every habit as of a day: done today, perfect days, average strength,
/// the strongest and the weakest habit. Defined in the README (Statistics).
public struct OverallStatistics: Sendable {
  /// A habit with its score today.
  public struct Scored: Sendable {
    /// The habit.
    public let habit: Habit
    /// Its score today (0...1).
    public let score: Double
  }

  /// Habits due today (not skipped) and how many of them are done.
  public let today: (done: Int, due: Int)
  /// Days on which every habit due (and not skipped) was done; days with none due do not count.
  public let perfectDays: Int
  /// The longest run of perfect days (a day with no habit due neither adds nor breaks).
  public let bestPerfectRun: Int
  /// The run of perfect days going on (today counts once it is perfect; while open it breaks
  /// nothing).
  public let currentPerfectRun: Int
  /// Every started habit's score today, in the order given.
  public let scores: [Scored]

  /// The mean of the scores today; nil without habits.
  public var averageScore: Double? {
    scores.isEmpty ? nil : scores.map(\.score).reduce(0, +) / Double(scores.count)
  }

  /// The habit with the highest score (the first of equal ones); nil without habits.
  public var strongest: Scored? {
    scores.reduce(nil) { best, next in best.map { $0.score >= next.score ? $0 : next } ?? next }
  }

  /// The habit with the lowest score (the first of equal ones); nil without habits.
  public var weakest: Scored? {
    scores.reduce(nil) { worst, next in worst.map { $0.score <= next.score ? $0 : next } ?? next }
  }

  /// The statistics of habits read through their rules, their whole histories at hand.
  public init(of completions: [Completion], today: Day, missing: Set<Day> = []) {
    // A habit not started yet has no score to count.
    scores = completions.filter { $0.habit.start <= today }.map {
      Scored(
        habit: $0.habit,
        score: ScoreHistory(of: $0, through: today).score(on: today))
    }
    var perfect = 0
    var run = 0
    var best = 0
    var todayCount = (done: 0, due: 0)
    let first = completions.map(\.habit.start).min() ?? today
    var number = first.number
    while number <= today.number {
      let day = Day(number: number)
      number += 1
      guard !missing.contains(day) else { continue }
      let (done, due) = DayTally.of(completions, on: day)
      if day == today { todayCount = (done, due) }
      guard due > 0, done == due else {
        if day != today && due > 0 { run = 0 }
        continue
      }
      perfect += 1
      run += 1
      best = max(best, run)
    }
    self.today = todayCount
    perfectDays = perfect
    bestPerfectRun = best
    currentPerfectRun = run
  }
}

/// The one reckoning of a day across habits, for today's count, perfect days and perfect weeks.
public enum DayTally {
  /// How many of the habits are due on `day` and not skipped, and how many of those are done
  /// (checked, auto-done or the target met). Counted in place: it runs for every day of every
  /// habit.
  public static func of(_ completions: [Completion], on day: Day) -> (done: Int, due: Int) {
    var due = 0
    var done = 0
    for completion in completions where completion.habit.isDue(day) {
      let mark = completion.mark(on: day)
      guard mark != .skipped else { continue }
      due += 1
      if mark.isDone { done += 1 }
    }
    return (done, due)
  }
}
