import HabitCore

/// Why a form cannot be saved.
public enum FormError: Error, Hashable, Sendable {
  /// The name is only spaces.
  case emptyName
  /// The name has more characters than allowed.
  case tooLong(characters: Int)
  /// Another habit has the name.
  case duplicate(String)
  /// A time (as typed) that is not HH:MM.
  case badTime(String)
  /// More times than a habit may have.
  case tooManyTimes(Int)
  /// The same time twice (the command line refuses it too).
  case repeatedTime(TimeOfDay)
  /// A weekday schedule with no weekday.
  case noWeekday
  /// An `every N days` outside 1...`Schedule.maximumInterval`.
  case badInterval
  /// A frequency that is not N/M with 1 <= N <= M <= 366.
  case badFrequency
  /// An alarm without a time to ring at.
  case alarmNeedsTime
  /// An alarm on a tracked habit, which is never due and so never rings.
  case trackedAlarm
  /// A unit longer than the core keeps.
  case unitTooLong(TextLimitProblem)
  /// A description longer than the core keeps.
  case descriptionTooLong(TextLimitProblem)
  /// A target that is not a decimal >= 0 with at most 3 decimals.
  case badTarget
  /// A start that is not YYYY-MM-DD.
  case badStart
  /// Yes/no <-> measurable on a habit with entries (`measurable`: what it is and stays).
  case kindLocked(measurable: Bool)
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

  /// A habit rule the form's fields break.
  init(_ rule: HabitRule) {
    switch rule {
    case .alarmNeedsTime: self = .alarmNeedsTime
    case .trackedAlarm: self = .trackedAlarm
    case .kindLocked(let measurable): self = .kindLocked(measurable: measurable)
    }
  }

  /// The form's field the problem is in, for the focus to go to.
  var field: HabitForm.Field? {
    switch self {
    case .emptyName, .tooLong, .duplicate, .other: return .name
    case .badTime, .tooManyTimes, .repeatedTime, .alarmNeedsTime: return .times
    case .noWeekday, .badInterval, .badFrequency: return .days
    case .trackedAlarm: return .alarm
    case .unitTooLong: return .unit
    case .badTarget: return .target
    case .badStart: return .start
    case .kindLocked: return .measurable
    case .descriptionTooLong: return .description
    }
  }

  /// The reason in the interface's language, on one line.
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
    case .badTime(let text):
      let shown = TerminalText.escaped(text)
      return words.pick(
        "\(shown) is not a time: times are HH:MM, 00:00-23:59, separated by commas.",
        "\(Korean.with(shown, .topic)) 시간이 아니에요. 시간은 00:00-23:59 사이의 HH:MM을 쉼표로 나눠 적어요.")
    case .tooManyTimes(let count):
      return words.pick(
        "\(count) times; a habit has at most \(Habit.maximumTimes).",
        "시간이 \(count)개예요. \(Habit.maximumTimes)개까지 쓸 수 있어요.")
    case .noWeekday: return words.pick("Choose at least one weekday.", "요일을 하나 이상 고르세요.")
    case .badInterval:
      let most = Schedule.maximumInterval
      return words.pick("Every N days needs N from 1 to \(most).", "간격은 1일에서 \(most)일 사이예요.")
    default: return moreMessage(words)
    }
  }

  /// `The unit is 21 characters long; at most 20 are allowed.`
  private static func tooLong(_ problem: TextLimitProblem, _ what: String, _ words: Words) -> String
  {
    switch problem {
    case .characters(let count, let limit):
      return words.pick(
        "\(what) is \(count) characters long; at most \(limit) are allowed.",
        "\(Korean.with(what, .subject)) \(count)자예요. \(limit)자까지 쓸 수 있어요.")
    case .bytes(let count, let limit):
      return words.pick(
        "\(what) is \(count) bytes long; at most \(limit) are allowed.",
        "\(Korean.with(what, .subject)) \(count)바이트예요. \(limit)바이트까지 쓸 수 있어요.")
    }
  }

  /// The measurable habit's and the newer fields' reasons.
  private func moreMessage(_ words: Words) -> String {
    switch self {
    case .badFrequency:
      return words.pick(
        "The frequency is N/M (3/7, 3/week, 3/month) with 1 <= N <= M <= 366.",
        "횟수는 N/M(3/7, 3/week, 3/month)이고 1 <= N <= M <= 366이에요.")
    case .alarmNeedsTime: return words.pick("An alarm needs a time.", "알람에는 시간이 필요해요.")
    case .trackedAlarm:
      return words.pick(
        "A tracked habit is never due: its alarm would never ring.",
        "기록만 하는 습관은 기한이 없어 알람이 울리지 않아요.")
    case .unitTooLong(let problem):
      return Self.tooLong(problem, words.pick("The unit", "단위"), words)
    case .descriptionTooLong(let problem):
      return Self.tooLong(problem, words.pick("The question", "질문"), words)
    case .repeatedTime(let time):
      return words.pick("\(time) is listed twice.", "\(time) 시간이 두 번 적혀 있어요.")
    case .badTarget:
      return words.pick(
        "The target is a number >= 0 with at most 3 decimals, such as 2 or 0.25.",
        "목표는 2나 0.25처럼 0 이상, 소수점 아래 세 자리까지의 수예요.")
    case .badStart:
      return words.pick("The start date must be YYYY-MM-DD.", "시작일은 YYYY-MM-DD 형식이에요.")
    case .kindLocked(let measurable):
      let kind = measurable ? words.pick("measurable", "측정") : words.pick("yes/no", "예/아니오")
      return words.pick(
        "The habit has entries, so it stays \(kind).", "기록이 있는 습관이라 \(kind) 습관으로 남아요.")
    case .other(let reason): return reason
    default: return ""
    }
  }
}
