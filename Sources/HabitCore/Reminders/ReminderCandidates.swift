import Foundation

extension ReminderPlanner {
  /// A request before it is written out: when, what, and where it comes from.
  struct Candidate: Comparable {
    enum Source {
      /// A habit's reminder on a habit day at one of its times (the last one for `overdue`).
      case habit(index: Int, day: Day, time: TimeOfDay, step: Int)
      case summary(day: Day)
      case burst(index: Int, step: Int)
    }

    var fireDate: Date
    var kind: ReminderKind
    /// List order, then the time's place in the habit day, then the step within a burst.
    var order: Int
    var source: Source

    /// The order the cap keeps requests in: fire date, kind, then `order`.
    static func < (lhs: Candidate, rhs: Candidate) -> Bool {
      (lhs.fireDate, lhs.kind, lhs.order) < (rhs.fireDate, rhs.kind, rhs.order)
    }

    /// Equal in the keys the cap orders by (not necessarily the same request).
    static func == (lhs: Candidate, rhs: Candidate) -> Bool {
      !(lhs < rhs) && !(rhs < lhs)
    }
  }

  /// Goes through every request the habits and bursts could make in the window, in one fixed
  /// order, counting them and keeping only the first ones by `Candidate.<`: identifiers and texts
  /// are then written for the kept ones alone, and no list of thousands is sorted.
  struct Gathering {
    let input: Input
    let end: Date
    /// How many requests fire in the window (after now, before `end`, not fired yet).
    private(set) var inWindow = 0
    /// The first of them, as a stable sort of all of them in the order offered would give.
    private(set) var first: BoundedSelection<Candidate>
    /// Habits (by list index) some acknowledged alarm thread names: only their occurrences'
    /// threads are made and looked up. The table of acknowledgements is kept for good, so once
    /// any alarm was stopped, making a thread for every alarm habit's every day cost more than
    /// the rest of the plan.
    private let acknowledgedHabits: Set<Int>

    /// Gathers the requests of `input` in the window up to `end`, keeping the first `limit`.
    init(_ input: Input, _ days: PlanningDays, end: Date, limit: Int) {
      self.input = input
      self.end = end
      first = BoundedSelection(limit: limit)
      let named = Set(input.acknowledged.compactMap(ReminderIdentifiers.habit(ofAlarmThread:)))
      acknowledgedHabits =
        named.isEmpty
        ? []
        : Set(
          input.board.habits.indices.filter {
            input.board.habits[$0].alarm && named.contains(Substring(input.board.habits[$0].uuid))
          })
      gather(days)
    }

    /// Offers one request: counted and offered when it fires in the window and has not fired.
    private mutating func offer(_ candidate: Candidate) {
      guard candidate.fireDate > input.now, candidate.fireDate < end else { return }
      // Identifiers are only made when something fired after now (a clock set back).
      guard input.fired.isEmpty || !input.fired.contains(identity(of: candidate, input).id)
      else { return }
      inWindow += 1
      first.offer(candidate)
    }

    /// Offers the steps of one burst, the first at `start` with `order`. When the whole burst is
    /// in the window and nothing fired, the steps are counted at once and offered until one is
    /// refused: each step follows the one before (a later fire date, a larger order), so every
    /// step after a refused one would be refused too.
    private mutating func offerBurst(
      start: Date, kind: ReminderKind, order: Int, source: (Int) -> Candidate.Source
    ) {
      let steps = 0..<burstCount
      func step(_ step: Int) -> Candidate {
        Candidate(
          fireDate: start.addingTimeInterval(TimeInterval(step * burstSpacing)), kind: kind,
          order: order + step, source: source(step))
      }
      guard input.fired.isEmpty, step(0).fireDate > input.now, step(burstCount - 1).fireDate < end
      else {
        for index in steps { offer(step(index)) }
        return
      }
      inWindow += burstCount
      for index in steps {
        let candidate = step(index)
        guard first.admits(candidate) else { return }
        first.offer(candidate)
      }
    }

    /// Every habit day's requests and summary, day by day, then the timers and snoozes: the
    /// order the requests were always made in, which decides between equal ones.
    private mutating func gather(_ days: PlanningDays) {
      let settings = input.board.settings.reminders
      let resolver = WallResolver(local: input.local, around: input.board.today)
      // In AlarmKit mode alarms and timers are system alarms, planned apart (`systemAlarms`).
      let bursts = settings.alarmMode == .burst
      for (dayIndex, day) in days.days.enumerated() {
        var anyOpen = false
        for index in days.times.indices where days.isOpen(index, dayIndex) {
          anyOpen = true
          gatherHabit(index, day, days.times[index], resolver, bursts)
        }
        guard anyOpen else { continue }
        offer(
          Candidate(
            fireDate: resolver.occurrence(of: settings.summaryTime, on: day, plus: 0),
            kind: .summary, order: Int.max, source: .summary(day: day)))
      }
      for (index, burst) in input.bursts.enumerated()
      where bursts && !input.acknowledged.contains(burst.id) {
        offerBurst(start: burst.start, kind: burst.kind, order: -burstCount) {
          .burst(index: index, step: $0)
        }
      }
    }

    /// One open habit day's requests: per time a pre-reminder and, for an alarm habit in burst
    /// mode, a burst not yet acknowledged; one overdue reminder after the day's last time.
    private mutating func gatherHabit(
      _ index: Int, _ day: Day, _ times: [TimeOfDay], _ resolver: WallResolver, _ bursts: Bool
    ) {
      guard let last = times.last else { return }
      let settings = input.board.settings.reminders
      // Not `let habit = ...`: copying a habit (its strings and times) for every open day costs
      // more than the rest of its requests; only an alarm habit's thread needs it.
      let alarm = bursts && input.board.habits[index].alarm
      // Habit first, then the time's place in the day, then the step: ties at one instant (two
      // times a clock change resolves alike) still order one way.
      let base = index * Habit.maximumTimes * (burstCount + 1)
      for (slot, time) in times.enumerated() {
        let order = base + slot * (burstCount + 1)
        let start = resolver.occurrence(of: time, on: day, plus: 0)
        offer(
          Candidate(
            fireDate: start.addingTimeInterval(TimeInterval(-settings.preReminderMinutes * 60)),
            kind: .pre, order: order, source: .habit(index: index, day: day, time: time, step: 0)))
        guard alarm,
          !acknowledgedHabits.contains(index)
            || !input.acknowledged.contains(
              ReminderIdentifiers.alarmThread(input.board.habits[index], day, time))
        else { continue }
        offerBurst(start: start, kind: .alarm, order: order) {
          .habit(index: index, day: day, time: time, step: $0)
        }
      }
      offer(
        Candidate(
          fireDate: resolver.occurrence(of: last, on: day, plus: settings.overdueDelayMinutes),
          kind: .overdue, order: base + (times.count - 1) * (burstCount + 1),
          source: .habit(index: index, day: day, time: last, step: 0)))
    }
  }
}
