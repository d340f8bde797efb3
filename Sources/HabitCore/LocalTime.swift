import Foundation

/// Wall-clock arithmetic in one time zone: instants to habit days, and local times back to instants.
public struct LocalTime: Sendable {
  /// The zone whose wall clock defines days.
  public let zone: TimeZone
  /// When a habit day begins on that wall clock.
  public let dayStart: TimeOfDay

  /// Creates the arithmetic for a zone and day start.
  public init(zone: TimeZone, dayStart: TimeOfDay = .midnight) {
    self.zone = zone
    self.dayStart = dayStart
  }

  /// The habit day an instant belongs to (before the day start it still counts as the previous day).
  public func day(of instant: Date) -> Day {
    Day(number: floorDiv(wallSeconds(of: instant) - dayStart.minutes * 60, secondsPerWallDay))
  }

  /// The calendar date and time of day an instant shows on the zone's wall clock.
  public func wallClock(of instant: Date) -> (day: Day, secondOfDay: Int) {
    let seconds = wallSeconds(of: instant)
    return (Day(number: floorDiv(seconds, secondsPerWallDay)), floorMod(seconds, secondsPerWallDay))
  }

  /// The instant a wall-clock time occurs: in a DST gap it moves forward by the gap
  /// (02:30 on spring-forward day becomes 03:30); an ambiguous time takes its first occurrence.
  public func instant(on day: Day, secondOfDay: Int) -> Date {
    let naive = day.number * secondsPerWallDay + secondOfDay
    // The offsets in force around that wall time; a zone changes offset at most once in ~two days.
    let before = offset(at: naive - 2 * secondsPerWallDay)
    let after = offset(at: naive + 2 * secondsPerWallDay)
    let candidates = Set([before, after, offset(at: naive)])
      .map { naive - $0 }
      .filter { offset(at: $0) == naive - $0 }
    if let first = candidates.min() { return Date(timeIntervalSince1970: TimeInterval(first)) }
    // No offset makes the time exist: it is in a gap. The offset before the gap moves it forward.
    return Date(timeIntervalSince1970: TimeInterval(naive - before))
  }

  /// The zone's offset from UTC, in seconds, at an instant.
  public func offsetSeconds(at instant: Date) -> Int {
    zone.secondsFromGMT(for: instant)
  }

  private func wallSeconds(of instant: Date) -> Int {
    let seconds = Int(instant.timeIntervalSince1970.rounded(.down))
    return seconds + offset(at: seconds)
  }

  private func offset(at unixSeconds: Int) -> Int {
    zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(unixSeconds)))
  }
}

/// The length of a wall-clock day, which is always 24 hours on the wall (never use it on instants).
let secondsPerWallDay = 86_400
