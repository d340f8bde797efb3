/// A habit's entries over its last few days, kept beside its streak checkpoint: what a command
/// resuming from the checkpoint reads, so it need not query the entries at all.
///
/// Stored as bytes: the first day's number (4 bytes, little-endian), then a byte a day (0 no
/// entry, 1 done, 2 skipped, 3 done with an amount, followed by the amount in thousandths, 8 bytes,
/// 4 not done).
public struct RecentEntries: Hashable, Sendable {
  /// The first day covered; every entry from it on is held.
  public let first: Day
  /// The encoded entries.
  public let bytes: [UInt8]

  /// The entries of `history` from `first` on (the history must start on or before it).
  public init(_ history: HabitHistory, from first: Day) {
    self.first = first
    var bytes = LittleEndian.bytes(UInt64(UInt32(truncatingIfNeeded: first.number)), count: 4)
    var day = first
    while day < history.end {
      switch (history.status(on: day), history.amount(on: day)) {
      case (.done?, let amount?):
        bytes.append(3)
        bytes += LittleEndian.bytes(UInt64(bitPattern: amount.thousandths), count: 8)
      case (.done?, nil): bytes.append(1)
      case (.skipped?, _): bytes.append(2)
      case (.notDone?, _): bytes.append(4)
      case (nil, _): bytes.append(0)
      }
      day = day.adding(days: 1)
    }
    self.bytes = bytes
  }

  /// The status of each day's code (an unknown code reads as none).
  private static let statuses: [EntryStatus?] = [nil, .done, .skipped, .done, .notDone, nil]

  /// Reads stored bytes; nil when they are not of this form.
  public init?(bytes: [UInt8]) {
    guard bytes.count >= 4 else { return nil }
    first = Day(number: Int(Int32(truncatingIfNeeded: LittleEndian.value(bytes, at: 0, count: 4))))
    self.bytes = bytes
  }

  /// The entries from `origin` on as a history starting there; nil when `origin` is before
  /// `first` (the days before it are not held).
  public func history(from origin: Day) -> HabitHistory? {
    guard origin >= first else { return nil }
    // Laid out day by day in one pass: a board reads every habit's, and setting them one by one
    // grew the arrays a day at a time.
    var statuses: [EntryStatus?] = []
    statuses.reserveCapacity(bytes.count - 4)
    var amounts: [Int64] = []
    var held = 0
    var index = 4
    var day = first
    while index < bytes.count {
      let code = bytes[index]
      index += 1
      var thousandths: Int64?
      if code == 3 {
        guard index + 8 <= bytes.count else { return nil }
        thousandths = Int64(bitPattern: LittleEndian.value(bytes, at: index, count: 8))
        index += 8
      }
      if day >= origin {
        statuses.append(Self.statuses[Int(min(code, 5))])
        if code != 0 { held = statuses.count }
        if let thousandths {
          amounts.append(contentsOf: repeatElement(0, count: statuses.count - amounts.count))
          // Bytes an earlier version stored may hold an amount past the largest one.
          amounts[statuses.count - 1] = Amount.held(thousandths)
        }
      }
      day = day.adding(days: 1)
    }
    statuses.removeLast(statuses.count - held)
    return HabitHistory(origin: origin, statuses: statuses, amounts: amounts)
  }
}
