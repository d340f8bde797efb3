import Foundation

/// A time zone: its name and the rules that give its offset from UTC at every instant.
///
/// Named zones come from the system's time zone database; a POSIX rule string (`JST-9`,
/// `EST5EDT,M3.2.0,M11.1.0`) and a compiled zone file (`TZ=/path`) are read by HabitFlow itself,
/// so every `TZ` the C library understands means the same here.
public struct Zone: Sendable {
  /// The `TZ` value or zone identifier this zone was made from.
  public let name: String
  private let rules: Rules

  private enum Rules: Sendable {
    case system(TimeZone)
    case posix(PosixZoneRule)
    case file(ZoneFile)
  }

  /// A zone from the system's time zone database.
  public init(_ timeZone: TimeZone) {
    name = timeZone.identifier
    rules = .system(timeZone)
  }

  /// A zone from a POSIX rule.
  public init(name: String, rule: PosixZoneRule) {
    self.name = name
    rules = .posix(rule)
  }

  /// A zone from a compiled zone file.
  public init(name: String, file: ZoneFile) {
    self.name = name
    rules = .file(file)
  }

  /// Coordinated Universal Time.
  public static let utc = Zone(name: "UTC", rule: PosixZoneRule(standardOffset: 0, daylight: nil))

  /// The zone's offset from UTC, in seconds east, at an instant (seconds since 1970).
  public func offset(at unixSeconds: Int) -> Int {
    switch rules {
    case .system(let zone):
      return zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(unixSeconds)))
    case .posix(let rule): return rule.offset(at: unixSeconds)
    case .file(let file): return file.offset(at: unixSeconds)
    }
  }

  /// The zone's offset from UTC, in seconds east, at an instant.
  public func offset(at instant: Date) -> Int {
    offset(at: Int(instant.timeIntervalSince1970.rounded(.down)))
  }

  /// The first instant after `instant` at which the offset changes, if any.
  public func nextTransition(after instant: Date) -> Date? {
    let seconds = Int(instant.timeIntervalSince1970.rounded(.down))
    let next: Int?
    switch rules {
    case .system(let zone):
      return zone.nextDaylightSavingTimeTransition(after: instant)
    case .posix(let rule): next = rule.nextTransition(after: seconds)
    case .file(let file): next = file.nextTransition(after: seconds)
    }
    return next.map { Date(timeIntervalSince1970: TimeInterval($0)) }
  }
}
