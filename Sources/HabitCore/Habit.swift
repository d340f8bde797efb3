import Foundation

/// A habit someone keeps: what, when, and since when.
public struct Habit: Hashable, Sendable, Identifiable {
  /// The store's row id (0 before the habit is stored).
  public var id: Int64
  /// A stable identifier that survives renames and exports.
  public var uuid: String
  /// The unique display name (any Unicode, 1 to 100 characters).
  public var name: String
  /// The local wall-clock times the habit is meant for, ascending, at most `maximumTimes`.
  public var times: [TimeOfDay]
  /// When the habit is due.
  public var schedule: Schedule
  /// Whether reminders for the habit ring as an alarm.
  public var alarm: Bool
  /// The first day the habit exists; nothing before it is due or can be checked in.
  public var start: Day
  /// The place in the list (ascending).
  public var position: Int
  /// Whether the habit is hidden from the lists and the overall heatmap.
  public var archived: Bool
  /// The unit and target of a measurable habit; nil for a yes/no habit.
  public var measure: Measure?
  /// The question or description the user wrote (may be empty).
  public var description: String
  /// The colour tinting the habit's heatmap and list marker; nil for the default.
  public var color: HabitColor?

  /// The most reminder times a habit may have.
  public static let maximumTimes = 8

  /// Creates a habit value.
  public init(
    id: Int64 = 0, uuid: String, name: String, targetTime: TimeOfDay? = nil,
    schedule: Schedule = .daily, alarm: Bool = false, start: Day, position: Int = 0,
    archived: Bool = false, measure: Measure? = nil, description: String = "",
    color: HabitColor? = nil
  ) {
    self.id = id
    self.uuid = uuid
    self.name = name
    self.times = targetTime.map { [$0] } ?? []
    self.schedule = schedule
    self.alarm = alarm
    self.start = start
    self.position = position
    self.archived = archived
    self.measure = measure
    self.description = description
    self.color = color
  }

  /// The first time of the day, or nil; setting it replaces every time.
  public var targetTime: TimeOfDay? {
    get { times.first }
    set { times = newValue.map { [$0] } ?? [] }
  }

  /// Whether the habit records amounts rather than yes/no.
  public var isMeasurable: Bool { measure != nil }

  /// Whether the habit is due on a day.
  public func isDue(_ day: Day) -> Bool {
    schedule.isDue(day, start: start)
  }

  /// Whether the habit is due on a day, no day in `missing` (dates the zone skips) being due:
  /// the one question streaks, heatmaps, statistics and reminders ask of a day.
  public func isDue(_ day: Day, missing: Set<Day>) -> Bool {
    // Most zones skip no date: asking an empty set first saves hashing every day of a walk.
    schedule.isDue(day, start: start) && (missing.isEmpty || !missing.contains(day))
  }
}

extension Habit {
  /// This habit with the fields that differ between `before` and `after` taken from `after`: an
  /// edit made on a copy read earlier lands on the habit as it is now, and what changed
  /// meanwhile (another device's rename) stays.
  public func applying(edit before: Habit, _ after: Habit) -> Habit {
    var result = self
    func take<T: Equatable>(_ field: WritableKeyPath<Habit, T>) {
      if before[keyPath: field] != after[keyPath: field] {
        result[keyPath: field] = after[keyPath: field]
      }
    }
    take(\.name)
    take(\.times)
    take(\.schedule)
    take(\.alarm)
    take(\.start)
    take(\.position)
    take(\.archived)
    take(\.measure)
    take(\.description)
    take(\.color)
    // Fields from two edits can pair an alarm with no time, or with a schedule never due.
    if result.times.isEmpty || result.schedule == .tracked { result.alarm = false }
    return result
  }
}
