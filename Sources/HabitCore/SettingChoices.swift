/// The user's sound and vibration choice. "Sound only" is deliberately absent: the system cannot
/// tell whether the ring/silent switch would mute it.
public enum AlertStyle: String, Hashable, OptionValue {
  case soundAndVibration = "sound+vibration"
  case vibrate
  case none

  /// `--alert sound` is refused with the reason it is missing; any other word with the choices.
  public static func refusal(of text: String, for option: String) -> String {
    guard text.lowercased() == "sound" else { return listingRefusal(of: text, for: option) }
    return "\(option) sound is not offered: a phone cannot tell whether its silent switch would "
      + "mute it; use \(listed)"
  }
}

/// The ring/silent switch of the simulated device.
public enum Ringer: String, Hashable, OptionValue {
  case ring, silent
}

/// The notification language setting.
public enum LanguageChoice: String, Hashable, OptionValue {
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
public enum EvictionPolicy: String, Hashable, OptionValue {
  case oldestAdded = "oldest-added"
  case soonestFiring = "soonest-64"
}

/// How alarms ring: `burst` is the decision record's 60 notifications 2 s apart (they count against
/// the 64 and follow the ring/silent switch); `alarmkit` is one system alarm (iOS 26 AlarmKit) that
/// rings like the Clock app, even on silent, until stopped, outside the 64.
public enum AlarmMode: String, Hashable, OptionValue {
  case burst, alarmkit
}

/// Whether the user allowed notifications on the simulated device.
public enum Permission: String, Hashable, OptionValue {
  case allowed, denied
}
