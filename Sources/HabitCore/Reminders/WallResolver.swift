import Foundation

/// Resolves many wall-clock times near one day quickly: on days without a clock change the zone's
/// offset is looked up once, and only days with a change take the careful path.
struct WallResolver {
  let local: LocalTime
  /// `local.dayStart`, kept apart: reading it through `local` copies the whole value each time.
  private let dayStart: TimeOfDay
  /// The first calendar day number `offsets` covers.
  private let firstDay: Int
  /// Per calendar day from `firstDay`, the zone's offset all day long, or nil when it changes
  /// near that day. An array, not a dictionary: a plan resolves thousands of times.
  private var offsets: [Int?] = []

  init(local: LocalTime, around center: Day) {
    self.local = local
    dayStart = local.dayStart
    let zone = local.zone
    firstDay = center.number - 3
    for number in firstDay...(center.number + ReminderPlanner.windowDays + 4) {
      // Half a day of margin on each side covers every offset a zone can have.
      let from = Date(timeIntervalSince1970: TimeInterval(number * secondsPerWallDay - 50_400))
      let to = Date(timeIntervalSince1970: TimeInterval((number + 1) * secondsPerWallDay + 50_400))
      let changes = zone.nextTransition(after: from).map { $0 <= to } ?? false
      offsets.append(changes ? nil : zone.offset(at: from))
    }
  }

  /// The instant of a wall-clock time on a calendar day.
  func instant(on day: Day, secondOfDay: Int) -> Date {
    let index = day.number - firstDay
    guard offsets.indices.contains(index), let offset = offsets[index] else {
      return local.instant(on: day, secondOfDay: secondOfDay)
    }
    return Date(
      timeIntervalSince1970: TimeInterval(day.number * secondsPerWallDay + secondOfDay - offset))
  }

  /// A habit day's time plus some minutes: the wall-clock time is resolved in the zone first (a
  /// gap moves it forward, a fold takes the first occurrence), then the minutes are real time, so
  /// "10 minutes before 03:05 EDT" is 01:55 EST. A time before the day start belongs to the end of
  /// the habit day, on the next calendar date.
  func occurrence(of time: TimeOfDay, on day: Day, plus minutes: Int) -> Date {
    let calendarDay = time < dayStart ? day.adding(days: 1) : day
    return instant(on: calendarDay, secondOfDay: time.minutes * 60)
      .addingTimeInterval(TimeInterval(minutes * 60))
  }
}
