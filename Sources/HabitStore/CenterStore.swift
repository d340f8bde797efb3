import Foundation
import HabitCore
import NotificationSimulator

extension StoreReader {
  static let selectPending = PendingColumn.select()
  static let selectDelivered = DeliveredColumn.select() + " ORDER BY fire_at, rowid"

  /// The notification center as stored; its policy and permission come from the settings.
  public func center() throws -> NotificationCenterState {
    let reminders = try settings().reminders
    let pendingRows = try database.prepare(Self.selectPending)
    var pending: [PendingRequest] = []
    while try pendingRows.step() {
      pending.append(
        PendingRequest(
          reminder: Self.reminder(from: pendingRows, PendingColumn.self),
          sequence: Int(pendingRows.int(PendingColumn.sequence))))
    }
    let deliveredRows = try database.prepare(Self.selectDelivered)
    var delivered: [DeliveredNotification] = []
    while try deliveredRows.step() {
      delivered.append(
        DeliveredNotification(
          reminder: Self.reminder(from: deliveredRows, DeliveredColumn.self),
          deliveredAt: Date(
            timeIntervalSince1970: deliveredRows.double(DeliveredColumn.deliveredAt)),
          missed: deliveredRows.int(DeliveredColumn.missed) != 0))
    }
    let next = try database.scalar("SELECT value FROM settings WHERE key = 'centerSequence'")?.text
    return NotificationCenterState(
      pending: pending, delivered: delivered, nextSequence: Int(next ?? "") ?? 0,
      policy: reminders.eviction, permission: reminders.permission)
  }

  /// When the device next has something to do (after `instant`, when given): the earliest
  /// pending fire date, or an AlarmKit alarm's start or next ring. Read without loading the
  /// center (run loops ask every wake).
  public func nextFireDate(after instant: Date? = nil) throws -> Date? {
    let after = instant?.timeIntervalSince1970 ?? -Double.infinity
    let pending = try database.scalar(
      "SELECT min(fire_at) FROM center_pending WHERE fire_at > ?", [.real(after)]
    ).flatMap { value -> Date? in
      if case .real(let seconds) = value { return Date(timeIntervalSince1970: seconds) }
      return nil
    }
    let alarms = try scheduledAlarms().map(\.nextEvent).filter { $0.timeIntervalSince1970 > after }
    return ([pending] + alarms).compactMap { $0 }.min()
  }

  static let selectFiredAfter = FiredColumn.select() + " WHERE fire_at > ?"

  /// Identifiers of requests that fired with a fire date after `instant`: a plan made by a process
  /// whose clock is behind must not arm them again.
  public func firedIdentifiers(after instant: Date) throws -> Set<String> {
    let rows = try database.prepare(
      Self.selectFiredAfter, [.real(instant.timeIntervalSince1970)])
    var ids: Set<String> = []
    while try rows.step() { ids.insert(rows.text(FiredColumn.id) ?? "") }
    return ids
  }

  /// The value of a reminder's column, or nil for a column that is not the reminder's.
  static func value<Column: ReminderColumns>(of column: Column, in reminder: Reminder)
    -> SQLValue?
  {
    switch column {
    case .id: return .text(reminder.id)
    case .kind: return .text(reminder.kind.rawValue)
    case .habit: return reminder.habit.map(SQLValue.text) ?? .null
    case .fireAt: return .real(reminder.fireDate.timeIntervalSince1970)
    case .title: return .text(reminder.title)
    case .body: return .text(reminder.body)
    case .thread: return .text(reminder.thread)
    default: return nil
    }
  }

  static func reminder<Column: ReminderColumns>(from row: Statement, _: Column.Type) -> Reminder {
    Reminder(
      id: row.text(Column.id) ?? "",
      kind: ReminderKind(rawValue: row.text(Column.kind) ?? "") ?? .pre,
      habit: row.text(Column.habit),
      fireDate: Date(timeIntervalSince1970: row.double(Column.fireAt)),
      title: row.text(Column.title) ?? "", body: row.text(Column.body) ?? "",
      thread: row.text(Column.thread) ?? "")
  }
}

extension StoreReader {
  static let selectAcknowledged = AcknowledgedColumn.select()
  static let selectBursts =
    "SELECT \(BurstColumn.names("b")), h.name FROM bursts b"
    + " LEFT JOIN habits h ON h.id = b.habit_id ORDER BY b.start_at"
  /// Threads of alarm occurrences the user acknowledged.
  public func acknowledgedAlarms() throws -> Set<String> {
    let rows = try database.prepare(Self.selectAcknowledged)
    var threads: Set<String> = []
    while try rows.step() { threads.insert(rows.text(AcknowledgedColumn.thread) ?? "") }
    return threads
  }

  /// Timers and snoozed alarms that have not been acknowledged, with their habit's name.
  public func bursts() throws -> [(burst: Burst, habitID: Int64?)] {
    typealias Column = BurstColumn
    let rows = try database.prepare(Self.selectBursts)
    var result: [(Burst, Int64?)] = []
    while try rows.step() {
      // The habit's name follows the burst's columns.
      let burst = Burst(
        id: rows.text(Column.id) ?? "",
        kind: ReminderKind(rawValue: rows.text(Column.kind) ?? "") ?? .timer,
        habit: rows.text(Column.end),
        start: Date(timeIntervalSince1970: rows.double(Column.startAt)))
      result.append((burst, rows.isNull(Column.habitID) ? nil : rows.int(Column.habitID)))
    }
    return result
  }

}

/// A plan of the reminders left for later by check-ins (see
/// `ReminderService.replan(afterCheckInsOf:now:deliver:)`): planned as of `asOf`, the last of
/// them, it gives the center they would have given at once, as long as that happens before
/// `until`, when something could fire.
public struct PlanDeferral: Equatable, Sendable {
  /// The instant of the last check-in whose plan was left.
  public var asOf: Date
  /// Nothing pending, and nothing the check-ins could plan, fires before this.
  public var until: Date
  /// The time zone the plan is to be made in: the one the check-ins were made in.
  public var zone: String

  /// Creates a deferral.
  public init(asOf: Date, until: Date, zone: String) {
    self.asOf = asOf
    self.until = until
    self.zone = zone
  }
}

extension StoreReader {
  fileprivate static let planDeferralKey = "planDeferred"

  /// The plan left for later, if any.
  public func planDeferral() throws -> PlanDeferral? {
    let text = try database.scalar(
      "SELECT value FROM settings WHERE key = ?", [.text(Self.planDeferralKey)])?.text
    let parts = (text ?? "").split(separator: " ", maxSplits: 2).map(String.init)
    guard parts.count == 3, let asOf = Double(parts[0]), let until = Double(parts[1]) else {
      return nil
    }
    return PlanDeferral(
      asOf: Date(timeIntervalSince1970: asOf), until: Date(timeIntervalSince1970: until),
      zone: parts[2])
  }

}

extension StoreWriter {
  /// Stores the center, writing only what changed since `previous` (a refill while a burst rings
  /// changes a row or two, not the 64).
  public func save(_ center: NotificationCenterState, previous: NotificationCenterState) throws {
    try saveRows(
      center.pending, previous: previous.pending, PendingColumn.self, reminder: \.reminder,
      extra: { _, request in .integer(Int64(request.sequence)) })
    let arrived = try saveRows(
      center.delivered, previous: previous.delivered, DeliveredColumn.self, reminder: \.reminder,
      extra: { column, delivered in
        column == .missed
          ? .integer(delivered.missed ? 1 : 0) : .real(delivered.deliveredAt.timeIntervalSince1970)
      })
    try recordFired(arrived.map(\.reminder))
    if center.nextSequence != previous.nextSequence {
      try setValue(String(center.nextSequence), for: "centerSequence")
    }
  }

  /// Stores a list kept one row per reminder, writing only what differs from `previous`: rows
  /// whose reminder is gone are deleted, new or changed ones inserted or replaced (a refill while
  /// a burst rings changes a row or two, not the 64). `extra` gives the value of each column
  /// that is not the reminder's. Returns the rows written.
  @discardableResult
  func saveRows<Row: Hashable, Column: ReminderColumns>(
    _ rows: [Row], previous: [Row], _ columns: Column.Type,
    reminder: (Row) -> Reminder, extra: (Column, Row) -> SQLValue
  ) throws -> [Row] {
    guard rows != previous else { return [] }
    let kept = Set(rows.map { reminder($0).id })
    for gone in previous.map(reminder) where !kept.contains(gone.id) {
      try database.run(Column.deleteByID, [.text(gone.id)])
    }
    let before = Set(previous)
    let changed = rows.filter { !before.contains($0) }
    for row in changed {
      let reminder = reminder(row)
      try database.run(
        Column.replace,
        Column.allCases.map { Self.value(of: $0, in: reminder) ?? extra($0, row) })
    }
    return changed
  }

  /// Remembers requests that fired, so no plan arms them again even after the delivered list is
  /// cleared; entries older than any plan can reach are forgotten.
  func recordFired(_ reminders: [Reminder]) throws {
    guard let oldest = reminders.map(\.fireDate).min() else { return }
    for reminder in reminders {
      // In `FiredColumn` order.
      try database.run(
        Self.replaceFired, [.text(reminder.id), .real(reminder.fireDate.timeIntervalSince1970)])
    }
    let forgetBefore = oldest.timeIntervalSince1970 - Double(Self.firedMemoryDays * 86_400)
    try database.run("DELETE FROM center_fired WHERE fire_at < ?", [.real(forgetBefore)])
  }

  static let replaceFired = FiredColumn.insert("INSERT OR REPLACE")

  /// How long fired identifiers are remembered: longer than a plan's window plus a late day.
  static let firedMemoryDays = 9

  /// Loads the center, lets `body` change it, and stores the result, all in the caller's transaction.
  public func updateCenter<T>(_ body: (inout NotificationCenterState) throws -> T) throws -> T {
    let previous = try center()
    var next = previous
    let result = try body(&next)
    try save(next, previous: previous)
    return result
  }

  static let ignoreAcknowledged = AcknowledgedColumn.insert("INSERT OR IGNORE")

  static let replaceBurst = BurstColumn.insert("INSERT OR REPLACE")

  /// Records that the user acknowledged an alarm occurrence (it is never armed again).
  public func acknowledge(thread: String, at instant: Date) throws {
    // In `AcknowledgedColumn` order.
    try database.run(
      Self.ignoreAcknowledged, [.text(thread), .real(instant.timeIntervalSince1970)])
  }

  /// Arms a timer or snoozed alarm.
  public func addBurst(_ burst: Burst, habitID: Int64?) throws {
    // In `BurstColumn` order.
    try database.run(
      Self.replaceBurst,
      [
        .text(burst.id), .text(burst.kind.rawValue), habitID.map(SQLValue.integer) ?? .null,
        .real(burst.start.timeIntervalSince1970),
      ])
  }

  /// Forgets a timer or snoozed alarm once acknowledged.
  public func removeBurst(id: String) throws {
    try database.run("DELETE FROM bursts WHERE id = ?", [.text(id)])
  }

  /// Records that the plan was left for later, or (nil) that it is up to date.
  public func setPlanDeferral(_ deferral: PlanDeferral?) throws {
    guard let deferral else {
      try removeValue(for: Self.planDeferralKey)
      return
    }
    try setValue(
      "\(deferral.asOf.timeIntervalSince1970) \(deferral.until.timeIntervalSince1970) "
        + deferral.zone, for: Self.planDeferralKey)
  }

  /// The habits whose check-ins or other data the open write transaction changed so far.
  public var habitsTouched: Set<Int64> { Set(store.touchedHabits.keys) }
}
