import Foundation
import HabitCore
import XCTest

/// Habits with their entries and the planner's other inputs, planned at a local time: the
/// several-times, frequency and measurable planning tests share it.
struct PlannerFixture {
  var zone = TimeZone(identifier: "Asia/Seoul")!
  var settings = Settings()
  var habits: [Habit] = []
  /// Entries by habit id: the day's status and amount.
  var entries: [Int64: [Day: (EntryStatus, Amount?)]] = [:]
  var acknowledged: Set<String> = []

  var local: LocalTime { LocalTime(zone: zone, dayStart: settings.dayStart) }

  /// Adds a habit with id and uuid `u<n>`, n counting from 1, at the given `HH:MM` times.
  mutating func add(
    _ name: String, at times: [String], schedule: Schedule = .daily, alarm: Bool = false,
    measure: Measure? = nil, start: String = "2026-01-01"
  ) {
    let id = Int64(habits.count + 1)
    var habit = Habit(
      id: id, uuid: "u\(id)", name: name, schedule: schedule, alarm: alarm, start: d(start),
      position: habits.count, measure: measure)
    habit.times = times.map { TimeOfDay(parsing: $0)! }
    habits.append(habit)
  }

  /// Records a check-in (or an amount, for measurable habits) of habit `id` on a day.
  mutating func record(
    _ id: Int64, _ day: String, _ status: EntryStatus = .done, amount: String? = nil
  ) {
    entries[id, default: [:]][d(day)] = (status, amount.map { Amount(parsing: $0)! })
  }

  /// The histories of every habit, from `first` on when given (else from each habit's start).
  func histories(from first: ((Habit) -> Day)? = nil) -> [Int64: HabitHistory] {
    Dictionary(
      uniqueKeysWithValues: habits.map { habit in
        var history = HabitHistory(origin: max(habit.start, first?(habit) ?? habit.start))
        for (day, entry) in entries[habit.id] ?? [:] {
          history.set(entry.0, on: day, amount: entry.1)
        }
        return (habit.id, history)
      })
  }

  /// The board on the habit day of `now`, with the given histories.
  func board(at now: Date, histories: [Int64: HabitHistory]? = nil) -> Board {
    let today = local.day(of: now)
    return Board(
      habits: habits, histories: histories ?? self.histories(), today: today, settings: settings,
      missingDays: missingDays(around: today))
  }

  /// The dates the zone skipped that a plan on `today` must know of, as the planner's board has
  /// them: from three days back (a skipped yesterday moves the plan's first day back) on.
  func missingDays(around today: Day) -> Set<Day> {
    local.missingDays(from: today.adding(days: -3), through: today.adding(days: 9))
  }

  /// The plan at a local `YYYY-MM-DDTHH:MM[:SS]`.
  func plan(at now: String) -> ReminderPlan {
    let instant = self.instant(now)
    return ReminderPlanner.plan(
      .init(
        board: board(at: instant), now: instant, local: local, language: .en,
        acknowledged: acknowledged))
  }

  func instant(_ text: String) -> Date {
    Timestamp.parse(text, local: local)!
  }

  func time(_ date: Date) -> String {
    Timestamp.format(date, local: local)
  }

  /// `kind id local-fire-time` lines of the requests of the given kinds.
  func lines(_ requests: [Reminder], kinds: Set<ReminderKind> = [.pre, .overdue, .alarm])
    -> [String]
  {
    requests.filter { kinds.contains($0.kind) }.map {
      "\($0.kind.rawValue) \($0.id) \(time($0.fireDate))"
    }
  }
}

extension PlannerFixture {
  /// The board the planner reads at `instant` (histories from `historyStart` on) and the whole
  /// one, after checking that every habit is open on the same days, the plan's first (yesterday,
  /// or the day before a skipped yesterday) through the window.
  func cutAndWholeBoards(
    at instant: Date, _ message: String, file: StaticString = #filePath, line: UInt = #line
  ) -> (cut: Board, whole: Board) {
    let today = local.day(of: instant)
    let missing = missingDays(around: today)
    let cut = board(
      at: instant,
      histories: histories {
        ReminderPlanner.historyStart(of: $0, today: today, missingDays: missing)
      })
    let whole = board(at: instant)
    let first = ReminderPlanner.firstPlannedDay(today: today, missingDays: missing)
    let days = (first.number...(today.number + ReminderPlanner.windowDays + 1))
      .map(Day.init(number:))
    for habit in habits {
      XCTAssertEqual(
        days.map { cut.isOpen(habit, on: $0) }, days.map { whole.isOpen(habit, on: $0) },
        "\(habit.name) \(message)", file: file, line: line)
    }
    return (cut, whole)
  }
}
