import Foundation
import HabitCore
import NotificationSimulator

/// The whole state of the interface: a value, changed only by `update`.
public struct Model: Sendable {
  /// The stored data as last loaded.
  public var snapshot: Snapshot
  /// The simulated clock's time at the last tick.
  public var now: Date
  /// The zone days and times are shown in.
  public var zone: Zone
  /// How many simulated seconds pass per real second (banners last longer in simulated time).
  public var speed: Double
  /// The language of the locale (LC_ALL, LC_MESSAGES, LANG): what the `auto` setting speaks.
  public var localeLanguage: Language
  public var width: Int
  public var height: Int
  /// The selected habit's index in the list.
  public var selection = 0
  /// The heatmap day cursor: 0 is today, -1 yesterday, ...
  public var dayOffset = 0
  /// The open panel, if any.
  public var panel: Panel = .none
  /// The alarm overlay, while a burst rings.
  public var alarm: Alarm?
  /// Other alarms ringing meanwhile, oldest first: each takes the overlay in turn.
  public var waitingAlarms: [Alarm] = []
  /// Check-in offers of stopped alarms waiting for the one open (or for the overlay) to close.
  public var waitingOffers: [Panel] = []
  /// A passing message at the bottom.
  public var banner: Banner?
  public var undoStack: [Change] = []
  public var redoStack: [Change] = []
  /// A habit to select as soon as a reload shows it (one just added or restored).
  public var focusHabitID: Int64?
  /// Whether the list shows the archived habits too (after the others, marked).
  public var showArchived = false

  /// Creates the model from a first snapshot.
  public init(
    snapshot: Snapshot, now: Date, zone: Zone, speed: Double, width: Int, height: Int,
    localeLanguage: Language = .en
  ) {
    self.snapshot = snapshot
    self.now = now
    self.zone = zone
    self.speed = speed
    self.localeLanguage = localeLanguage
    self.width = width
    self.height = height
  }

  /// The habits in list order, then the archived ones while they are shown.
  public var habits: [Habit] {
    showArchived ? snapshot.board.habits + snapshot.archived : snapshot.board.habits
  }

  /// The selected habit, if there is one.
  public var selectedHabit: Habit? {
    habits.indices.contains(selection) ? habits[selection] : nil
  }

  /// Selects the habit at `index` (clamped to the list); the day cursor goes back to today when
  /// the selection moves to another habit, so a back-fill never lands on a day chosen for another.
  public mutating func select(_ index: Int) {
    let before = selectedHabit?.id
    selection = clampIndex(index, habits.count)
    if selectedHabit?.id != before { dayOffset = 0 }
  }

  /// The day the heatmap cursor is on.
  public var cursorDay: Day { snapshot.board.today.adding(days: dayOffset) }

  /// The wall-clock arithmetic of the current settings.
  public var local: LocalTime { LocalTime(zone: zone, dayStart: snapshot.board.settings.dayStart) }
}

extension Model {
  /// Timers and snoozed alarms still to ring, soonest first, then in list order.
  public var runningTimers: [RunningTimer] {
    let place = Dictionary(
      snapshot.board.habits.enumerated().map { ($1.id, $0) },
      uniquingKeysWith: { first, _ in first })
    let rank = { (timer: RunningTimer) in timer.habitID.flatMap { place[$0] } ?? Int.max }
    return snapshot.timers.filter { $0.fires > now }.sorted {
      ($0.fires, rank($0), $0.id) < ($1.fires, rank($1), $1.id)
    }
  }

  /// When the screen next changes by itself: a message expires, a countdown ticks to its next
  /// second, or a rung-out alarm closes. The run loop sleeps until then at the latest.
  public var nextWake: Date? {
    var times: [Date?] = [banner?.until, alarm.flatMap { AlarmOverlay.end(of: $0, self) }]
    if let timer = runningTimers.first {
      // The countdown shows whole seconds left, rounded up: it changes at each whole second
      // before the timer fires.
      let left = timer.fires.timeIntervalSince(now)
      times.append(now.addingTimeInterval(left - (left.rounded(.up) - 1)))
    }
    return times.compactMap { $0 }.min()
  }
}

/// An overlay or view on top of the main screen.
public enum Panel: Hashable, Sendable {
  case none
  case overall
  /// `,`: the settings, a row selected, maybe a value being typed in it.
  case settings(field: Int, edit: SettingsEdit = SettingsEdit())
  case notifications(index: Int)
  case help(scroll: Int)
  case form(HabitForm)
  case confirmDelete(habitID: Int64)
  /// Space or `+` on a measurable habit: the amount to set or add.
  case amount(AmountEntry)
  case timer(habitID: Int64, field: TextField)
  /// `t` on a habit whose timer runs: cancel it?
  case cancelTimer(timerID: String, habitID: Int64)
  /// An alarm or timer was just stopped: check its habit in?
  case offerCheckIn(habitID: Int64, kind: ReminderKind)
  /// `i`: the selected habit's statistics.
  case statistics(StatisticsView)
}

/// How the statistics screen is looked at: whose, bars by week or by month, how far scrolled.
public struct StatisticsView: Hashable, Sendable {
  public var habitID: Int64
  public var byMonth = false
  public var scroll = 0

  public init(habitID: Int64) {
    self.habitID = habitID
  }
}

/// A ringing alarm or timer, shown over everything until acknowledged.
public struct Alarm: Hashable, Sendable {
  public var habit: String?
  public var body: String
  public var thread: String
  public var kind: ReminderKind
  /// How many of the burst's rings have arrived.
  public var rings: Int
  /// When the first ring heard here was due.
  public var started: Date
  /// When the latest ring was due.
  public var lastRing: Date
  /// Whether it is a timer's: a timer burst, or a timer's system alarm (AlarmKit mode).
  public var isTimer: Bool { kind == .timer || thread.hasPrefix("timer:") }
}

/// A line of text that fades after a while.
public struct Banner: Hashable, Sendable {
  public var text: String
  /// When it goes; nil for news that waits for the user (a missed alarm) and goes with a key.
  public var until: Date?
  public var isError: Bool
}

/// An index moved into `0..<count` (0 when the list is empty).
func clampIndex(_ index: Int, _ count: Int) -> Int {
  max(0, min(index, count - 1))
}
