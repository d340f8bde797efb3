import Foundation
import HabitCore

/// A clock that starts at a chosen instant and runs `speed` times faster than real time
/// (`--now` and `--speed`), so a demo can watch 07:00 arrive in seconds.
public struct SimulatedClock: WallClock {
  /// The simulated instant at the start.
  public let origin: Date
  /// Simulated seconds per real second.
  public let speed: Double
  private let start = ContinuousClock.now

  /// Creates a clock showing `origin` now and advancing `speed` times real time.
  public init(origin: Date, speed: Double) {
    self.origin = origin
    self.speed = speed
  }

  public func now() -> Date {
    let elapsed = ContinuousClock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return origin.addingTimeInterval(seconds * speed)
  }

  /// The real seconds until the clock shows `instant` (zero when it already has).
  public func realSeconds(until instant: Date) -> Double {
    max(0, instant.timeIntervalSince(now()) / speed)
  }
}
