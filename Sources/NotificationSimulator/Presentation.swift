import HabitCore

/// How a delivered notification shows itself: the decision record's sound/vibration table.
public struct Presentation: Hashable, Sendable {
  /// The terminal bell (the alarm sound).
  public var bell: Bool
  /// The terminal flash (vibration).
  public var flash: Bool
  /// A banner line, always shown because many terminals mute the bell.
  public var banner: Bool { true }

  /// Creates a presentation.
  public init(bell: Bool, flash: Bool) {
    self.bell = bell
    self.flash = flash
  }

  /// The table: sound+vibration rings with bell and flash, flash only on silent; vibrate flashes;
  /// none shows the banner only. A missed notification arrives silently.
  public static func of(style: AlertStyle, ringer: Ringer, missed: Bool) -> Presentation {
    guard !missed else { return Presentation(bell: false, flash: false) }
    switch style {
    case .soundAndVibration: return Presentation(bell: ringer == .ring, flash: true)
    case .vibrate: return Presentation(bell: false, flash: true)
    case .none: return Presentation(bell: false, flash: false)
    }
  }
}
