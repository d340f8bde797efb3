import Foundation
import HabitApp
import HabitCore
import HabitStore

extension PropertyRun {
  mutating func addHabit() throws -> Int64 {
    names += 1
    let today = try self.today
    var habit = Habit(
      uuid: UUID().uuidString, name: "h\(names)", schedule: randomSchedule(),
      start: today.adding(days: -random.below(400)))
    if random.below(3) == 0 { habit.measure = randomMeasure() }
    return try store.write { db in try db.insert(habit) }.id
  }

  mutating func writeEntry(_ habit: Habit) throws -> [Int64] {
    let today = try self.today
    guard habit.start <= today else { return [] }
    let span = habit.start.distance(to: today)
    // Mostly today and the last few days; sometimes a back-fill anywhere.
    let back = random.below(10) < 7 ? random.below(min(span, 3) + 1) : random.below(span + 1)
    let day = today.adding(days: -back)
    let done = random.below(5) > 0
    // Otherwise skipped or answered "not done", by the day (no draw of its own, so every seed
    // runs the operations it always ran).
    let status: EntryStatus = done ? .done : day.number % 2 == 0 ? .skipped : .notDone
    let amount = habit.isMeasurable && done ? Amount(thousandths: Int64(random.below(3001))) : nil
    try store.write { db in
      try db.save(Entry(day: day, status: status, amount: amount), habitID: habit.id)
    }
    return [habit.id]
  }

  mutating func removeEntry(_ habit: Habit) throws -> [Int64] {
    let entries = try store.read { db in try db.entries(habitID: habit.id) }
    guard !entries.isEmpty else { return [] }
    let entry = entries[random.below(entries.count)]
    try store.write { db in _ = try db.deleteEntry(habitID: habit.id, day: entry.day) }
    return [habit.id]
  }

  mutating func editHabit(_ habit: Habit) throws -> [Int64] {
    var edited = habit
    switch random.below(5) {
    case 0: edited.schedule = randomSchedule()
    case 1: edited.start = habit.start.adding(days: random.below(121) - 60)
    case 2: edited.targetTime = TimeOfDay(minutes: random.below(1440))!
    case 3:
      let hasEntries = try store.read { db in try db.hasEntries(habitID: habit.id) }
      if !hasEntries {
        edited.measure = habit.isMeasurable ? nil : randomMeasure()
      } else if habit.isMeasurable {
        edited.measure = randomMeasure()
      }
    default: edited.archived.toggle()
    }
    try store.write { db in try db.update(edited) }
    return [habit.id]
  }

  mutating func restoreDeleted() throws -> [Int64] {
    guard !deleted.isEmpty else { return [] }
    let (habit, entries) = deleted.removeLast()
    // Undo puts a habit back at once; here a habit added since may have taken its id.
    let taken = try store.read { db in try db.habits(includeArchived: true) }.contains {
      $0.id == habit.id
    }
    guard !taken else { return [] }
    try store.write { db in try db.restore(habit, entries: entries) }
    return [habit.id]
  }

  private mutating func randomSchedule() -> Schedule {
    switch random.below(5) {
    case 0: return .daily
    case 1:
      let days = Weekday.allCases.filter { _ in random.below(2) == 0 }
      return .weekdays(WeekdaySet(days.isEmpty ? [.monday] : days))
    case 2: return .every(1 + random.below(4))
    default:
      let days = [2, 3, 7, 10, 30, 31, 45][random.below(7)]
      let times = 1 + random.below(min(days, 5))
      // Some picks are tracked (never due), drawn so that the seeds' runs stay the same.
      return days == 45 && times >= 4 ? .tracked : .frequency(Frequency(times: times, days: days)!)
    }
  }

  private mutating func randomMeasure() -> Measure {
    Measure(
      unit: "u", target: Amount(thousandths: Int64([0, 500, 1000, 2000][random.below(4)])),
      type: random.below(2) == 0 ? .atLeast : .atMost)
  }

  /// Why a habit's stored derived data differs from a full recomputation, or nil.
  func derivedMismatch(of id: Int64) throws -> String? {
    try store.read { db in
      guard let habit = try db.habits(includeArchived: true).first(where: { $0.id == id })
      else { return nil }
      let history = try db.histories(of: [habit])[id] ?? HabitHistory(origin: habit.start)
      let expected = Derivation(habit: habit, history: history)
      let stored = try db.derivation(of: id)
      guard stored != expected else { return nil }
      return "\(habit.name) (\(habit.schedule), \(String(describing: habit.measure))): "
        + "stored \(String(describing: stored?.checkpoint)) expected \(expected.checkpoint); "
        + "recent equal: \(stored?.recent == expected.recent);"
        + Self.markDifferences(stored?.years ?? [:], expected.years)
    }
  }

  /// The first days whose stored marks differ, year by year.
  private static func markDifferences(_ stored: [Int: [UInt8]], _ expected: [Int: [UInt8]])
    -> String
  {
    Set(stored.keys).union(expected.keys).sorted().compactMap { year in
      let (mine, theirs) = (stored[year] ?? [], expected[year] ?? [])
      let byte = { (bytes: [UInt8], index: Int) in index < bytes.count ? bytes[index] : 0 }
      let days = (0..<max(mine.count, theirs.count)).filter { byte(mine, $0) != byte(theirs, $0) }
      guard !days.isEmpty else { return nil }
      return " \(year) days \(days.prefix(5)): stored \(days.prefix(5).map { byte(mine, $0) })"
        + " expected \(days.prefix(5).map { byte(theirs, $0) })"
    }.joined()
  }

  /// The first difference between what derived data shows and what whole histories show.
  mutating func allMismatches() throws -> String? {
    for habit in try store.read({ db in try db.habits(includeArchived: true) }) {
      if let failure = try derivedMismatch(of: habit.id) { return failure }
    }
    let past = try today.adding(days: -random.below(300))
    let (full, light, maps, pastMaps) = try store.read { _ in
      (
        try service.board(now: now), try service.board(now: now, reach: .streaks()),
        try service.board(now: now, reach: .heatmap(end: nil)),
        try service.board(now: now, reach: .heatmap(end: past))
      )
    }
    let today = full.today
    for habit in full.habits {
      let name =
        "\(habit.name) (\(habit.schedule), \(String(describing: habit.measure))) on \(today)"
      for board in [light, maps] where board.streak(of: habit) != full.streak(of: habit) {
        return "\(name): streak \(board.streak(of: habit)) != \(full.streak(of: habit))"
      }
      guard light.mark(of: habit, on: today) == full.mark(of: habit, on: today),
        light.isOpen(habit, on: today) == full.isOpen(habit, on: today),
        light.completion(of: habit).periodAmount(on: today)
          == full.completion(of: habit).periodAmount(on: today)
      else { return "\(name): today differs" }
      guard maps.heatmap(of: habit).cells == full.heatmap(of: habit).cells else {
        return "\(name): heatmap differs"
      }
      guard pastMaps.heatmap(of: habit, end: past).cells == full.heatmap(of: habit, end: past).cells
      else { return "\(name): heatmap ending \(past) differs" }
    }
    guard maps.overallHeatmap().cells == full.overallHeatmap().cells,
      pastMaps.overallHeatmap(end: past).cells == full.overallHeatmap(end: past).cells
    else { return "overall heatmap on \(today) differs" }
    guard light.todayProgress == full.todayProgress else { return "today's progress differs" }
    return nil
  }
}

/// A small, fast, seedable random source (SplitMix64), so a seed replays a run exactly.
struct SplitMix: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// A number in 0..<bound.
  mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(max(bound, 1)))
  }
}
