import HabitCore

/// An action and the kind the generator meant it as.
struct Planned {
  let action: Action
  let kind: Action.Kind
}

/// Makes random actions valid in the world as it stands (or, for `refused`, ones both front
/// ends must refuse), walking the world along.
struct Generator {
  private var random: SplitMix64
  private(set) var world: World

  init(seed: UInt64, world: World) {
    random = SplitMix64(seed: seed)
    self.world = world
  }

  /// How often each kind is tried, in tries per 30.
  private static let weights: [(Action.Kind, Int)] = [
    (.check, 4), (.backFill, 3), (.amount, 2), (.log, 2), (.skip, 2), (.uncheck, 3), (.add, 2),
    (.rename, 1), (.retime, 1), (.changeKind, 1), (.archive, 1), (.unarchive, 1), (.move, 2),
    (.delete, 1),
    (.undo, 3), (.redo, 2), (.setting, 3), (.refused, 1),
  ]

  /// Names for habits added or renamed during a run: none is a prefix of another or of a seed's.
  static let names = ["Stretch", "명상", "Journal", "Swim", "Tea", "일기", "Cello", "Push-ups"]
  /// Times no reminder of which fires at 09:00 itself with the offsets below.
  static let times = ["06:50", "12:20", "18:05", "21:40"].map { TimeOfDay(parsing: $0)! }
  static let amounts = ["0.5", "1", "1.5", "2", "3"].map { Amount(parsing: $0)! }
  /// The settings changed, with the values typed for numbers and times (choices step by one).
  static let settingValues: [(String, [String])] = [
    ("language", []), ("weekStart", []), ("preReminderMinutes", ["5", "15", "30", "45"]),
    ("overdueDelayMinutes", ["20", "45", "90", "150"]), ("dayStart", ["00:00", "04:00"]),
    ("summaryTime", ["20:00", "21:30"]),
  ]

  /// The next action, applied to the world.
  mutating func next() -> Planned {
    let total = Self.weights.map(\.1).reduce(0, +)
    while true {
      var roll = random.below(total)
      let kind = Self.weights.first {
        roll -= $0.1
        return roll < 0
      }!.0
      if let action = make(kind) {
        world.apply(action)
        return Planned(action: action, kind: kind)
      }
    }
  }

  /// An action of `kind`, or nil when the world offers none.
  private mutating func make(_ kind: Action.Kind) -> Action? {
    let shown = world.shown
    let yesNo = shown.filter { !$0.isMeasurable }
    let measurable = shown.filter(\.isMeasurable)
    switch kind {
    case .check: return entry(yesNo, past: false, unless: .done).map { .check($0.name, $1) }
    case .backFill: return entry(yesNo, past: true, unless: .done).map { .check($0.name, $1) }
    case .amount:
      return entry(measurable).map { .setAmount($0.name, $1, random.pick(Self.amounts)) }
    case .log: return entry(measurable).map { .log($0.name, $1, random.pick(Self.amounts)) }
    case .skip: return entry(shown, unless: .skipped).map { .skip($0.name, $1) }
    case .uncheck:
      let held = shown.flatMap { habit in
        days(of: habit).filter { habit.entries[$0] != nil }.map { (habit, $0) }
      }
      guard !held.isEmpty else { return nil }
      let (habit, day) = random.pick(held)
      return .uncheck(habit.name, day)
    case .add: return freeName().map { .add(newHabit($0)) }
    case .rename:
      guard let name = freeName(), !shown.isEmpty else { return nil }
      return .rename(random.pick(shown).name, to: name)
    case .retime:
      guard !shown.isEmpty else { return nil }
      let habit = random.pick(shown)
      let choices =
        Self.times.filter { habit.times != [$0] }.map { [$0] } + (habit.alarm ? [] : [[]])
      return .retime(habit.name, random.pick(choices))
    case .changeKind:
      let empty = shown.filter(\.entries.isEmpty)
      return empty.isEmpty ? nil : changeKind(random.pick(empty))
    case .archive: return shown.count > 1 ? .archive(random.pick(shown).name) : nil
    case .unarchive:
      let archived = world.habits.filter(\.archived)
      return archived.isEmpty ? nil : .unarchive(random.pick(archived).name)
    case .move:
      guard shown.count > 1 else { return nil }
      let index = random.below(shown.count)
      let step = index == 0 ? 1 : index == shown.count - 1 ? -1 : random.pick([1, -1])
      return .move(shown[index].name, by: step)
    case .delete: return shown.count > 2 ? .delete(random.pick(shown).name) : nil
    case .undo:
      // The command line cannot put a deleted habit back (its id and uuid are gone): a delete
      // is never undone, so neither is anything recorded before it.
      guard let last = world.undo.last else { return nil }
      if case .deleted = last { return nil }
      return .undo
    case .redo: return world.redo.isEmpty ? nil : .redo
    case .setting: return setting()
    case .refused: return refused()
    }
  }

  /// A habit and one of its days (today, or with `past` one of the six before it) whose status
  /// is not `unless`; nil when there is none.
  private mutating func entry(_ habits: [WorldHabit], past: Bool? = nil, unless: EntryStatus? = nil)
    -> (WorldHabit, Day)?
  {
    let pairs = habits.flatMap { habit in
      days(of: habit).filter { day in
        (past.map { $0 == (day < world.today) } ?? true)
          && (unless == nil || habit.entries[day]?.status != unless)
      }.map { (habit, $0) }
    }
    guard !pairs.isEmpty else { return nil }
    // Today half the time when it is allowed: most check-ins are today's.
    if past == nil, random.chance(50), let today = pairs.filter({ $0.1 == world.today }).first {
      return today
    }
    return random.pick(pairs)
  }

  /// Today and the six days before it, from the habit's start.
  private func days(of habit: WorldHabit) -> [Day] {
    (0...6).map { world.today.adding(days: -$0) }.filter { $0 >= habit.start }
  }

  private mutating func freeName() -> String? {
    let free = Self.names.filter { world.habit(named: $0) == nil }
    return free.isEmpty ? nil : random.pick(free)
  }

  private mutating func newHabit(_ name: String) -> NewHabit {
    let measure = random.chance(30) ? Measure(unit: "km", target: Amount(parsing: "3")!) : nil
    let time = random.chance(60) ? random.pick(Self.times) : nil
    let alarm = measure == nil && time != nil && random.chance(40)
    return NewHabit(name: name, measure: measure, time: time, alarm: alarm)
  }

  private mutating func setting() -> Action {
    let (key, values) = random.pick(Self.settingValues)
    let setting = Setting.named(key)!
    let current = setting.text(world.settings)
    guard values.isEmpty else {
      return .setting(key: key, value: random.pick(values.filter { $0 != current }))
    }
    // A choice moves one step (as `h`/`l` in the panel), either way.
    return .setting(
      key: key, value: setting.text(setting.stepped(world.settings, by: random.pick([1, -1]))))
  }

  /// The other kind: a yes/no habit measurable in km, a measurable one yes/no.
  private func changeKind(_ habit: WorldHabit) -> Action {
    .changeKind(
      habit.name, to: habit.isMeasurable ? nil : Measure(unit: "km", target: Amount(parsing: "3")!))
  }

  /// An add of a name taken, an alarm habit left without a time, a habit with entries made the
  /// other kind, or a number of minutes out of its range: all must be refused.
  private mutating func refused() -> Action? {
    if random.chance(20) {
      return random.pick([
        .setting(key: "preReminderMinutes", value: "0"),
        .setting(key: "overdueDelayMinutes", value: "721"),
      ])
    }
    let alarms = world.shown.filter(\.alarm)
    if !alarms.isEmpty, random.chance(33) { return .retime(random.pick(alarms).name, []) }
    let held = world.shown.filter { !$0.entries.isEmpty }
    if !held.isEmpty, random.chance(50) { return changeKind(random.pick(held)) }
    guard !world.habits.isEmpty else { return nil }
    let taken = random.pick(world.habits.map(\.name))
    return .add(NewHabit(name: taken, measure: nil, time: nil, alarm: false))
  }
}
