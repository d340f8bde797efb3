import HabitCore

extension Carried {
  /// The first thing in the carried habits HabitFlow cannot store, said as a problem of `file`
  /// at the habit (`habit 3 "Run"`), or nil. Descriptions are kept whole whatever their length:
  /// nothing a person wrote elsewhere is cut on the way in.
  public func problem(file: String) -> FileProblem? {
    var places: [String: Int] = [:]
    for (index, item) in habits.enumerated() {
      if let first = places.updateValue(index + 1, forKey: item.habit.uuid) {
        return FileProblem(
          file: file, place: "habit \(index + 1)",
          problem: "the same id (uuid) as habit \(first): one of them would be lost")
      }
      let habit = item.habit
      let place = "habit \(index + 1) \"\(TerminalText.escaped(habit.name))\""
      func problem(_ text: String) -> FileProblem {
        FileProblem(file: file, place: place, problem: text)
      }
      if let text = HabitName.problem(with: habit.name) { return problem(text) }
      if habit.uuid.isEmpty { return problem("the habit has no identity (uuid)") }
      if let unit = habit.measure?.unit, Measure.unitProblem(unit) != nil {
        return problem("the unit is longer than \(Measure.maximumUnitLength) characters")
      }
      if habit.measure.map({ $0.target > Amount.maximum }) == true {
        return problem("the target is larger than \(Amount.maximum)")
      }
      if let times = Habit.timesProblem(habit.times) {
        switch times {
        case .tooMany(let count):
          return problem("\(count) times; at most \(Habit.maximumTimes) are allowed")
        case .repeated(let time): return problem("the time \(time) is given twice")
        }
      }
      if let day = ([habit.start] + item.entries.map(\.day)).first(where: {
        !Day.supported.contains($0)
      }) {
        return problem("the day \(day.iso) is not between 1900 and 9999")
      }
      if let entry = item.entries.first(where: {
        ($0.amount != nil) != (habit.isMeasurable && $0.status == .done)
      }) {
        return problem(
          "the entry of \(entry.day.iso) "
            + (habit.isMeasurable ? "has no amount" : "has an amount, but the habit is yes/no"))
      }
    }
    return nil
  }
}
