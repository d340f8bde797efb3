import Foundation

/// The one source of the current instant; everything else receives time from it.
public protocol WallClock: Sendable {
  /// The current instant.
  func now() -> Date
}

/// A clock stopped at one instant: `--now` on the command line, and tests.
public struct FixedClock: WallClock {
  /// The instant the clock shows.
  public let instant: Date

  /// Creates a clock that always shows `instant`.
  public init(_ instant: Date) {
    self.instant = instant
  }

  public func now() -> Date { instant }
}
