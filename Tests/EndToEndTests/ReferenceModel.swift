import Foundation

/// An independent reading of the streak and heatmap rules, written with Foundation's Calendar
/// and date strings, sharing no code with HabitCore.
struct ReferenceModel {
  enum Kind {
    case daily
    case weekdays(Set<Int>)
    case every(Int)
  }  // weekdays: Calendar numbering, 1 = Sunday

  struct HabitSpec {
    var name: String
    var start: String
    var kind: Kind
    var entries: [String: String] = [:]  // "YYYY-MM-DD" -> "done" | "skipped"
  }

  let calendar: Calendar

  init(zone: TimeZone) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    self.calendar = calendar
  }

  /// Noon of a day, which exists on every day in every zone.
  func date(_ text: String) -> Date {
    let parts = text.split(separator: "-").map { Int($0)! }
    return calendar.date(
      from: DateComponents(year: parts[0], month: parts[1], day: parts[2], hour: 12))!
  }

  func text(_ date: Date) -> String {
    let c = calendar.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", c.year!, c.month!, c.day!)
  }

  func shift(_ day: String, by count: Int) -> String {
    text(calendar.date(byAdding: .day, value: count, to: date(day))!)
  }

  /// The habit day of an instant, with the day starting at `hour:minute`.
  func today(at instant: Date, dayStartHour hour: Int, minute: Int) -> String {
    let c = calendar.dateComponents([.hour, .minute], from: instant)
    let before = c.hour! * 60 + c.minute! < hour * 60 + minute
    let day = text(instant)
    return before ? shift(day, by: -1) : day
  }

  func isDue(_ habit: HabitSpec, _ day: String) -> Bool {
    guard day >= habit.start else { return false }
    switch habit.kind {
    case .daily: return true
    case .weekdays(let days): return days.contains(calendar.component(.weekday, from: date(day)))
    case .every(let n):
      let elapsed = calendar.dateComponents([.day], from: date(habit.start), to: date(day)).day!
      return elapsed % n == 0
    }
  }

  /// `{"current", "best", "doneToday"}` by the wording, walking day by day.
  func streak(_ habit: HabitSpec, today: String) -> (current: Int, best: Int, doneToday: Bool) {
    var current = 0
    var day = today
    if isDue(habit, today), habit.entries[today] == nil { day = shift(today, by: -1) }
    walk: while day >= habit.start {
      if isDue(habit, day) {
        switch habit.entries[day] {
        case "done": current += 1
        case "skipped": break
        default: break walk
        }
      }
      day = shift(day, by: -1)
    }
    var best = 0
    var run = 0
    day = habit.start
    while day <= today {
      if isDue(habit, day) {
        switch habit.entries[day] {
        case "done":
          run += 1
          best = max(best, run)
        case "skipped": break
        default: if day != today { run = 0 }
        }
      }
      day = shift(day, by: 1)
    }
    return (current, max(best, current), habit.entries[today] == "done")
  }

  /// The 371 heatmap days: 53 weeks, the last holding `end`.
  func heatmapDays(end: String, mondayFirst: Bool) -> [String] {
    let weekday = calendar.component(.weekday, from: date(end))  // 1 = Sunday
    let back = mondayFirst ? (weekday + 5) % 7 : weekday - 1
    let first = shift(end, by: -back - 52 * 7)
    return (0..<371).map { shift(first, by: $0) }
  }

  /// A habit's cell: "level state".
  func cell(_ habit: HabitSpec, _ day: String, today: String, end: String) -> String {
    if day > end { return "nil future" }
    if day < habit.start { return "nil none" }
    switch habit.entries[day] {
    case "done": return "4 done"
    case "skipped": return "nil skipped"
    default:
      guard isDue(habit, day) else { return "nil none" }
      return day == today ? "0 pending" : "0 missed"
    }
  }

  /// The overall cell's level.
  func overall(_ habits: [HabitSpec], _ day: String, end: String) -> Int? {
    guard day <= end else { return nil }
    let counted = habits.filter { isDue($0, day) && $0.entries[day] != "skipped" }
    guard !counted.isEmpty else { return nil }
    let share = Double(counted.filter { $0.entries[day] == "done" }.count) / Double(counted.count)
    if share == 0 { return 0 }
    if share <= 0.25 { return 1 }
    if share <= 0.5 { return 2 }
    if share <= 0.75 { return 3 }
    return 4
  }
}
