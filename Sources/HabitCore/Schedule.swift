/// When a habit is due.
///
/// Every schedule is "on these weekdays, every N days counted from the start date":
/// `daily` is all weekdays every day, `weekdays` a subset every day, `every` all weekdays every N days.
public enum Schedule: Hashable, Sendable {
  case daily
  case weekdays(WeekdaySet)
  case every(Int)

  /// The weekdays on which the habit can be due.
  public var days: WeekdaySet {
    if case .weekdays(let set) = self { return set }
    return .all
  }

  /// The interval in days between due days (1 unless `every`).
  public var interval: Int {
    if case .every(let count) = self { return count }
    return 1
  }

  /// The name of the kind: `daily`, `weekdays` or `every`.
  public var kind: String {
    switch self {
    case .daily: return "daily"
    case .weekdays: return "weekdays"
    case .every: return "every"
    }
  }

  /// Whether the habit that started on `start` is due on `day`.
  public func isDue(_ day: Day, start: Day) -> Bool {
    guard day >= start else { return false }
    switch self {
    case .daily: return true
    case .weekdays(let set): return set.contains(day.weekday)
    case .every(let count): return start.distance(to: day) % count == 0
    }
  }

  /// A short human description: `daily`, `mon,wed,fri`, `every 3 days`.
  public var summary: String {
    switch self {
    case .daily: return "daily"
    case .weekdays(let set): return set.days.map(\.shortName).joined(separator: ",")
    case .every(let count): return count == 1 ? "every day" : "every \(count) days"
    }
  }

  /// Builds a schedule from a stored kind, day mask and interval; nil when they do not fit together.
  public init?(kind: String, dayMask: Int, interval: Int) {
    switch kind {
    case "daily": self = .daily
    case "weekdays" where dayMask & 0x7F != 0: self = .weekdays(WeekdaySet(rawValue: dayMask))
    case "every" where interval >= 1: self = .every(interval)
    default: return nil
    }
  }
}
