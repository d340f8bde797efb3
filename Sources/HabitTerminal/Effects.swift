import Foundation
import HabitApp
import HabitCore
import HabitTUI
import NotificationSimulator

/// Performs the interface's effects against the store and answers with messages. It keeps in
/// memory what the screen shows, never years of entries: every habit's streak checkpoint, its
/// recent days and its stored marks for the heatmap's weeks, and the whole heatmap window of the
/// habit being looked at (its amounts and notes on older days). A check-in reads again one habit's
/// part, which keeps a key press to its frame within milliseconds.
final class EffectRunner {
  /// Every action the interface takes and everything it reads, with its reminders.
  let library: Library
  var service: ReminderService { library.reminders }
  private let zone: Zone
  private(set) var board: Board
  /// The archived habits, whose histories the board carries beside the others'.
  private var archived: [Habit] = []
  /// The notes on days, by habit id and day.
  private var notes: [Int64: [Day: String]] = [:]

  init(library: Library, zone: Zone, now: Date) throws {
    self.library = library
    self.zone = zone
    board = Board(habits: [], histories: [:], today: Day(number: 0), settings: Settings())
    board = try library.read { try readBoard(now: now) }
  }

  /// Reads every habit and history again (another process changed the data).
  func reloadBoard(now: Date) throws {
    board = try library.read { try readBoard(now: now) }
    library.forgetWhatWasRead()
  }

  /// The board of the habits in the list, carrying the archived habits' data too, and the notes:
  /// what the interface shows when asked for archived habits or a day's note.
  private func readBoard(now: Date) throws -> Board {
    // Streaks only: a habit's heatmap weeks are read when it is shown (`readWindow`), all the
    // habits' marks when the overall heatmap is (`readOverall`).
    var board = try service.board(
      now: now, habits: try library.habits(includeArchived: true), reach: .streaks())
    archived = board.habits.filter(\.archived)
    board.habits.removeAll(where: \.archived)
    notes = try library.notes()
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
    let history = try library.read { try windowHistory(of: habit) }
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
    let marks = try library.read { try library.storedMarks(of: unread, from: first, through: last) }
    board.storedMarks.merge(marks) { _, read in read }
    return true
  }

  /// The overall statistics of the listed habits (the overall view), from their stored marks and
  /// measurable habits' whole histories.
  func overallStatistics(now: Date) throws -> OverallStatistics {
    let read = try library.read {
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
    let history = try library.read { try library.histories(of: [habit])[habitID] }
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
    try library.histories(of: [habit], startingAt: { _ in windowFirstDay(of: habit) })[habit.id]
      ?? HabitHistory(origin: habit.start)
  }

  /// Does the work of one effect as the library's action (one transaction, with a reschedule)
  /// and returns what the interface should hear about it.
  ///
  /// `beforeCommit` hears the answers inside the transaction, once the change is written but
  /// before the reminders are planned again and the commit waits for the disk: the interface
  /// shows the change then, and the header's reminder figures a few milliseconds later. When
  /// the transaction fails, the board is read again and the error thrown.
  func perform(
    _ effect: Effect, now: Date, beforeCommit: ([Msg]) throws -> Void = { _ in }
  ) throws -> [Msg] {
    let written: Library.Written = { [self] change in
      try refreshBoard(after: effect, change: change, now: now)
      try beforeCommit(change.map { [.recorded($0)] } ?? [])
      return board
    }
    do {
      guard let outcome = try act(effect, now: now, written: written) else {
        // Stopping an alarm shows at once too, before the reschedule and the commit's flush.
        try perform(reminderEffect: effect, now: now) { [self] in
          try beforeCommit([])
          return board
        }
        return []
      }
      // After the frame: the banner of what was earned follows a moment later.
      return (outcome.change.map { [.recorded($0)] } ?? [])
        + (outcome.earned.isEmpty ? [] : [.earned(outcome.earned)])
    } catch let rule as HabitRule {
      // Said of the habit as stored: the form may be renaming it.
      let name = Self.editedHabit(by: effect).flatMap(habit)?.name ?? ""
      try reloadBoard(now: now)
      throw InterfaceRefusal(rule, name: name)
    } catch {
      // Nothing was written: the board in memory must not keep what the effect changed.
      try reloadBoard(now: now)
      throw error
    }
  }

  /// The library's action for an effect; nil for the effects on the notification center,
  /// alarms and timers, which change nothing to undo.
  private func act(_ effect: Effect, now: Date, written: Library.Written) throws
    -> ActionOutcome?
  {
    switch effect {
    case .setEntry(let habitID, let day, let status):
      guard let habit = habit(habitID) else { return nil }
      return try library.record(status, of: habit, on: day, now: now, written: written)
    case .setAmount(let habitID, let day, let amount):
      guard let habit = habit(habitID) else { return nil }
      return try library.record(
        amount == nil ? nil : .done, amount: amount, of: habit, on: day, now: now,
        written: written)
    case .moveHabit(let habitID, let index):
      return try library.move(habitID: habitID, to: index, now: now, written: written)
    case .addHabit(let habit):
      return try library.add(habit, now: now, written: written)
    case .updateHabit(let edited, let was):
      return try library.edit(edited, was: was, now: now, written: written)
    case .deleteHabit(let habitID):
      return try library.remove(habitID: habitID, now: now, written: written)
    case .saveSettings(let settings, let was):
      // A language chosen again (even `auto`) is resolved again, from this interface's locale.
      return try library.changeSettings(
        settings, was: was, languageChosen: settings.reminders.language != was.reminders.language,
        now: now, written: written)
    case .undo(let change):
      return try library.undo(change, now: now, written: written)
    case .redo(let change):
      return try library.redo(change, now: now, written: written)
    case .acknowledge, .snooze, .startTimer, .cancelTimer, .clearDelivered, .ring, .reschedule,
      .quit:
      return nil
    }
  }

  /// The habit an effect edits (an edit, or the undo or redo of one), if any.
  private static func editedHabit(by effect: Effect) -> Int64? {
    switch effect {
    case .updateHabit(let habit, _), .undo(.habit(_, let habit)), .redo(.habit(_, let habit)):
      return habit.id
    default: return nil
    }
  }

  /// A listed or archived habit by id.
  private func habit(_ habitID: Int64) -> Habit? {
    board.habits.first { $0.id == habitID } ?? archived.first { $0.id == habitID }
  }

  /// Brings the in-memory board up to date with what an effect just wrote.
  private func refreshBoard(after effect: Effect, change: Change?, now: Date) throws {
    switch (effect, change) {
    case (_, .entry(let habitID, _, _, _)?), (.undo(.entry(let habitID, _, _, _)), _),
      (.redo(.entry(let habitID, _, _, _)), _):
      try rereadHabit(habitID, now: now)
    case (.ring, _), (.quit, _), (.clearDelivered, _), (.snooze, _), (.startTimer, _),
      (.cancelTimer, _), (.acknowledge, _):
      break
    default:
      // Habits or settings: rare, so read everything (inside the caller's transaction).
      board = try readBoard(now: now)
    }
  }

  /// The effects on the notification center, alarms and timers: none is a change to undo.
  /// `planFrom` runs once each has written: it shows the change and gives the board to plan from.
  private func perform(
    reminderEffect effect: Effect, now: Date, planFrom: () throws -> Board?
  ) throws {
    switch effect {
    case .acknowledge(let threads):
      // The interface offers the check-in as a change of its own (undoable), never silently.
      try library.acknowledge(.threads(threads), checkInTimers: false, now: now, board: planFrom)
    case .snooze(let minutes, let threads):
      try library.snooze(.threads(threads), minutes: minutes, now: now, board: planFrom)
    case .startTimer(let habitID, let seconds):
      try library.startTimer(habitID: habitID, seconds: seconds, now: now, board: planFrom)
    case .cancelTimer(let id):
      try library.cancelTimer(id: id, now: now, board: planFrom)
    case .clearDelivered(let ids):
      try library.clearDelivered(ids: ids, now: now, board: planFrom)
    case .reschedule:
      // The day rolled over: everything is read again, and planned from it.
      try library.planAgain(now: now) { [self] in
        board = try readBoard(now: now)
        return try planFrom()
      }
    default:
      break
    }
  }

  /// Everything the interface shows: the board in memory and the center, read in one transaction.
  func snapshot(now: Date) throws -> Snapshot {
    board.today = LocalTime(zone: zone, dayStart: board.settings.dayStart).day(of: now)
    var snapshot: Snapshot = try library.read {
      let center = try library.center()
      let timers = try library.bursts().map {
        RunningTimer(
          id: $0.burst.id, habitID: $0.habitID, habit: $0.burst.habit, kind: $0.burst.kind,
          fires: $0.burst.start)
      }
      return Snapshot(
        board: board, pendingCount: center.pending.count,
        horizon: board.settings.reminders.masterEnabled ? try service.plannedHorizon() : nil,
        delivered: center.delivered.reversed(),
        ringing: center.ringingThreads + (try library.alarmList().alertingThreads),
        pendingThreads: Set(center.pending.map(\.reminder.thread)), timers: timers)
    }
    snapshot.archived = archived
    snapshot.notes = notes
    return snapshot
  }
}

/// A change the habit rules refuse, in one line.
struct InterfaceRefusal: Error, CustomStringConvertible {
  let description: String

  /// The rule an edit broke, said of the habit `name`. The form refuses these already; a
  /// command may have added entries since it opened, or an undo may meet them.
  init(_ rule: HabitRule, name: String) {
    switch rule {
    case .kindLocked(let measurable):
      description = "\(name) has entries: it stays \(measurable ? "measurable" : "yes/no")"
    case .alarmNeedsTime: description = "An alarm needs a time."
    case .trackedAlarm: description = "A tracked habit is never due: its alarm would never ring."
    }
  }
}
