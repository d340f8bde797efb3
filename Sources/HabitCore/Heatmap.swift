/// What a heatmap cell shows about its day.
public enum CellState: String, Sendable {
  case done, auto, skipped, missed, pending, none, future
}

/// One day of a heatmap.
public struct HeatmapCell: Hashable, Sendable {
  /// The day of the cell.
  public var day: Day
  /// The intensity 0...4, or nil for an empty cell.
  public var level: Int?
  /// What happened that day (per-habit heatmaps; nil on the overall heatmap).
  public var state: CellState?
  /// Whether the level is on the six-step scale of a measurable habit (0...5: nothing, under
  /// 25 %, 50 %, 75 %, 100 % of the target, met) rather than the five-step one (0...4).
  public var measured: Bool

  /// How the cell reads without colour: `~` skipped, `o` today (while nothing is recorded), a
  /// level glyph, or a space.
  public var glyph: Character {
    switch state {
    case .skipped?: return "~"
    case .pending? where level ?? 0 == 0: return "o"
    default:
      return level.map { (measured ? Heatmap.measureGlyphs : Heatmap.levelGlyphs)[$0] } ?? " "
    }
  }

  /// Creates a cell.
  public init(day: Day, level: Int?, state: CellState?, measured: Bool = false) {
    self.day = day
    self.level = level
    self.state = state
    self.measured = measured
  }
}

/// A GitHub-style heatmap: 53 week columns of 7 days, the last column holding the end date.
public struct Heatmap: Sendable {
  /// The number of week columns.
  public static let weeks = 53

  /// The last day that can hold data.
  public let end: Day
  /// The day the weeks start on.
  public let weekStart: WeekStart
  /// The 371 cells in date order, column by column.
  public let cells: [HeatmapCell]

  /// The first cell's day: the last column's week start minus 52 weeks.
  public var start: Day { cells[0].day }

  /// The days covered by a heatmap ending at `end`.
  public static func days(end: Day, weekStart: WeekStart) -> [Day] {
    let first = firstDay(end: end, weekStart: weekStart)
    return (0..<(weeks * 7)).map { first.adding(days: $0) }
  }

  /// The first day of a heatmap ending at `end`: its last column's week start minus 52 weeks.
  public static func firstDay(end: Day, weekStart: WeekStart) -> Day {
    weekStart.weekStart(containing: end).adding(days: -7 * (weeks - 1))
  }

  /// The heatmap of one habit.
  public static func habit(
    _ habit: Habit, history: HabitHistory, today: Day, end: Day, weekStart: WeekStart,
    missing: Set<Day> = []
  ) -> Heatmap {
    Self.habit(
      Completion(habit: habit, history: history), today: today, end: end, weekStart: weekStart,
      missing: missing)
  }

  /// The heatmap of one habit read through its rules: auto-done days at level 2, a measurable
  /// habit's days shaded by the share of the target reached.
  public static func habit(
    _ completion: Completion, today: Day, end: Day, weekStart: WeekStart, missing: Set<Day> = []
  ) -> Heatmap {
    let habit = completion.habit
    let measured = habit.measure != nil
    let cells = days(end: end, weekStart: weekStart).map { day -> HeatmapCell in
      if day > end { return HeatmapCell(day: day, level: nil, state: .future) }
      if day < habit.start { return HeatmapCell(day: day, level: nil, state: CellState.none) }
      let level = completion.level(on: day) ?? 0
      switch completion.mark(on: day) {
      case .done:
        return HeatmapCell(day: day, level: measured ? 5 : 4, state: .done, measured: measured)
      case .auto: return HeatmapCell(day: day, level: 2, state: .auto)
      case .skipped: return HeatmapCell(day: day, level: nil, state: .skipped, measured: measured)
      case .none:
        guard habit.isDue(day, missing: missing) else {
          return HeatmapCell(day: day, level: nil, state: CellState.none, measured: measured)
        }
        return HeatmapCell(
          day: day, level: level, state: day == today ? .pending : .missed, measured: measured)
      }
    }
    return Heatmap(end: end, weekStart: weekStart, cells: cells)
  }

  /// The all-habits heatmap: per day, the share of due, not skipped habits that are done.
  public static func overall(
    _ habits: [(Habit, HabitHistory)], end: Day, weekStart: WeekStart, missing: Set<Day> = []
  ) -> Heatmap {
    overall(
      habits.map { Completion(habit: $0.0, history: $0.1) }, end: end, weekStart: weekStart,
      missing: missing)
  }

  /// The all-habits heatmap of habits read through their rules (auto-done counts as done).
  public static func overall(
    _ completions: [Completion], end: Day, weekStart: WeekStart, missing: Set<Day> = []
  ) -> Heatmap {
    let days = days(end: end, weekStart: weekStart)
    let shown = days.map { $0 <= end && !missing.contains($0) }
    var counted = Array(repeating: 0, count: days.count)
    var done = Array(repeating: 0, count: days.count)
    // Habit by habit, so each habit's rules are looked up once, not once a day.
    for completion in completions {
      let habit = completion.habit
      for (index, day) in days.enumerated() where shown[index] && habit.isDue(day) {
        let mark = completion.mark(on: day)
        guard mark != .skipped else { continue }
        counted[index] += 1
        if mark.isDone { done[index] += 1 }
      }
    }
    let cells = days.indices.map { index in
      HeatmapCell(
        day: days[index], level: shown[index] ? level(done: done[index], of: counted[index]) : nil,
        state: nil)
    }
    return Heatmap(end: end, weekStart: weekStart, cells: cells)
  }

  /// Month labels over a range of week columns: the month's short name at the first column of each
  /// month, relative to `weeks.lowerBound`. A month cut off at the left edge is labelled only when its
  /// label fits (three letters and a space) before the next month's.
  public func monthLabels(weeks: Range<Int>) -> [(column: Int, name: String)] {
    let names = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    let months = weeks.map { cells[$0 * 7].day.components.month }
    let starts = months.indices.filter { $0 == 0 || months[$0] != months[$0 - 1] }
    return starts.enumerated().compactMap { index, column in
      let next = index + 1 < starts.count ? starts[index + 1] : months.count + 3
      return next - column >= 4 ? (column, names[months[column] - 1]) : nil
    }
  }

  /// The characters for levels 0...4 where colour is not available.
  public static let levelGlyphs: [Character] = [".", "-", "+", "*", "#"]
  /// The characters for a measurable habit's levels 0...5.
  public static let measureGlyphs: [Character] = [".", "-", "=", "+", "*", "#"]

  /// Maps a done share to a level: 0 -> 0, up to 1/4 -> 1, up to 1/2 -> 2, up to 3/4 -> 3, above -> 4.
  public static func level(done: Int, of total: Int) -> Int? {
    guard total > 0 else { return nil }
    if done == 0 { return 0 }
    // Integer comparisons: done/total <= k/4  <=>  4 * done <= k * total.
    for quarter in 1...3 where 4 * done <= quarter * total { return quarter }
    return 4
  }
}
