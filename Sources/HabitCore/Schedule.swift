/// When a habit is due.
///
/// Every calendar schedule is "on these weekdays, every N days counted from the start date":
/// `daily` is all weekdays every day, `weekdays` a subset every day, `every` all weekdays every N
/// days. A `frequency` of N times in M days is due every day until done enough (see `Completion`).
public enum Schedule: Hashable, Sendable {
  case daily
  case weekdays(WeekdaySet)
  case every(Int)
  case frequency(Frequency)
  /// Tracked but never due: check-ins are kept and shown, nothing reminds, no day breaks a
  /// streak (harsh's frequency `0`).
  case tracked

  /// How the due days fall: on `weekdays`, every `interval` days counted from the start; nil
  /// for a schedule with no due day (tracked). Storage and the files written keep this; `isDue`
  /// says the same day by day (a test holds the two together), and it is what every streak,
  /// heatmap, statistic and reminder asks. A new kind fails to compile here until it says how
  /// it falls.
  public var dueDays: (interval: Int, weekdays: WeekdaySet)? {
    switch self {
    case .daily, .frequency: return (1, .all)
    case .weekdays(let set): return (1, set)
    case .every(let count): return (count, .all)
    case .tracked: return nil
    }
  }

  /// The weekdays on which the habit can be due (every weekday for one never due, as stored).
  public var days: WeekdaySet { dueDays?.weekdays ?? .all }

  /// The interval in days between due days (1 for one never due, as stored).
  public var interval: Int { dueDays?.interval ?? 1 }

  /// The name of the kind: `daily`, `weekdays`, `every`, `frequency` or `tracked`.
  public var kind: String {
    switch self {
    case .daily: return "daily"
    case .weekdays: return "weekdays"
    case .every: return "every"
    case .frequency: return "frequency"
    case .tracked: return "tracked"
    }
  }

  /// Whether the habit that started on `start` is due on `day`: the one answer streaks,
  /// heatmaps, statistics and reminders ask for (through `Habit.isDue`).
  /// (The switch says again what `dueDays` says, for those hot loops; a test holds the two to
  /// each other for every kind.)
  public func isDue(_ day: Day, start: Day) -> Bool {
    guard day >= start else { return false }
    switch self {
    case .daily, .frequency: return true
    case .weekdays(let set): return set.contains(day.weekday)
    case .every(let count): return start.distance(to: day) % count == 0
    case .tracked: return false
    }
  }

  /// A short human description: `daily`, `mon,wed,fri`, `every 3 days`, `tracked`.
  public var summary: String {
    switch self {
    case .daily: return "daily"
    case .weekdays(let set): return set.days.map(\.shortName).joined(separator: ",")
    case .every(let count): return count == 1 ? "every day" : "every \(count) days"
    case .frequency(let frequency): return frequency.summary
    case .tracked: return "tracked"
    }
  }

  /// The N-in-M frequency, or nil for calendar schedules.
  public var frequency: Frequency? {
    if case .frequency(let frequency) = self { return frequency }
    return nil
  }

  /// Builds a schedule from a stored kind, day mask, interval and frequency count; nil when they
  /// do not fit together. A frequency stores its M in `interval` and its N in `times`.
  public init?(kind: String, dayMask: Int, interval: Int, times: Int = 1) {
    switch kind {
    case "daily": self = .daily
    case "weekdays" where dayMask & 0x7F != 0: self = .weekdays(WeekdaySet(rawValue: dayMask))
    case "every" where interval >= 1: self = .every(interval)
    case "tracked": self = .tracked
    case "frequency":
      guard let frequency = Frequency(times: times, days: interval) else { return nil }
      self = .frequency(frequency)
    default: return nil
    }
  }
}

/// "N times in M days" (1 <= N <= M <= 366): Loop's "3 times per week", harsh's `3/7`.
public struct Frequency: Hashable, Sendable {
  /// The most days a frequency may span.
  public static let maximumDays = 366

  /// How many times (N).
  public let times: Int
  /// In how many days (M).
  public let days: Int

  /// Creates a frequency, or nil unless 1 <= times <= days <= 366.
  public init?(times: Int, days: Int) {
    guard times >= 1, times <= days, days <= Self.maximumDays else { return nil }
    self.times = times
    self.days = days
  }

  /// `3 in 7 days`, `1 in 30 days`.
  public var summary: String { "\(times) in \(days) days" }
}
