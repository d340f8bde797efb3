/// What happened to a habit on a day.
public enum EntryStatus: String, Hashable, Sendable {
  case done
  case skipped
}

/// A check-in: a habit's status on one day, with an optional note.
public struct Entry: Hashable, Sendable {
  /// The habit day the entry belongs to.
  public var day: Day
  /// Done or skipped.
  public var status: EntryStatus
  /// The user's note, kept verbatim.
  public var note: String?

  /// Creates an entry.
  public init(day: Day, status: EntryStatus, note: String? = nil) {
    self.day = day
    self.status = status
    self.note = note
  }
}

/// A habit's check-in statuses by day, in a dense array for constant-time lookup over long histories.
public struct HabitHistory: Sendable {
  /// The first day the array covers.
  public let origin: Day
  private var statuses: [EntryStatus?]

  /// Creates an empty history starting at `origin`.
  public init(origin: Day) {
    self.origin = origin
    self.statuses = []
  }

  /// Creates a history from day/status pairs in any order.
  public init(origin: Day, entries: [(Day, EntryStatus)]) {
    self.init(origin: origin)
    for (day, status) in entries { set(status, on: day) }
  }

  /// The status recorded on a day, or nil when there is none (or the day is before the origin).
  public func status(on day: Day) -> EntryStatus? {
    let index = origin.distance(to: day)
    return index >= 0 && index < statuses.count ? statuses[index] : nil
  }

  /// Records (or, with nil, clears) the status of a day on or after the origin.
  public mutating func set(_ status: EntryStatus?, on day: Day) {
    let index = origin.distance(to: day)
    guard index >= 0 else { return }
    if index >= statuses.count {
      guard status != nil else { return }
      statuses.append(contentsOf: repeatElement(nil, count: index - statuses.count + 1))
    }
    statuses[index] = status
  }
}
