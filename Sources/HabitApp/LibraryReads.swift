import HabitCore
import NotificationSimulator

/// What the front ends read, inside the transaction a command or a frame opened.
extension Library {
  /// The entry of a habit on a day, or nil.
  public func entry(of habitID: Int64, on day: Day) throws -> Entry? {
    try store.read { try $0.entry(habitID: habitID, day: day) }
  }

  /// Every entry of a habit (from `first` through `last` when given), oldest first, with notes.
  public func entries(of habitID: Int64, from first: Day? = nil, through last: Day? = nil)
    throws -> [Entry]
  {
    try store.read { try $0.entries(habitID: habitID, from: first, through: last) }
  }

  /// The habits in list order (archived ones only when asked).
  public func habits(includeArchived: Bool = false) throws -> [Habit] {
    try store.read { try $0.habits(includeArchived: includeArchived) }
  }

  /// The habit with this name, archived or not, compared as `HabitName.key` does, or nil.
  public func habit(named name: String) throws -> Habit? {
    try store.read { try $0.habit(named: name) }
  }
}

extension Library {
  /// The stored settings; missing or unreadable values fall back to the defaults.
  public func settings() throws -> Settings { try store.read { try $0.settings() } }

  /// Whether a check-in left the reminders' plan for later (see PlanDeferring.swift).
  public func hasPlanLeftForLater() throws -> Bool {
    try store.read { try $0.planDeferral() } != nil
  }

  /// The simulated notification center as stored: pending and delivered requests.
  public func center() throws -> NotificationCenterState { try store.read { try $0.center() } }

  /// The system alarms scheduled (AlarmKit mode) with their permission.
  public func alarmList() throws -> AlarmList { try store.read { try $0.alarmList() } }

  /// The bursts armed (timers, snoozed alarms), each with its habit's id when it has one.
  public func bursts() throws -> [(burst: Burst, habitID: Int64?)] {
    try store.read { try $0.bursts() }
  }

  /// The whole histories of these habits, by habit id.
  public func histories(of habits: [Habit]) throws -> [Int64: HabitHistory] {
    try store.read { try $0.histories(of: habits) }
  }

  /// The histories of these habits from the day `first` gives each, by habit id.
  public func histories(of habits: [Habit], startingAt first: (Habit) -> Day) throws
    -> [Int64: HabitHistory]
  {
    try store.read { try $0.histories(of: habits, startingAt: first) }
  }

  /// The notes on days, by habit id and day.
  public func notes() throws -> [Int64: [Day: String]] { try store.read { try $0.notes() } }

  /// The stored marks of these habits from `first` through `last`, by habit id.
  public func storedMarks(of habits: [Habit], from first: Day, through last: Day) throws
    -> [Int64: StoredMarks]
  {
    try store.read { try $0.storedMarks(of: habits, from: first, through: last) }
  }
}
