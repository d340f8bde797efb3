/// The user's preferences that shape days and displays.
public struct Settings: Hashable, Sendable {
  /// When a habit day begins; before it, the clock still belongs to the previous day.
  public var dayStart: TimeOfDay
  /// The first day of a heatmap week.
  public var weekStart: WeekStart

  /// Creates settings; the defaults are midnight and Sunday.
  public init(dayStart: TimeOfDay = .midnight, weekStart: WeekStart = .sunday) {
    self.dayStart = dayStart
    self.weekStart = weekStart
  }
}
