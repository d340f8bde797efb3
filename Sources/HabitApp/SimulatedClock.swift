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
    origin.addingTimeInterval((ContinuousClock.now - start).inSeconds * speed)
  }

  /// The real seconds until the clock shows `instant` (zero when it already has).
  public func realSeconds(until instant: Date) -> Double {
    max(0, instant.timeIntervalSince(now()) / speed)
  }
}

extension Duration {
  /// The duration as a number of seconds.
  public var inSeconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
