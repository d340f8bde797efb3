/// What happened to a habit on a day.
public enum EntryStatus: String, Hashable, Sendable {
  case done
  case skipped
  /// Answered "not done" (Loop's NO, harsh's `n`): counts as a day without a check-in
  /// everywhere, but is kept, with its note, and written back as such.
  case notDone = "not-done"

  /// Whether the day has a check-in: done or skipped, not an answer of "not done".
  public var isCheckIn: Bool { self != .notDone }
}

/// A habit's entry on one day: a check-in (done, skipped) or an answer of "not done", with an
/// optional note.
///
/// A measurable habit's entry is `done` with the day's amount (whether or not it meets the
/// target: see `Completion`), or `skipped` without one.
public struct Entry: Hashable, Sendable {
  /// The habit day the entry belongs to.
  public var day: Day
  /// Done (recorded) or skipped.
  public var status: EntryStatus
  /// The user's note, kept verbatim.
  public var note: String?
  /// The day's amount, for measurable habits.
  public var amount: Amount?

  /// Creates an entry.
  public init(day: Day, status: EntryStatus, note: String? = nil, amount: Amount? = nil) {
    self.day = day
    self.status = status
    self.note = note
    self.amount = amount
  }
}

/// A habit's check-in statuses by day, in a dense array for constant-time lookup over long histories.
public struct HabitHistory: Sendable {
  /// The first day the array covers.
  public let origin: Day
  private var statuses: [EntryStatus?]
  /// Amounts in thousandths by day (measurable habits only; empty otherwise).
  private var amounts: [Int64]

  /// Creates an empty history starting at `origin`.
  public init(origin: Day) {
    self.origin = origin
    self.statuses = []
    self.amounts = []
  }

  /// Creates a history from its days laid out from `origin`, as `set` leaves them: the last
  /// status not nil, and an amount, 0 when none, for each day up to the last with one.
  init(origin: Day, statuses: [EntryStatus?], amounts: [Int64]) {
    self.origin = origin
    self.statuses = statuses
    self.amounts = amounts
  }

  /// Whether `other` is this very history, not only an equal one: the same origin and the same
  /// storage, shared by copying (constant time). A history changed since a copy was taken has
  /// storage of its own, so it is not identical to that copy.
  public func isIdentical(to other: HabitHistory) -> Bool {
    origin == other.origin && statuses.count == other.statuses.count
      && amounts.count == other.amounts.count
      && Self.sameStorage(statuses, other.statuses) && Self.sameStorage(amounts, other.amounts)
  }

  private static func sameStorage<Element>(_ lhs: [Element], _ rhs: [Element]) -> Bool {
    lhs.withUnsafeBufferPointer { left in
      rhs.withUnsafeBufferPointer { right in left.baseAddress == right.baseAddress }
    }
  }

  /// The first day after the last one with an entry (the origin when there is none).
  public var end: Day { origin.adding(days: statuses.count) }

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

  /// The amount recorded on a day (measurable habits), or nil.
  public func amount(on day: Day) -> Amount? {
    let index = origin.distance(to: day)
    guard index >= 0, index < amounts.count, statuses[index] == .done else { return nil }
    return Amount(thousandths: amounts[index])
  }

  /// Records (or, with nil, clears) the status and amount of a day on or after the origin. An
  /// amount is held within 0...`Amount.maximum`: the files and commands of today refuse more,
  /// but an earlier version kept a Loop backup's as they were. So every sum over a history (a
  /// period's, a week's, a total since 1900) stays far inside the integer range: 10^12 a day
  /// for fewer than 3 million days.
  public mutating func set(_ status: EntryStatus?, on day: Day, amount: Amount? = nil) {
    let amount = amount.map { Amount(thousandths: Amount.held($0.thousandths)) }
    let index = origin.distance(to: day)
    guard index >= 0 else { return }
    if index < statuses.count {
      statuses[index] = status
    } else {
      guard status != nil else { return }
      // Days are mostly set in order, one after another: appended, not filled in generically.
      if index > statuses.count {
        statuses.append(contentsOf: repeatElement(nil, count: index - statuses.count))
      }
      statuses.append(status)
    }
    if let amount {
      if index > amounts.count {
        amounts.append(contentsOf: repeatElement(0, count: index - amounts.count))
      }
      if index == amounts.count {
        amounts.append(amount.thousandths)
      } else {
        amounts[index] = amount.thousandths
      }
    } else if index < amounts.count {
      amounts[index] = 0
    }
  }
}
