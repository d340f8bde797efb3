import Foundation
import HabitApp
import HabitCore
import NotificationSimulator

/// What a command works with: the open library, the instant it runs at, and the zone that makes
/// days.
final class Session {
  /// Every action a command takes and everything it reads, with the reminders.
  let library: Library
  let now: Date
  let zone: Zone
  let style: Style
  let environment: [String: String]
  /// The command line as run: its clock and its streaming output, for live commands.
  let invocation: Invocation
  /// Whether `now` was fixed by `--now` or `HABITFLOW_NOW` rather than read from the real clock.
  let nowIsFixed: Bool
  /// Lines for standard error that a command adds beside its output (which may be JSON).
  var notices: [String] = []

  init(
    library: Library, now: Date, nowIsFixed: Bool = true, zone: Zone, style: Style,
    environment: [String: String], invocation: Invocation
  ) {
    self.library = library
    self.now = now
    self.nowIsFixed = nowIsFixed
    self.zone = zone
    self.style = style
    self.environment = environment
    self.invocation = invocation
    // What the command changes is stamped for sync at the command's instant.
    library.changeClock = FixedClock(now)
  }

  /// Planning, delivery and alarms over the library's data.
  var reminders: ReminderService { library.reminders }

  /// Whether this command may deliver what is due (see `Library.mayDeliver`).
  var mayDeliver: Bool { library.mayDeliver }

  /// The notification center and the alarm list as the device shows them now. When nothing
  /// delivers for the database, what fell due is shown delivered (and ringing), as a phone's
  /// system would have done without the app; nothing is written, a read stays a read.
  func deviceAsOfNow() throws -> (NotificationCenterState, AlarmList) {
    var (center, alarms) = try reminders.plannedDevice()
    if mayDeliver {
      _ = center.deliverDue(now: now)
      _ = alarms.startAlerting(now: now)
    }
    return (center, alarms)
  }

  /// The time arithmetic of the current settings.
  func local() throws -> LocalTime {
    LocalTime(zone: zone, dayStart: try settings().dayStart)
  }

  /// The current settings (read inside the command's transaction).
  func settings() throws -> Settings {
    try library.settings()
  }

  /// The language the settings and the environment choose for words a person reads in two
  /// languages (notifications, achievements).
  func language(_ settings: Settings) -> Language {
    settings.reminders.language.resolved(environment: environment)
  }

  /// Today's habit day under the current day-start setting.
  func today() throws -> Day {
    LocalTime(zone: zone, dayStart: try settings().dayStart).day(of: now)
  }

  /// The habit a person named: by its name, its number in `list`, or a unique start of its name;
  /// else a failure saying why none or which ones.
  func habit(named text: String) throws -> Habit {
    if let habit = try library.habit(named: text) { return habit }
    let typed = Display.safe(HabitName.canonical(text))
    switch HabitReference.resolve(text, in: try library.habits()) {
    case .habit(let habit):
      return habit
    case .noNumber(let number, let count):
      let list =
        count == 0 ? "the list is empty" : "the list has \(count) habit\(count == 1 ? "" : "s")"
      throw CommandError.failure("no habit number \(number): \(list)")
    case .ambiguous(let matches):
      let names = matches.prefix(5).map { Display.safe($0.name) } + (matches.count > 5 ? ["…"] : [])
      throw CommandError.failure(
        "'\(typed)' matches \(matches.count) habits: \(names.joined(separator: ", "))"
          + " (type more of the name)")
    case .none:
      throw CommandError.failure("no habit named '\(typed)' (see 'habitflow list')")
    }
  }

  /// The day a check-in names: today by default; never before the habit's start or after today.
  func checkInDay(_ text: String?, for habit: Habit) throws -> Day {
    let today = try today()
    let day = try text.map { try Values.day($0, option: "--date", today: today) } ?? today
    if day > today {
      throw CommandError.failure("\(day.iso) is in the future (today is \(today.iso))")
    }
    if day < habit.start {
      throw CommandError.failure(
        "\(day.iso) is before '\(Display.safe(habit.name))' started (\(habit.start.iso))")
    }
    return day
  }

  /// The streak figures of one habit today.
  func streak(of habit: Habit) throws -> StreakSummary {
    try board(of: [habit], reach: .streaks()).streak(of: habit)
  }

  /// The habits (all by default) as of today, with their whole histories unless `reach` asks
  /// for less.
  func board(of chosen: [Habit]? = nil, reach: BoardReach = .everything) throws -> Board {
    try reminders.board(now: now, habits: chosen, reach: reach)
  }
}
