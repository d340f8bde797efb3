import Foundation
import HabitCore
import HabitStore
import NotificationSimulator

/// The app side of reminders: plans, applies plans to the center, delivers, and handles alarms.
///
/// Every method runs inside the caller's store transaction, so a command and the reschedule it
/// causes land together.
public struct ReminderService {
  /// The store holding habits, settings and the center.
  let store: HabitStore
  /// The device's time zone.
  public let zone: Zone
  /// The process environment, for the `auto` language.
  public let environment: [String: String]

  /// Creates the service.
  public init(store: HabitStore, zone: Zone, environment: [String: String]) {
    self.store = store
    self.zone = zone
    self.environment = environment
  }

  /// The plan for `now` from the habits and settings of `board` (read from the store when nil),
  /// and the stored acknowledgements, bursts and fired requests.
  public func plan(now: Date, board known: Board? = nil) throws -> ReminderPlan {
    let board = try known ?? planningBoard(now: now)
    let settings = board.settings
    let local = LocalTime(zone: zone, dayStart: settings.dayStart)
    return ReminderPlanner.plan(
      .init(
        board: board, now: now, local: local,
        language: try notificationLanguage(settings.reminders.language),
        acknowledged: try store.read { try $0.acknowledgedAlarms() },
        bursts: try store.read { try $0.bursts() }.map(\.burst),
        fired: try store.read { try $0.firedIdentifiers(after: now) }))
  }

  /// Replaces the pending requests with a fresh plan (made from `board` when the caller already
  /// holds the current data). With `deliver`, what is due is delivered first: only the one
  /// process delivering for the database (see `DelivererLock`) may do that.
  /// A plan left for later is made first (as of its check-in) when something could have fired
  /// since; either way the plan made now replaces it.
  @discardableResult
  public func reschedule(now: Date, board: Board? = nil, deliver: Bool) throws -> ReminderPlan {
    if let deferral = try store.read({ try $0.planDeferral() }) {
      if deferral.until <= now {
        try makePlan(leftBy: deferral)
      } else {
        try store.write { try $0.setPlanDeferral(nil) }
      }
    }
    let plan = try plan(now: now, board: board)
    if deliver { try deliverAsTheAppOpens(now: now) }
    try store.write { db in try db.updateCenter { $0.apply(plan.requests, now: now) } }
    try store.write { db in
      try db.updateAlarms {
        $0.apply(plan.alarms, now: now, ringingFor: plan.openAlarmThreads)
      }
    }
    try store.write {
      try $0.setValue(String(plan.horizon.timeIntervalSince1970), for: "plannedHorizon")
    }
    try store.write { try $0.setValue(zone.name, for: "plannedZone") }
    let language = try notificationLanguage(try store.read { try $0.settings() }.reminders.language)
    try store.write { try $0.setValue(language.rawValue, for: Self.plannedLanguageKey) }
    return plan
  }

  /// Where the language the plan is written in is kept: with `auto`, the first plan resolves
  /// it from its process's locale and every later plan, in whatever process, keeps it, so the
  /// center never mixes two languages.
  public static let plannedLanguageKey = "plannedLanguage"

  /// The language notifications are planned in: the setting's, or with `auto` the one the
  /// plans so far were written in (the locale's when there were none yet).
  public func notificationLanguage(_ choice: LanguageChoice) throws -> Language {
    guard choice == .auto else { return choice.resolved(environment: environment) }
    return try store.read { try $0.settingValues() }[Self.plannedLanguageKey].flatMap(
      Language.init(rawValue:))
      ?? choice.resolved(environment: environment)
  }

  /// Forgets the language plans were written in, so that the next plan resolves `auto` again
  /// from its locale: when the language setting is set, even to `auto` again.
  public func resolveLanguageAgain() throws {
    try store.write { try $0.removeValue(for: Self.plannedLanguageKey) }
  }

  /// Delivers what is due as an app opening does with nothing running: due requests move to the
  /// delivered list and due system alarms start alerting; nothing is presented or rung (the
  /// deliverer's `deliverDue` also rings).
  func deliverAsTheAppOpens(now: Date) throws {
    guard let next = try store.read({ try $0.nextFireDate() }), next <= now else { return }
    try store.write { db in try db.updateCenter { _ = $0.deliverDue(now: now) } }
    try store.write { db in try db.updateAlarms { _ = $0.startAlerting(now: now) } }
  }

  /// Whether the pending requests were planned in another zone: their wall-clock times must be
  /// planned again in this one, as a phone re-resolves its floating triggers when it travels.
  public func plannedInAnotherZone() throws -> Bool {
    try store.read { try $0.settingValues() }["plannedZone"].map { $0 != zone.name } ?? false
  }

  /// How far ahead the last reschedule armed reminders, or nil before the first one.
  public func plannedHorizon() throws -> Date? {
    try store.read { try $0.settingValues() }["plannedHorizon"].flatMap(Double.init).map(
      Date.init(timeIntervalSince1970:))
  }

  /// Moves every due request to the delivered list, starts the AlarmKit alarms whose time has
  /// come, and returns what to present: the delivered notifications, then one ring of each
  /// alerting alarm that owes one (rings are presented, never added to the delivered list).
  public func deliverDue(now: Date) throws -> [(DeliveredNotification, Presentation)] {
    // Most wakes (every key press in the interface) find nothing due: answer from one small query.
    guard let next = try store.read({ try $0.nextFireDate() }), next <= now else { return [] }
    let reminders = try store.read { try $0.settings() }.reminders
    let fired = try store.write { db in try db.updateCenter { $0.deliverDue(now: now) } }.map {
      (
        $0,
        Presentation.of(style: reminders.alertStyle, ringer: reminders.ringer, missed: $0.missed)
      )
    }
    let rings = try store.write {
      try $0.updateAlarms { alarms -> [AlarmRing] in
        _ = alarms.startAlerting(now: now)
        return alarms.rings(now: now)
      }
    }
    // A system alarm rings through the silent switch, whatever the notification alert style.
    return fired
      + rings.map {
        (
          DeliveredNotification(reminder: $0.reminder, deliveredAt: now, missed: false),
          Presentation(bell: true, flash: true)
        )
      }
  }

  /// Threads of alarm and timer bursts ringing at `now` (not rung out, not acknowledged), and of
  /// alerting AlarmKit alarms.
  public func ringing(now: Date) throws -> [String] {
    try store.read { try $0.center() }.ringingThreads(now: now)
      + store.read { try $0.alarmList() }.alertingThreads
  }

  /// The deliverer's step (`watch` and the interface): when something is due, delivers it, lets
  /// `present` ring it, then refills the slots that fired from `board` (read from the store when
  /// nil), so a second alarm minutes after the first is armed in full while this one rings.
  /// Planning waits until the bell has rung. Returns whether anything was delivered.
  @discardableResult
  public func deliverAndRefill(
    now: Date, board: () throws -> Board?,
    present: ([(DeliveredNotification, Presentation)]) throws -> Void
  ) throws -> Bool {
    // Most wakes (every key press in the interface) find nothing due: one read says so.
    let (deferred, stored) = try store.read { db in
      (try db.planDeferral() != nil, try db.nextFireDate())
    }
    // A command's check-in left the plan for later: the deliverer makes it at once.
    let next =
      deferred
      ? try store.write { db in
        try catchUpPlan(by: now, always: true)
        return try db.nextFireDate()
      } : stored
    guard let next, next <= now else { return false }
    let fired = try store.write { _ in try deliverDue(now: now) }
    try present(fired)
    // A system alarm's ring frees no slot; a delivered request does.
    if fired.contains(where: { $0.0.reminder.kind != .alarmkit }) {
      try store.write { _ in _ = try reschedule(now: now, board: try board(), deliver: false) }
    }
    return !fired.isEmpty
  }

  /// When a run loop must next wake: the next fire date still ahead, the next minute (to see the
  /// clock and other processes' changes), or the earliest of `also`, whichever comes first. A fire
  /// date already passed is the deliverer's to act on, not a reason to wake again at once (an
  /// interface that does not deliver would spin).
  public func nextWake(after now: Date, also: [Date?] = []) throws -> Date {
    let minute = Date(
      timeIntervalSince1970: (now.timeIntervalSince1970 / 60).rounded(.down) * 60 + 60)
    return ([try store.read { try $0.nextFireDate(after: now) }, minute] + also).compactMap { $0 }
      .min()!
  }

  /// Arms a timer burst for a habit `seconds` from now. The caller reschedules.
  public func startTimer(habit: Habit, seconds: Int, now: Date) throws -> Burst {
    let burst = Burst(
      id: "timer:\(UUID().uuidString.lowercased())", kind: .timer, habit: habit.name,
      start: now.addingTimeInterval(TimeInterval(seconds)))
    try store.write { try $0.addBurst(burst, habitID: habit.id) }
    return burst
  }
}
