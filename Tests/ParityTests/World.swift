import HabitCore

/// A habit as the test's world knows it; `key` stays with it through renames.
struct WorldHabit: Equatable {
  var key: Int
  var name: String
  var measure: Measure?
  var times: [TimeOfDay] = []
  var alarm = false
  var archived = false
  var start: Day
  var entries: [Day: Entry] = [:]

  var isMeasurable: Bool { measure != nil }
}

/// A habit to add: on the command line as options, in the interface through the form.
struct NewHabit: Equatable {
  var name: String
  var measure: Measure?
  var time: TimeOfDay?
  var alarm: Bool
}

/// What a user does, named by habit names (both front ends find habits by what they show).
enum Action: Equatable, CustomStringConvertible {
  /// A yes/no habit done on a day (today, or a back-fill).
  case check(String, Day)
  /// A measurable habit's amount for a day set (`check --value`, space in the interface).
  case setAmount(String, Day, Amount)
  /// Added to a measurable habit's amount for a day (`log`, `+` in the interface).
  case log(String, Day, Amount)
  case skip(String, Day)
  case uncheck(String, Day)
  case add(NewHabit)
  case rename(String, to: String)
  /// The habit's times replaced (empty: no time).
  case retime(String, [TimeOfDay])
  /// Made measurable with this target, or yes/no (nil): only while it has no entries.
  case changeKind(String, to: Measure?)
  case archive(String)
  case unarchive(String)
  /// One place down (+1) or up (-1) the list.
  case move(String, by: Int)
  case delete(String)
  case undo
  case redo
  /// A setting (its key in the settings table) changed to a value as the command line spells it.
  case setting(key: String, value: String)

  /// The kinds the generator makes, for the coverage test.
  enum Kind: String, CaseIterable {
    case check, backFill, amount, log, skip, uncheck, add, rename, retime, changeKind, archive
    case unarchive, move, delete, undo, redo, setting, refused
  }

  var description: String {
    switch self {
    case .check(let name, let day): return "check \(name) \(day.iso)"
    case .setAmount(let name, let day, let amount): return "amount \(name) \(day.iso) \(amount)"
    case .log(let name, let day, let amount): return "log \(name) \(day.iso) +\(amount)"
    case .skip(let name, let day): return "skip \(name) \(day.iso)"
    case .uncheck(let name, let day): return "uncheck \(name) \(day.iso)"
    case .add(let new):
      let measure = new.measure.map { " target \($0.target) \($0.unit)" } ?? ""
      let time = new.time.map { " at \($0)" } ?? ""
      return "add \(new.name)\(measure)\(time)\(new.alarm ? " alarm" : "")"
    case .rename(let name, let new): return "rename \(name) -> \(new)"
    case .retime(let name, let times): return "retime \(name) \(times.map(\.description))"
    case .changeKind(let name, let measure):
      return "make \(name) " + (measure.map { "measurable \($0.target) \($0.unit)" } ?? "yes/no")
    case .archive(let name): return "archive \(name)"
    case .unarchive(let name): return "unarchive \(name)"
    case .move(let name, let step): return "move \(name) \(step > 0 ? "down" : "up")"
    case .delete(let name): return "delete \(name)"
    case .undo: return "undo"
    case .redo: return "redo"
    case .setting(let key, let value): return "setting \(key)=\(value)"
    }
  }
}

/// A change as the interface records it for undo, in the world's terms.
enum Step: Equatable {
  case entry(key: Int, day: Day, before: Entry?, after: Entry?)
  /// A habit's own fields (name, times, kind, archived); its entries stay.
  case habit(before: WorldHabit, after: WorldHabit)
  /// Places in the list of habits not archived.
  case moved(key: Int, from: Int, to: Int)
  case added(WorldHabit)
  case deleted(WorldHabit)
  case settings(key: String, before: Settings, after: Settings)

  var inverse: Step {
    switch self {
    case .entry(let key, let day, let before, let after):
      return .entry(key: key, day: day, before: after, after: before)
    case .habit(let before, let after): return .habit(before: after, after: before)
    case .moved(let key, let from, let to): return .moved(key: key, from: to, to: from)
    case .added(let habit): return .deleted(habit)
    case .deleted(let habit): return .added(habit)
    case .settings(let key, let before, let after):
      return .settings(key: key, before: after, after: before)
    }
  }
}

/// What both databases should hold, as the test expects it: the habits in stored order (archived
/// ones keep their places), the settings, and the interface's undo and redo stacks.
struct World {
  let today: Day
  var habits: [WorldHabit]
  var settings = Settings()
  var undo: [Step] = []
  var redo: [Step] = []
  private var nextKey: Int

  init(today: Day, habits: [WorldHabit]) {
    self.today = today
    self.habits = habits
    nextKey = (habits.map(\.key).max() ?? 0) + 1
  }

  /// The habits the list shows (not archived), in order.
  var shown: [WorldHabit] { habits.filter { !$0.archived } }

  func habit(named name: String) -> WorldHabit? {
    habits.first { $0.name == name }
  }

  func habit(key: Int) -> WorldHabit? {
    habits.first { $0.key == key }
  }

  /// Whether both front ends must refuse `action`, changing nothing.
  func refuses(_ action: Action) -> Bool {
    switch action {
    case .add(let new): return habit(named: new.name) != nil
    case .retime(let name, let times): return times.isEmpty && habit(named: name)?.alarm == true
    case .changeKind(let name, _): return habit(named: name)?.entries.isEmpty == false
    case .setting(let key, let value):
      var settings = settings
      return !Setting.named(key)!.read(value, &settings)
    default: return false
    }
  }

  /// Applies `action` as both front ends should, keeping the undo and redo stacks.
  mutating func apply(_ action: Action) {
    guard !refuses(action) else { return }
    switch action {
    case .undo:
      let step = undo.removeLast()
      perform(step.inverse)
      redo.append(step)
    case .redo:
      let step = redo.removeLast()
      perform(step)
      undo.append(step)
    default:
      let step = makeStep(action)
      perform(step)
      undo.append(step)
      redo.removeAll()
    }
  }

  private mutating func makeStep(_ action: Action) -> Step {
    switch action {
    case .check(let name, let day):
      return entryStep(name, day) { Entry(day: day, status: .done, note: $0?.note) }
    case .setAmount(let name, let day, let amount):
      return entryStep(name, day) { Entry(day: day, status: .done, note: $0?.note, amount: amount) }
    case .log(let name, let day, let amount):
      return entryStep(name, day) {
        Entry(day: day, status: .done, note: $0?.note, amount: ($0?.amount ?? .zero).adding(amount))
      }
    case .skip(let name, let day):
      return entryStep(name, day) { Entry(day: day, status: .skipped, note: $0?.note) }
    case .uncheck(let name, let day): return entryStep(name, day) { _ in nil }
    case .add(let new):
      defer { nextKey += 1 }
      return .added(
        WorldHabit(
          key: nextKey, name: new.name, measure: new.measure, times: new.time.map { [$0] } ?? [],
          alarm: new.alarm, start: today))
    case .rename(let name, let new): return habitStep(name) { $0.name = new }
    case .retime(let name, let times): return habitStep(name) { $0.times = times }
    case .changeKind(let name, let measure): return habitStep(name) { $0.measure = measure }
    case .archive(let name): return habitStep(name) { $0.archived = true }
    case .unarchive(let name): return habitStep(name) { $0.archived = false }
    case .move(let name, let step):
      let from = shown.firstIndex { $0.name == name }!
      return .moved(key: habit(named: name)!.key, from: from, to: from + step)
    case .delete(let name): return .deleted(habit(named: name)!)
    case .setting(let key, let value):
      var after = settings
      _ = Setting.named(key)!.read(value, &after)
      return .settings(key: key, before: settings, after: after)
    case .undo, .redo: fatalError("undo and redo replay a step")
    }
  }

  private func entryStep(_ name: String, _ day: Day, _ after: (Entry?) -> Entry?) -> Step {
    let habit = habit(named: name)!
    let before = habit.entries[day]
    return .entry(key: habit.key, day: day, before: before, after: after(before))
  }

  private func habitStep(_ name: String, _ change: (inout WorldHabit) -> Void) -> Step {
    let before = habit(named: name)!
    var after = before
    change(&after)
    return .habit(before: before, after: after)
  }

  /// Writes a step, as the store does.
  private mutating func perform(_ step: Step) {
    switch step {
    case .entry(let key, let day, _, let after):
      let index = habits.firstIndex { $0.key == key }!
      habits[index].entries[day] = after
    case .habit(_, let after):
      let index = habits.firstIndex { $0.key == after.key }!
      var habit = after
      habit.entries = habits[index].entries
      habits[index] = habit
    case .moved(let key, _, let to):
      // HabitStore.move: among the habits not archived; archived ones keep their slots.
      let moved = habit(key: key)!
      var others = habits.filter { !$0.archived && $0.key != key }
      others.insert(moved, at: max(0, min(to, others.count)))
      var next = others.makeIterator()
      habits = habits.map { $0.archived ? $0 : next.next()! }
    case .added(let habit): habits.append(habit)
    case .deleted(let habit): habits.removeAll { $0.key == habit.key }
    case .settings(_, _, let after): settings = after
    }
  }
}
