import HabitCore

/// How the screen's body is shared between the list and the heatmap at the model's size.
enum Layout: Equatable {
  /// The list on the left, as wide as its names need, the heatmap block on the right: its last
  /// `weeks` weeks, each `cellWidth` columns wide (two when the window has room for it).
  case sideBySide(listWidth: Int, weeks: Int, cellWidth: Int)
  /// The list above a heatmap block showing the last `weeks` weeks.
  case stacked(listRows: Int, weeks: Int)
  /// The list above a one-line strip of the last `days` days.
  case strip(days: Int)

  /// The narrowest list beside a full heatmap.
  static let minimumListWidth = 40
  /// Columns of the strip's label ("Days ").
  static let stripLabelWidth = 5
  /// The fewest weeks the heatmap shows beside the list: a list needing more gives way.
  static let minimumWeeks = 26

  /// The layout for the model's window.
  init(_ model: Model) {
    let rows = model.height - 2  // header and status bar
    // A window too small for the screen has no heatmap to lay out, only its day cursor to keep.
    guard model.width >= View.minimumWidth, model.height >= View.minimumHeight else {
      self = .strip(days: 1)
      return
    }
    if model.width >= Self.minimumListWidth + View.heatmapWidth + 2 {
      self = Self.sideBySide(model)
    } else if rows >= 4 + HeatmapBlock.height {
      self = .stacked(
        listRows: rows - HeatmapBlock.height - 1, weeks: min(Heatmap.weeks, model.width - 5))
    } else {
      let days = model.width - Self.stripLabelWidth - 1
      self = .strip(days: max(0, min(Heatmap.weeks * 7, days)))
    }
  }

  /// The list as wide as its names need (no wider than leaves half a year of heatmap), the
  /// heatmap in the rest: two columns a week once all 53 fit so.
  private static func sideBySide(_ model: Model) -> Layout {
    // Nothing to name: the list keeps its room for the words saying how to add a habit.
    let natural =
      model.habits.isEmpty
      ? model.width - View.heatmapWidth - 2 : HabitList.naturalWidth(model, rows: model.height - 3)
    let list = min(natural, model.width - 2 - 4 - minimumWeeks)
    let room = model.width - list - 2 - 4
    if room >= 2 * Heatmap.weeks {
      return .sideBySide(listWidth: list, weeks: Heatmap.weeks, cellWidth: 2)
    }
    return .sideBySide(listWidth: list, weeks: min(Heatmap.weeks, room), cellWidth: 1)
  }

  /// The oldest day the heatmap shows, ending today.
  func firstDay(today: Day, weekStart: WeekStart) -> Day {
    switch self {
    case .strip(let days): return today.adding(days: -(days - 1))
    case .sideBySide(_, let weeks, _), .stacked(_, let weeks):
      return Heatmap.days(end: today, weekStart: weekStart)[(Heatmap.weeks - weeks) * 7]
    }
  }
}

extension Model {
  /// The furthest back the day cursor may go: the oldest day on screen, or the habit's first day.
  var earliestDayOffset: Int {
    guard let habit = selectedHabit else { return 0 }
    let board = snapshot.board
    let first = Layout(self).firstDay(today: board.today, weekStart: board.settings.weekStart)
    return min(0, board.today.distance(to: max(first, habit.start)))
  }

  /// Moves the day cursor by `days`, staying between the earliest day shown and today.
  mutating func moveDayCursor(by days: Int) {
    dayOffset = max(earliestDayOffset, min(0, dayOffset + days))
  }
}
