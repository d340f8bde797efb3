import HabitCore

/// harsh's two plain-text files, read: `habits` (what is tracked and how often) and `log` (what
/// was done on which day).
///
/// The habits file holds `Name: frequency` lines, optionally followed by `: YYYY-MM-DD`, an end
/// date; `!` headings, `#` comments and blank lines are ignored. A frequency is a count of days
/// `N` (once in N days: `1` daily, `7` weekly), or `A/B` (A times in B days), each number
/// optionally in weeks (`1w` is 7 days, `2/1w` twice a week), or `0`: tracked but never due.
///
/// The log holds `YYYY-MM-DD : Name : y|n|s [: comment [: amount]]` lines, appended as answers
/// are given: a later line for the same habit and day replaces an earlier one.
public enum HarshFormat {
  /// The schedule of harsh's `0` frequency: tracked, never due, never breaking a streak.
  public static let trackedSchedule = Schedule.tracked

  /// The habits and entries of a harsh `habits` file and `log` (either may be absent, not
  /// both), or a `FileProblem` naming `habitsFile` or `logFile` and the line; all or nothing.
  ///
  /// - Schedules: `1` and `A/A` are daily; `N` is once in N days and `A/B` A times in B days
  ///   (at most 366 days); `0` is `trackedSchedule`.
  /// - An end date before `today` archives the habit; one on or after `today` leaves it active
  ///   (HabitFlow keeps no end date, so that date is not carried).
  /// - Log statuses: `y` done, `s` skipped, `n` an answer of "not done". The comment becomes
  ///   the entry's note, a non-zero amount appended (`Leg day · 1.5`).
  /// - A habit named only in the log is daily, added after the habits file's habits in the
  ///   order the log first names them.
  /// - A habit starts on the day of its earliest log line, whatever its status (harsh counts a
  ///   habit from its first answer, so an `n` on it is a missed day in both), or on `today`
  ///   without one. Habits are yes/no, placed in order from position 0, and their identity is
  ///   derived from the name (`Identity.derived(format: "harsh", name:)`).
  public static func read(
    habits: String?, log: String?, habitsFile: String, logFile: String, today: Day
  ) throws -> Carried {
    guard habits != nil || log != nil else {
      throw FileProblem(file: habitsFile, problem: "neither the habits file nor the log is there")
    }
    var listed: [HarshHabitLine] = []
    var keys: [String: Int] = [:]
    for (number, text) in harshLines(habits ?? "") {
      guard let line = try habitLine(text, number: number, file: habitsFile) else { continue }
      guard keys.updateValue(listed.count, forKey: HabitName.key(line.name)) == nil else {
        throw FileProblem(
          file: habitsFile, place: "line \(number)", problem: "\"\(line.name)\" is listed twice")
      }
      listed.append(line)
    }
    var book = LogBook(keys: keys, count: listed.count)
    for (number, text) in harshLines(log ?? "") {
      guard let line = try logLine(text, number: number, file: logFile) else { continue }
      book.record(line)
    }
    return Carried(habits: carried(listed: listed, book: book, today: today))
  }

  /// The carried habits: the listed ones, then those only the log names.
  private static func carried(listed: [HarshHabitLine], book: LogBook, today: Day)
    -> [CarriedHabit]
  {
    let names = listed.map(\.name) + book.unlisted
    return names.enumerated().map { index, name in
      let listedLine = index < listed.count ? listed[index] : nil
      let days = book.days[index]
      let start = days.keys.min() ?? today
      let habit = Habit(
        uuid: Identity.derived(format: "harsh", name: name), name: name,
        schedule: listedLine?.schedule ?? .daily, start: start, position: index,
        archived: listedLine?.end.map { $0 < today } ?? false)
      return CarriedHabit(habit: habit, entries: Array(days.values))
    }
  }
}

/// The log as read so far: each habit's latest answer by day.
private struct LogBook {
  /// Habit index by name key: the listed habits first, then the unlisted ones.
  var keys: [String: Int]
  /// The names of habits only the log names, in the order it first names them.
  var unlisted: [String] = []
  /// By habit index, each day's entry (an `n` is an answer of "not done", kept with its comment).
  var days: [[Day: Entry]]

  init(keys: [String: Int], count: Int) {
    self.keys = keys
    self.days = Array(repeating: [:], count: count)
  }

  /// Records a line, replacing an earlier answer for its habit and day.
  mutating func record(_ line: HarshLogLine) {
    let key = HabitName.key(line.name)
    let index: Int
    if let known = keys[key] {
      index = known
    } else {
      index = days.count
      keys[key] = index
      unlisted.append(line.name)
      days.append([:])
    }
    days[index][line.day] = Entry(day: line.day, status: line.status, note: line.note)
  }
}
