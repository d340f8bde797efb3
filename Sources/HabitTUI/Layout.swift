import HabitCore

/// How the screen's body is shared between the list and the heatmap at the model's size.
enum Layout: Equatable {
  /// The list on the left, the full heatmap block on the right.
  case sideBySide(listWidth: Int)
  /// The list above a heatmap block showing the last `weeks` weeks.
  case stacked(listRows: Int, weeks: Int)
  /// The list above a one-line strip of the last `days` days.
  case strip(days: Int)

  /// The narrowest list beside a full heatmap.
  static let minimumListWidth = 40
  /// Columns of the strip's label ("Days ").
  static let stripLabelWidth = 5

  /// The layout for the model's window.
  init(_ model: Model) {
    let rows = model.height - 2  // header and status bar
    // A window too small for the screen has no heatmap to lay out, only its day cursor to keep.
    guard model.width >= View.minimumWidth, model.height >= View.minimumHeight else {
      self = .strip(days: 1)
      return
    }
    if model.width >= Self.minimumListWidth + View.heatmapWidth + 2 {
      self = .sideBySide(listWidth: model.width - View.heatmapWidth - 2)
    } else if rows >= 4 + HeatmapBlock.height {
      self = .stacked(
        listRows: rows - HeatmapBlock.height - 1, weeks: min(Heatmap.weeks, model.width - 5))
    } else {
      let days = model.width - Self.stripLabelWidth - 1
      self = .strip(days: max(0, min(Heatmap.weeks * 7, days)))
    }
  }

  /// The oldest day the heatmap shows, ending today.
  func firstDay(today: Day, weekStart: WeekStart) -> Day {
    switch self {
    case .strip(let days): return today.adding(days: -(days - 1))
    case .sideBySide: return Heatmap.days(end: today, weekStart: weekStart)[0]
    case .stacked(_, let weeks):
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
