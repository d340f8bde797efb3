import HabitCore

extension SettingsPanel {
  /// One row: its label, how its value reads, what it does, and the next value either way, in
  /// both languages.
  struct Row: Sendable {
    let label: Phrase
    let value: @Sendable (Settings, Words) -> String
    let explanation: Phrase
    let step: @Sendable (inout Settings, Int) -> Void
    /// How a number or time is cycled and typed; nil for a row of named choices.
    var numeric: Numeric? = nil

    init(
      label: Phrase, value: @escaping @Sendable (Settings, Words) -> String, explanation: Phrase,
      step: @escaping @Sendable (inout Settings, Int) -> Void
    ) {
      self.label = label
      self.value = value
      self.explanation = explanation
      self.step = step
    }

    /// A row of a number or time, changed along `numeric`'s values or typed.
    init(
      label: Phrase, value: @escaping @Sendable (Settings, Words) -> String, explanation: Phrase,
      numeric: Numeric
    ) {
      self.init(
        label: label, value: value, explanation: explanation,
        step: { settings, direction in
          numeric.set(&settings, numeric.next(after: numeric.get(settings), keeping: [], direction))
        })
      self.numeric = numeric
    }
  }

  /// Every setting, in the panel's order. A new setting is one more row here.
  static let rows: [Row] = [
    Row(
      label: Phrase("Reminders", "알림"), value: { $1.onOff($0.reminders.masterEnabled) },
      explanation: Phrase(
        "Off removes every pending reminder; on plans the next seven days again.",
        "끄면 예약된 알림을 모두 지우고, 켜면 앞으로 7일 치를 다시 예약해요."),
      step: { settings, _ in settings.reminders.masterEnabled.toggle() }),
    Row(
      label: Phrase("Not done after", "미완료 알림"),
      value: { $1.minutes($0.reminders.overdueDelayMinutes) },
      explanation: Phrase(
        "A habit still not done this long after its time gets a second reminder.",
        "습관 시간이 이만큼 지나도 안 했으면 한 번 더 알려 줘요."),
      numeric: .minutes(
        [30, 60, 120], ReminderSettings.overdueRange, get: { $0.reminders.overdueDelayMinutes },
        set: { $0.reminders.overdueDelayMinutes = $1 })),
    Row(
      label: Phrase("Daily summary at", "하루 요약 시각"),
      value: { settings, _ in settings.reminders.summaryTime.description },
      explanation: Phrase(
        "At this time one notification lists what is still left today.",
        "이 시각에 오늘 남은 습관을 알림 하나로 모아 알려 줘요."),
      numeric: .time(
        every: 30, get: { $0.reminders.summaryTime }, set: { $0.reminders.summaryTime = $1 })),
    Row(
      label: Phrase("Reminder before", "미리 알림"),
      value: { $1.minutes($0.reminders.preReminderMinutes) },
      explanation: Phrase(
        "A heads-up this long before a habit's time.", "습관 시간 이만큼 전에 미리 알려 줘요."),
      numeric: .minutes(
        [5, 10, 15, 30, 60], ReminderSettings.preRange, get: { $0.reminders.preReminderMinutes },
        set: { $0.reminders.preReminderMinutes = $1 })),
    Row(
      label: Phrase("Alert", "알림 방식"), value: { alertText($0.reminders.alertStyle, $1) },
      explanation: Phrase(
        "No sound only: a phone cannot tell whether its silent switch would mute it. On silent, sound + vibration only vibrates (here: the screen flashes).",
        "휴대폰은 무음 스위치가 소리를 끌지 알 수 없어서 소리만 울리는 방식은 없어요. 무음일 때 소리 + 진동은 진동만 해요(여기서는 화면이 깜박여요)."
      ),
      step: { settings, direction in
        settings.reminders.alertStyle = cycle(settings.reminders.alertStyle, direction)
      }),
    Row(
      label: Phrase("Ring/silent switch", "벨/무음 스위치"),
      value: { $0.reminders.ringer == .ring ? $1.pick("ring", "벨소리") : $1.pick("silent", "무음") },
      explanation: Phrase(
        "The simulated phone's switch: on silent the bell is muted and only the flash remains.",
        "가상 휴대폰의 스위치예요. 무음이면 벨은 울리지 않고 화면만 깜박여요."),
      step: { settings, direction in
        settings.reminders.ringer = cycle(settings.reminders.ringer, direction)
      }),
    Row(
      label: Phrase("Alarms ring as", "알람 방식"), value: { alarmModeText($0.reminders, $1) },
      explanation: Phrase(
        "Burst (the record's way): 60 notifications 2 s apart, 60 of the 64 slots, muted on silent. AlarmKit (iOS 26): one system alarm outside the 64, ringing through silent until stopped.",
        "연속: 2초 간격 알림 60개로 64자리 중 60자리를 쓰고 무음을 따라요. AlarmKit(iOS 26): 64개 밖의 시스템 알람 하나가 무음에서도 끌 때까지 울려요."
      ),
      step: { settings, direction in
        settings.reminders.alarmMode = cycle(settings.reminders.alarmMode, direction)
      }),
    Row(
      label: Phrase("Alarm permission", "알람 허용"),
      value: { alarmPermissionText($0.reminders, $1) },
      explanation: Phrase(
        "AlarmKit alarms need a permission of their own. Denied, no alarm is scheduled; other reminders still arrive as notifications.",
        "AlarmKit 알람은 따로 허용해야 해요. 거부하면 알람은 하나도 예약되지 않고, 다른 알림은 그대로 와요."
      ),
      step: { settings, direction in
        settings.reminders.alarmPermission = cycle(settings.reminders.alarmPermission, direction)
      }),
    Row(
      label: Phrase("Language", "언어"), value: { languageText($0.reminders.language, $1) },
      explanation: Phrase(
        "The language of this screen and of the notifications; auto follows the system's (LANG).",
        "이 화면과 알림의 언어예요. 자동은 시스템 언어(LANG)를 따라요."),
      step: { settings, direction in
        settings.reminders.language = cycle(settings.reminders.language, direction)
      }),
    Row(
      label: Phrase("Day starts at", "하루 시작 시각"),
      value: { settings, _ in settings.dayStart.description },
      explanation: Phrase(
        "Before this time, check-ins still count for the previous day (for night owls).",
        "이 시각 전의 체크인은 전날로 쳐요(늦게 자는 사람을 위해)."),
      numeric: .time(every: 60, get: { $0.dayStart }, set: { $0.dayStart = $1 })),
    Row(
      label: Phrase("Week starts on", "주 시작 요일"),
      value: { $1.weekday($0.weekStart == .monday ? .monday : .sunday, long: true) },
      explanation: Phrase("The weekday in the heatmap's first row.", "히트맵 첫 줄의 요일이에요."),
      step: { settings, direction in settings.weekStart = cycle(settings.weekStart, direction) }),
  ]

  /// `sound + vibration` / `소리 + 진동`.
  static func alertText(_ style: AlertStyle, _ words: Words) -> String {
    switch style {
    case .soundAndVibration: return words.pick("sound + vibration", "소리 + 진동")
    case .vibrate: return words.pick("vibration only", "진동만")
    case .none: return words.pick("none", "없음")
    }
  }

  /// `burst of 60` / `system alarm (AlarmKit)`.
  static func alarmModeText(_ reminders: ReminderSettings, _ words: Words) -> String {
    reminders.alarmMode == .burst
      ? words.pick("burst of 60", "알림 60개 연속")
      : words.pick("system alarm (AlarmKit)", "시스템 알람(AlarmKit)")
  }

  /// `allowed` / `denied`, saying when that leaves AlarmKit mode without alarms.
  static func alarmPermissionText(_ reminders: ReminderSettings, _ words: Words) -> String {
    guard reminders.alarmPermission == .denied else { return words.pick("allowed", "허용") }
    return reminders.alarmMode == .alarmkit
      ? words.pick("denied: no alarm is scheduled", "거부: 예약된 알람 없음") : words.pick("denied", "거부")
  }

  /// Each language in its own name; `auto` with the one the locale gives it here.
  static func languageText(_ choice: LanguageChoice, _ words: Words) -> String {
    let name = { (language: Language) in language == .ko ? "한국어" : "English" }
    switch choice {
    case .en: return name(.en)
    case .ko: return name(.ko)
    case .auto: return words.pick("auto", "자동") + " (\(name(words.localeLanguage)))"
    }
  }
}
