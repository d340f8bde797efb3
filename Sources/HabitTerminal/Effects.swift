import Foundation
import HabitApp
import HabitCore
import HabitStore
import HabitTUI
import NotificationSimulator

/// Performs the interface's effects against the store and answers with messages. It keeps in
/// memory what the screen shows, never years of entries: every habit's streak checkpoint, its
/// recent days and its stored marks for the heatmap's weeks, and the whole heatmap window of the
/// habit being looked at (its amounts and notes on older days). A check-in reads again one habit's
/// part, which keeps a key press to its frame within milliseconds.
final class EffectRunner {
  let store: HabitStore
  let service: ReminderService
  private let zone: Zone
  private(set) var board: Board
  /// The archived habits, whose histories the board carries beside the others'.
  private var archived: [Habit] = []
  /// The notes on days, by habit id and day.
  private var notes: [Int64: [Day: String]] = [:]
  /// The first perfect week of the listed habits as last read (`.some(nil)`: none yet); nil when
  /// unknown (see `perfectWeekBefore`).
  private var knownPerfectWeek: Day?? = nil

  init(store: HabitStore, service: ReminderService, zone: Zone, now: Date) throws {
    self.store = store
    self.service = service
    self.zone = zone
    board = Board(habits: [], histories: [:], today: Day(number: 0), settings: Settings())
    board = try store.read { try readBoard(now: now) }
  }

  /// Reads every habit and history again (another process changed the data).
  func reloadBoard(now: Date) throws {
    board = try store.read { try readBoard(now: now) }
    knownPerfectWeek = nil
  }

  /// The board of the habits in the list, carrying the archived habits' data too, and the notes:
  /// what the interface shows when asked for archived habits or a day's note.
  private func readBoard(now: Date) throws -> Board {
    // Streaks only: a habit's heatmap weeks are read when it is shown (`readWindow`), all the
    // habits' marks when the overall heatmap is (`readOverall`).
    var board = try service.board(
      now: now, habits: try store.habits(includeArchived: true), reach: .streaks())
    archived = board.habits.filter(\.archived)
    board.habits.removeAll(where: \.archived)
    notes = try store.notes()
    return board
  }

  /// Reads one habit's part of the board again after a write to it (its checkpoint and marks
  /// may have moved), with its whole heatmap window.
  private func rereadHabit(_ habitID: Int64, now: Date) throws {
    guard let habit = (board.habits + archived).first(where: { $0.id == habitID }) else { return }
    let fresh = try service.board(now: now, habits: [habit], reach: .heatmap(end: nil))
    // Without a usable checkpoint the fresh history is whole, from the habit's start.
    let recent = fresh.histories[habitID] ?? HabitHistory(origin: habit.start)
    board.replaceDays(
      of: habitID,
      history: recent.origin <= windowFirstDay(of: habit) ? recent : try windowHistory(of: habit),
      checkpoint: fresh.checkpoints[habitID], storedMarks: fresh.storedMarks[habitID])
  }

  /// Makes sure the board holds the whole heatmap window of a habit (its amounts on any day the
  /// day cursor can reach); true when it had to be read.
  @discardableResult
  func readWindow(of habitID: Int64) throws -> Bool {
    guard let habit = (board.habits + archived).first(where: { $0.id == habitID }) else {
      return false
    }
    let first = windowFirstDay(of: habit)
    guard (board.histories[habitID]?.origin ?? .init(number: .max)) > first else { return false }
    let history = try store.read { try windowHistory(of: habit) }
    board.replaceDays(
      of: habitID, history: history, checkpoint: board.checkpoints[habitID],
      storedMarks: board.storedMarks[habitID])
    return true
  }

  /// Makes sure the board holds every listed habit's stored marks over the heatmap's weeks, for
  /// the overall heatmap; true when they had to be read.
  @discardableResult
  func readOverall() throws -> Bool {
    let unread = board.habits.filter { board.storedMarks[$0.id] == nil }
    guard !unread.isEmpty else { return false }
    let last = board.today
    let first = Heatmap.firstDay(end: last, weekStart: board.settings.weekStart)
    let marks = try store.read { try store.storedMarks(of: unread, from: first, through: last) }
    board.storedMarks.merge(marks) { _, read in read }
    return true
  }

  /// The overall statistics of the listed habits (the overall view), from their stored marks and
  /// measurable habits' whole histories.
  func overallStatistics(now: Date) throws -> OverallStatistics {
    let read = try store.read {
      try service.board(now: now, habits: board.habits, reach: .statistics)
    }
    return OverallStatistics(
      of: read.habits.map(read.completion(of:)), today: read.today, missing: read.missingDays)
  }

  /// A habit's statistics and achievements, from its whole history (the statistics screen).
  func statistics(of habitID: Int64) throws -> (HabitStatistics, [Achievement])? {
    guard let habit = (board.habits + archived).first(where: { $0.id == habitID }) else {
      return nil
    }
    let history = try store.read { try store.histories(of: [habit])[habitID] }
    let completion = Completion(habit: habit, history: history ?? HabitHistory(origin: habit.start))
    let statistics = HabitStatistics(
      of: completion, today: board.today, weekStart: board.settings.weekStart,
      missing: board.missingDays)
    let earned = Achievement.earned(
      by: completion, scores: statistics.scores, through: board.today, missing: board.missingDays)
    return (statistics, earned)
  }

  /// The first day a habit's heatmap window needs read: the window's first day, as far back as
  /// a mark on it can look, never before the habit's start.
  private func windowFirstDay(of habit: Habit) -> Day {
    let first = Heatmap.firstDay(end: board.today, weekStart: board.settings.weekStart)
    return max(habit.start, first.adding(days: -Completion.lookBack(of: habit)))
  }

  private func windowHistory(of habit: Habit) throws -> HabitHistory {
    try store.histories(of: [habit], startingAt: { _ in windowFirstDay(of: habit) })[habit.id]
      ?? HabitHistory(origin: habit.start)
  }

  /// Does the work of one data effect in one transaction (with a reschedule) and returns what the
  /// interface should hear about it.
  ///
  /// `beforeCommit` hears the answers inside the transaction, once the change is written but
  /// before the reminders are planned again and the commit waits for the disk: the interface
  /// shows the change then, and the header's reminder figures a few milliseconds later. When
  /// the transaction fails, the board is read again and the error thrown.
  func perform(
    _ effect: Effect, now: Date, beforeCommit: ([Msg]) throws -> Void = { _ in }
  ) throws -> [Msg] {
    do {
      return try store.writeDurably {
        // A command's check-in may have left the plan for later: made first, before this change.
        try service.catchUpPlan(by: now, always: true)
        // A check-in may earn something: what its habit held before, to tell what is new.
        let checkedIn = Self.checkedIn(by: effect).flatMap { id in
          board.habits.first { $0.id == id }
        }
        // Announcing is extra: a failure here must not cost the check-in.
        let before = checkedIn.flatMap { try? service.achievementsBefore($0, now: now) }
        let weekBefore = Self.checkedInDay(by: effect).flatMap {
          perfectWeekBefore(checkInOn: $0, now: now)
        }
        if checkedIn.map({ $0.schedule.frequency != nil || $0.measure != nil }) ?? true {
          // Anything but a yes/no check-in may take a perfect week away (an amount lowered, a
          // frequency's intervals reaching back, an uncheck): read it again when next needed.
          knownPerfectWeek = nil
        }
        let change = try change(for: effect, now: now)
        try refreshBoard(after: effect, change: change, now: now)
        let answers: [Msg] = change.map { [.recorded($0)] } ?? []
        try beforeCommit(answers)
        // After the frame: the banner of what was earned follows a moment later.
        var late: [Msg] = []
        if let before,
          let earned = try? service.earnedByCheckIn(before, weekBefore: weekBefore, now: now)
        {
          if earned.contains(where: { $0.kind == .perfectWeek }) {
            knownPerfectWeek = .some(earned.last?.day)
          }
          if !earned.isEmpty { late.append(.earned(earned)) }
        }
        // Delivery is the run loop's: it presents what it delivers.
        try service.reschedule(now: now, board: board, deliver: false)
        return answers + late
      }
    } catch {
      // Nothing was written: the board in memory must not keep what the effect changed.
      try reloadBoard(now: now)
      throw error
    }
  }

  /// The habit an effect checks in (done, or an amount), if any.
  private static func checkedIn(by effect: Effect) -> Int64? {
    switch effect {
    case .setEntry(let habitID, _, .done?), .setAmount(let habitID, _, _?): return habitID
    default: return nil
    }
  }

  /// The first perfect week before a check-in on `day` whose week is whole by today (nil when
  /// it is not: nothing to announce), from what this interface knows when it can: a check-in
  /// only adds done days, so a known first perfect week stays known until another change, and
  /// the read (every habit's stored marks) happens once, not before every check-in's frame.
  private func perfectWeekBefore(checkInOn day: Day, now: Date) -> Day?? {
    guard board.settings.weekStart.isWhole(weekOf: day, by: board.today) else {
      return nil
    }
    if let known = knownPerfectWeek { return known }
    guard let read = try? service.firstPerfectWeek(now: now) else { return nil }
    knownPerfectWeek = .some(read)
    return .some(read)
  }

  /// The day an effect checks a habit in on, if it does.
  private static func checkedInDay(by effect: Effect) -> Day? {
    switch effect {
    case .setEntry(_, let day, .done?), .setAmount(_, let day, _?): return day
    default: return nil
    }
  }

  /// Brings the in-memory board up to date with what an effect just wrote.
  private func refreshBoard(after effect: Effect, change: Change?, now: Date) throws {
    switch (effect, change) {
    case (_, .entry(let habitID, _, _, _)?), (.apply(.entry(let habitID, _, _, _)), _):
      try rereadHabit(habitID, now: now)
    case (.ring, _), (.quit, _), (.clearDelivered, _), (.snooze, _), (.startTimer, _),
      (.cancelTimer, _), (.acknowledge, _):
      break
    default:
      // Habits or settings: rare, so read everything (inside the caller's transaction).
      board = try readBoard(now: now)
    }
  }

  private func change(for effect: Effect, now: Date) throws -> Change? {
    switch effect {
    case .setEntry(let habitID, let day, let status):
      let before = try store.entry(habitID: habitID, day: day)
      let after = status.map { Entry(day: day, status: $0, note: before?.note) }
      try write(after, habitID: habitID, day: day)
      return .entry(habitID: habitID, day: day, before: before, after: after)
    case .setAmount(let habitID, let day, let amount):
      let before = try store.entry(habitID: habitID, day: day)
      let after = amount.map { Entry(day: day, status: .done, note: before?.note, amount: $0) }
      try write(after, habitID: habitID, day: day)
      return .entry(habitID: habitID, day: day, before: before, after: after)
    case .moveHabit, .addHabit, .updateHabit, .deleteHabit:
      return try habitChange(for: effect)
    case .saveSettings(let settings, let was):
      let before = try store.settings()
      try store.save(settings, changedFrom: was)
      // A language chosen again (even `auto`) is resolved again, from this interface's locale.
      if settings.reminders.language != was.reminders.language {
        try service.resolveLanguageAgain()
      }
      return .settings(before: before, after: try store.settings())
    case .apply(let change):
      try apply(change)
      return nil
    default:
      try perform(reminderEffect: effect, now: now)
      return nil
    }
  }

  /// The effects on habits themselves: add, edit (archive included), move, delete.
  private func habitChange(for effect: Effect) throws -> Change? {
    switch effect {
    case .moveHabit(let habitID, let index):
      let shown = try store.habits()
      guard let from = shown.firstIndex(where: { $0.id == habitID }) else { return nil }
      let to = max(0, min(index, shown.count - 1))
      try store.move(habitID: habitID, to: to)
      return .moved(habitID: habitID, from: from, to: to)
    case .addHabit(var habit):
      habit.uuid = UUID().uuidString.lowercased()
      return .added(try store.insert(habit), [])
    case .updateHabit(let edited, let was):
      guard
        let before = try store.habits(includeArchived: true).first(where: { $0.id == edited.id })
      else { return nil }
      // Only what the edit changed: another device's change since the form opened stays.
      let habit = before.applying(edit: was, edited)
      // The form refuses this already; a CLI call may have added entries since it opened.
      if before.isMeasurable != habit.isMeasurable, try store.hasEntries(habitID: habit.id) {
        throw InterfaceRefusal(
          description:
            "\(before.name) has entries: it stays \(before.isMeasurable ? "measurable" : "yes/no")")
      }
      try store.update(habit)
      return .habit(before: before, after: habit)
    case .deleteHabit(let habitID):
      guard let habit = try store.habits(includeArchived: true).first(where: { $0.id == habitID })
      else { return nil }
      let entries = try store.entries(habitID: habitID)
      try store.delete(habitID: habitID)
      return .deleted(habit, entries)
    default:
      return nil
    }
  }

  /// The effects on the notification center, alarms and timers: none is a change to undo.
  private func perform(reminderEffect effect: Effect, now: Date) throws {
    switch effect {
    case .acknowledge(let threads):
      // The interface offers the check-in as a change of its own (undoable), never silently.
      try service.acknowledge(.threads(threads), now: now, checkInTimers: false)
    case .snooze(let minutes, let threads):
      _ = try service.snooze(.threads(threads), minutes: minutes, now: now)
    case .startTimer(let habitID, let seconds):
      if let habit = try store.habits().first(where: { $0.id == habitID }) {
        _ = try service.startTimer(habit: habit, seconds: seconds, now: now)
      }
    case .cancelTimer(let id):
      try store.removeBurst(id: id)
    case .clearDelivered(let ids):
      try store.updateCenter { center in
        if let ids { center.removeDelivered(ids: Set(ids)) } else { center.removeAllDelivered() }
      }
    default:
      break
    }
  }

  /// Stores a recorded change as it is: undo passes the inverse, redo the change itself.
  private func apply(_ change: Change) throws {
    switch change {
    case .entry(let habitID, let day, _, let after):
      try write(after, habitID: habitID, day: day)
    case .habit(let before, let after):
      guard let current = try store.habits(ids: [after.id]).first else { return }
      try store.update(current.applying(edit: before, after))
    case .added(let habit, let entries):
      try store.restore(habit, entries: entries)
    case .deleted(let habit, _):
      try store.delete(habitID: habit.id)
    case .settings(let before, let after):
      try store.save(after, changedFrom: before)
    case .moved(let habitID, _, let to):
      try store.move(habitID: habitID, to: to)
    }
  }

  private func write(_ entry: Entry?, habitID: Int64, day: Day) throws {
    if let entry {
      try store.save(entry, habitID: habitID)
    } else {
      try store.deleteEntry(habitID: habitID, day: day)
    }
  }

  /// Everything the interface shows: the board in memory and the center, read in one transaction.
  func snapshot(now: Date) throws -> Snapshot {
    board.today = LocalTime(zone: zone, dayStart: board.settings.dayStart).day(of: now)
    var snapshot: Snapshot = try store.read {
      let center = try store.center()
      let timers = try store.bursts().map {
        RunningTimer(
          id: $0.burst.id, habitID: $0.habitID, habit: $0.burst.habit, kind: $0.burst.kind,
          fires: $0.burst.start)
      }
      return Snapshot(
        board: board, pendingCount: center.pending.count,
        horizon: board.settings.reminders.masterEnabled ? try service.plannedHorizon() : nil,
        delivered: center.delivered.reversed(),
        ringing: center.ringingThreads + (try store.alarmList().alertingThreads),
        pendingThreads: Set(center.pending.map(\.reminder.thread)), timers: timers)
    }
    snapshot.archived = archived
    snapshot.notes = notes
    return snapshot
  }
}

/// A change the store would take but the interface refuses, in one line.
struct InterfaceRefusal: Error, CustomStringConvertible {
  let description: String
}
