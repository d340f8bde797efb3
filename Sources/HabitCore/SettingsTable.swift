// The one place a setting is declared. A new setting is a field of `Settings` or
// `ReminderSettings` below and its entry in `Setting.all`, with its tests: the store, sync,
// `habitflow settings` (its flags, synopsis, help, text and JSON), the settings panel, the shell
// completions and the manual page all follow from the entry.

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

extension Setting {
  /// Every setting, in the order `habitflow settings` lists them.
  public static let all: [Setting] = [
    .time(
      "dayStart", flag: "--day-start", reach: .everyDevice,
      help: Phrase(
        "Before this time, check-ins still count for the previous day (for night owls).",
        "이 시각 전의 체크인은 전날로 쳐요(늦게 자는 사람을 위해)."),
      usage: ["--day-start 03:00 counts anything before 03:00 as the previous day."],
      panel: PanelRow(9, Phrase("Day starts at", "하루 시작 시각"), every: 60),
      get: { $0.dayStart }, set: { $0.dayStart = $1 }),
    .choice(
      "weekStart", flag: "--week-start", WeekStart.self, reach: .everyDevice,
      help: Phrase("The weekday in the heatmap's first row.", "히트맵 첫 줄의 요일이에요."),
      panel: PanelRow(
        10, Phrase("Week starts on", "주 시작 요일"),
        shown: { $1.weekday($0.weekStart == .monday ? .monday : .sunday, long: true) }),
      get: { $0.weekStart }, set: { $0.weekStart = $1 }),
    .onOff(
      "masterEnabled", flag: "--master", reach: .everyDevice,
      help: Phrase(
        "Off removes every pending reminder; on plans the next seven days again.",
        "끄면 예약된 알림을 모두 지우고, 켜면 앞으로 7일 치를 다시 예약해요."),
      panel: PanelRow(0, Phrase("Reminders", "알림")),
      get: { $0.reminders.masterEnabled }, set: { $0.reminders.masterEnabled = $1 }),
    .minutes(
      "preReminderMinutes", flag: "--pre", ReminderSettings.preRange, reach: .everyDevice,
      help: Phrase(
        "A heads-up this long before a habit's time.", "습관 시간 이만큼 전에 미리 알려 줘요."),
      panel: PanelRow(3, Phrase("Reminder before", "미리 알림"), usual: [5, 10, 15, 30, 60]),
      get: { $0.reminders.preReminderMinutes }, set: { $0.reminders.preReminderMinutes = $1 }),
    .minutes(
      "overdueDelayMinutes", flag: "--overdue", ReminderSettings.overdueRange,
      reach: .everyDevice,
      help: Phrase(
        "A habit still not done this long after its time gets a second reminder.",
        "습관 시간이 이만큼 지나도 안 했으면 한 번 더 알려 줘요."),
      panel: PanelRow(1, Phrase("Not done after", "미완료 알림"), usual: [30, 60, 120]),
      get: { $0.reminders.overdueDelayMinutes },
      set: { $0.reminders.overdueDelayMinutes = $1 }),
    .time(
      "summaryTime", flag: "--summary", reach: .everyDevice,
      help: Phrase(
        "At this time one notification lists what is still left today.",
        "이 시각에 오늘 남은 습관을 알림 하나로 모아 알려 줘요."),
      panel: PanelRow(2, Phrase("Daily summary at", "하루 요약 시각"), every: 30),
      get: { $0.reminders.summaryTime }, set: { $0.reminders.summaryTime = $1 }),
    .choice(
      "alertStyle", flag: "--alert", AlertStyle.self, reach: .thisDevice,
      help: Phrase(
        "No sound only: a phone cannot tell whether its silent switch would mute it. On silent, sound + vibration only vibrates (here: the screen flashes).",
        "휴대폰은 무음 스위치가 소리를 끌지 알 수 없어서 소리만 울리는 방식은 없어요. 무음일 때 소리 + 진동은 진동만 해요(여기서는 화면이 깜박여요)."
      ),
      usage: [
        "--alert: 'sound only' is not offered: a phone cannot tell whether its ring/silent switch",
        "  would mute it. On silent, sound+vibration turns into vibration (here: a screen flash).",
      ],
      panel: PanelRow(
        4, Phrase("Alert", "알림 방식"), shown: { alertText($0.reminders.alertStyle, $1) }),
      get: { $0.reminders.alertStyle }, set: { $0.reminders.alertStyle = $1 }),
    .choice(
      "ringer", flag: "--ringer", Ringer.self, reach: .thisDevice,
      help: Phrase(
        "The simulated phone's switch: on silent the bell is muted and only the flash remains.",
        "가상 휴대폰의 스위치예요. 무음이면 벨은 울리지 않고 화면만 깜박여요."),
      panel: PanelRow(
        5, Phrase("Ring/silent switch", "벨/무음 스위치"),
        shown: { $0.reminders.ringer == .ring ? $1.pick("ring", "벨소리") : $1.pick("silent", "무음") }),
      get: { $0.reminders.ringer }, set: { $0.reminders.ringer = $1 }),
    .choice(
      "language", flag: "--lang", LanguageChoice.self, reach: .everyDevice,
      help: Phrase(
        "The language of this screen and of the notifications; auto follows the system's (LANG).",
        "이 화면과 알림의 언어예요. 자동은 시스템 언어(LANG)를 따라요."),
      panel: PanelRow(
        8, Phrase("Language", "언어"), shown: { languageText($0.reminders.language, $1) }),
      get: { $0.reminders.language }, set: { $0.reminders.language = $1 }),
    .choice(
      "eviction", flag: "--eviction", EvictionPolicy.self, reach: .thisDevice,
      help: Phrase(
        "Which pending requests a full simulated phone drops beyond 64: the oldest added (modern iOS) or all but the 64 soonest to fire.",
        "가상 휴대폰에 알림이 64개를 넘으면 무엇을 버릴지예요. 가장 먼저 추가된 것(요즘 iOS), 또는 가장 빨리 울릴 64개 말고 모두."
      ),
      usage: ["--eviction: which requests a full device drops (modern iOS: oldest added)."],
      get: { $0.reminders.eviction }, set: { $0.reminders.eviction = $1 }),
    .choice(
      "permission", flag: "--permission", Permission.self, reach: .simulatedPhone,
      help: Phrase(
        "Whether the simulated phone allows notifications at all; denied, none is scheduled.",
        "가상 휴대폰이 알림을 허용하는지예요. 거부하면 알림은 하나도 예약되지 않아요."),
      get: { $0.reminders.permission }, set: { $0.reminders.permission = $1 }),
    .choice(
      "alarmMode", flag: "--alarm-mode", AlarmMode.self, reach: .thisDevice,
      help: Phrase(
        "Burst (the record's way): 60 notifications 2 s apart, 60 of the 64 slots, muted on silent. AlarmKit (iOS 26): one system alarm outside the 64, ringing through silent until stopped.",
        "연속: 2초 간격 알림 60개로 64자리 중 60자리를 쓰고 무음을 따라요. AlarmKit(iOS 26): 64개 밖의 시스템 알람 하나가 무음에서도 끌 때까지 울려요."
      ),
      usage: [
        "--alarm-mode burst: the decision record's alarm, 60 notifications 2 s apart; they take 60",
        "  of the 64 slots, stop after two minutes, and follow the ring/silent switch.",
        "--alarm-mode alarmkit: one system alarm per alarm habit or timer (iOS 26 AlarmKit): it",
        "  rings like the Clock app, even on silent, until stopped, outside the 64; it needs its",
        "  own permission (--alarm-permission).",
      ],
      panel: PanelRow(
        6, Phrase("Alarms ring as", "알람 방식"), shown: { alarmModeText($0.reminders, $1) }),
      get: { $0.reminders.alarmMode }, set: { $0.reminders.alarmMode = $1 }),
    .choice(
      "alarmPermission", flag: "--alarm-permission", Permission.self, reach: .simulatedPhone,
      help: Phrase(
        "AlarmKit alarms need a permission of their own. Denied, no alarm is scheduled; other reminders still arrive as notifications.",
        "AlarmKit 알람은 따로 허용해야 해요. 거부하면 알람은 하나도 예약되지 않고, 다른 알림은 그대로 와요."
      ),
      panel: PanelRow(
        7, Phrase("Alarm permission", "알람 허용"),
        shown: { alarmPermissionText($0.reminders, $1) }),
      get: { $0.reminders.alarmPermission }, set: { $0.reminders.alarmPermission = $1 }),
    .onOff(
      "desktopNotifications", flag: "--desktop", reach: .thisDevice,
      help: Phrase(
        "Whether watch also shows what it delivers as desktop notifications (as watch --notify).",
        "watch가 전달하는 알림을 데스크톱 알림으로도 보여 줄지예요(watch --notify처럼)."),
      get: { $0.reminders.desktopNotifications },
      set: { $0.reminders.desktopNotifications = $1 }),
  ]

  /// The setting stored under `key`, or nil. A walk of the fourteen entries: every command
  /// reads the settings, and a dictionary of them cost more to build than all its lookups.
  public static func named(_ key: String) -> Setting? {
    all.first { $0.key == key }
  }

  /// `sound + vibration` / `소리 + 진동`.
  private static func alertText(_ style: AlertStyle, _ words: Words) -> String {
    switch style {
    case .soundAndVibration: return words.pick("sound + vibration", "소리 + 진동")
    case .vibrate: return words.pick("vibration only", "진동만")
    case .none: return words.pick("none", "없음")
    }
  }

  /// `burst of 60` / `system alarm (AlarmKit)`.
  private static func alarmModeText(_ reminders: ReminderSettings, _ words: Words) -> String {
    switch reminders.alarmMode {
    case .burst: return words.pick("burst of 60", "알림 60개 연속")
    case .alarmkit: return words.pick("system alarm (AlarmKit)", "시스템 알람(AlarmKit)")
    }
  }

  /// `allowed` / `denied`, saying when that leaves AlarmKit mode without alarms.
  private static func alarmPermissionText(_ reminders: ReminderSettings, _ words: Words)
    -> String
  {
    guard reminders.alarmPermission == .denied else { return words.pick("allowed", "허용") }
    return reminders.alarmMode == .alarmkit
      ? words.pick("denied: no alarm is scheduled", "거부: 예약된 알람 없음") : words.pick("denied", "거부")
  }

  /// Each language in its own name; `auto` with the one the locale gives it here.
  private static func languageText(_ choice: LanguageChoice, _ words: Words) -> String {
    let name = { (language: Language) in language == .ko ? "한국어" : "English" }
    switch choice {
    case .en: return name(.en)
    case .ko: return name(.ko)
    case .auto: return words.pick("auto", "자동") + " (\(name(words.localeLanguage)))"
    }
  }
}
