import Foundation
import HabitCore

/// The VTIMEZONE of a zone, written from the offsets and changes the `Zone` reports.
///
/// It describes the zone exactly over a window of years: an opening observance gives the offset
/// in force at the window's first local midnight (1 January of its first year), and every change
/// inside the window follows. A kind of change (its offsets before and after) that keeps one
/// yearly rule through at least the window's last `minimumRuleYears` years gets an RRULE without
/// end, so events keep their wall time in the years after the window as well; other changes are
/// listed one by one (DTSTART, then RDATEs). A zone without changes (UTC, Asia/Seoul today) is one
/// STANDARD observance.
enum ICalendarTimeZone {
  /// How many years at the end of the window a yearly rule must hold to be repeated beyond it.
  static let minimumRuleYears = 4

  /// The most changes read from a zone: far more than any zone has in the supported years, a
  /// guard against a zone whose reported changes never move on.
  private static let maximumChanges = 4_000

  /// The VTIMEZONE's content lines for `zone`, exact from 1 January of the first year of `years`
  /// to the end of its last year. `tzid` is the TZID the events use.
  static func lines(zone: Zone, tzid: String, years: ClosedRange<Int>) -> [String] {
    let opening = openingChange(zone: zone, year: years.lowerBound)
    let endDay = Day(year: years.upperBound + 1, month: 1, day: 1)!
    let changes = changes(
      zone: zone, after: opening.at, before: localMidnightInstant(zone: zone, day: endDay))
    // The change after the window only tells how long the window's last period lasts.
    let following = nextChange(zone: zone, after: changes.last?.at ?? opening.at)
    let all = [opening] + changes
    let kinds = all.indices.map { index in
      kind(of: all[index], next: index + 1 < all.count ? all[index + 1] : following)
    }
    let openingObservance = Observance(
      kind: kinds[0], from: opening.from, to: opening.to, starts: [opening.at + opening.from],
      rule: nil)
    let grouped = observances(changes, kinds: Array(kinds.dropFirst()), lastYear: years.upperBound)
    let body = ([openingObservance] + grouped.sorted { $0.firstInstant < $1.firstInstant })
      .flatMap(\.lines)
    return ["BEGIN:VTIMEZONE", "TZID:" + ICalendarText.escaped(tzid)] + body + ["END:VTIMEZONE"]
  }

  /// One change of a zone's offset: the instant (seconds since 1970) and the offsets (seconds
  /// east of UTC) before and after it.
  struct Change: Equatable {
    let at: Int
    let from: Int
    let to: Int
  }

  /// A STANDARD or DAYLIGHT sub-component: changes of one kind, by rule or listed.
  struct Observance: Equatable {
    enum Kind: String {
      case standard = "STANDARD"
      case daylight = "DAYLIGHT"
    }

    let kind: Kind
    let from: Int
    let to: Int
    /// The local wall times (seconds from 1970 on the clock before the change) of the listed
    /// changes, or of the rule's first change.
    let starts: [Int]
    let rule: ICalendarYearlyRule?

    /// The instant of the first change, to put the observances in time order.
    var firstInstant: Int { starts[0] - from }

    var lines: [String] {
      let times = starts.map(ICalendarText.wallDateTime)
      return ["BEGIN:" + kind.rawValue, "DTSTART:" + times[0]]
        + (rule.map { ["RRULE:" + $0.recurrence] } ?? [])
        + times.dropFirst().map { "RDATE:" + $0 }
        + [
          "TZOFFSETFROM:" + ICalendarText.offset(from), "TZOFFSETTO:" + ICalendarText.offset(to),
          "END:" + kind.rawValue,
        ]
    }
  }

  /// The opening "change": the offset in force at the first local midnight of `year`, from
  /// itself to itself, so every event in the window has an observance before it.
  static func openingChange(zone: Zone, year: Int) -> Change {
    let instant = localMidnightInstant(zone: zone, day: Day(year: year, month: 1, day: 1)!)
    let offset = zone.offset(at: instant)
    return Change(at: instant, from: offset, to: offset)
  }

  /// The changes of a zone after one instant and before another, in time order.
  static func changes(zone: Zone, after start: Int, before end: Int) -> [Change] {
    var changes: [Change] = []
    var cursor = start
    while changes.count < maximumChanges, let change = nextChange(zone: zone, after: cursor),
      change.at < end
    {
      changes.append(change)
      cursor = change.at
    }
    return changes
  }

  /// The first change after an instant that really changes the offset, if the zone has one.
  ///
  /// A zone may report a change of name or of daylight-saving flag alone (the system database
  /// does); only offsets matter to a calendar, so those are passed over.
  static func nextChange(zone: Zone, after instant: Int) -> Change? {
    var cursor = instant
    for _ in 0..<maximumChanges {
      let after = Date(timeIntervalSince1970: TimeInterval(cursor))
      guard let next = zone.nextTransition(after: after) else { return nil }
      let at = Int(next.timeIntervalSince1970.rounded(.down))
      guard at > cursor else { return nil }
      let (from, to) = (zone.offset(at: at - 1), zone.offset(at: at))
      if from != to { return Change(at: at, from: from, to: to) }
      cursor = at
    }
    return nil
  }

  /// Whether the period a change begins is daylight-saving time: shorter than a year and ahead
  /// of the period before or after it. (RFC 5545 makes the distinction informative; offsets
  /// alone decide the times.)
  static func kind(of change: Change, next: Change?) -> Observance.Kind {
    let yearOfSeconds = 366 * WallSplit.secondsPerDay
    guard let next, next.at - change.at < yearOfSeconds else { return .standard }
    return change.to > change.from || change.to > next.to ? .daylight : .standard
  }

  /// The changes grouped into observances: by kind and offsets, a final yearly run as a rule.
  static func observances(
    _ changes: [Change], kinds: [Observance.Kind], lastYear: Int
  ) -> [Observance] {
    var groups: [(kind: Observance.Kind, from: Int, to: Int, members: [Change])] = []
    for (change, kind) in zip(changes, kinds) {
      if let index = groups.firstIndex(where: {
        $0.kind == kind && $0.from == change.from && $0.to == change.to
      }) {
        groups[index].members.append(change)
      } else {
        groups.append((kind, change.from, change.to, [change]))
      }
    }
    return groups.flatMap { group in
      observances(kind: group.kind, members: group.members, lastYear: lastYear)
    }
  }

  /// One group's observances: the listed changes before its rule, if any, and the rule.
  private static func observances(
    kind: Observance.Kind, members: [Change], lastYear: Int
  ) -> [Observance] {
    let first = members[0]
    let localTimes = members.map { $0.at + $0.from }
    let run = ICalendarYearlyRule.endingRun(
      of: localTimes, lastYear: lastYear, minimumYears: minimumRuleYears)
    let listedCount = run?.start ?? localTimes.count
    var result: [Observance] = []
    if listedCount > 0 {
      result.append(
        Observance(
          kind: kind, from: first.from, to: first.to, starts: Array(localTimes[..<listedCount]),
          rule: nil))
    }
    if let run {
      result.append(
        Observance(
          kind: kind, from: first.from, to: first.to, starts: [localTimes[run.start]],
          rule: run.rule))
    }
    return result
  }

  /// The instant of local midnight starting `day`, by the offset in force around then.
  static func localMidnightInstant(zone: Zone, day: Day) -> Int {
    let wall = day.number * WallSplit.secondsPerDay
    return wall - zone.offset(at: wall - zone.offset(at: wall))
  }
}
