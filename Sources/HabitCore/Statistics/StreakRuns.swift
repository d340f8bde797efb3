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
    let habit = completion.habit
    var runs: [StreakRun] = []
    var current: (start: Day, end: Day, length: Int)?
    var number = habit.start.number
    while number <= today.number {
      let day = Day(number: number)
      number += 1
      guard habit.isDue(day), !missing.contains(day) else { continue }
      switch completion.mark(on: day) {
      case .done, .auto:
        current = (current?.start ?? day, day, (current?.length ?? 0) + 1)
      case .skipped: continue
      case .none:
        guard day != today, let run = current else { continue }
        runs.append(StreakRun(start: run.start, end: run.end, length: run.length))
        current = nil
      }
    }
    if let run = current {
      runs.append(StreakRun(start: run.start, end: run.end, length: run.length))
    }
    return runs
  }

  /// The `count` longest streaks, longest first; of equal ones the more recent first.
  public static func best(_ runs: [StreakRun], count: Int = 10) -> [StreakRun] {
    let ordered = runs.sorted {
      $0.length > $1.length || ($0.length == $1.length && $0.end > $1.end)
    }
    return Array(ordered.prefix(count))
  }
}
