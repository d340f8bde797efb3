import Foundation
import HabitCore
import NotificationSimulator

/// `watch`'s text for alarm and timer bursts: one line per burst, not one per ring. On a
/// terminal the lines of bursts still ringing stay at the bottom and are rewritten in place
/// (`· ring 12 of 60`); a burst that ends is written for good, closed with how it ended
/// (`×60, missed`, `×12, stopped at 07:00:24`). A file or a pipe gets only the closed lines.
struct BurstLines {
  /// A burst being rung: its first ring's line, and how many rings were heard.
  struct Open: Equatable {
    var thread: String
    var banner: String
    var kind: ReminderKind
    var rings: Int
    var lastRing: Date
    /// Whether every ring so far was delivered too late to ring (nothing was running).
    var missed: Bool
  }

  /// The bursts ringing, oldest first.
  private(set) var open: [Open] = []
  /// How many lines of open bursts the terminal shows below the last closed line.
  private var shown = 0

  /// Counts a ring on its burst (a new burst opens); `banner` is the line its first ring makes.
  mutating func ring(_ reminder: Reminder, banner: String, missed: Bool) {
    if let index = open.firstIndex(where: { $0.thread == reminder.thread }) {
      open[index].rings += 1
      open[index].lastRing = reminder.fireDate
      open[index].missed = open[index].missed && missed
    } else {
      open.append(
        Open(
          thread: reminder.thread, banner: banner, kind: reminder.kind, rings: 1,
          lastRing: reminder.fireDate, missed: missed))
    }
  }

  /// Closes the bursts no longer ringing: rung out (all its rings heard, the last one over) is
  /// missed, any other end is a stop at `now`. Returns the closed lines, oldest first.
  mutating func close(ringing: Set<String>, now: Date, local: LocalTime) -> [String] {
    let ended = open.filter { !ringing.contains($0.thread) }
    open.removeAll { !ringing.contains($0.thread) }
    let count = ReminderPlanner.burstCount
    return ended.map { burst in
      let rungOut = burst.missed || burst.rings >= count
      let end = rungOut ? "missed" : "stopped at \(Self.clock(now, local))"
      // A burst the 64 slots cut short says so: `×30 of 60`, not a count that looks wrong.
      let of = rungOut && burst.rings < count && burst.kind != .alarmkit ? " of \(count)" : ""
      return "\(burst.banner) ×\(burst.rings)\(of), \(end)"
    }
  }

  /// Closes every burst as the watch ends.
  mutating func closeAll() -> [String] {
    defer { open = [] }
    return open.map { "\($0.banner) ×\($0.rings), still ringing as watch stopped" }
  }

  /// The line of a burst still ringing, as the terminal shows it.
  static func live(_ burst: Open) -> String {
    burst.kind == .alarmkit
      ? "\(burst.banner) · rang \(burst.rings) time\(burst.rings == 1 ? "" : "s")"
      : "\(burst.banner) · ring \(burst.rings) of \(ReminderPlanner.burstCount)"
  }

  /// The bytes that bring a terminal up to date: the open lines shown so far are cleared, `lines`
  /// written for good, then the open bursts' lines (no newline after the last, to be rewritten).
  mutating func terminalUpdate(writing lines: [String]) -> String {
    var bytes = "\r"
    if shown > 1 { bytes += "\u{1B}[\(shown - 1)A" }
    if shown > 0 { bytes += "\u{1B}[J" }
    bytes += lines.map { $0 + "\n" }.joined()
    bytes += open.map(Self.live).joined(separator: "\n")
    shown = open.count
    return bytes
  }

  /// The bytes for a file or a pipe: the closed lines only.
  static func plainUpdate(writing lines: [String]) -> String {
    lines.map { $0 + "\n" }.joined()
  }

  /// `07:00:24` in the zone.
  private static func clock(_ date: Date, _ local: LocalTime) -> String {
    let second = local.wallClock(of: date).secondOfDay
    return [second / 3600, second / 60 % 60, second % 60].map {
      $0 < 10 ? "0\($0)" : "\($0)"
    }.joined(separator: ":")
  }
}
