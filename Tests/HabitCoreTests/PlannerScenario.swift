import Foundation

@testable import HabitCore

/// Random planner inputs that reach the corners: clock changes and day starts, times shared by
/// many habits (ties at one instant), alarms and bursts starting together, requests at the edges
/// of the window, every schedule kind, measurable habits, acknowledgements and fired requests.
struct PlannerScenario {
  var local: LocalTime
  var board: Board
  var now: Date
  var bursts: [Burst]

  /// Times many habits share, some in a clock change's gap or fold, some before the day start.
  private static let sharedTimes = ["00:30", "01:30", "02:30", "03:00", "06:50", "07:00", "23:50"]

  init<R: RandomNumberGenerator>(random: inout R, habits count: Int) {
    let zones = ["Asia/Seoul", "America/New_York", "Europe/Berlin", "Australia/Lord_Howe"]
    let centers = [
      "2026-03-08", "2026-03-29", "2026-04-05", "2026-10-25", "2026-11-01", "2026-11-30",
    ]
    var settings = Settings()
    settings.dayStart = TimeOfDay(
      parsing: ["00:00", "03:00", "04:30"].randomElement(using: &random)!)!
    settings.reminders.preReminderMinutes = [0, 5, 10, 90].randomElement(using: &random)!
    settings.reminders.overdueDelayMinutes = [0, 30, 60, 240].randomElement(using: &random)!
    settings.reminders.summaryTime = TimeOfDay(
      parsing: ["21:00", "02:30", "07:00", "12:05"].randomElement(using: &random)!)!
    settings.reminders.alarmMode = Int.random(in: 0..<10, using: &random) < 7 ? .burst : .alarmkit
    settings.reminders.masterEnabled = Int.random(in: 0..<20, using: &random) > 0
    local = LocalTime(
      zone: TimeZone(identifier: zones.randomElement(using: &random)!)!,
      dayStart: settings.dayStart)
    let center = d(centers.randomElement(using: &random)!).adding(
      days: Int.random(in: -2...1, using: &random))
    now = local.instant(on: center, secondOfDay: Int.random(in: 0..<86_400, using: &random))
      .addingTimeInterval([0, 0.25].randomElement(using: &random)!)
    let today = local.day(of: now)
    var habits: [Habit] = []
    var histories: [Int64: HabitHistory] = [:]
    for index in 0..<count {
      let habit = Self.habit(index, today: today, random: &random)
      habits.append(habit)
      histories[habit.id] = Self.history(of: habit, today: today, random: &random)
    }
    board = Board(
      habits: habits, histories: histories, today: today, settings: settings,
      missingDays: local.missingDays(from: today.adding(days: -1), through: today.adding(days: 9)))
    // Bursts from a few start offsets, so some start together; some at the window's edges.
    let offsets: [TimeInterval] = [-200, -30, 0, 5, 600, 604_700, 604_810]
    let now = now
    bursts = (0..<Int.random(in: 0...3, using: &random)).map { index in
      let timer = Bool.random(using: &random)
      return Burst(
        id: "\(timer ? "timer" : "snooze"):\(index)", kind: timer ? .timer : .alarm,
        habit: habits.randomElement(using: &random)?.name,
        start: now.addingTimeInterval(offsets.randomElement(using: &random)!))
    }
  }

  /// The planner's input, with some alarm occurrences and bursts acknowledged and some of
  /// `firing` (identifiers) fired.
  func input<R: RandomNumberGenerator>(random: inout R, firing: [String] = [])
    -> ReminderPlanner.Input
  {
    var acknowledged = Set(
      bursts.map(\.id).filter { _ in Int.random(in: 0..<4, using: &random) == 0 })
    for habit in board.habits where habit.alarm {
      for offset in -1...8 {
        for time in habit.times where Int.random(in: 0..<5, using: &random) == 0 {
          acknowledged.insert(
            ReminderIdentifiers.alarmThread(habit, board.today.adding(days: offset), time))
        }
      }
    }
    let fired = Set(firing.filter { _ in Int.random(in: 0..<3, using: &random) == 0 })
    return ReminderPlanner.Input(
      board: board, now: now, local: local, language: Bool.random(using: &random) ? .en : .ko,
      acknowledged: acknowledged, bursts: bursts, fired: fired.union(["pre:nobody:2026-11-30T0900"])
    )
  }

  /// A habit of a random kind with up to three times, many of them shared.
  private static func habit<R: RandomNumberGenerator>(_ index: Int, today: Day, random: inout R)
    -> Habit
  {
    let schedules: [Schedule] = [
      .daily, .weekdays(WeekdaySet(rawValue: Int.random(in: 1...127, using: &random))),
      .every(Int.random(in: 2...3, using: &random)),
      .frequency(
        Frequency(
          times: Int.random(in: 1...3, using: &random),
          days: [3, 7, 31].randomElement(using: &random)!)!),
    ]
    let measure =
      Int.random(in: 0..<5, using: &random) == 0
      ? Measure(
        target: Amount(thousandths: 1000 * Int64.random(in: 1...3, using: &random)),
        type: Bool.random(using: &random) ? .atLeast : .atMost) : nil
    var habit = Habit(
      id: Int64(index + 1), uuid: "u\(index + 1)", name: "습관 \(index)",
      schedule: schedules.randomElement(using: &random)!,
      alarm: Int.random(in: 0..<5, using: &random) < 2,
      start: today.adding(days: Int.random(in: -60...3, using: &random)), position: index,
      measure: measure)
    let times = (0..<Int.random(in: 0...3, using: &random)).map { _ in
      Bool.random(using: &random)
        ? TimeOfDay(parsing: sharedTimes.randomElement(using: &random)!)!
        : TimeOfDay(minutes: Int.random(in: 0..<1440, using: &random))!
    }
    habit.times = Array(Set(times)).sorted()
    return habit
  }

  /// Check-ins, skips and amounts on random days around today (a few in the future).
  private static func history<R: RandomNumberGenerator>(
    of habit: Habit, today: Day, random: inout R
  ) -> HabitHistory {
    var history = HabitHistory(origin: habit.start)
    for offset in -40...8 where Int.random(in: 0..<10, using: &random) < 3 {
      let day = today.adding(days: offset)
      guard day >= habit.start else { continue }
      let status: EntryStatus = Int.random(in: 0..<5, using: &random) == 0 ? .skipped : .done
      let amount =
        habit.measure != nil && status == .done
        ? Amount(thousandths: 500 * Int64.random(in: 0...6, using: &random)) : nil
      history.set(status, on: day, amount: amount)
    }
    return history
  }
}
