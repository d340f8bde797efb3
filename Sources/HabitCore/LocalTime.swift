import Foundation

/// Wall-clock arithmetic in one time zone: instants to habit days, and local times back to instants.
public struct LocalTime: Sendable {
  /// The zone whose wall clock defines days.
  public let zone: Zone
  /// When a habit day begins on that wall clock.
  public let dayStart: TimeOfDay

  /// Creates the arithmetic for a zone and day start.
  public init(zone: Zone, dayStart: TimeOfDay = .midnight) {
    self.zone = zone
    self.dayStart = dayStart
  }

  /// Creates the arithmetic for a zone of the system's database and a day start.
  public init(zone: TimeZone, dayStart: TimeOfDay = .midnight) {
    self.init(zone: Zone(zone), dayStart: dayStart)
  }

  /// The habit day an instant belongs to: the latest day whose start is not after it.
  ///
  /// Starts are wall-clock times resolved like any other (see `instant(on:secondOfDay:)`), so a
  /// habit day never goes back when the clocks do, and a date the zone skipped is never today.
  public func day(of instant: Date) -> Day {
    let naive = Day(
      number: floorDiv(wallSeconds(of: instant) - dayStart.minutes * 60, secondsPerWallDay))
    for candidate in [naive.adding(days: 1), naive] where start(of: candidate) <= instant {
      return candidate
    }
    return naive.adding(days: -1)
  }

  /// The instant a habit day begins.
  public func start(of day: Day) -> Date {
    instant(on: day, secondOfDay: dayStart.minutes * 60)
  }

  /// The calendar date and time of day an instant shows on the zone's wall clock.
  public func wallClock(of instant: Date) -> (day: Day, secondOfDay: Int) {
    let seconds = wallSeconds(of: instant)
    return (Day(number: floorDiv(seconds, secondsPerWallDay)), floorMod(seconds, secondsPerWallDay))
  }

  /// The instant a habit time falls at on a habit day: a time before the day start belongs to
  /// the end of that habit day, on the next calendar date.
  public func occurrence(of time: TimeOfDay, onHabitDay day: Day) -> Date {
    instant(on: time < dayStart ? day.adding(days: 1) : day, secondOfDay: time.minutes * 60)
  }

  /// The instant a wall-clock time occurs: in a DST gap it moves forward by the gap
  /// (02:30 on spring-forward day becomes 03:30); an ambiguous time takes its first occurrence.
  public func instant(on day: Day, secondOfDay: Int) -> Date {
    let naive = day.number * secondsPerWallDay + secondOfDay
    // The offsets in force around that wall time; a zone changes offset at most once in ~two days.
    let before = zone.offset(at: naive - 2 * secondsPerWallDay)
    let after = zone.offset(at: naive + 2 * secondsPerWallDay)
    // An array, not a set: only the earliest counts, so a repeated offset does no harm, and
    // building a set (often a run's first, on every `--now`) costs more than all the rest here.
    let candidates = [before, after, zone.offset(at: naive)]
      .map { naive - $0 }
      .filter { zone.offset(at: $0) == naive - $0 }
    if let first = candidates.min() { return Date(timeIntervalSince1970: TimeInterval(first)) }
    // No offset makes the time exist: it is in a gap. The offset before the gap moves it forward.
    return Date(timeIntervalSince1970: TimeInterval(naive - before))
  }

  /// The zone's offset from UTC, in seconds, at an instant.
  public func offsetSeconds(at instant: Date) -> Int {
    zone.offset(at: instant)
  }

  /// The habit days from `first` through `last` that have no instant at all: the zone skipped them
  /// (Pacific/Apia went from 29 to 31 December 2011). They are never due.
  public func missingDays(from first: Day, through last: Day) -> Set<Day> {
    guard first <= last else { return [] }
    var missing: Set<Day> = []
    var cursor = start(of: first.adding(days: -2))
    let end = start(of: last.adding(days: 2))
    // Only a jump forward of about a day can swallow a whole day; such jumps are rare, so walking
    // the zone's transitions costs a few lookups per year.
    while let change = zone.nextTransition(after: cursor), change < end {
      let jump = zone.offset(at: change) - zone.offset(at: change.addingTimeInterval(-1))
      if jump >= secondsPerWallDay / 2 {
        let around = wallClock(of: change).day
        for day in (around.number - 2...around.number + 1).map(Day.init(number:))
        where day >= first && day <= last && start(of: day) >= start(of: day.adding(days: 1)) {
          missing.insert(day)
        }
      }
      cursor = change
    }
    return missing
  }

  private func wallSeconds(of instant: Date) -> Int {
    let seconds = Int(instant.timeIntervalSince1970.rounded(.down))
    return seconds + zone.offset(at: seconds)
  }
}

/// The length of a wall-clock day, which is always 24 hours on the wall (never use it on instants).
let secondsPerWallDay = 86_400
