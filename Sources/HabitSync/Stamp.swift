/// A hybrid logical clock's timestamp: wall-clock milliseconds, a counter for changes within one
/// millisecond (or while the wall clock lags behind a stamp already seen), and the device that
/// made the change. Ordered by all three, so two devices never make equal stamps.
public struct Stamp: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Milliseconds since 1970, never behind any stamp the device had seen.
  public var wall: Int64
  /// Changes made at the same `wall`, from 0.
  public var counter: Int
  /// The device's id (a UUID): the last tie-breaker.
  public var device: String

  /// Creates a stamp.
  public init(wall: Int64, counter: Int, device: String) {
    self.wall = wall
    self.counter = counter
    self.device = device
  }

  public static func < (lhs: Stamp, rhs: Stamp) -> Bool {
    (lhs.wall, lhs.counter, lhs.device) < (rhs.wall, rhs.counter, rhs.device)
  }

  /// `1796000000000.3@device`.
  public var description: String { "\(wall).\(counter)@\(device)" }
}

/// A device's hybrid logical clock: each new stamp is after every stamp the device made or
/// received, however far its wall clock lags (hours behind another device still orders after
/// what it has seen), and close to the wall clock otherwise.
public struct HybridClock: Hashable, Sendable {
  /// The device stamps are made for.
  public let device: String
  /// The largest stamp made or received so far.
  public private(set) var latest: Stamp?

  /// A clock for `device` that has seen `latest`.
  public init(device: String, latest: Stamp? = nil) {
    self.device = device
    self.latest = latest
  }

  /// The stamp of a change made when the wall clock reads `wall` milliseconds.
  public mutating func stamp(wall: Int64) -> Stamp {
    // A clock set before 1970 (a demo's `--now`) stamps from 0: a file holds no negative time.
    let wall = max(0, wall)
    let stamp: Stamp
    if let latest, latest.wall >= wall {
      // A counter at its end moves on to the next millisecond rather than overflow.
      stamp =
        latest.counter == .max && latest.wall < .max
        ? Stamp(wall: latest.wall + 1, counter: 0, device: device)
        : Stamp(wall: latest.wall, counter: min(latest.counter, .max - 1) + 1, device: device)
    } else {
      stamp = Stamp(wall: wall, counter: 0, device: device)
    }
    latest = stamp
    return stamp
  }

  /// Takes in a stamp from another device, so that later changes here order after it.
  public mutating func receive(_ stamp: Stamp) {
    if latest.map({ $0 < stamp }) ?? true { latest = stamp }
  }
}
