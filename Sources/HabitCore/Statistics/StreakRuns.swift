/// A streak: a run of done due days, from its first to its last done day.
public struct StreakRun: Hashable, Sendable {
  /// The first done day.
  public let start: Day
  /// The last done day.
  public let end: Day
  /// How many done due days it holds (skipped days inside add nothing).
  public let length: Int

  /// Creates a run.
  public init(start: Day, end: Day, length: Int) {
    self.start = start
    self.end = end
    self.length = length
  }
}

extension Streaks {
  /// Every streak of a habit through `today`, oldest first, by the rules of `summary`: a done
  /// (or auto-done) due day adds one, a skip neither adds nor breaks, any other due day breaks,
  /// except today while it is still open. The last one may be the current streak.
  public static func runs(of completion: Completion, through today: Day, missing: Set<Day> = [])
    -> [StreakRun]
  {
    var runs: [StreakRun] = []
    for (day, run) in doneDays(of: completion, through: today, missing: missing) {
      if run == 1 {
        runs.append(StreakRun(start: day, end: day, length: 1))
      } else {
        runs[runs.count - 1] = StreakRun(start: runs[runs.count - 1].start, end: day, length: run)
      }
    }
    return runs
  }

  /// Each done (or auto-done) due day through `today`, oldest first, with the length of the
  /// streak it makes (1 when it starts one), by the rules of `summary`.
  public static func doneDays(
    of completion: Completion, through today: Day, missing: Set<Day> = []
  ) -> [(day: Day, run: Int)] {
    let habit = completion.habit
    var days: [(day: Day, run: Int)] = []
    var run = 0
    var number = habit.start.number
    while number <= today.number {
      let day = Day(number: number)
      number += 1
      guard habit.isDue(day, missing: missing) else { continue }
      switch completion.mark(on: day) {
      case .done, .auto:
        run += 1
        days.append((day, run))
      case .skipped: continue
      case .none: if day != today { run = 0 }
      }
    }
    return days
  }

  /// The `count` longest streaks, longest first; of equal ones the more recent first.
  public static func best(_ runs: [StreakRun], count: Int = 10) -> [StreakRun] {
    let ordered = runs.sorted {
      $0.length > $1.length || ($0.length == $1.length && $0.end > $1.end)
    }
    return Array(ordered.prefix(count))
  }
}
