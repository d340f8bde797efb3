import Foundation
import HabitCore
import HabitStore

/// The person's habits as every front end acts on them: one open store and its reminders.
///
/// Every action a person takes is one method here, for the command line, the interface, the
/// alarm overlay and sync alike. Each checks the habit rules, writes in one transaction (part of
/// the caller's when one is open: a command's), leaves derived data and sync marks to the
/// store's `write`, plans the reminders again, and says what happened.
public final class Library {
  let store: HabitStore
  /// Planning, delivery and alarms over the store.
  public let reminders: ReminderService
  /// How the reminders are planned again after an action.
  public let planning: Planning
  /// The first perfect week of the listed habits as last read (`.some(nil)`: none yet); nil
  /// when unknown. A yes/no check-in only adds done days, so once read it stays known until
  /// another kind of change: the read (every habit's stored marks) happens once, not at every
  /// check-in.
  var knownPerfectWeek: Day?? = nil

  /// How a front end has the reminders planned again after it acts.
  public enum Planning {
    /// A command: a check-in may leave the plan for later (see PlanDeferring.swift), and what
    /// is due is delivered when this process may (`mayDeliver`).
    case command
    /// A process that delivers for the database (the interface, `watch`): plans at once, from
    /// the board it holds; its run loop delivers.
    case deliverer
  }

  /// Whether this process may deliver what is due, as an app opening does: only when no `watch`
  /// or interface is delivering for the database. That one rings what falls due; delivering
  /// here would move it to the delivered list unseen. Asked once, on first use.
  public private(set) lazy var mayDeliver = !DelivererLock.isHeld(database: store.path)

  /// Called once an action's change is written, inside its transaction: the front end brings
  /// what it shows up to date (and may show it at once). The board it returns, when it holds the
  /// current data, is what the reminders are planned from; nil has them read.
  public typealias Written = (Change?) throws -> Board?

  /// The library over an open store, in `zone`, planning as `planning` says.
  public init(
    store: HabitStore, zone: Zone, environment: [String: String], planning: Planning
  ) {
    self.store = store
    self.reminders = ReminderService(store: store, zone: zone, environment: environment)
    self.planning = planning
  }

  /// Forgets what the library remembers of the data: another process changed it.
  public func forgetWhatWasRead() {
    knownPerfectWeek = nil
  }

  /// Runs one action in one write transaction: the plan a check-in left for later is made first,
  /// then `change` writes, `written` hears it, `earning` tells what it earned, and the
  /// reminders are planned again. `checkIn` names the habit when the action is a check-in (a
  /// command may then leave the plan for later).
  func act(
    now: Date, checkIn habitID: Int64? = nil, written: Written,
    _ change: () throws -> Change?, earning: () -> [Achievement] = { [] }
  ) throws -> ActionOutcome {
    try transact(now: now, checkIn: habitID) {
      let change = try change()
      let board = try written(change)
      return (ActionOutcome(change: change, earned: earning()), board)
    }
  }

  /// Runs `body` in one write transaction between making the plan a check-in left for later
  /// and planning the reminders again (from the board `body` returns, when it has one).
  func transact<Result>(
    now: Date, checkIn habitID: Int64? = nil, _ body: () throws -> (Result, Board?)
  ) throws -> Result {
    // Anything but a check-in may take the first perfect week away: read it again when needed.
    if habitID == nil { knownPerfectWeek = nil }
    return try store.writeDurably { _ in
      // A check-in of a command makes the plan left for later only once something could have
      // fired since, so that check-ins in a row leave it for whoever needs it next.
      try reminders.catchUpPlan(by: now, always: !(isCommand && habitID != nil))
      let (result, board) = try body()
      try replan(now: now, checkIn: habitID, board: board)
      return result
    }
  }

  private var isCommand: Bool {
    switch planning {
    case .command: return true
    case .deliverer: return false
    }
  }

  /// Plans the reminders again after an action, as `planning` says.
  private func replan(now: Date, checkIn habitID: Int64?, board: Board?) throws {
    switch planning {
    case .command:
      if let habitID {
        try reminders.replan(afterCheckInsOf: [habitID], now: now, deliver: mayDeliver)
      } else {
        try reminders.reschedule(now: now, deliver: mayDeliver)
      }
    case .deliverer:
      try reminders.reschedule(now: now, board: board, deliver: false)
    }
  }
}

/// What an action did: the change that undoes it, and what it earned.
public struct ActionOutcome: Sendable {
  /// The change as undo and redo keep it; nil when nothing changed that undo could take back.
  public var change: Change?
  /// What a check-in earned: the habit's new achievements, then the first perfect week of all
  /// habits when it completed one.
  public var earned: [Achievement] = []

  /// What the action earned, one line per achievement, in `language`, with habit names made
  /// safe by `name`.
  public func announcements(_ language: Language, name: (String) -> String) -> [String] {
    // One by one: a generic join is looked up at run time, a cost each command pays once.
    var lines: [String] = []
    for achievement in earned {
      lines.append(Achievement.announcement([achievement], language: language, name: name))
    }
    return lines
  }
}
