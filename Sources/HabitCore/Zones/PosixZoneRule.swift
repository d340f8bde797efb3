/// A POSIX `TZ` rule string (`JST-9`, `EST5EDT,M3.2.0,M11.1.0`, `<+0330>-3:30`,
/// `CET-1CEST,M3.5.0,M10.5.0/3`): a standard offset and, optionally, a yearly daylight-saving rule.
///
/// POSIX offsets count hours *west* of Greenwich (`EST5` is UTC-5); this type stores seconds *east*.
public struct PosixZoneRule: Hashable, Sendable {
  /// Seconds east of UTC outside daylight-saving time.
  public var standardOffset: Int
  /// The daylight-saving part, when the zone has one.
  public var daylight: Daylight?

  /// When and by how much the clocks change each year.
  public struct Daylight: Hashable, Sendable {
    /// Seconds east of UTC during daylight-saving time.
    public var offset: Int
    /// The day daylight-saving time starts, and the local standard time of day it starts at.
    public var start: (DateRule, Int)
    /// The day it ends, and the local daylight time of day it ends at.
    public var end: (DateRule, Int)

    public static func == (lhs: Daylight, rhs: Daylight) -> Bool {
      lhs.offset == rhs.offset && lhs.start == rhs.start && lhs.end == rhs.end
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(offset)
      hasher.combine(start.0)
      hasher.combine(start.1)
      hasher.combine(end.0)
      hasher.combine(end.1)
    }
  }

  /// The day of a year a change happens on.
  public enum DateRule: Hashable, Sendable {
    /// `Jn`: day 1...365, 29 February never counted.
    case julian(Int)
    /// `n`: day 0...365 counted from 1 January, 29 February included.
    case ordinal(Int)
    /// `Mm.w.d`: weekday d (0 Sunday) of week w (5 the last) of month m.
    case monthWeekDay(month: Int, week: Int, weekday: Int)
  }

  /// When the rule names daylight-saving time without saying when, and no `posixrules` file says
  /// it either: the US rule glibc assumes then (POSIX.1-2024's too).
  static let defaultStart = (DateRule.monthWeekDay(month: 3, week: 2, weekday: 0), 7200)
  static let defaultEnd = (DateRule.monthWeekDay(month: 11, week: 1, weekday: 0), 7200)

  /// The offset in force at an instant (seconds since 1970, UTC).
  public func offset(at unixSeconds: Int) -> Int {
    guard daylight != nil else { return standardOffset }
    let year = Day(number: floorDiv(unixSeconds + standardOffset, secondsPerWallDay)).components
      .year
    var offset = standardOffset
    for change in changes(inYears: (year - 1)...(year + 1)) where change.at <= unixSeconds {
      offset = change.offset
    }
    return offset
  }

  /// The first instant after `unixSeconds` at which the offset changes, if the rule has changes.
  public func nextTransition(after unixSeconds: Int) -> Int? {
    guard daylight != nil else { return nil }
    let year = Day(number: floorDiv(unixSeconds + standardOffset, secondsPerWallDay)).components
      .year
    return changes(inYears: (year - 1)...(year + 2)).first { $0.at > unixSeconds }?.at
  }

  /// The changes of some years in time order. Where a daylight time ends exactly when the next one
  /// begins (`0/0,J365/25`: daylight time all year) the two cancel out and no change is listed.
  func changes(inYears years: ClosedRange<Int>) -> [(at: Int, offset: Int)] {
    guard let daylight else { return [] }
    var changes: [(at: Int, offset: Int)] = []
    for year in years {
      let (startDay, startTime) = daylight.start
      let (endDay, endTime) = daylight.end
      changes.append(
        (Self.day(startDay, year) * secondsPerWallDay + startTime - standardOffset, daylight.offset)
      )
      changes.append(
        (Self.day(endDay, year) * secondsPerWallDay + endTime - daylight.offset, standardOffset))
    }
    // At a tie the end applies first, so the period that begins is the one in force.
    changes.sort {
      ($0.at, $0.offset == daylight.offset ? 1 : 0) < ($1.at, $1.offset == daylight.offset ? 1 : 0)
    }
    var kept: [(at: Int, offset: Int)] = []
    for (index, change) in changes.enumerated() {
      if index + 1 < changes.count, changes[index + 1].at == change.at { continue }
      if let last = kept.last, last.offset == change.offset { continue }
      kept.append(change)
    }
    return kept
  }

  /// The day number a date rule names in a year.
  static func day(_ rule: DateRule, _ year: Int) -> Int {
    let january1 = Day(year: year, month: 1, day: 1)!.number
    switch rule {
    case .julian(let n):
      return january1 + n - 1 + (Day.isLeap(year) && n >= 60 ? 1 : 0)
    case .ordinal(let n):
      return january1 + n
    case .monthWeekDay(let month, let week, let weekday):
      let first = Day(year: year, month: month, day: 1)!
      // Day.weekday counts from Monday (0); POSIX from Sunday (0).
      let wanted = (weekday + 6) % 7
      var day = first.number + (wanted - first.weekday.rawValue + 7) % 7 + 7 * (week - 1)
      while day >= first.number + Day.daysIn(month: month, year: year) { day -= 7 }
      return day
    }
  }
}
