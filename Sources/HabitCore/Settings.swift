/// The user's preferences that shape days, displays and reminders.
public struct Settings: Hashable, Sendable {
  /// When a habit day begins; before it, the clock still belongs to the previous day.
  public var dayStart: TimeOfDay
  /// The first day of a heatmap week.
  public var weekStart: WeekStart
  /// What to remind of, when, and how it sounds.
  public var reminders: ReminderSettings

  /// Creates settings; the defaults are midnight, Sunday and the default reminders.
  public init(
    dayStart: TimeOfDay = .midnight, weekStart: WeekStart = .sunday,
    reminders: ReminderSettings = ReminderSettings()
  ) {
    self.dayStart = dayStart
    self.weekStart = weekStart
    self.reminders = reminders
  }
}

/// The reminder preferences of the design record: three reminders, one alert style.
public struct ReminderSettings: Hashable, Sendable {
  /// Off removes every pending request; on plans them all again.
  public var masterEnabled = true
  /// Minutes before a habit's time for the "time for" reminder (1...120).
  public var preReminderMinutes = 10
  /// Minutes after a habit's time for the "not done yet" reminder (1...720).
  public var overdueDelayMinutes = 60
  /// When the daily summary of what is left fires.
  public var summaryTime = TimeOfDay(hour: 21, minute: 0)!
  /// How notifications sound and move.
  public var alertStyle = AlertStyle.soundAndVibration
  /// The simulated device's ring/silent switch.
  public var ringer = Ringer.ring
  /// The language of notification texts.
  public var language = LanguageChoice.auto
  /// Which pending requests the simulated device drops beyond 64.
  public var eviction = EvictionPolicy.oldestAdded
  /// Whether the simulated device allows notifications at all.
  public var permission = Permission.allowed
  /// How alarm habits and timers ring: the decision record's burst, or one AlarmKit alarm.
  public var alarmMode = AlarmMode.burst
  /// Whether the simulated device lets the app schedule AlarmKit alarms.
  public var alarmPermission = Permission.allowed
  /// Whether `watch` also shows what it delivers on the desktop (as with `watch --notify`).
  public var desktopNotifications = false

  /// Creates the default reminder settings.
  public init() {}

  /// The allowed range of `preReminderMinutes`.
  public static let preRange = 1...120
  /// The allowed range of `overdueDelayMinutes`.
  public static let overdueRange = 1...720
}

/// The user's sound and vibration choice. "Sound only" is deliberately absent: the system cannot
/// tell whether the ring/silent switch would mute it.
public enum AlertStyle: String, Hashable, Sendable, CaseIterable {
  case soundAndVibration = "sound+vibration"
  case vibrate
  case none
}

/// The ring/silent switch of the simulated device.
public enum Ringer: String, Hashable, Sendable, CaseIterable {
  case ring, silent
}

/// The notification language setting.
public enum LanguageChoice: String, Hashable, Sendable, CaseIterable {
  case auto, en, ko

  /// The language to write in: `auto` follows LC_ALL, then LC_MESSAGES, then LANG.
  public func resolved(environment: [String: String]) -> Language {
    switch self {
    case .en: return .en
    case .ko: return .ko
    case .auto:
      let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }
        .first { !$0.isEmpty }
      return locale?.lowercased().hasPrefix("ko") == true ? .ko : .en
    }
  }
}

/// A language notification texts are written in.
public enum Language: String, Hashable, Sendable {
  case en, ko
}

/// Which requests a full device drops: modern iOS drops the oldest added (observed), Apple's older
/// documentation says the 64 soonest-firing are kept.
public enum EvictionPolicy: String, Hashable, Sendable, CaseIterable {
  case oldestAdded = "oldest-added"
  case soonestFiring = "soonest-64"
}

/// How alarms ring: `burst` is the decision record's 60 notifications 2 s apart (they count against
/// the 64 and follow the ring/silent switch); `alarmkit` is one system alarm (iOS 26 AlarmKit) that
/// rings like the Clock app, even on silent, until stopped, outside the 64.
public enum AlarmMode: String, Hashable, Sendable, CaseIterable {
  case burst, alarmkit
}

/// Whether the user allowed notifications on the simulated device.
public enum Permission: String, Hashable, Sendable, CaseIterable {
  case allowed, denied
}
