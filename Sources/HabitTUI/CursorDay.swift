import HabitCore

/// What the heatmap's day cursor says about its day: the date and state when it is not today (a
/// measurable habit's amount towards the target), and the day's note.
struct CursorDay: Equatable {
  /// `2026-11-27 done`, `2026-11-27 1.5/2 L`; nil on today.
  var day: String?
  /// `note: 30 pages`; nil when the day has none.
  var note: String?

  init(day: String?, note: String?) {
    self.day = day
    self.note = note
  }

  /// The selected habit's cursor day.
  init(_ model: Model) {
    guard let habit = model.selectedHabit else {
      self.init(day: nil, note: nil)
      return
    }
    let words = model.words
    let date = model.cursorDay
    let completion = model.snapshot.board.completion(of: habit)
    let state = Self.state(of: habit, completion, on: date, words)
    self.init(
      day: model.dayOffset == 0 ? nil : "\(date.iso) \(state)",
      note: model.snapshot.notes[habit.id]?[date].map {
        words.pick("note: ", "메모: ") + TerminalText.escaped($0)
      })
  }

  /// A habit's state on a day: `done`, `skipped`, `no entry`, or a measurable habit's amount
  /// towards its target (`1.5/2 L`).
  static func state(of habit: Habit, _ completion: Completion, on date: Day, _ words: Words)
    -> String
  {
    let mark = completion.mark(on: date)
    if habit.isMeasurable, mark != .skipped {
      return HabitList.progress(habit, completion.periodAmount(on: date))
    }
    switch mark {
    case .done: return words.pick("done", "완료")
    case .auto: return words.pick("done (auto)", "완료 (자동)")
    case .skipped: return words.pick("skipped", "건너뜀")
    case .none:
      return completion.history.status(on: date) == .notDone
        ? words.pick("not done", "안 함") : words.pick("no entry", "기록 없음")
    }
  }

  /// One line for the strip layout, which has no title: the date (`11-27 done`) and the note.
  var line: String? {
    let parts = [day.map { String($0.dropFirst(5)) }, note].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }
}
