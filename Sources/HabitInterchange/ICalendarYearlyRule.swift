import HabitCore

/// A yearly rule that a run of a zone's offset changes follows, written as an RFC 5545 RRULE:
/// "the last Sunday of March at 02:00", "the second Sunday of March", "20 March", "the Saturday
/// from the 24th to the 30th of March".
///
/// A `Zone` tells its offsets and the instants they change, not the rule behind them, so the rule
/// is read back from the changes: the same month and wall time every year, and a day of the month
/// that one of these kinds of rule names in every year of the run.
struct ICalendarYearlyRule: Equatable {
  /// The month, 1...12.
  let month: Int
  /// The local wall time of the change, in seconds after midnight.
  let secondOfDay: Int
  /// Which day of the month.
  let day: MonthDay

  /// The ways a rule can name a day of a month; the order is the preference when several fit.
  enum MonthDay: Hashable, Comparable {
    /// The n-th (1...4) weekday of the month: `BYDAY=2SU`.
    case nth(Int, Weekday)
    /// The last weekday of the month: `BYDAY=-1SU`.
    case last(Weekday)
    /// The same date every year: `BYMONTHDAY=20`.
    case date(Int)
    /// The weekday that falls in the seven days from a date: `BYDAY=SA;BYMONTHDAY=24,...,30`.
    case weekFrom(Int, Weekday)
  }

  /// The RRULE value.
  var recurrence: String {
    let head = "FREQ=YEARLY;BYMONTH=\(month)"
    switch day {
    case .nth(let count, let weekday):
      return head + ";BYDAY=\(count)" + ICalendarRecurrence.code(weekday)
    case .last(let weekday):
      return head + ";BYDAY=-1" + ICalendarRecurrence.code(weekday)
    case .date(let date):
      return head + ";BYMONTHDAY=\(date)"
    case .weekFrom(let first, let weekday):
      let dates = (first...(first + 6)).map(String.init).joined(separator: ",")
      return head + ";BYDAY=" + ICalendarRecurrence.code(weekday) + ";BYMONTHDAY=" + dates
    }
  }

  /// The rule followed by the longest run of changes at the end of `localTimes` (local wall
  /// times, in seconds from 1970 on the wall clock before each change, ascending), with the index
  /// where the run begins; nil unless the run has one change in each of at least `minimumYears`
  /// consecutive years ending in `lastYear`.
  ///
  /// Ending in the last year of the window is what makes the rule safe to repeat without end:
  /// it is the rule still in force when the zone's known changes run out.
  static func endingRun(
    of localTimes: [Int], lastYear: Int, minimumYears: Int
  ) -> (rule: ICalendarYearlyRule, start: Int)? {
    guard let last = localTimes.last.map(Observation.init), last.year == lastYear else {
      return nil
    }
    var fitting = last.candidates
    var start = localTimes.count - 1
    var year = last.year
    while start > 0 {
      let earlier = Observation(localTimes[start - 1])
      let shared = fitting.intersection(earlier.candidates)
      guard earlier.year == year - 1, earlier.month == last.month,
        earlier.secondOfDay == last.secondOfDay, !shared.isEmpty
      else { break }
      (fitting, start, year) = (shared, start - 1, earlier.year)
    }
    guard localTimes.count - start >= minimumYears, let best = fitting.min() else { return nil }
    return (ICalendarYearlyRule(month: last.month, secondOfDay: last.secondOfDay, day: best), start)
  }

  /// One change's wall time, and every rule that names its day.
  private struct Observation {
    let year: Int
    let month: Int
    let secondOfDay: Int
    let candidates: Set<MonthDay>

    init(_ localTime: Int) {
      let split = WallSplit(localTime)
      let (year, month, date) = split.day.components
      let weekday = split.day.weekday
      let length = Day.daysIn(month: month, year: year)
      var candidates: Set<MonthDay> = [.date(date)]
      if date <= 28 { candidates.insert(.nth((date - 1) / 7 + 1, weekday)) }
      if date + 7 > length { candidates.insert(.last(weekday)) }
      // Every seven-day span inside the month that holds the date.
      for first in max(1, date - 6)...date where first + 6 <= length {
        candidates.insert(.weekFrom(first, weekday))
      }
      (self.year, self.month, self.secondOfDay) = (year, month, split.secondOfDay)
      self.candidates = candidates
    }
  }
}
