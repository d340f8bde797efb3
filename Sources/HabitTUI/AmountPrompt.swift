import Foundation
import HabitCore

/// What the amount prompt holds: the habit and day, whether the amount is added to the day's or
/// replaces it, and what has been typed.
public struct AmountEntry: Hashable, Sendable {
  /// The measurable habit.
  public var habitID: Int64
  /// The day the amount is for (the heatmap's day cursor).
  public var day: Day
  /// `+`: the amount is added to the day's; space: it replaces it.
  public var adding: Bool
  /// The amount as typed.
  public var field: TextField
  /// Whether the last Enter was refused because the text is not an amount.
  public var invalid = false

  /// A prompt for a habit's amount on a day: empty when adding, else the day's amount so far.
  init(habit: Habit, day: Day, adding: Bool, _ model: Model) {
    habitID = habit.id
    self.day = day
    self.adding = adding
    let current = model.snapshot.board.history(of: habit).amount(on: day)
    field = TextField(adding ? "" : current?.description ?? "", selected: true)
  }
}

/// Space on a measurable habit sets the day's amount, `+` adds to it (a glass of water at a time).
enum AmountPrompt {
  static func handle(_ key: Key, entry: AmountEntry, _ model: inout Model) -> [Effect] {
    var entry = entry
    switch key {
    case .escape:
      model.panel = .none
      return []
    case .enter:
      let text = entry.field.text.trimmingCharacters(in: .whitespaces)
      // An empty amount on space clears the day; on `+` it adds nothing.
      if text.isEmpty {
        model.panel = .none
        return entry.adding || current(entry, model) == nil
          ? [] : [.setAmount(habitID: entry.habitID, day: entry.day, amount: nil)]
      }
      guard let amount = Amount(parsing: text),
        let total = entry.adding ? (current(entry, model) ?? .zero).adding(amount) : amount
      else {
        entry.invalid = true
        model.panel = .amount(entry)
        return []
      }
      model.panel = .none
      return [.setAmount(habitID: entry.habitID, day: entry.day, amount: total)]
    default:
      if entry.field.handle(key) { entry.invalid = false }
      model.panel = .amount(entry)
      return []
    }
  }

  /// The amount recorded on the entry's day so far.
  private static func current(_ entry: AmountEntry, _ model: Model) -> Amount? {
    guard let habit = model.habits.first(where: { $0.id == entry.habitID }) else { return nil }
    return model.snapshot.board.history(of: habit).amount(on: entry.day)
  }

  /// The prompt: the habit and day, the amount field with its unit, the target, the keys.
  static func dialog(_ model: Model, _ entry: AmountEntry) -> Dialog {
    let words = model.words
    let habit = model.habits.first { $0.id == entry.habitID }
    let measure = habit?.measure ?? Measure(target: .zero)
    let unit = measure.unit.isEmpty ? "" : " " + measure.unit
    let date =
      entry.day == model.snapshot.board.today
      ? words.pick("today", "오늘") : String(entry.day.iso)
    let now = current(entry, model) ?? .zero
    var body: [DialogItem] = [
      .text("\(Panels.name(entry.habitID, model)) · \(date)"),
      .field(
        label: entry.adding ? words.pick("Add", "더할 양") : words.pick("Amount", "양"),
        value: entry.field.text + unit, selected: true, cursor: entry.field.cursor,
        marked: entry.field.isSelected ? entry.field.text.count : 0),
      .text(
        (entry.adding ? words.pick("So far \(now)\(unit) · ", "지금까지 \(now)\(unit) · ") : "")
          + target(measure, words), .dim),
    ]
    if entry.invalid {
      body += [
        .blank,
        .text(
          words.pick(
            "An amount is a number such as 2 or 0.25 (at most 3 decimals, 0 to \(Amount.maximum)).",
            "양은 2나 0.25 같은 수예요 (소수점 아래 세 자리까지, 0부터 \(Amount.maximum)까지)."),
          CellStyle(foreground: .warning, bold: true)),
      ]
    }
    let keys =
      entry.adding
      ? words.keys(("Enter", "add", "더하기"), ("Esc", "cancel", "취소"))
      : words.keys(("Enter", "set (empty: clear)", "저장 (비우면 지우기)"), ("Esc", "cancel", "취소"))
    return Dialog(
      title: entry.adding ? words.pick("Add amount", "양 더하기") : words.pick("Amount", "양"),
      body: body, footer: [.hints(keys, .dim)], focus: 1, maxWidth: 50)
  }

  /// `target: at least 2 L` / `목표: 2 L 이상`.
  static func target(_ measure: Measure, _ words: Words) -> String {
    let amount = measure.unit.isEmpty ? "\(measure.target)" : "\(measure.target) \(measure.unit)"
    return measure.type == .atLeast
      ? words.pick("target: at least \(amount)", "목표: \(amount) 이상")
      : words.pick("target: at most \(amount)", "목표: \(amount) 이하")
  }
}
