import HabitCore

/// The add/edit form: what the user has typed so far. Nothing typed is lost when a save is
/// refused: the form stays open with the reason.
public struct HabitForm: Hashable, Sendable {
  /// Which schedule the form describes.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case daily, weekdays, every, tracked, frequency

    /// Whether the kind has a row of its own: the weekdays, the interval or the frequency.
    var hasDays: Bool {
      switch self {
      case .weekdays, .every, .frequency: return true
      case .daily, .tracked: return false
      }
    }
  }

  /// The form's fields, in tab order; some show only for a kind or schedule (see `isShown`).
  public enum Field: Int, Hashable, Sendable, CaseIterable {
    case name, measurable, unit, target, targetType, times, schedule, days, alarm, start
    case description, color
  }

  /// The habit being edited, or nil for a new one.
  public var editing: Habit?
  /// Whether the edited habit has entries: its kind (yes/no or measurable) is then fixed.
  public var hasEntries = false
  public var name = TextField()
  /// Whether the habit records amounts.
  public var measurable = false
  /// The unit as typed (may stay empty).
  public var unit = TextField()
  /// The target as typed, a decimal such as `2` or `0.5`.
  public var target = TextField("1", selected: true)
  /// At most rather than at least.
  public var atMost = false
  /// The times as typed, `09:00, 13:00`, or empty for none.
  public var times = TextField()
  public var kind = Kind.daily
  public var days = WeekdaySet([.monday, .wednesday, .friday])
  /// The interval of an `every` schedule, as typed.
  public var every = TextField("2")
  /// A frequency as typed, `N/M` (`3/7`; `3/week` and `3/month` too).
  public var frequency = TextField("3/7")
  public var alarm = false
  /// The first day as typed, `YYYY-MM-DD`; empty means the day the form is saved.
  public var start = TextField()
  public var description = TextField()
  public var color: HabitColor?
  public var field = Field.name
  /// The weekday the days field's cursor is on.
  public var dayCursor = Weekday.monday
  /// Why the last save (or change of kind) was refused.
  public var error: FormError?

  /// An empty form for a new habit starting on `start` (default: the day it is saved).
  public init(start day: Day? = nil) {
    start = TextField(day?.iso ?? "")
  }

  /// A form filled with a habit's fields; `hasEntries` fixes its kind.
  public init(editing habit: Habit, hasEntries: Bool = false) {
    editing = habit
    self.hasEntries = hasEntries
    name = TextField(habit.name)
    times = TextField(habit.times.map(\.description).joined(separator: ", "))
    switch habit.schedule {
    case .daily: kind = .daily
    case .weekdays(let set):
      kind = .weekdays
      days = set
    case .every(let count):
      kind = .every
      every = TextField(String(count))
    case .frequency(let value):
      kind = .frequency
      frequency = TextField("\(value.times)/\(value.days)")
    case .tracked: kind = .tracked
    }
    alarm = habit.alarm
    if let measure = habit.measure {
      measurable = true
      unit = TextField(measure.unit)
      target = TextField(measure.target.description)
      atMost = measure.type == .atMost
    }
    start = TextField(habit.start.iso)
    description = TextField(habit.description)
    color = habit.color
  }

  /// Whether a field is part of the form as it stands (the unit only for a measurable habit, the
  /// days only for a schedule that has them).
  func isShown(_ field: Field) -> Bool {
    switch field {
    case .unit, .target, .targetType: return measurable
    case .days: return kind.hasDays
    case .name, .measurable, .times, .schedule, .alarm, .start, .description, .color: return true
    }
  }

  /// Applies a key; returns true when it was the form's to handle.
  mutating func handle(_ key: Key) -> Bool {
    if editText({ $0.handle(key) }) {
      error = nil
      return true
    }
    error = nil
    switch key {
    case .tab, .down: move(1)
    case .backTab, .up: move(-1)
    case .left, .right, .character(" "):
      return change(by: key == .left ? -1 : 1, toggle: key == .character(" "))
    default: return false
    }
    return true
  }

  /// Changes the focused choice: left/right/space cycle, space toggles a weekday.
  private mutating func change(by step: Int, toggle: Bool) -> Bool {
    switch field {
    case .measurable:
      // The store keeps amounts or check-ins, never both: a habit with entries keeps its kind.
      guard !hasEntries else {
        error = .kindLocked(measurable: measurable)
        return true
      }
      measurable.toggle()
    case .targetType: atMost.toggle()
    case .schedule: kind = Self.cycle(kind, Kind.allCases, step)
    case .days where toggle: toggleDay()
    case .days: dayCursor = Weekday(rawValue: (dayCursor.rawValue + step + 7) % 7)!
    case .alarm: alarm.toggle()
    case .color:
      let all: [HabitColor?] = [nil] + HabitColor.allCases.map { $0 }
      color = Self.cycle(color, all, step)
    case .name, .unit, .target, .times, .start, .description: return false
    }
    return true
  }

  /// Whether the focused field takes typing.
  var isTextField: Bool {
    var copy = self
    return copy.editText { _ in true }
  }

  /// Applies `change` to the focused text field; false when the focus is not on one or the
  /// field did not use the key.
  private mutating func editText(_ change: (inout TextField) -> Bool) -> Bool {
    switch field {
    case .name: return change(&name)
    case .unit: return change(&unit)
    case .target: return change(&target)
    case .times: return change(&times)
    case .days:
      switch kind {
      case .every: return change(&every)
      case .frequency: return change(&frequency)
      case .daily, .weekdays, .tracked: return false
      }
    case .start: return change(&start)
    case .description: return change(&description)
    case .measurable, .targetType, .schedule, .alarm, .color: return false
    }
  }

  private mutating func toggleDay() {
    let bit = 1 << dayCursor.rawValue
    days = WeekdaySet(
      rawValue: days.contains(dayCursor) ? days.rawValue & ~bit : days.rawValue | bit)
  }

  /// Moves the focus to the next (or previous) field shown, wrapping around.
  private mutating func move(_ step: Int) {
    let all = Field.allCases
    var next = field
    repeat {
      next = all[(all.firstIndex(of: next)! + step + all.count) % all.count]
    } while !isShown(next)
    field = next
  }

  private static func cycle<T: Equatable>(_ value: T, _ all: [T], _ step: Int) -> T {
    all[((all.firstIndex(of: value) ?? 0) + step + all.count) % all.count]
  }
}
