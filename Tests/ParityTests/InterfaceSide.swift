import Foundation
import HabitCore
import HabitTUI

@_spi(Benchmark) @testable import HabitTerminal

/// The interface's clock, stopped at the test's instant: nothing falls due while it runs.
final class StoppedClock: InterfaceClock, @unchecked Sendable {
  let instant: Date
  let speed = 1.0

  init(_ instant: Date) { self.instant = instant }

  func now() -> Date { instant }

  func realSeconds(until other: Date) -> Double { max(0, other.timeIntervalSince(instant)) }
}

/// Something the interface did not do as the action expected.
struct DriverError: Error, CustomStringConvertible {
  let description: String
}

/// The interface on one database, driven by keys. The one file that knows how the interface is
/// built and run: TerminalApp (its real update, effect runner and run loop's `send`, which feeds
/// the runner's answers back into update) on a curses screen written to a file, read from
/// /dev/null. Every action goes through key presses, as a user's would.
final class InterfaceSide {
  private let app: TerminalApp
  private let input: UnsafeMutablePointer<FILE>
  private let output: UnsafeMutablePointer<FILE>

  init(database: String, screen: String, zone: Zone, now: Date, environment: [String: String])
    throws
  {
    input = fopen("/dev/null", "r")
    output = fopen(screen, "w")
    let options = InterfaceOptions(
      databasePath: database, zone: zone, environment: environment, clock: StoppedClock(now))
    app = try TerminalApp(options: options) { [input, output] in
      try CursesTerminal(
        environment: environment, input: OpaquePointer(input), output: OpaquePointer(output))
    }
  }

  /// Gives the screen back and lets go of the database.
  func close() {
    app.close()
    fclose(input)
    fclose(output)
  }

  private var model: Model { app.model }

  /// Performs `action` on the world as it stands before it.
  func perform(_ action: Action, in world: World) throws -> SideResult {
    let refused = try act(action, world)
    // The banner is the last message's: a check-in's earned achievements come after its own.
    let banner = model.banner
    var result = SideResult(refused: refused || banner?.isError == true)
    if let text = banner?.text, text.hasPrefix("🏆 ") { result.earned = text }
    try tidy()
    return result
  }

  /// Presses the keys of an action; true when the interface kept its form open with a reason.
  private func act(_ action: Action, _ world: World) throws -> Bool {
    switch action {
    case .check(let name, let day):
      try onDay(day, of: name, world)
      try press(" ")
    case .setAmount(let name, let day, let amount):
      try onDay(day, of: name, world)
      try press(" \(amount)")
      try press(.enter)
    case .log(let name, let day, let amount):
      try onDay(day, of: name, world)
      try press("+\(amount)")
      try press(.enter)
    case .skip(let name, let day):
      try onDay(day, of: name, world)
      try press("s")
    case .uncheck(let name, let day): try uncheck(name, day, world)
    case .add(let new): return try add(new)
    case .rename(let name, let new):
      try select(name, world)
      try press("e")
      try replace(\.name, with: new)
      return try save()
    case .retime(let name, let times):
      try select(name, world)
      try press("e")
      try focus(.times)
      try replace(\.times, with: times.map(\.description).joined(separator: ", "))
      return try save()
    case .changeKind(let name, let measure): return try changeKind(name, to: measure, world)
    case .archive(let name), .unarchive(let name):
      try select(name, world)
      try press("v")
    case .move(let name, let step):
      try select(name, world)
      try press(step > 0 ? "J" : "K")
    case .delete(let name):
      try select(name, world)
      try press("dy")
    case .undo: try press("u")
    case .redo: try press("U")
    case .setting(let key, let value): return try change(key, to: value, world)
    }
    return false
  }

  /// A skipped day's `s` again; space on a done day, or on a measurable habit's amount prompt
  /// Backspace (the day's amount is offered selected) and Enter, which clear the day.
  private func uncheck(_ name: String, _ day: Day, _ world: World) throws {
    try onDay(day, of: name, world)
    let habit = world.habit(named: name)!
    if habit.entries[day]?.status == .skipped {
      try press("s")
    } else if habit.isMeasurable {
      try press(" ")
      try press(.backspace, .enter)
    } else {
      try press(" ")
    }
  }

  /// `a` and the form: the name, a measurable habit's unit and target, a time, the alarm.
  private func add(_ new: NewHabit) throws -> Bool {
    try press("a")
    try press(new.name)
    if let measure = new.measure {
      try focus(.measurable)
      try press(" ")
      try focus(.unit)
      try press(measure.unit)
      // The target field offers `1` selected: typing replaces it.
      try focus(.target)
      try press(measure.target.description)
    }
    if let time = new.time {
      try focus(.times)
      try press(time.description)
    }
    if new.alarm {
      try focus(.alarm)
      try press(" ")
    }
    return try save()
  }

  /// `e`, then space on the kind: refused there at once when the form knows of entries.
  private func changeKind(_ name: String, to measure: Measure?, _ world: World) throws -> Bool {
    try select(name, world)
    try press("e")
    try focus(.measurable)
    try press(" ")
    if case .form(let form) = model.panel, form.error != nil { return true }
    if let measure {
      try focus(.unit)
      try press(measure.unit)
      try focus(.target)
      try press(measure.target.description)
    }
    return try save()
  }

  /// Enter on the form; true when it stays open with a reason (then Esc closes it).
  private func save() throws -> Bool {
    try press(.enter)
    guard case .form(let form) = model.panel else { return false }
    guard form.error != nil else { throw DriverError(description: "the form stayed open: \(form)") }
    return true
  }

  /// Tab to a field of the open form.
  private func focus(_ field: HabitForm.Field) throws {
    for _ in HabitForm.Field.allCases {
      guard case .form(let form) = model.panel else { break }
      if form.field == field { return }
      try press(.tab)
    }
    throw DriverError(description: "no form field \(field)")
  }

  /// Empties the focused text field of the form (the cursor is at its end) and types `text`.
  private func replace(_ field: KeyPath<HabitForm, TextField>, with text: String) throws {
    guard case .form(let form) = model.panel else { throw DriverError(description: "no form") }
    try press(Array(repeating: .backspace, count: form[keyPath: field].text.count))
    try press(text)
  }

  /// `,`, down to the setting's row, then `h`/`l` for a choice, or Enter, the value and Enter
  /// for a number or a time; true when the panel refused the value typed.
  private func change(_ key: String, to value: String, _ world: World) throws -> Bool {
    let rows = Setting.all.filter { $0.panel != nil }.sorted { $0.panel!.place < $1.panel!.place }
    let setting = Setting.named(key)!
    try press(",")
    try press(String(repeating: "j", count: rows.firstIndex { $0.key == key }!))
    if setting.number != nil {
      try press(.enter)
      try press(value)
      try press(.enter)
      if case .settings(_, let edit) = model.panel, edit.invalid { return true }
    } else {
      try press(setting.text(setting.stepped(world.settings, by: 1)) == value ? "l" : "h")
    }
    guard setting.text(model.snapshot.board.settings) == value else {
      throw DriverError(description: "\(key) reads \(setting.text(model.snapshot.board.settings))")
    }
    return false
  }

  /// Selects a habit (showing the archived ones for an archived habit) and moves the day
  /// cursor to `day`.
  private func onDay(_ day: Day, of name: String, _ world: World) throws {
    try select(name, world)
    let back = model.snapshot.board.today.number - day.number
    try press(String(repeating: "h", count: max(0, back)))
    guard model.cursorDay == day else {
      throw DriverError(description: "the day cursor is on \(model.cursorDay.iso), not \(day.iso)")
    }
  }

  private func select(_ name: String, _ world: World) throws {
    if world.habit(named: name)?.archived == true, !model.showArchived { try press("A") }
    guard let index = model.habits.firstIndex(where: { $0.name == name }) else {
      throw DriverError(description: "\(name) is not in the list")
    }
    try press("g" + String(repeating: "j", count: index))
    guard model.selectedHabit?.name == name else {
      throw DriverError(description: "\(model.selectedHabit?.name ?? "nothing") is selected")
    }
  }

  /// Back to the main screen as it opens: no panel, the day cursor on today, archived hidden.
  private func tidy() throws {
    if model.showArchived { try press("A") }
    for _ in 0..<3 where model.panel != .none || model.dayOffset != 0 {
      try press(.escape)
    }
  }

  private func press(_ text: String) throws {
    for character in text { try app.send(.key(.character(character))) }
  }

  private func press(_ keys: Key...) throws {
    try press(keys)
  }

  private func press(_ keys: [Key]) throws {
    for key in keys { try app.send(.key(key)) }
  }
}
