/// Loop Habit Tracker's rule for "N times in M days": which unchecked days count as done because
/// the window around them was already done often enough. Implemented from the rule as published
/// (the richer-habits issue spells it out), so imported Loop data shows the same picture.
enum LoopIntervals {
  /// A window of days earned by N check-ins: `begin` is the oldest of them, `center` the newest.
  struct Interval: Equatable {
    var begin: Day
    var center: Day
    var end: Day
  }

  /// The auto-done days (check-ins included; the caller lets a check-in or skip win).
  static func autoDays(checked: [Day], frequency: Frequency) -> DayFlags {
    let intervals = snapped(intervals(checked: checked, frequency: frequency))
    // Sized once for every interval: growing at the front for each older one would copy the
    // flags once per interval, quadratic over years of check-ins.
    guard let lowest = intervals.map(\.begin).min(), let highest = intervals.map(\.end).max()
    else { return DayFlags() }
    var flags = DayFlags(from: lowest, through: highest)
    for interval in intervals { flags.insert(from: interval.begin, through: interval.end) }
    return flags
  }

  /// One interval per run of N check-ins that fits in the window, newest first.
  /// `checked` is newest first.
  static func intervals(checked: [Day], frequency: Frequency) -> [Interval] {
    let count = frequency.times
    guard checked.count >= count else { return [] }
    return (count - 1..<checked.count).compactMap { index in
      let begin = checked[index]
      let center = checked[index - count + 1]
      let length = windowLength(frequency.days, from: begin)
      guard begin.distance(to: center) < length else { return nil }
      return Interval(begin: begin, center: center, end: begin.adding(days: length - 1))
    }
  }

  /// M days, except that a "per month" window (30 or 31) is the length of the month it starts in
  /// (of the next month when it starts on a month's last day).
  static func windowLength(_ days: Int, from begin: Day) -> Int {
    guard days == 30 || days == 31 else { return days }
    let (year, month, day) = begin.components
    let length = Day.daysIn(month: month, year: year)
    guard day == length else { return length }
    return month == 12 ? 31 : Day.daysIn(month: month + 1, year: year)
  }

  /// Moves each interval (newest first) earlier until it no longer reaches into the newer one,
  /// never so far that it loses its newest check-in.
  static func snapped(_ intervals: [Interval]) -> [Interval] {
    var result = intervals
    for index in result.indices.dropFirst() {
      let newer = result[index - 1]
      var current = result[index]
      guard newer.begin <= current.end else { continue }
      let shift = min(
        current.center.distance(to: current.end), newer.begin.distance(to: current.end) + 1)
      current.begin = current.begin.adding(days: -shift)
      current.end = current.end.adding(days: -shift)
      result[index] = current
    }
    return result
  }
}

extension Frequency {
  /// The earliest day Loop's rule marks done for these check-ins (any order): its intervals are
  /// moved back to close gaps, so the first can begin before the first check-in. Nil when no
  /// interval is earned; never after the first check-in otherwise.
  public func firstLoopDay(checkedOn days: [Day]) -> Day? {
    let newestFirst = days.sorted(by: >)
    return LoopIntervals.snapped(LoopIntervals.intervals(checked: newestFirst, frequency: self))
      .map(\.begin).min()
  }
}
