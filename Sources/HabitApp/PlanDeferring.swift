import Foundation
import HabitCore
import HabitStore
import NotificationSimulator

/// Check-ins may leave the reminders' plan for later: a command that records one need not pay
/// for planning 64 requests, as long as the center it would have left is the center whoever
/// next looks at it finds.
///
/// That holds until something could fire. A check-in changes the plan only in its habit's
/// requests, the daily summaries, and requests moving into slots it frees (these fire after
/// everything pending). So until the next pending fire date, and the earliest instant anything
/// of the habit or a summary could fire (`ReminderPlanner.earliestPossibleFire`), nothing is due
/// that a plan made at once would have changed: the plan made later, as of the last check-in,
/// holds the same requests. Only the order in which requests firing at one instant were added
/// can differ.
///
/// Whoever needs the plan makes it first: a deliverer (the interface, `watch`) as soon as it
/// wakes, a command that shows the center in memory, a command that writes before its change
/// once the moment has passed, and every reschedule.
extension ReminderService {
  /// After check-ins of the habits `habitIDs` at `now`, in the caller's write transaction:
  /// delivers what is due when `deliver` (as the plan made at once would), then plans the
  /// reminders again, or leaves the plan for later when nothing can fire before it is made.
  public func replan(afterCheckInsOf habitIDs: Set<Int64>, now: Date, deliver: Bool) throws {
    if deliver { try deliverAsTheAppOpens(now: now) }
    let until = try deferralLimit(afterCheckInsOf: habitIDs, now: now)
    guard until > now else {
      _ = try reschedule(now: now, deliver: false)
      return
    }
    try store.write {
      try $0.setPlanDeferral(PlanDeferral(asOf: now, until: until, zone: zone.name))
    }
  }

  /// Makes a plan left for later, as of the check-in that left it, when one is (and, unless
  /// `always`, when the moment something could fire has come by `now`). In the caller's write
  /// transaction, before it changes anything else.
  public func catchUpPlan(by now: Date, always: Bool = false) throws {
    guard let deferral = try store.read({ try $0.planDeferral() }), always || deferral.until <= now
    else { return }
    try makePlan(leftBy: deferral)
  }

  /// Makes the plan `deferral` left, as of its check-in and in its zone, and stores it in place
  /// of the deferral.
  func makePlan(leftBy deferral: PlanDeferral) throws {
    try store.write { try $0.setPlanDeferral(nil) }
    _ = try planning(deferral).reschedule(now: deferral.asOf, deliver: false)
  }

  /// The service that makes a plan left for later: planning in the zone its check-ins were made
  /// in, as planning at once did, even from a process in another zone (a phone that travelled
  /// has what it planned before armed, and plans in the new zone afterwards).
  func planning(_ deferral: PlanDeferral) -> ReminderService {
    guard deferral.zone != zone.name,
      let other = TimeZone(identifier: deferral.zone).map(Zone.init)
        ?? Zone.named(deferral.zone, readFile: { _ in nil })
    else { return self }
    return ReminderService(store: store, zone: other, environment: environment)
  }

  /// `catchUpPlan(by:)` in a write transaction of its own, opened only when a plan left for
  /// later is due: for a command that changes data in transactions of its own (`sync`, `import`),
  /// before it changes anything.
  public func catchUpPlanIfDue(by now: Date) throws {
    guard let deferral = try store.read({ db in try db.planDeferral() }), deferral.until <= now
    else { return }
    try store.write { _ in try catchUpPlan(by: now) }
  }

  /// The notification center and the alarm list as a plan made now would leave them, without
  /// storing anything: the stored ones, planned first in memory when the plan was left for later.
  public func plannedDevice() throws -> (NotificationCenterState, AlarmList) {
    var center = try store.read { try $0.center() }
    var alarms = try store.read { try $0.alarmList() }
    if let deferral = try store.read({ try $0.planDeferral() }) {
      let plan = try planning(deferral).plan(now: deferral.asOf)
      center.apply(plan.requests, now: deferral.asOf)
      alarms.apply(plan.alarms, now: deferral.asOf, ringingFor: plan.openAlarmThreads)
    }
    return (center, alarms)
  }

  /// Until when a plan left after check-ins of `habitIDs` stays the plan made now: the earliest
  /// of the next pending fire date (the due ones included), the stored plan's horizon (after it,
  /// requests the stored plan left out fire), anything of the habits or a summary could fire,
  /// and the limit of a plan already left. Now when no plan was made yet in this zone, or while
  /// a system alarm rings.
  private func deferralLimit(afterCheckInsOf habitIDs: Set<Int64>, now: Date) throws -> Date {
    // A ringing system alarm of a checked-in habit stops at once, as the app would stop it.
    guard let horizon = try plannedHorizon(), try !plannedInAnotherZone(),
      try store.read({ try $0.alarmList() }).alertingThreads.isEmpty
    else { return now }
    let settings = try store.read { try $0.settings() }
    let local = LocalTime(zone: zone, dayStart: settings.dayStart)
    let possible = ReminderPlanner.earliestPossibleFire(
      of: try store.read { try $0.habits(ids: habitIDs) }, settings: settings.reminders,
      local: local,
      today: local.day(of: now), now: now)
    let limits = [
      possible, horizon, try store.read { try $0.nextFireDate() },
      try store.read { try $0.planDeferral() }?.until,
    ]
    return limits.compactMap { $0 }.min() ?? .distantFuture
  }
}
