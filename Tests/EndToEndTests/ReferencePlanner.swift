import Foundation

/// The reminder rules of the issue, recomputed with Foundation's Calendar date matching and
/// nothing from HabitCore: the independent side of PlanTests.
struct ReferencePlanner {
  struct Request: Equatable, CustomStringConvertible {
    var id: String
    var kind: String
    var habit: String?
    var fireDate: Date
    var body: String
    var order: Int

    var description: String {
      "\(id) \(kind) \(habit ?? "-") \(fireDate.timeIntervalSince1970) \(body)"
    }
  }

  struct Habit {
    var spec: ReferenceModel.HabitSpec
    /// The times in the order they come in the day (the day starts at midnight here).
    var times: [(hour: Int, minute: Int)]
    var alarm: Bool

    init(spec: ReferenceModel.HabitSpec, times: [(hour: Int, minute: Int)], alarm: Bool) {
      self.spec = spec
      self.times = times.sorted { ($0.hour, $0.minute) < ($1.hour, $1.minute) }
      self.alarm = alarm
    }

    init(spec: ReferenceModel.HabitSpec, time: (hour: Int, minute: Int)?, alarm: Bool) {
      self.init(spec: spec, times: time.map { [$0] } ?? [], alarm: alarm)
    }
  }

  let model: ReferenceModel
  var pre = 10
  var overdue = 60
  var summary = (hour: 21, minute: 0)
  var korean = false

  /// A wall-clock time resolved the way the center does: gaps move forward, folds take the first.
  func resolve(_ day: String, hour: Int, minute: Int, second: Int = 0) -> Date {
    let parts = day.split(separator: "-").map { Int($0)! }
    let components = DateComponents(
      year: parts[0], month: parts[1], day: parts[2], hour: hour, minute: minute, second: second)
    let before = model.date(model.shift(day, by: -1))
    return model.calendar.nextDate(
      after: before, matching: components, matchingPolicy: .nextTimePreservingSmallerComponents,
      repeatedTimePolicy: .first, direction: .forward)!
  }

  /// `day` at `time` plus `minutes` on the wall clock.
  func wall(_ day: String, _ time: (hour: Int, minute: Int), plus minutes: Int) -> Date {
    let total = time.hour * 60 + time.minute + minutes
    let days = Int((Double(total) / 1440).rounded(.down))
    let rest = total - days * 1440
    return resolve(model.shift(day, by: days), hour: rest / 60, minute: rest % 60)
  }

  /// `day` at `time` on the wall clock, then `minutes` of real time later (earlier when negative).
  func elapsed(_ day: String, _ time: (hour: Int, minute: Int), plus minutes: Int) -> Date {
    wall(day, time, plus: 0).addingTimeInterval(TimeInterval(minutes * 60))
  }

  func texts(_ name: String) -> (pre: String, overdue: String, alarm: String) {
    guard korean else {
      return (
        "Time for \(name)", "You haven't done \(name) yet",
        "⏰ \(name): it's time!"
      )
    }
    let last = name.unicodeScalars.last!.value
    let particle =
      (0xAC00...0xD7A3).contains(last) ? ((last - 0xAC00) % 28 == 0 ? "를" : "을") : "을(를)"
    return ("\(name)할 시간이에요", "\(name)\(particle) 아직 안 했어요", "⏰ \(name) 시간이에요!")
  }

  func summaryText(_ names: [String]) -> String {
    let list = names.joined(separator: ", ")
    if korean { return "오늘 아직 \(names.count)개 습관을 완료하지 않았어요 (\(list))" }
    return "\(names.count) habit\(names.count == 1 ? "" : "s") still not done today (\(list))"
  }

  /// The requests of one open habit day: per time a pre-reminder and, for an alarm habit, a
  /// burst; one overdue after the last time. Identifiers name the habit by `<name>` where the
  /// binary writes its uuid.
  func requests(_ habit: Habit, position: Int, day: String) -> [Request] {
    guard let last = habit.times.last else { return [] }
    let name = habit.spec.name
    let words = texts(name)
    var all: [Request] = []
    for (slot, time) in habit.times.enumerated() {
      let order = position * 10_000 + slot * 100
      let occurrence = "<\(name)>:\(day)T" + String(format: "%02d%02d", time.hour, time.minute)
      all.append(
        Request(
          id: "pre:\(occurrence)", kind: "pre", habit: name,
          fireDate: elapsed(day, time, plus: -pre), body: words.pre, order: order))
      guard habit.alarm else { continue }
      let start = wall(day, time, plus: 0)
      for index in 0..<60 {
        all.append(
          Request(
            id: "alarm:\(occurrence):" + String(format: "%02d", index), kind: "alarm", habit: name,
            fireDate: start + Double(index * 2), body: words.alarm, order: order + index))
      }
    }
    all.append(
      Request(
        id: "overdue:<\(name)>:\(day)", kind: "overdue", habit: name,
        fireDate: elapsed(day, last, plus: overdue), body: words.overdue,
        order: position * 10_000 + (habit.times.count - 1) * 100))
    return all
  }

  /// The plan at `now`: requests, dropped count and horizon.
  func plan(_ habits: [Habit], now: Date, today: String) -> ([Request], Int, Date) {
    let wallNow = model.calendar.dateComponents([.hour, .minute, .second], from: now)
    let end = resolve(
      model.shift(model.text(now), by: 7), hour: wallNow.hour!, minute: wallNow.minute!,
      second: wallNow.second!)
    var all: [Request] = []
    for offset in -1...8 {
      let day = model.shift(today, by: offset)
      var open: [String] = []
      for (position, habit) in habits.enumerated()
      where model.isDue(habit.spec, day) && habit.spec.entries[day] == nil {
        open.append(habit.spec.name)
        all += requests(habit, position: position, day: day)
      }
      if !open.isEmpty {
        all.append(
          Request(
            id: "summary:\(day)", kind: "summary", habit: nil,
            fireDate: wall(day, summary, plus: 0),
            body: summaryText(open), order: Int.max))
      }
    }
    let rank = ["alarm": 0, "pre": 1, "overdue": 2, "summary": 3]
    let sorted = all.filter { $0.fireDate > now && $0.fireDate < end }.sorted {
      ($0.fireDate, rank[$0.kind]!, $0.order) < ($1.fireDate, rank[$1.kind]!, $1.order)
    }
    let kept = Array(sorted.prefix(64))
    return (kept, sorted.count - kept.count, sorted.count > 64 ? sorted[64].fireDate : end)
  }
}
