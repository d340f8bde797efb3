import Foundation
import HabitCore

/// Reading the form's typing into a habit, with the same limits as the core and the command line.
extension HabitForm {
  /// The habit the form describes, or the first reason it cannot be saved (fields in tab order).
  func habit(existingNames: Set<String>, start today: Day) -> Result<Habit, FormError> {
    if let problem = HabitName.problem(with: name.text) {
      return .failure(FormError(nameProblem: problem, name: name.text))
    }
    let canonical = HabitName.canonical(name.text)
    if canonical != editing?.name, existingNames.contains(canonical) {
      return .failure(.duplicate(canonical))
    }
    // The kind first, as the fields come: what follows it depends on it.
    if let editing,
      let lock = HabitRule.kindLock(
        keeping: editing, measurable: measurable, hasEntries: hasEntries)
    {
      return .failure(FormError(lock))
    }
    do {
      var habit = editing ?? Habit(uuid: "", name: canonical, start: today)
      habit.name = canonical
      habit.measure = try readMeasure()
      habit.times = try readTimes()
      habit.schedule = try readSchedule()
      habit.alarm = alarm
      if let rule = habit.brokenRule(editing: editing, hasEntries: hasEntries) {
        throw FormError(rule)
      }
      habit.start = try readStart(today: today)
      habit.description = try readDescription()
      habit.color = color
      return .success(habit)
    } catch let error as FormError {
      return .failure(error)
    } catch {
      return .failure(.other("\(error)"))
    }
  }

  /// The unit, target and type of a measurable habit; nil for yes/no.
  private func readMeasure() throws -> Measure? {
    guard measurable else { return nil }
    let unit = self.unit.text.trimmingCharacters(in: .whitespaces)
    if let problem = Measure.unitProblem(unit) { throw FormError.unitTooLong(problem) }
    guard let amount = Amount(parsing: target.text.trimmingCharacters(in: .whitespaces)) else {
      throw FormError.badTarget
    }
    return Measure(unit: unit, target: amount, type: atMost ? .atMost : .atLeast)
  }

  /// The times, ascending, from `09:00, 13:00` (commas or spaces between).
  func readTimes() throws -> [TimeOfDay] {
    let pieces = times.text.split { $0 == "," || $0 == " " }.map(String.init)
    var parsed: [TimeOfDay] = []
    for piece in pieces {
      guard let time = TimeOfDay(parsing: piece) else { throw FormError.badTime(piece) }
      parsed.append(time)
    }
    switch Habit.timesProblem(parsed) {
    case .tooMany(let count)?: throw FormError.tooManyTimes(count)
    case .repeated(let time)?: throw FormError.repeatedTime(time)
    case nil: return parsed.sorted()
    }
  }

  /// The description without surrounding spaces, within the core's limits.
  private func readDescription() throws -> String {
    let text = description.text.trimmingCharacters(in: .whitespaces)
    if let problem = Habit.descriptionProblem(text) { throw FormError.descriptionTooLong(problem) }
    return text
  }

  /// The schedule the kind and its row describe.
  private func readSchedule() throws -> Schedule {
    switch kind {
    case .daily: return .daily
    case .weekdays:
      guard days.rawValue != 0 else { throw FormError.noWeekday }
      return .weekdays(days)
    case .every:
      guard let count = Int(every.text.trimmingCharacters(in: .whitespaces)),
        (1...Schedule.maximumInterval).contains(count)
      else { throw FormError.badInterval }
      return .every(count)
    case .frequency:
      guard let value = Self.frequency(frequency.text) else { throw FormError.badFrequency }
      return .frequency(value)
    case .tracked: return .tracked
    }
  }

  /// `3/7`, `3/week` (7 days), `3/month` (30 days), as the command line's `--times 3 --per 7`.
  static func frequency(_ text: String) -> Frequency? {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    }
    guard parts.count == 2, let times = Int(parts[0]) else { return nil }
    let days = ["week": 7, "month": 30][parts[1]] ?? Int(parts[1])
    return days.flatMap { Frequency(times: times, days: $0) }
  }

  /// The first day: as typed, or `today` when the field is empty.
  private func readStart(today: Day) throws -> Day {
    let text = start.text.trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty else { return today }
    guard let day = Day(iso: text) else { throw FormError.badStart }
    return day
  }
}
