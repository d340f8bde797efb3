import Foundation
import HabitCore
import NotificationSimulator

extension HabitStore {
  /// The notification center as stored; its policy and permission come from the settings.
  public func center() throws -> NotificationCenterState {
    let reminders = try settings().reminders
    let pendingRows = try database.prepare(
      "SELECT id, kind, habit, fire_at, title, body, thread, sequence FROM center_pending")
    var pending: [PendingRequest] = []
    while try pendingRows.step() {
      pending.append(
        PendingRequest(
          reminder: Self.reminder(from: pendingRows), sequence: Int(pendingRows.int(7))))
    }
    let deliveredRows = try database.prepare(
      """
      SELECT id, kind, habit, fire_at, title, body, thread, delivered_at, missed
      FROM center_delivered ORDER BY fire_at, rowid
      """)
    var delivered: [DeliveredNotification] = []
    while try deliveredRows.step() {
      delivered.append(
        DeliveredNotification(
          reminder: Self.reminder(from: deliveredRows),
          deliveredAt: Date(timeIntervalSince1970: deliveredRows.double(7)),
          missed: deliveredRows.int(8) != 0))
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

  /// Stores the center, writing only what changed since `previous` (a refill while a burst rings
  /// changes a row or two, not the 64).
  public func save(_ center: NotificationCenterState, previous: NotificationCenterState) throws {
    try saveRows(
      center.pending, previous: previous.pending, table: "center_pending", columns: ["sequence"],
      reminder: \.reminder, extra: { [.integer(Int64($0.sequence))] })
    let arrived = try saveRows(
      center.delivered, previous: previous.delivered, table: "center_delivered",
      columns: ["delivered_at", "missed"], reminder: \.reminder,
      extra: { [.real($0.deliveredAt.timeIntervalSince1970), .integer($0.missed ? 1 : 0)] })
    try recordFired(arrived.map(\.reminder))
    if center.nextSequence != previous.nextSequence {
      try setValue(String(center.nextSequence), for: "centerSequence")
    }
  }

  /// Stores a list kept one row per reminder, writing only what differs from `previous`: rows
  /// whose reminder is gone are deleted, new or changed ones inserted or replaced (a refill while
  /// a burst rings changes a row or two, not the 64). Returns the rows written.
  @discardableResult
  func saveRows<Row: Hashable>(
    _ rows: [Row], previous: [Row], table: String, columns: [String],
    reminder: (Row) -> Reminder, extra: (Row) -> [SQLValue]
  ) throws -> [Row] {
    guard rows != previous else { return [] }
    let kept = Set(rows.map { reminder($0).id })
    for gone in previous.map(reminder) where !kept.contains(gone.id) {
      try database.run("DELETE FROM \(table) WHERE id = ?", [.text(gone.id)])
    }
    let before = Set(previous)
    let changed = rows.filter { !before.contains($0) }
    let names = ["id", "kind", "habit", "fire_at", "title", "body", "thread"] + columns
    let sql =
      "INSERT OR REPLACE INTO \(table) (\(names.joined(separator: ", "))) VALUES ("
      + Array(repeating: "?", count: names.count).joined(separator: ", ") + ")"
    for row in changed { try database.run(sql, Self.values(of: reminder(row)) + extra(row)) }
    return changed
  }

  /// Remembers requests that fired, so no plan arms them again even after the delivered list is
  /// cleared; entries older than any plan can reach are forgotten.
  func recordFired(_ reminders: [Reminder]) throws {
    guard let oldest = reminders.map(\.fireDate).min() else { return }
    for reminder in reminders {
      try database.run(
        "INSERT OR REPLACE INTO center_fired (id, fire_at) VALUES (?, ?)",
        [.text(reminder.id), .real(reminder.fireDate.timeIntervalSince1970)])
    }
    let forgetBefore = oldest.timeIntervalSince1970 - Double(Self.firedMemoryDays * 86_400)
    try database.run("DELETE FROM center_fired WHERE fire_at < ?", [.real(forgetBefore)])
  }

  /// How long fired identifiers are remembered: longer than a plan's window plus a late day.
  static let firedMemoryDays = 9

  /// Identifiers of requests that fired with a fire date after `instant`: a plan made by a process
  /// whose clock is behind must not arm them again.
  public func firedIdentifiers(after instant: Date) throws -> Set<String> {
    let rows = try database.prepare(
      "SELECT id FROM center_fired WHERE fire_at > ?", [.real(instant.timeIntervalSince1970)])
    var ids: Set<String> = []
    while try rows.step() { ids.insert(rows.text(0) ?? "") }
    return ids
  }

  /// Loads the center, lets `body` change it, and stores the result, all in the caller's transaction.
  public func updateCenter<T>(_ body: (inout NotificationCenterState) throws -> T) throws -> T {
    let previous = try center()
    var next = previous
    let result = try body(&next)
    try save(next, previous: previous)
    return result
  }

  static func values(of reminder: Reminder) -> [SQLValue] {
    [
      .text(reminder.id), .text(reminder.kind.rawValue), reminder.habit.map(SQLValue.text) ?? .null,
      .real(reminder.fireDate.timeIntervalSince1970), .text(reminder.title), .text(reminder.body),
      .text(reminder.thread),
    ]
  }

  static func reminder(from row: Statement) -> Reminder {
    Reminder(
      id: row.text(0) ?? "", kind: ReminderKind(rawValue: row.text(1) ?? "") ?? .pre,
      habit: row.text(2), fireDate: Date(timeIntervalSince1970: row.double(3)),
      title: row.text(4) ?? "", body: row.text(5) ?? "", thread: row.text(6) ?? "")
  }
}

extension HabitStore {
  /// Threads of alarm occurrences the user acknowledged.
  public func acknowledgedAlarms() throws -> Set<String> {
    let rows = try database.prepare("SELECT thread FROM acknowledged_alarms")
    var threads: Set<String> = []
    while try rows.step() { threads.insert(rows.text(0) ?? "") }
    return threads
  }

  /// Records that the user acknowledged an alarm occurrence (it is never armed again).
  public func acknowledge(thread: String, at instant: Date) throws {
    try database.run(
      "INSERT OR IGNORE INTO acknowledged_alarms (thread, at) VALUES (?, ?)",
      [.text(thread), .real(instant.timeIntervalSince1970)])
  }

  /// Timers and snoozed alarms that have not been acknowledged, with their habit's name.
  public func bursts() throws -> [(burst: Burst, habitID: Int64?)] {
    let rows = try database.prepare(
      """
      SELECT b.id, b.kind, h.name, b.start_at, b.habit_id FROM bursts b
      LEFT JOIN habits h ON h.id = b.habit_id ORDER BY b.start_at
      """)
    var result: [(Burst, Int64?)] = []
    while try rows.step() {
      let burst = Burst(
        id: rows.text(0) ?? "", kind: ReminderKind(rawValue: rows.text(1) ?? "") ?? .timer,
        habit: rows.text(2), start: Date(timeIntervalSince1970: rows.double(3)))
      result.append((burst, rows.isNull(4) ? nil : rows.int(4)))
    }
    return result
  }

  /// Arms a timer or snoozed alarm.
  public func addBurst(_ burst: Burst, habitID: Int64?) throws {
    try database.run(
      "INSERT OR REPLACE INTO bursts (id, kind, habit_id, start_at) VALUES (?, ?, ?, ?)",
      [
        .text(burst.id), .text(burst.kind.rawValue), habitID.map(SQLValue.integer) ?? .null,
        .real(burst.start.timeIntervalSince1970),
      ])
  }

  /// Forgets a timer or snoozed alarm once acknowledged.
  public func removeBurst(id: String) throws {
    try database.run("DELETE FROM bursts WHERE id = ?", [.text(id)])
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

extension HabitStore {
  private static let planDeferralKey = "planDeferred"

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

  /// Records that the plan was left for later, or (nil) that it is up to date.
  public func setPlanDeferral(_ deferral: PlanDeferral?) throws {
    guard let deferral else {
      try database.run("DELETE FROM settings WHERE key = ?", [.text(Self.planDeferralKey)])
      return
    }
    try setValue(
      "\(deferral.asOf.timeIntervalSince1970) \(deferral.until.timeIntervalSince1970) "
        + deferral.zone, for: Self.planDeferralKey)
  }

  /// The habits whose check-ins or other data the open write transaction changed so far.
  public var habitsTouched: Set<Int64> { Set(touchedHabits.keys) }
}
