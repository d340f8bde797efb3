import HabitCore

/// The add/edit form: what the user has typed so far.
public struct HabitForm: Hashable, Sendable {
  /// Which schedule the form describes.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case daily, weekdays, every
  }

  /// The form's fields, in tab order.
  public enum Field: Int, Hashable, Sendable, CaseIterable {
    case name, time, schedule, days, alarm
  }

  /// The habit being edited, or nil for a new one.
  public var editing: Habit?
  public var name = TextField()
  /// The time as typed, `HH:MM` or empty for none.
  public var time = TextField()
  public var kind = Kind.daily
  public var days = WeekdaySet([.monday, .wednesday, .friday])
  /// The interval of an `every` schedule, as typed.
  public var every = TextField("2")
  public var alarm = false
  public var field = Field.name
  /// The weekday the days field's cursor is on.
  public var dayCursor = Weekday.monday
  /// Why the last save was refused.
  public var error: FormError?

  /// An empty form for a new habit.
  public init() {}

  /// A form filled with a habit's fields.
  public init(editing habit: Habit) {
    editing = habit
    name = TextField(habit.name)
    time = TextField(habit.targetTime?.description ?? "")
    switch habit.schedule {
    case .daily: kind = .daily
    case .weekdays(let set):
      kind = .weekdays
      days = set
    case .every(let count):
      kind = .every
      every = TextField(String(count))
    case .frequency:
      kind = .daily
    }
    alarm = habit.alarm
  }

  /// Applies a key; returns true when it was the form's to handle.
  mutating func handle(_ key: Key) -> Bool {
    if editText({ $0.handle(key) }) {
      error = nil
      return true
    }
    switch key {
    case .tab, .down: move(1)
    case .backTab, .up: move(-1)
    case .left, .right, .character(" "):
      let step = key == .left ? -1 : 1
      switch field {
      case .schedule: cycleKind(step)
      case .days where key == .character(" "): toggleDay()
      case .days: dayCursor = Weekday(rawValue: (dayCursor.rawValue + step + 7) % 7)!
      case .alarm: alarm.toggle()
      default: return false
      }
    default: return false
    }
    error = nil
    return true
  }

  /// Whether the focused field takes typing: the name, the time, and the interval of `every`.
  var isTextField: Bool {
    field == .name || field == .time || (field == .days && kind == .every)
  }

  /// Applies `change` to the focused text field; false when the focus is not on one or the
  /// field did not use the key.
  private mutating func editText(_ change: (inout TextField) -> Bool) -> Bool {
    switch field {
    case .name: return change(&name)
    case .time: return change(&time)
    case .days where kind == .every: return change(&every)
    default: return false
    }
  }

  private mutating func toggleDay() {
    let bit = 1 << dayCursor.rawValue
    days = WeekdaySet(
      rawValue: days.contains(dayCursor) ? days.rawValue & ~bit : days.rawValue | bit)
  }

  /// The habit the form describes, or the reason it cannot be saved.
  func habit(existingNames: Set<String>, start: Day) -> Result<Habit, FormError> {
    if let problem = HabitName.problem(with: name.text) {
      return .failure(FormError(nameProblem: problem, name: name.text))
    }
    let canonical = HabitName.canonical(name.text)
    if canonical != editing?.name, existingNames.contains(canonical) {
      return .failure(.duplicate(canonical))
    }
    var target: TimeOfDay?
    if !time.text.isEmpty {
      guard let parsed = TimeOfDay(parsing: time.text) else {
        return .failure(.badTime)
      }
      target = parsed
    }
    let schedule: Schedule
    switch kind {
    case .daily: schedule = .daily
    case .weekdays:
      guard days.rawValue != 0 else { return .failure(.noWeekday) }
      schedule = .weekdays(days)
    case .every:
      guard let count = Int(every.text), (1...3650).contains(count) else {
        return .failure(.badInterval)
      }
      schedule = .every(count)
    }
    if alarm, target == nil { return .failure(.alarmNeedsTime) }
    var habit =
      editing
      ?? Habit(uuid: "", name: canonical, start: start)
    habit.name = canonical
    habit.targetTime = target
    habit.schedule = schedule
    habit.alarm = alarm
    return .success(habit)
  }

  private mutating func move(_ step: Int) {
    var next = Field(
      rawValue: (field.rawValue + step + Field.allCases.count) % Field.allCases.count)!
    // The days field exists only for the schedules that use it.
    if next == .days, kind == .daily { next = Field(rawValue: (next.rawValue + step + 5) % 5)! }
    field = next
  }

  private mutating func cycleKind(_ step: Int) {
    let all = Kind.allCases
    kind = all[(all.firstIndex(of: kind)! + step + all.count) % all.count]
  }
}

/// Why a form cannot be saved.
public enum FormError: Error, Hashable, Sendable {
  /// The name is only spaces.
  case emptyName
  /// The name has more characters than allowed.
  case tooLong(characters: Int)
  /// Another habit has the name.
  case duplicate(String)
  /// The time is not HH:MM.
  case badTime
  /// A weekday schedule with no weekday.
  case noWeekday
  /// An `every N days` outside 1...3650.
  case badInterval
  /// An alarm without a time to ring at.
  case alarmNeedsTime
  /// A rule of the name this interface does not know by heart, in the core's words.
  case other(String)

  /// The core's reason a name is refused, as one of the cases the interface can say in Korean.
  init(nameProblem: String, name: String) {
    if name.allSatisfy(\.isWhitespace) {
      self = .emptyName
    } else if name.count > HabitName.maximumLength {
      self = .tooLong(characters: name.count)
    } else {
      self = .other(nameProblem)
    }
  }

  /// The reason in the interface's language.
  func message(_ words: Words) -> String {
    let most = HabitName.maximumLength
    switch self {
    case .emptyName: return words.pick("The name is empty.", "이름이 비어 있어요.")
    case .tooLong(let count):
      return words.pick(
        "The name is \(count) characters long; at most \(most) are allowed.",
        "이름이 \(count)자예요. \(most)자까지 쓸 수 있어요.")
    case .duplicate(let name):
      let shown = TerminalText.escaped(name)
      return words.pick("A habit named \(shown) already exists.", "\(shown) 습관이 이미 있어요.")
    case .badTime:
      return words.pick("The time must be HH:MM, 00:00-23:59.", "시간은 00:00-23:59 사이의 HH:MM이에요.")
    case .noWeekday: return words.pick("Choose at least one weekday.", "요일을 하나 이상 고르세요.")
    case .badInterval:
      return words.pick("Every N days needs N from 1 to 3650.", "간격은 1일에서 3650일 사이예요.")
    case .alarmNeedsTime: return words.pick("An alarm needs a time.", "알람에는 시간이 필요해요.")
    case .other(let reason): return reason
    }
  }
}
